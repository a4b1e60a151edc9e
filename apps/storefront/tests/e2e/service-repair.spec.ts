import fs from 'node:fs';
import path from 'node:path';

import { buildCatalogue } from '@maison/demo-catalogue/data';
import { type APIRequestContext, type Page } from '@playwright/test';
import { createCookie } from 'react-router';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { expect, test } from './fixtures';
import { freshMobile, registerMember, smsCodeFor } from './members';
import { adminApi, adminToken } from './shop-api';

/**
 * The repair of a watch sent for service (issue 33), as its owner follows it: staff move the
 * request up to the estimate through the Admin API; the member accepts it and pays it at the
 * payment sandbox, and sees it paid; a guest declines one, without the page's script.
 */

const sku = buildCatalogue().products.find((p) => p.kind === 'watch')!.variants[0].sku;

/** The estimate staff send: ¥3,800 and ¥650. */
const LINES = [
    { operation: 'full-service', label: '全面保养', priceWithTax: 380_000 },
    { operation: 'other', label: '更换表冠', priceWithTax: 65_000 },
];
const NOTE = '表冠磨损，建议一并更换。';

/** A client address of its own per call chain: the shop throttles codes and look-ups per address. */
function freshIp(): string {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    return `10.${octet()}.${octet()}.${octet()}`;
}

/** The Shop API as a member (their token) or a guest, straight at the server. */
async function shop<T>(query: string, variables: object, who: { token?: string; ip: string }) {
    const res = await fetch(`${E2E_SERVER_URL}/shop-api?languageCode=zh`, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            'x-forwarded-for': who.ip,
            ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return { data: body.data, token: res.headers.get('vendure-auth-token') };
}

async function memberToken(email: string, password: string, ip: string): Promise<string> {
    const { token } = await shop(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
        { u: email, p: password },
        { ip },
    );
    expect(token).toBeTruthy();
    return token!;
}

/**
 * A request sent through the Shop API as the five steps send it: a watch the shop did not sell
 * (so its repair is paid), left at a boutique. A guest proves the mobile with a texted code.
 */
async function sendRequest(who: { token?: string; ip: string }, mobile: string) {
    const { data: boutiques } = await shop<{ stores: Array<{ slug: string }> }>(
        'query { stores(filter: { type: boutique }) { slug } }',
        {},
        who,
    );
    const { data: started } = await shop<{ startServiceRequest: { key: string } }>(
        'mutation { startServiceRequest { key } }',
        {},
        who,
    );
    const key = started.startServiceRequest.key;
    const steps: Array<[string, object]> = [
        [
            'watch',
            {
                sku,
                serialNumber: `RP${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
                purchaseDate: '2019-03-01',
                purchasePlace: 'other',
                purchaseStoreSlug: '',
                hasWarrantyCard: 'no',
            },
        ],
        ['problem', { symptoms: ['stops', 'crown'], description: '表冠松动，戴一天后停走。' }],
        ['contact', { name: '李华', mobile, email: `repair-${mobile}@example.com` }],
        ['travel', { travelMode: 'dropOff', dropOffStoreSlug: boutiques.stores[0].slug }],
    ];
    for (const [step, input] of steps) {
        const { data } = await shop<{ saveServiceRequestStep: { __typename: string } }>(
            'mutation($k: String!, $s: SendWatchStep!, $i: JSON!) { saveServiceRequestStep(key: $k, step: $s, input: $i) { __typename ... on ShopFailure { errorCode field } } }',
            { k: key, s: step, i: input },
            who,
        );
        expect(data.saveServiceRequestStep, JSON.stringify(data)).toMatchObject({ __typename: 'ServiceRequestDraft' });
    }
    let smsCode: string | null = null;
    if (!who.token) {
        const challenge = (await (await fetch(`${test.info().project.use.baseURL}/api/captcha`)).json()) as {
            ticket: string;
            randstr: string;
        };
        await shop(
            'mutation($k: String!, $c: SmsCaptchaInput!) { requestServiceRequestCode(key: $k, captcha: $c) { __typename } }',
            { k: key, c: { ticket: challenge.ticket, randstr: challenge.randstr } },
            who,
        );
        smsCode = await smsCodeFor(mobile);
    }
    const { data } = await shop<{
        submitServiceRequest: { __typename: string; reference: string; accessToken: string | null };
    }>(
        'mutation($k: String!, $c: String) { submitServiceRequest(key: $k, privacyConsent: true, smsCode: $c) { __typename ... on ServiceRequest { reference accessToken } ... on ShopFailure { errorCode field } } }',
        { k: key, c: smsCode },
        who,
    );
    expect(data.submitServiceRequest, JSON.stringify(data)).toMatchObject({ __typename: 'ServiceRequest' });
    return data.submitServiceRequest;
}

/** Staff receive and inspect the watch, then send the estimate with a note for the owner. */
async function sendEstimate(request: APIRequestContext, reference: string) {
    const token = await adminToken(request);
    const admin = async <T>(query: string, variables: object) =>
        (await adminApi(request, token, query, variables)) as unknown as T;
    const found = await admin<{ serviceRequests: { items: Array<{ id: string }> } }>(
        'query($r: String!) { serviceRequests(options: { filter: { reference: { eq: $r } } }) { items { id } } }',
        { r: reference },
    );
    const id = found.serviceRequests.items[0].id;
    const moves: object[] = [
        { id, state: 'received' },
        { id, state: 'inspected' },
        { id, state: 'estimateSent', note: NOTE, estimateLines: LINES },
    ];
    for (const input of moves) {
        const moved = await admin<{ transitionServiceRequest: { __typename: string } }>(
            'mutation($i: TransitionServiceRequestInput!) { transitionServiceRequest(input: $i) { __typename ... on ShopFailure { errorCode field } } }',
            { i: input },
        );
        expect(moved.transitionServiceRequest, JSON.stringify(moved)).toMatchObject({ __typename: 'ServiceRequest' });
    }
}

/** The estimate as the page shows it: both lines, the total, and staff's note in the history. */
async function expectEstimate(page: Page) {
    const estimate = page.getByTestId('service-estimate');
    await expect(estimate.getByRole('cell', { name: '全面保养' })).toBeVisible();
    await expect(estimate.getByRole('cell', { name: '更换表冠' })).toBeVisible();
    await expect(page.getByTestId('service-estimate-total')).toHaveText(/4,450/);
    const history = page.getByTestId('service-history').locator('li');
    await expect(history.first()).toContainText('已提交');
    await expect(history.last()).toContainText('报价已发送');
    await expect(history.last()).toContainText(NOTE);
}

/**
 * Pays at the sandbox's cashier: WeChat Pay on a desktop shows its code on the request's page
 * (the sandbox's code is a page a phone would open); Alipay leads to the cashier's page.
 */
async function payAtSandbox(page: Page, method: 'alipay' | 'wechatpay') {
    await page.getByLabel(method === 'wechatpay' ? '微信支付' : '支付宝').check();
    await page.getByRole('button', { name: '立即付款' }).click();
    if (method === 'wechatpay') {
        await expect(page.getByTestId('wechat-qr').locator('svg')).toBeVisible();
        await expect(page.getByTestId('service-payment-waiting')).toBeVisible();
        const phone = await page.context().newPage();
        await phone.goto((await page.getByRole('link', { name: '打开支付沙箱收银台' }).getAttribute('href'))!);
        await expect(phone.getByTestId('sandbox-amount')).toHaveText('¥4450.00');
        await phone.getByRole('button', { name: /Pay/ }).click();
        await expect(phone.getByTestId('sandbox-done')).toBeVisible();
        await phone.close();
    } else {
        await page.waitForURL(/\/sandbox-pay\//);
        await expect(page.getByTestId('sandbox-amount')).toHaveText('¥4450.00');
        await page.getByRole('button', { name: /Pay/ }).click();
    }
}

test.describe('the repair of a watch sent for service', () => {
    test.describe.configure({ timeout: 90_000 });

    test('a member accepts the estimate, pays it at the sandbox and sees it paid @phone', async ({ page, request }) => {
        const ip = freshIp();
        const { email, password } = await registerMember(page, 'repair');
        const sent = await sendRequest({ token: await memberToken(email, password, ip), ip }, freshMobile());
        const reference = sent.reference;
        await sendEstimate(request, reference);

        // The list flags the request that waits for the member's answer.
        await page.goto('/my-account/service-requests');
        const row = page.locator(`[data-reference="${reference}"]`);
        await expect(row.getByTestId('service-flag')).toHaveText('待您确认报价');
        await row.getByRole('link', { name: reference }).click();
        await expect(page).toHaveURL(new RegExp(`/my-account/service-requests/${reference}$`));
        await expect(page.getByTestId('service-task')).toHaveText(/报价已出/);
        await expectEstimate(page);
        await page.screenshot({ path: test.info().outputPath('estimate.png'), fullPage: true });

        await page.getByRole('button', { name: '接受报价' }).click();
        await expect(page.getByTestId('service-state')).toHaveText('报价已接受');
        await expect(page.getByTestId('service-task')).toHaveText(/请您付款/);
        await expect(page.getByRole('button', { name: '接受报价' })).toHaveCount(0);

        // A company's fapiao is checked as at checkout: the taxpayer id first, then it is asked for.
        await page.getByLabel('企业发票').check();
        await page.getByLabel('发票抬头').fill('上海表行有限公司');
        await page.getByLabel('纳税人识别号').fill('123');
        await page.getByRole('button', { name: '立即付款' }).click();
        await expect(page.getByRole('alert').filter({ hasText: '纳税人识别号' })).toBeVisible();
        await page.getByLabel('纳税人识别号').fill('91310000MA1FL2AB3C');
        await page.screenshot({ path: test.info().outputPath('pay.png'), fullPage: true });
        await payAtSandbox(page, test.info().project.name === 'desktop' ? 'wechatpay' : 'alipay');

        // Back on the request's page (Alipay's return adds its own query), which waits for the
        // gateway's word and then says it is paid.
        await expect(page).toHaveURL(new RegExp(`/my-account/service-requests/${reference}(\\?.*)?$`), {
            timeout: 20_000,
        });
        await expect(page.getByTestId('service-paid')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('service-order-code')).not.toBeEmpty();
        await expect(page.getByRole('button', { name: '立即付款' })).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath('paid.png'), fullPage: true });

        await page.goto('/my-account/service-requests');
        await expect(page.locator(`[data-reference="${reference}"]`).getByTestId('service-flag')).toHaveCount(0);
    });

    test('a guest declines the estimate, confirming it, without the page’s script', async ({ browser, request }) => {
        const ip = freshIp();
        const sent = await sendRequest({ ip }, freshMobile());
        await sendEstimate(request, sent.reference);

        const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = test.info().project.use;
        const context = await browser.newContext({
            baseURL,
            viewport,
            userAgent,
            deviceScaleFactor,
            isMobile,
            hasTouch,
            locale,
            javaScriptEnabled: false,
        });
        // The pass the submission gave, in the cookie the storefront keeps it in.
        const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(E2E_VAR_DIR, 'secrets.json'), 'utf8'));
        const access = createCookie('maison_service_access', { secrets: [sessionSecret] });
        const value = (await access.serialize({ [sent.reference]: sent.accessToken })).split(';')[0];
        await context.addCookies([
            { name: 'cookie_control_consent', value: 'true', url: baseURL! },
            {
                name: 'maison_service_access',
                value: decodeURIComponent(value.slice('maison_service_access='.length)),
                url: `${baseURL}/service/send-my-watch`,
            },
        ]);
        await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
        const page = await context.newPage();
        const requestPath = `/service/send-my-watch/request/${sent.reference}`;
        await page.goto(requestPath);
        await expectEstimate(page);

        // Declining asks first; keeping the estimate leaves it waiting.
        await page.getByRole('button', { name: '拒绝报价' }).click();
        await expect(page.getByRole('heading', { name: '确定拒绝报价？' })).toBeVisible();
        await page.getByRole('link', { name: '不，保留报价' }).click();
        await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
        await expect(page.getByRole('button', { name: '接受报价' })).toBeVisible();
        await page.getByRole('button', { name: '拒绝报价' }).click();
        await page.getByRole('button', { name: '确定拒绝' }).click();
        await expect(page).toHaveURL(new RegExp(`${requestPath}$`));
        await expect(page.getByTestId('service-state')).toHaveText('报价已拒绝');
        await expect(page.getByRole('button', { name: '接受报价' })).toHaveCount(0);
        await expect(page.getByTestId('service-task')).toHaveCount(0);
        await expect(page.getByRole('button', { name: '立即付款' })).toHaveCount(0);
        await context.close();
    });
});
