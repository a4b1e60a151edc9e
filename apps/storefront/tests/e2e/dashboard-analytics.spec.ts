import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { buildCatalogue } from '@maison/demo-catalogue/data';
import { shopClock } from '@maison/shared';
import type { APIRequestContext, Page } from '@playwright/test';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
import { fillAddress } from './address-form';
import { DASHBOARD, signInToDashboard } from './dashboard-session';
import { expect, hydrated, test } from './fixtures';
import { adminApi, adminToken, restoreWatchStock, shopApi } from './shop-api';

/**
 * The analytics charts in the staff dashboard (issue 35): a member's visit goes from a product
 * to paid — the moments as the storefront's client sends them, the purchase made through the
 * payment sandbox and recorded by the server when it settles — and once the day is rolled up,
 * the dashboard's funnel shows that purchase exactly once, however often the day is rolled up
 * or the page looked at; the funnel's CSV says the same.
 */

const bag = (page: Page) => page.getByRole('complementary', { name: '购物袋' });

/** A desktop browser as visitors have them: the collector drops robots' batches. */
const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const octet = () => 1 + Math.floor(Math.random() * 250);
const randomId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

interface Figure {
    day: string;
    metric: string;
    dimension: string;
    value: number;
}

/** Rolls today up as an operator re-running it does, and answers the visitors who paid today. */
async function rollUpToday(request: APIRequestContext, token: string, today: string): Promise<number> {
    const data = (await adminApi(
        request,
        token,
        `mutation ($day: String!) { rollUpAnalytics(day: $day) { day metric dimension value } }`,
        { day: today },
    )) as unknown as { rollUpAnalytics: Figure[] };
    return paid(data.rollUpAnalytics);
}

/** The funnel's last stage: visitors whose purchase was recorded. */
function paid(figures: Figure[]): number {
    return figures.find((f) => f.metric === 'funnel' && f.dimension === 'purchase')?.value ?? 0;
}

/** What the storefront's client sends for a visitor from a product page to the payment. */
async function sendVisit(request: APIRequestContext, visitor: string, sku: string) {
    const view = randomId('view');
    const res = await request.post(`${E2E_SERVER_URL}/analytics/collect`, {
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
        data: {
            visitor,
            events: [
                { kind: 'page_view', view, at: Date.now(), path: `/watch/${sku}`, pageType: 'product' },
                { kind: 'page_load', view, loadMs: 900 },
                { kind: 'product_view', view, sku },
                { kind: 'add_to_bag', view, sku, quantity: 1 },
                { kind: 'checkout_step', view, step: 'contact' },
                { kind: 'checkout_step', view, step: 'address' },
                { kind: 'checkout_step', view, step: 'delivery' },
                { kind: 'checkout_step', view, step: 'payment' },
                { kind: 'payment_started', view, method: 'alipay' },
            ],
        },
    });
    expect(res.status()).toBe(204);
}

/** A Shop API session of the member's own, as a second device of theirs signs in. */
async function memberToken(request: APIRequestContext, email: string, password: string): Promise<string> {
    const res = await request.post(`${E2E_SERVER_URL}/shop-api`, {
        headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
        data: {
            query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            variables: { u: email, p: password },
        },
    });
    const body = (await res.json()) as { data: { login: { __typename: string } } };
    expect(body.data.login.__typename).toBe('CurrentUser');
    const token = res.headers()['vendure-auth-token'];
    expect(token).toBeTruthy();
    return token;
}

/** Pays at the sandbox's cashier, whichever way the gateway led there. */
async function payAtSandbox(page: Page) {
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/sandbox-pay\/|\/checkout\/onepage\//);
    if (page.url().includes('/checkout/onepage/')) {
        const phone = await page.context().newPage();
        await phone.goto((await page.getByRole('link', { name: '打开支付沙箱收银台' }).getAttribute('href'))!);
        await phone.getByRole('button', { name: /Pay/ }).click();
        await expect(phone.getByTestId('sandbox-done')).toBeVisible();
        await phone.close();
    } else {
        await expect(page.getByTestId('sandbox-amount')).toBeVisible();
        await page.getByRole('button', { name: /Pay/ }).click();
    }
}

/** The funnel's row of paid visitors on the dashboard page. */
const paidCell = (page: Page) => page.locator('[data-chart="funnel"] [data-row="purchase"] [data-cell="visitors"]');

async function shot(page: Page, name: string) {
    await page.screenshot({ path: path.join(E2E_VAR_DIR, 'screenshots', `${name}.png`), fullPage: true });
}

test.describe('staff dashboard: analytics', () => {
    test('the funnel shows a purchase made through the sandbox exactly once', async ({ page, request, playwright }) => {
        // A visit, a purchase through the sandbox, the rollup and the dashboard: several pages' worth.
        test.slow();
        await restoreWatchStock(request);
        const staff = await adminToken(request);
        const today = shopClock(Date.now()).date;
        const before = await rollUpToday(request, staff, today);

        // A member who consented: their browser's moments from product to payment ...
        const email = `analytics-${Date.now()}@example.com`;
        const password = 'analytics-password-123';
        await shopApi(
            request,
            `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
            { input: { emailAddress: email, password, firstName: '小红', lastName: '李', acceptTerms: true } },
        );
        const watch = buildCatalogue().products.find((p) => p.kind === 'watch')!;
        const visitor = randomId('visitor');
        await sendVisit(request, visitor, watch.variants[0].sku);

        // ... and their purchase, made in the storefront and paid at the sandbox.
        await page.goto('/watches');
        await hydrated(page);
        await page
            .locator('.card')
            .filter({ has: page.locator('.card__add') })
            .first()
            .locator('.card__add-button')
            .click();
        await expect(bag(page)).toBeVisible();
        await bag(page).getByRole('link', { name: '结算' }).click();
        await page.locator('#login-username').fill(email);
        await page.locator('#login-password').fill(password);
        await page.getByRole('button', { name: '登录并结算' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await expect(page.getByRole('heading', { name: '收货地址', level: 2 })).toBeVisible();
        await fillAddress(page);
        await page.getByRole('button', { name: '继续', exact: true }).click();
        await expect(page.getByRole('heading', { name: '账单与发票', level: 2 })).toBeVisible();
        await page.getByRole('button', { name: '继续支付' }).click();
        await expect(page.getByRole('heading', { name: '支付', level: 2 })).toBeVisible();
        // The order takes the visitor's analytics id, as the client sets it with the member's consent:
        // from the member's own session (another device of theirs here), not from anyone's.
        // A context of its own: the sessions' cookies must not ride on the staff calls.
        const member = await playwright.request.newContext();
        try {
            const anonymous = await shopApi<{ setOrderAnalyticsVisitor: boolean }>(
                member,
                'mutation ($v: String!) { setOrderAnalyticsVisitor(visitor: $v) }',
                { v: visitor },
            );
            expect(anonymous.setOrderAnalyticsVisitor).toBe(false);
            const session = await memberToken(member, email, password);
            const linked = await member.post(`${E2E_SERVER_URL}/shop-api`, {
                headers: { authorization: `Bearer ${session}` },
                data: {
                    query: 'mutation ($v: String!) { setOrderAnalyticsVisitor(visitor: $v) }',
                    variables: { v: visitor },
                },
            });
            expect(((await linked.json()) as { data: unknown }).data).toEqual({ setOrderAnalyticsVisitor: true });
        } finally {
            await member.dispose();
        }
        await payAtSandbox(page);
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible({ timeout: 15_000 });

        // The server records the purchase when the payment settles; the day's rollup then counts it once.
        await expect.poll(() => rollUpToday(request, staff, today), { timeout: 15_000 }).toBe(before + 1);
        expect(await rollUpToday(request, staff, today)).toBe(before + 1);

        await signInToDashboard(page);
        // The nav's own section, for staff who may read analytics.
        await page.getByRole('button', { name: 'Analytics', exact: true }).click();
        await page.getByRole('link', { name: 'Shop figures' }).click();
        await expect(page).toHaveURL(/\/dashboard\/analytics$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Shop figures' })).toBeVisible();
        // The last 30 days by default, today's figures among them.
        await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('[data-chart="funnel"]')).toBeVisible();
        // Today alone: the figure rolled up above, whatever earlier days hold.
        await page.getByLabel('From', { exact: true }).fill(today);
        await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
        await expect(paidCell(page)).toHaveText(String(before + 1));
        const funnel = page.locator('[data-chart="funnel"]');
        await expect(funnel.locator('[data-row="purchase"]')).toContainText('Paid');
        await expect(funnel.locator('[data-row="product_view"] [data-cell="visitors"]')).not.toHaveText('0');
        // Products by sku, with their names from the catalogue.
        const viewed = page.locator('[data-chart="products-viewed"] [data-row]').first();
        await expect(viewed.locator('[data-cell="sku"]')).not.toBeEmpty();
        await expect(viewed.locator('[data-cell="name"]')).not.toBeEmpty();
        await expect(page.locator('[data-chart="page-load"]')).toContainText('Product');
        await shot(page, 'dashboard-analytics');

        // The funnel's CSV: a byte-order mark, a header, and the paid visitors once.
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            funnel.getByRole('button', { name: 'Download CSV: Checkout funnel' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^analytics-funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = await readFile((await download.path())!, 'utf8');
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        const lines = csv.slice(1).trimEnd().split('\r\n');
        expect(lines[0]).toBe('Step,Visitors,Kept of the step before (%),Kept of the first step (%)');
        expect(lines.filter((l) => l.startsWith('Paid,'))).toHaveLength(1);
        expect(lines.find((l) => l.startsWith('Paid,'))!.split(',')[1]).toBe(String(before + 1));

        // Rolled up once more and looked at again: still once.
        expect(await rollUpToday(request, staff, today)).toBe(before + 1);
        await page.reload();
        await page.getByLabel('From', { exact: true }).fill(today);
        await expect(paidCell(page)).toHaveText(String(before + 1));
        await page.getByRole('button', { name: 'Last 7 days' }).click();
        await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByLabel('From', { exact: true })).not.toHaveValue(today);
    });

    test('a range with no figures says so, and a range backwards is refused', async ({ page }) => {
        await signInToDashboard(page);
        await page.goto(`${DASHBOARD}/analytics`);
        await expect(page.getByRole('heading', { level: 1, name: 'Shop figures' })).toBeVisible();
        // Before the shop opened: nothing rolled up.
        await page.getByLabel('From', { exact: true }).fill('2020-01-01');
        await page.getByLabel('To', { exact: true }).fill('2020-01-31');
        await expect(page.getByTestId('analytics-empty')).toContainText('No figures for these days');
        await expect(page.locator('[data-chart]')).toHaveCount(0);
        await page.getByLabel('From', { exact: true }).fill('2020-02-15');
        await expect(page.getByText('The first day is after the last')).toBeVisible();
        await shot(page, 'dashboard-analytics-empty');
    });
});
