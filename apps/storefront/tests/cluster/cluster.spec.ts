import { type FailureCode, formatMoney } from '@maison/shared';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { expectProductPictures, signInToDashboard } from '../e2e/dashboard-session';
import { clientAddress } from '../e2e/legacy-member';
import { freshMobile, smsCodeFor } from '../e2e/members';
import { adminApi, graphql, mailsNaming, ok, pidOf, shopApi, staffToken } from './cluster-api';
import {
    API_URL,
    BACKEND_URLS,
    CLUSTER_DIR,
    SHOP_URL,
    SMS_OUTBOX_DIR,
    STOREFRONT_URLS,
    SUPERADMIN_PASSWORD,
} from './topology';

/**
 * Two backends, two storefronts and a worker behind HAProxy, on one PostgreSQL and one Redis
 * (global-setup.ts): whatever one instance learns, every other knows at once.
 */

const UPDATE_VARIANTS = `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`;
const ADD_PAYMENT = `mutation ($method: String!, $channel: String!) {
    addPaymentToOrder(input: { method: $method, metadata: { channel: $channel } }) {
        __typename
        ... on Order { code payments { id metadata } }
    }
}`;

const ADD = `mutation ($id: ID!, $qty: Int!) { addItemToOrder(productVariantId: $id, quantity: $qty) { __typename } }`;
/** What checkout asks before payment: a guest's name and e-mail, and a Shanghai address. */
const CHECKOUT_DETAILS = `mutation ($n: String!, $email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "测试", lastName: $n }) { __typename }
    setOrderShippingAddress(input: {
        fullName: $n, streetLine1: "南京西路 1266 号", city: "上海市", province: "上海市",
        postalCode: "200040", countryCode: "CN", phoneNumber: "13800138000"
    }) { __typename }
}`;
const TO_PAYMENT = `mutation ($state: String!) {
    transitionOrderToState(state: $state) {
        __typename
        ... on Order { state }
        ... on OrderStateTransitionError { transitionError }
    }
}`;

const PRICE_OF = /class="detail__price"[^>]*>(?:<[^>]+>)*([^<]+)</;

/** The price a watch page shows, read from the HTML a storefront serves. */
async function pagePrice(storefront: string, path: string): Promise<string | undefined> {
    const res = await fetch(`${storefront}${path}`);
    expect(res.status).toBe(200);
    return PRICE_OF.exec(await res.text())?.[1];
}

test('a price changed through one backend shows at once through every storefront', async () => {
    const token = await staffToken(0);
    const { data } = await ok<{ search: { items: Array<{ sku: string; slug: string; productVariantId: string }> } }>(
        shopApi(1),
        `{ search(input: { collectionSlug: "watches", groupByProduct: true, take: 1, inStock: true }) { items { sku slug productVariantId } } }`,
    );
    const { sku, slug, productVariantId } = data.search.items[0];
    const path = `/watches/${slug}/${sku}/`;
    const variant = await ok<{ productVariant: { price: number; priceWithTax: number } }>(
        adminApi(0),
        `query ($id: ID!) { productVariant(id: $id) { price priceWithTax } }`,
        { id: productVariantId },
        token,
    );
    const { price, priceWithTax } = variant.data.productVariant;
    // Each storefront has read the page (and cached its catalogue answers) more than once.
    for (const storefront of STOREFRONT_URLS) {
        for (let i = 0; i < 3; i++) expect(await pagePrice(storefront, path)).toBe(formatMoney(priceWithTax));
    }

    await ok(adminApi(0), UPDATE_VARIANTS, { input: [{ id: productVariantId, price: price + 100_000 }] }, token);
    const changed = await ok<{ productVariant: { priceWithTax: number } }>(
        adminApi(1),
        `query ($id: ID!) { productVariant(id: $id) { priceWithTax } }`,
        { id: productVariantId },
        token,
    );
    const newPrice = formatMoney(changed.data.productVariant.priceWithTax);
    expect(newPrice).not.toBe(formatMoney(priceWithTax));
    // The very next views, on either storefront, whichever backend each asks, and through the balancer.
    for (const storefront of [...STOREFRONT_URLS, SHOP_URL]) {
        for (let i = 0; i < 4; i++)
            expect(await pagePrice(storefront, path), `${storefront} view ${i + 1}`).toBe(newPrice);
    }
});

test('a session made through one instance works on every other', async ({ page, context }) => {
    const mobile = freshMobile();
    const headers = clientAddress();
    // Signed in through the first storefront's sign-in page.
    const challenge = (await (await page.request.get(`${STOREFRONT_URLS[0]}/api/captcha`)).json()) as {
        randstr: string;
        ticket: string;
    };
    const sent = await page.request.post(`${STOREFRONT_URLS[0]}/login`, {
        form: { intent: 'sms-code', mobile, captchaKind: 'local', human: 'on', ...challenge },
        headers: { ...headers, origin: STOREFRONT_URLS[0] },
    });
    expect(sent.ok()).toBe(true);
    const code = await smsCodeFor(mobile, SMS_OUTBOX_DIR);
    const signedIn = await page.request.post(`${STOREFRONT_URLS[0]}/login`, {
        form: { intent: 'sms', mobile, code, acceptTerms: 'on' },
        headers: { origin: STOREFRONT_URLS[0] },
        maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect((await context.cookies()).length).toBeGreaterThan(0);
    // The other storefront knows the member (cookies are the host's, whatever its port), and so
    // does the balancer's address, whichever storefront and backend answer.
    for (const storefront of [STOREFRONT_URLS[1], SHOP_URL, SHOP_URL, STOREFRONT_URLS[0]]) {
        await page.goto(`${storefront}/my-account/profile`);
        await expect(page).toHaveURL(/\/my-account\/profile$/);
        await expect(page.locator('main')).toContainText(mobile);
    }

    // A bearer token the Shop API gave through one backend is the same member's on the other.
    const sms = await ok<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(
        shopApi(0),
        'query { localCaptchaChallenge { randstr ticket } }',
    );
    const other = freshMobile();
    await graphql(
        shopApi(0),
        'mutation ($m: String!, $c: SmsCaptchaInput!) { requestSmsCode(mobile: $m, captcha: $c) { __typename } }',
        { m: other, c: sms.data.localCaptchaChallenge },
        undefined,
        clientAddress(),
    );
    const login = await ok<{ authenticate: { __typename: string } }>(
        shopApi(0),
        `mutation ($m: String!, $c: String!) { authenticate(input: { sms: { mobile: $m, code: $c, acceptTerms: true } }) { __typename } }`,
        { m: other, c: await smsCodeFor(other, SMS_OUTBOX_DIR) },
    );
    expect(login.data.authenticate.__typename).toBe('CurrentUser');
    const me = await ok<{ activeCustomer: { phoneNumber: string } | null }>(
        shopApi(1),
        '{ activeCustomer { phoneNumber } }',
        {},
        login.token,
    );
    expect(me.data.activeCustomer?.phoneNumber).toBe(other);
});

test('a throttle counts a client’s requests across both backends', async () => {
    const address = clientAddress();
    const open = (backend: number) =>
        fetch(`${BACKEND_URLS[backend]}/legacy-api/guest-carts`, { method: 'POST', headers: address });
    // The limit, shared out between the two backends.
    for (let i = 0; i < 30; i++) expect((await open(i % 2)).status, `guest cart ${i + 1}`).toBe(200);
    for (const backend of [0, 1]) {
        const refused = await open(backend);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { code: FailureCode }).code).toBe(
            'GUEST_CART_THROTTLED' satisfies FailureCode,
        );
    }
});

test('a captcha answered through one backend is spent on the other', async () => {
    const { data } = await ok<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(
        shopApi(0),
        'query { localCaptchaChallenge { randstr ticket } }',
    );
    const ask = (backend: number) =>
        graphql<{ requestSmsCode: { __typename: string; errorCode?: string } }>(
            shopApi(backend),
            'mutation ($m: String!, $c: SmsCaptchaInput!) { requestSmsCode(mobile: $m, captcha: $c) { __typename ... on ShopFailure { errorCode } } }',
            { m: freshMobile(), c: data.localCaptchaChallenge },
            undefined,
            clientAddress(),
        );
    expect((await ask(1)).data.requestSmsCode.__typename).not.toBe('ShopFailure');
    expect((await ask(0)).data.requestSmsCode).toMatchObject({
        __typename: 'ShopFailure',
        errorCode: 'CAPTCHA_FAILED' satisfies FailureCode,
    });
});

test('pictures are in the bucket: each backend serves every one, and staff see them in either dashboard', async ({
    page,
}) => {
    // One backend seeded them; each has a disk of its own, so the other can read them only from the bucket.
    const { data } = await ok<{ products: { items: Array<{ featuredAsset: { preview: string } | null }> } }>(
        shopApi(0),
        '{ products(options: { take: 5 }) { items { featuredAsset { preview } } } }',
    );
    const previews = data.products.items.map((p) => p.featuredAsset?.preview).filter((u): u is string => !!u);
    expect(previews.length).toBeGreaterThan(0);
    for (const preview of previews) {
        const assetPath = new URL(preview).pathname;
        for (const backend of BACKEND_URLS) {
            const res = await fetch(`${backend}${assetPath}?preset=thumb`);
            expect(res.status, `${backend}${assetPath}`).toBe(200);
            expect(res.headers.get('content-type')).toMatch(/^image\//);
        }
    }
    // Signed in through one backend's dashboard, staff are signed in on the other's too.
    await signInToDashboard(page, `${BACKEND_URLS[0]}/dashboard`, SUPERADMIN_PASSWORD);
    for (const backend of BACKEND_URLS) await expectProductPictures(page, `${backend}/dashboard`);
});

interface Racer {
    token: string;
    backend: number;
}

/** A guest at the payment step's door with one unit of the variant in the bag, shopping through one backend. */
async function guestReady(backend: number, variantId: string, n: number): Promise<Racer> {
    const added = await ok<{ addItemToOrder: { __typename: string } }>(shopApi(backend), ADD, {
        id: variantId,
        qty: 1,
    });
    expect(added.data.addItemToOrder.__typename).toBe('Order');
    const token = added.token!;
    await ok(shopApi(backend), CHECKOUT_DETAILS, { n: `顾客${n}`, email: `cluster${n}@example.com` }, token);
    const methods = await ok<{ eligibleShippingMethods: Array<{ id: string }> }>(
        shopApi(backend),
        '{ eligibleShippingMethods { id } }',
        {},
        token,
    );
    await ok(
        shopApi(backend),
        'mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { __typename } }',
        { ids: [methods.data.eligibleShippingMethods[0].id] },
        token,
    );
    return { token, backend };
}

const toPayment = (r: Racer) =>
    ok<{ transitionOrderToState: { __typename: string; state?: string; transitionError?: string } }>(
        shopApi(r.backend),
        TO_PAYMENT,
        { state: 'ArrangingPayment' },
        r.token,
    ).then((reply) => reply.data.transitionOrderToState);

/** A watch in stock, the n-th from the end of the listing (each test takes its own). */
async function watchVariant(n: number): Promise<string> {
    const { data } = await ok<{ search: { items: Array<{ productVariantId: string }> } }>(
        shopApi(0),
        `{ search(input: { collectionSlug: "watches", groupByProduct: false, take: 100, inStock: true }) { items { productVariantId } } }`,
    );
    return data.search.items.at(-n)!.productVariantId;
}

test('the last unit, raced for through both backends, is sold once', async () => {
    const token = await staffToken(0);
    const variantId = await watchVariant(1);
    await ok(adminApi(0), UPDATE_VARIANTS, { input: [{ id: variantId, stockOnHand: 1 }] }, token);
    const racers: Racer[] = [];
    for (let i = 0; i < 6; i++) racers.push(await guestReady(i % 2, variantId, 9000 + i));
    const results = await Promise.all(racers.map(toPayment));
    const winners = results.filter((r) => r.__typename === 'Order');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.transitionError === 'NOT_AVAILABLE')).toHaveLength(5);
    const stock = await ok<{ productVariant: { stockOnHand: number; stockAllocated: number } }>(
        adminApi(1),
        'query ($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }',
        { id: variantId },
        token,
    );
    expect(stock.data.productVariant).toEqual({ stockOnHand: 1, stockAllocated: 1 });
});

test('a scheduled task runs once per tick of its schedule, not once per instance', async () => {
    // Every minute: the stock holds that ended are given back. Each run logs the tick it served.
    const TASK = 'release-expired-stock-holds';
    const ticks = () => {
        const seen: Record<string, string[]> = {};
        for (const log of fs.readdirSync(path.join(CLUSTER_DIR, 'logs'))) {
            const text = fs.readFileSync(path.join(CLUSTER_DIR, 'logs', log), 'utf8');
            for (const m of text.matchAll(new RegExp(`Scheduled task ${TASK} ran for tick (\\S+)`, 'g'))) {
                (seen[m[1]] ??= []).push(log);
            }
        }
        return seen;
    };
    // The processes have run for a minute or more; two ticks at most are waited for.
    await expect
        .poll(() => Object.keys(ticks()).length, { timeout: 130_000, intervals: [2000] })
        .toBeGreaterThanOrEqual(2);
    for (const [tick, ranIn] of Object.entries(ticks())) {
        // Once per tick, in the worker: the backends serve requests and leave tasks to it.
        expect(ranIn, tick).toEqual(['worker.log']);
    }
});

test('a backend stopped in the middle of a checkout loses no paid order and no e-mail', async () => {
    const variantId = await watchVariant(2);
    // The shopper's checkout goes through the first backend up to the gateway's cashier.
    const shopper = await guestReady(0, variantId, 9100);
    expect((await toPayment(shopper)).state).toBe('ArrangingPayment');
    const paying = await ok<{
        addPaymentToOrder: { code: string; payments: Array<{ id: string; metadata: { public: { url: string } } }> };
    }>(shopApi(0), ADD_PAYMENT, { method: 'alipay', channel: 'desktop' }, shopper.token);
    const { code, payments } = paying.data.addPaymentToOrder;
    const cashier = await fetch(payments.at(-1)!.metadata.public.url);
    expect(cashier.status).toBe(200);
    const session = /name="session" value="([^"]+)"/.exec(await cashier.text())?.[1];
    expect(session).toBeTruthy();

    // The first backend dies, with no warning, while the shopper is at the cashier.
    const dead = pidOf('backend-1');
    process.kill(dead, 'SIGKILL');
    await expect.poll(() => fs.existsSync(`/proc/${dead}`)).toBe(false);

    // The shopper pays; the gateway notifies the shop at its public address; the other backend takes it.
    const paid = await fetch(`${API_URL}/sandbox-pay/alipay/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: session!, outcome: 'paid' }).toString(),
        redirect: 'manual',
    });
    expect([200, 303]).toContain(paid.status);
    const token = await staffToken(1);
    await expect
        .poll(async () => {
            const { data } = await ok<{ orders: { items: Array<{ state: string }> } }>(
                adminApi(1),
                'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state } } }',
                { code },
                token,
            );
            return data.orders.items[0]?.state;
        })
        .toBe('PaymentSettled');
    // The confirmation, sent by the worker, once.
    await expect.poll(() => mailsNaming(code).length, { timeout: 30_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 2000));
    expect(mailsNaming(code)).toHaveLength(1);
});
