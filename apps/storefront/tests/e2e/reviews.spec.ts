import fs from 'node:fs';
import path from 'node:path';

import { type APIRequestContext, expect } from '@playwright/test';
import { createCookie } from 'react-router';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { test } from './fixtures';
import { adminApi, adminToken, shopSearch } from './shop-api';

/**
 * Reviews (spec §2): a member who bought a watch reviews it on its page; nobody sees the review
 * until staff approve it; then the page and the watch's card show it with the rating.
 */
const PASSWORD = 'review-e2e-password';

/** A placed, paid order of one unit for the customer, made by staff as a draft order. */
async function placeOrder(request: APIRequestContext, token: string, customerId: string, variantId: string) {
    const admin = (query: string, variables: object = {}) => adminApi(request, token, query, variables);
    const orderId = (await admin('mutation { createDraftOrder { id } }')).createDraftOrder.id;
    await admin('mutation($o: ID!, $c: ID!) { setCustomerForDraftOrder(orderId: $o, customerId: $c) { __typename } }', {
        o: orderId,
        c: customerId,
    });
    await admin(
        'mutation($o: ID!, $v: ID!) { addItemToDraftOrder(orderId: $o, input: { productVariantId: $v, quantity: 1 }) { __typename } }',
        { o: orderId, v: variantId },
    );
    await admin(
        'mutation($o: ID!) { setDraftOrderShippingAddress(orderId: $o, input: { fullName: "王晓明", streetLine1: "南京西路 1 号", city: "上海", postalCode: "200040", countryCode: "CN", phoneNumber: "13800138000" }) { id } }',
        { o: orderId },
    );
    const methods = (await admin('query($o: ID!) { eligibleShippingMethodsForDraftOrder(orderId: $o) { id } }', {
        o: orderId,
    })) as unknown as { eligibleShippingMethodsForDraftOrder: Array<{ id: string }> };
    await admin(
        'mutation($o: ID!, $m: ID!) { setDraftOrderShippingMethod(orderId: $o, shippingMethodId: $m) { __typename } }',
        {
            o: orderId,
            m: methods.eligibleShippingMethodsForDraftOrder[0].id,
        },
    );
    const transition = 'mutation($o: ID!, $s: String!) { transitionOrderToState(id: $o, state: $s) { __typename } }';
    await admin(transition, { o: orderId, s: 'ArrangingPayment' });
    await admin(
        'mutation($o: ID!) { addManualPaymentToOrder(input: { orderId: $o, method: "manual", transactionId: "review-e2e", metadata: {} }) { __typename } }',
        { o: orderId },
    );
    await admin(transition, { o: orderId, s: 'PaymentSettled' });
}

/** The storefront's session cookie holding a member's Shop API token, as a sign-in leaves it. */
async function memberCookie(email: string) {
    // Not through the test's request context: the cookie Vendure sets would sign its staff
    // calls in as the member.
    const login = await fetch(`${E2E_SERVER_URL}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            variables: { u: email, p: PASSWORD },
        }),
    });
    const token = login.headers.get('vendure-auth-token');
    expect(token).toBeTruthy();
    const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(E2E_VAR_DIR, 'secrets.json'), 'utf8'));
    const cookie = createCookie('maison_session', { secrets: [sessionSecret] });
    const serialized = await cookie.serialize({ t: token, h: Math.floor(Date.now() / 3_600_000) });
    return decodeURIComponent(serialized.split(';')[0].slice('maison_session='.length));
}

test('a member reviews a watch they bought; it shows, with the rating, only after staff approve it', async ({
    page,
    browser,
    request,
    baseURL,
}) => {
    const token = await adminToken(request);
    const watches = (await shopSearch(request, { collectionSlug: 'watches' })).items;
    const watch = watches[watches.length - 1];
    const variant = (
        (await adminApi(
            request,
            token,
            'query($s: String!) { productVariants(options: { filter: { sku: { eq: $s } } }) { items { id } } }',
            {
                s: watch.sku,
            },
        )) as unknown as { productVariants: { items: Array<{ id: string }> } }
    ).productVariants.items[0];
    const email = `reviewer-${Date.now()}@example.com`;
    const customer = await adminApi(
        request,
        token,
        'mutation($i: CreateCustomerInput!, $p: String!) { createCustomer(input: $i, password: $p) { ... on Customer { id } } }',
        { i: { emailAddress: email, firstName: '晓明', lastName: '王' }, p: PASSWORD },
    );
    await placeOrder(request, token, customer.createCustomer.id, variant.id);

    const member = await browser.newContext({ baseURL, locale: 'zh-CN' });
    await member.addCookies([{ name: 'maison_session', value: await memberCookie(email), url: baseURL! }]);
    const memberPage = await member.newPage();
    await memberPage.goto(`/search/all?q=${encodeURIComponent(watch.sku)}`);
    await memberPage.locator(`.card[data-sku="${watch.sku}"] a`).first().click();
    await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(watch.productName);
    const form = memberPage.locator('.review-form');
    // The shared rules answer first: a missing rating and text come back under their fields.
    await form.evaluate((f: HTMLFormElement) => {
        f.noValidate = true;
    });
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.locator('.form-error').first()).toBeVisible();
    await form.getByLabel('4 星').check();
    await form.getByLabel('标题').fill('走时精准');
    await form.getByLabel('评价内容').fill('戴了一个月，每天误差不到两秒。');
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(memberPage.locator('.reviews__notice')).toHaveText('感谢您的评价，审核通过后即会显示。');
    const detailUrl = memberPage.url();
    await member.close();

    // Not yet approved: nobody else sees it.
    await page.goto(detailUrl);
    await expect(page.locator('.reviews')).toContainText('暂无评价');
    await expect(page.locator('.reviews')).not.toContainText('走时精准');

    const pending = (await adminApi(
        request,
        token,
        'query($p: String!) { productReviews(options: { filter: { productId: { eq: $p } } }) { items { id state summary } } }',
        { p: watch.productId },
    )) as unknown as { productReviews: { items: Array<{ id: string; state: string; summary: string }> } };
    const review = pending.productReviews.items.find((r) => r.summary === '走时精准')!;
    expect(review.state).toBe('pending');
    await adminApi(request, token, 'mutation($id: ID!) { approveProductReview(id: $id) { id } }', { id: review.id });

    await page.goto(detailUrl);
    const reviews = page.locator('.reviews');
    await expect(reviews.locator('.review__summary')).toHaveText('走时精准');
    await expect(reviews.locator('.review__meta')).toContainText('王**');
    await expect(reviews.getByText('1 条评价')).toBeVisible();
    await expect(page.locator('.detail__rating .rating')).toHaveAttribute('aria-label', '4 星，满分 5 星');
    // The watch's card carries the rating and count too.
    await page.goto(`/search/all?q=${encodeURIComponent(watch.sku)}`);
    const card = page.locator(`.card[data-sku="${watch.sku}"]`);
    await expect(card.locator('.rating')).toHaveAttribute('aria-label', '4 星，满分 5 星');
    await expect(card.locator('.rating__count')).toHaveText('(1)');
});
