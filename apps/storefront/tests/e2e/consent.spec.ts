import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';
import { asVisitorFrom, codesSentLongAgo, onDatabase, registerMember, signInBySms, smsCodeFor } from './members';
import { adminApi, adminToken } from './shop-api';
import { placeOrder } from './staff-orders';

/** A version older than any the shop publishes: what the member accepted before the current one. */
const OLD_VERSION = '2020-01-01';

/** Makes every consent of the member with this mobile (or e-mail) name an older version than the current one. */
function acceptedLongAgo(member: { mobile: string } | { email: string }) {
    const [column, value] = 'mobile' in member ? ['phoneNumber', member.mobile] : ['emailAddress', member.email];
    const changed = onDatabase(
        (db) =>
            db
                .prepare(
                    `UPDATE member_consent SET version = ? WHERE customerId IN (SELECT id FROM customer WHERE ${column} = ?)`,
                )
                .run(OLD_VERSION, value).changes,
    );
    expect(changed).toBe(2);
}

async function open(page: Page, target: string) {
    await page.goto(target);
    await hydrated(page);
}

const bag = (page: Page) => page.getByRole('complementary', { name: '购物袋' });

/** The consents page's two documents, each linked to its page. */
async function expectDocumentsLinked(page: Page) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('请阅读并接受更新后的条款');
    await expect(page.getByRole('link', { name: '隐私政策' }).last()).toHaveAttribute('href', '/privacy-policy');
    await expect(page.getByRole('link', { name: '会员俱乐部条款' }).last()).toHaveAttribute(
        'href',
        '/member-club-terms',
    );
}

test.beforeEach(async ({ page }) => {
    await asVisitorFrom(page);
});

test.describe('new versions of the legal texts', () => {
    test('a member who accepted an older version is asked at the next sign-in by SMS, and goes on once they accept', async ({
        page,
    }) => {
        const mobile = await signInBySms(page);
        await page.request.post('/logout');
        acceptedLongAgo({ mobile });
        codesSentLongAgo(mobile);

        await open(page, '/login?redirect=%2Fmy-account%2Fmember-club');
        await page.getByLabel('手机号码').fill(mobile);
        await page.getByLabel('我不是机器人').check();
        await page.getByRole('button', { name: '获取验证码' }).click();
        await expect(page.getByText(/验证码已发送/)).toBeVisible();
        await page.getByLabel('短信验证码').fill(await smsCodeFor(mobile));
        await page.getByRole('button', { name: '登录', exact: true }).first().click();

        await expect(page).toHaveURL(/\/my-account\/consents\?redirect=%2Fmy-account%2Fmember-club$/);
        await expectDocumentsLinked(page);
        await hydrated(page);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        // Accepting without the box ticked is refused.
        await page.getByRole('button', { name: '接受并继续' }).click();
        await expect(page.getByRole('alert')).toHaveText('请勾选以接受新版本');
        await page.getByLabel('我已阅读并接受以上文件').check();
        await page.getByRole('button', { name: '接受并继续' }).click();
        await expect(page).toHaveURL(/\/my-account\/member-club$/);

        // Accepted once: the page has nothing more to ask and sends the member on.
        await page.goto('/my-account/consents?redirect=%2Fmy-account');
        await expect(page).toHaveURL(/\/my-account$/);
    });

    test('a member signing in at checkout accepts the new version before paying, and is brought back to checkout', async ({
        page,
    }) => {
        const { email, password } = await registerMember(page, 'consent-checkout');
        await page.request.post('/logout');
        acceptedLongAgo({ email });

        await open(page, '/watches');
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

        await expect(page).toHaveURL(/\/my-account\/consents\?redirect=%2Fcheckout$/);
        await expectDocumentsLinked(page);
        await expect(page.getByText('在支付订单之前，请阅读并接受以下文件的新版本。')).toBeVisible();
        // Checkout stays closed while the new version is not accepted.
        await page.goto('/checkout');
        await expect(page).toHaveURL(/\/my-account\/consents\?redirect=%2Fcheckout$/);
        await hydrated(page);
        await page.getByLabel('我已阅读并接受以上文件').check();
        await page.getByRole('button', { name: '接受并继续' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await expect(page.getByRole('heading', { name: '收货地址', level: 2 })).toBeVisible();
        await expect(page.locator('.checkout__lines li')).toHaveCount(1);
    });

    test('a member who declines the new version is signed out', async ({ page }) => {
        const { email, password } = await registerMember(page, 'consent-decline');
        await page.request.post('/logout');
        acceptedLongAgo({ email });

        await open(page, '/login');
        await page.getByText('使用邮箱和密码登录').click();
        await page.getByLabel('电子邮箱').fill(email);
        await page.getByLabel('密码', { exact: true }).fill(password);
        await page.getByRole('button', { name: '登录', exact: true }).last().click();
        await expect(page).toHaveURL(/\/my-account\/consents\?redirect=%2Fmy-account$/);
        await hydrated(page);
        await page.getByRole('button', { name: '不接受并退出登录' }).click();
        await expect(page).toHaveURL(/\/$/);
        await page.goto('/my-account');
        await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    });
});

test.describe("a member's own data", () => {
    test('downloads from the profile as a JSON file that holds their orders', async ({ page, request }) => {
        const { email } = await registerMember(page, 'my-data');
        const token = await adminToken(request);
        const customers = (await adminApi(
            request,
            token,
            'query ($e: String!) { customers(options: { filter: { emailAddress: { eq: $e } } }) { items { id } } }',
            { e: email },
        )) as unknown as { customers: { items: Array<{ id: string }> } };
        const variants = (await adminApi(
            request,
            token,
            'query { productVariants(options: { take: 20, filter: { enabled: { eq: true } } }) { items { id sku stockLevel } } }',
        )) as unknown as { productVariants: { items: Array<{ id: string; sku: string; stockLevel: string }> } };
        const variant = variants.productVariants.items.find((v) => v.stockLevel === 'IN_STOCK')!;
        const orderId = await placeOrder(request, token, customers.customers.items[0].id, variant.id);
        const { order } = (await adminApi(request, token, 'query ($id: ID!) { order(id: $id) { code totalWithTax } }', {
            id: orderId,
        })) as unknown as { order: { code: string; totalWithTax: number } };

        await open(page, '/my-account/profile');
        await expect(page.getByRole('heading', { name: '我的个人信息副本' })).toBeVisible();
        const downloading = page.waitForEvent('download');
        await page.getByRole('link', { name: '下载我的个人信息' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const file = await download.path();
        const data = JSON.parse(await readFile(file, 'utf8')) as {
            profile: { emailAddress: string };
            orders: Array<{ code: string; totalWithTax: number; lines: Array<{ sku: string; quantity: number }> }>;
            consents: Array<{ document: string; version: string }>;
        };
        expect(data.profile.emailAddress).toBe(email);
        expect(data.orders).toEqual([
            expect.objectContaining({
                code: order.code,
                totalWithTax: order.totalWithTax,
                lines: [expect.objectContaining({ sku: variant.sku, quantity: 1 })],
            }),
        ]);
        expect(data.consents.map((c) => c.document).sort()).toEqual(['memberTerms', 'privacyPolicy']);

        // One person's data: never kept by a cache on the way.
        const response = await page.request.get('/my-account/personal-data');
        expect(response.headers()['cache-control']).toBe('private, no-store');
        expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="my-data-[\d-]+\.json"$/);

        // Signed out, the address sends the visitor to sign in and back.
        await page.request.post('/logout');
        const guest = await page.request.get('/my-account/personal-data', { maxRedirects: 0 });
        expect(guest.status()).toBe(302);
        expect(guest.headers()['location']).toBe('/login?redirect=%2Fmy-account%2Fpersonal-data');
    });
});
