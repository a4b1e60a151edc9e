import { buildCatalogue } from '@maison/demo-catalogue/data';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { fillAddress } from './address-form';
import { expect, hydrated, test } from './fixtures';
import { mailFor, registerMember } from './members';
import { adminApi, adminToken, restoreWatchStock, shopApi, shopSearch } from './shop-api';

/**
 * Buying, as spec §2 and §4 describe it: the bag, its coupon and quantities, checkout's steps
 * and their guards, and payment through the local sandbox that plays Alipay and WeChat Pay.
 */
const catalogue = buildCatalogue();

const bag = (page: Page) => page.getByRole('complementary', { name: '购物袋' });

/** A watch in stock, added from its card; the bag opens on the answer. */
async function addWatch(page: Page) {
    await page.goto('/watches');
    await hydrated(page);
    const card = page
        .locator('.card')
        .filter({ has: page.locator('.card__add') })
        .first();
    await card.locator('.card__add-button').click();
    await expect(bag(page)).toBeVisible();
}

/** A strap in stock with one of its buckles in stock, added as a bundle from its page. */
async function addStrapBundle(page: Page, request: APIRequestContext) {
    const buckles = new Map(catalogue.products.filter((p) => p.kind === 'buckle').map((b) => [b.variants[0].sku, b]));
    const strap = catalogue.products.find(
        (p) =>
            p.kind === 'strap' &&
            p.variants.some((v) => v.stockOnHand > 2) &&
            p.buckleSkus?.some((s) => (buckles.get(s)?.variants[0].stockOnHand ?? 0) > 2),
    )!;
    const variant = strap.variants.find((v) => v.stockOnHand > 2)!;
    const buckle = strap.buckleSkus!.map((s) => buckles.get(s)!).find((b) => b.variants[0].stockOnHand > 2)!;
    const hit = (await shopSearch(request, { collectionSlug: 'straps' })).items.find((h) =>
        strap.variants.some((v) => v.sku === h.sku),
    )!;
    await page.goto(`/strap/${hit.productId}/${variant.sku}/`);
    await hydrated(page);
    await page.getByRole('radio', { name: new RegExp(buckle.name.zh) }).check();
    await page.getByRole('button', { name: '加入购物袋' }).click();
    await expect(bag(page).locator('.bag-line__buckle')).toContainText(buckle.name.zh);
}

/** From the delivery step to the payment step, with the address, billing as delivery and no fapiao. */
async function throughToPayment(page: Page) {
    await expect(page.getByRole('heading', { name: '收货地址', level: 2 })).toBeVisible();
    await fillAddress(page);
    await page.getByRole('button', { name: '继续', exact: true }).click();
    await expect(page.getByRole('heading', { name: '账单与发票', level: 2 })).toBeVisible();
    await expect(page.locator('.checkout__address')).toContainText('黄浦区 南京东路 100 号');
    await page.getByRole('button', { name: '继续支付' }).click();
    await expect(page.getByRole('heading', { name: '支付', level: 2 })).toBeVisible();
}

async function guestCheckout(page: Page, email: string) {
    await bag(page).getByRole('link', { name: '结算' }).click();
    await expect(page).toHaveURL(/\/checkout\/login$/);
    // A click while the page is still hydrating can be lost on a loaded machine.
    await hydrated(page);
    await page.locator('#guest-emailAddress').fill(email);
    await page.locator('#guest-lastName').fill('王');
    await page.locator('#guest-firstName').fill('小明');
    await page.getByRole('button', { name: '继续结算' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await hydrated(page);
}

/** Pays at the sandbox's cashier, whichever way the gateway led there, and waits for the result page. */
/** How the result page labels the order's amount: paid once settled, still due until then. */
const amountLabel = (page: Page) => page.locator('.checkout-result__facts dt').nth(1);

async function payAtSandbox(page: Page, outcome: 'Pay' | 'Decline') {
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.waitForURL(/\/sandbox-pay\/|\/checkout\/onepage\//);
    if (page.url().includes('/checkout/onepage/')) {
        // WeChat Pay on a desktop: a QR code to scan; the sandbox's code is a page a phone would open.
        await expect(page.getByTestId('wechat-qr').locator('svg')).toBeVisible();
        await expect(amountLabel(page)).toHaveText('应付金额');
        const phone = await page.context().newPage();
        await phone.goto((await page.getByRole('link', { name: '打开支付沙箱收银台' }).getAttribute('href'))!);
        await phone.getByRole('button', { name: new RegExp(outcome) }).click();
        await expect(phone.getByTestId('sandbox-done')).toBeVisible();
        await phone.close();
    } else {
        await expect(page.getByTestId('sandbox-amount')).toBeVisible();
        await page.getByRole('button', { name: new RegExp(outcome) }).click();
    }
}

/** Shown money ("¥45,990", "-¥5,110") in yuan. */
function yuan(text: string | null): number {
    const digits = (text ?? '').replace(/[^\d\-−]/g, '').replace('−', '-');
    expect(digits, `money in "${text}"`).toMatch(/^-?\d+$/);
    return Number(digits);
}

/** The subtotal, the discounts together, shipping and total as a totals block shows them. */
async function totalsShown(scope: Locator, prefix: string) {
    const amount = async (id: string) => yuan(await scope.getByTestId(`${prefix}-${id}`).textContent());
    const discounts = await scope.getByTestId(`${prefix}-discount`).allTextContents();
    return {
        subtotal: await amount('subtotal'),
        discount: discounts.reduce((sum, d) => sum + yuan(d), 0),
        shipping: await amount('shipping'),
        total: await amount('total'),
    };
}

test.describe('bag and checkout', () => {
    let coupon: string;

    test.beforeAll(async ({ request }, info) => {
        await restoreWatchStock(request);
        coupon = `E2E-${info.project.name.toUpperCase()}`;
        const token = await adminToken(request);
        const existing = await adminApi(
            request,
            token,
            `query ($c: String!) { promotions(options: { filter: { couponCode: { eq: $c } } }) { totalItems } }`,
            { c: coupon },
        );
        if ((existing.promotions as unknown as { totalItems: number }).totalItems > 0) return;
        await adminApi(
            request,
            token,
            `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } } }`,
            {
                input: {
                    enabled: true,
                    couponCode: coupon,
                    conditions: [],
                    actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
                    translations: [{ languageCode: 'zh', name: '九折优惠' }],
                },
            },
        );
    });

    test('a guest buys a watch and a strap bundle, with a coupon, through Alipay @phone', async ({ page, request }) => {
        await addWatch(page);
        await addStrapBundle(page, request);
        const sidebar = bag(page);
        await expect(sidebar.locator('.bag-line')).toHaveCount(2);

        // Quantity: one more of the watch; the total follows the bag the change answered with.
        const before = await sidebar.getByTestId('bag-total').textContent();
        await sidebar.getByRole('button', { name: /^增加/ }).first().click();
        await expect(sidebar.locator('.stepper__value').first()).toHaveText('2');
        await expect(sidebar.getByTestId('bag-total')).not.toHaveText(before!);

        // A code that does not exist is refused in words; the real one gives 10 % off.
        await sidebar.getByLabel('优惠码').fill('NO-SUCH-CODE');
        await sidebar.getByRole('button', { name: '使用' }).click();
        await expect(sidebar.locator('#coupon-error')).toHaveText('优惠码无效');
        await sidebar.getByLabel('优惠码').fill(coupon);
        await sidebar.getByRole('button', { name: '使用' }).click();
        await expect(sidebar.getByTestId('bag-discount')).toBeVisible();
        await expect(sidebar.locator('.coupon__code')).toHaveText(coupon);
        // Each line shows its price and its price after the coupon; the totals add up as shown.
        const lines = await sidebar
            .locator('.bag-line')
            .evaluateAll((els) =>
                els.map((el) => [
                    el.querySelector('[data-testid=line-price]')?.textContent ?? '',
                    el.querySelector('[data-testid=line-discounted-price]')?.textContent ?? '',
                ]),
            );
        expect(lines).toHaveLength(2);
        for (const [price, discounted] of lines) {
            expect(Math.abs(yuan(discounted) - yuan(price) * 0.9), `${price} → ${discounted}`).toBeLessThanOrEqual(1);
        }
        const shown = await totalsShown(sidebar, 'bag');
        expect(shown.subtotal).toBe(lines.reduce((sum, [price]) => sum + yuan(price), 0));
        expect(Math.abs(shown.discount + shown.subtotal * 0.1)).toBeLessThanOrEqual(1);
        expect(shown.subtotal + shown.discount + shown.shipping).toBe(shown.total);

        await guestCheckout(page, `guest-${test.info().project.name}@example.com`);
        // An address that breaks the rules is refused field by field, and nothing is lost.
        await page.getByLabel('收货人').fill('王小明');
        await page.getByLabel('手机号码').fill('12345');
        await page.getByRole('button', { name: '继续', exact: true }).click();
        await expect(page.locator('#phoneNumber-error')).toHaveText('请输入 11 位手机号码');
        await expect(page.getByLabel('收货人')).toHaveValue('王小明');
        await throughToPayment(page);
        // Checkout's summary is the same order in the same figures.
        const summary = page.locator('.checkout__summary');
        await expect(summary.getByTestId('line-discounted-price')).toHaveCount(2);
        const atCheckout = await totalsShown(summary, 'checkout');
        expect([atCheckout.subtotal, atCheckout.discount]).toEqual([shown.subtotal, shown.discount]);
        expect(atCheckout.subtotal + atCheckout.discount + atCheckout.shipping).toBe(atCheckout.total);

        await payAtSandbox(page, 'Pay');
        await expect(page).toHaveURL(/\/checkout\/onepage\/success\?order=/);
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible();
        await expect(page.getByTestId('order-code')).toHaveText(/^[A-Z0-9]{16}$/);
        await expect(amountLabel(page)).toHaveText('实付金额');
        // The bag is empty after the order is placed.
        await expect(page.getByTestId('bag-count')).toHaveCount(0);
    });

    test("a guest opens the confirmation's order link on another device and proves the order is theirs", async ({
        page,
        browser,
    }) => {
        const email = `guest-link-${test.info().project.name}-${Date.now()}@example.com`;
        await addWatch(page);
        await guestCheckout(page, email);
        await throughToPayment(page);
        await payAtSandbox(page, 'Pay');
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible();
        const code = (await page.getByTestId('order-code').textContent())!;

        const mail = await mailFor(email, /订单确认/);
        const link = new URL(/href="([^"]*\/order\/guest\/[^"]+)"/.exec(mail.body)![1]!);
        expect(link.pathname).toBe(`/order/guest/${code}`);
        // The session that placed it sees it at once.
        await page.goto(link.pathname);
        await expect(page.getByRole('heading', { name: '商品' })).toBeVisible();

        // Another device has no session: it proves the order first, and a wrong address is "not found".
        const device = await browser.newContext();
        const other = await device.newPage();
        await other.goto(link.pathname);
        await expect(other.getByRole('heading', { name: `订单 ${code}`, level: 1 })).toBeVisible();
        await expect(other.getByRole('heading', { name: '商品' })).toHaveCount(0);
        await hydrated(other);
        const byEmail = other.getByLabel('下单时填写的电子邮箱');
        await byEmail.fill('someone-else@example.com');
        await byEmail.press('Enter');
        await expect(other.getByRole('alert')).toHaveText('未找到与所填信息相符的订单。');
        // The refusal is a code the page translates: in English, the same answer in English.
        await other.goto(`${link.pathname}?lang=en`);
        await hydrated(other);
        const byEmailEn = other.getByLabel('The e-mail address you ordered with');
        await byEmailEn.fill('someone-else@example.com');
        await byEmailEn.press('Enter');
        await expect(other.getByRole('alert')).toHaveText('We found no order matching what you entered.');
        await other.getByLabel('The e-mail address you ordered with').fill(email);
        await other.getByLabel('The e-mail address you ordered with').press('Enter');
        await expect(other.locator('.order-lines li')).toHaveCount(1);
        await device.close();
    });

    test('a signed-in customer buys through WeChat Pay, and finds the order in their account', async ({
        page,
        request,
        browser,
    }) => {
        // A purchase, then the account's pages and a second member: longer than one page's test.
        test.slow();
        const email = `customer-${test.info().project.name}-${Date.now()}@example.com`;
        const password = 'customer-password-123';
        await shopApi(
            request,
            `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
            { input: { emailAddress: email, password, firstName: '小红', lastName: '李', acceptTerms: true } },
        );
        await addWatch(page);
        await bag(page).getByRole('link', { name: '结算' }).click();
        await page.locator('#login-username').fill(email);
        await page.locator('#login-password').fill('wrong-password');
        await page.getByRole('button', { name: '登录并结算' }).click();
        await expect(page.getByRole('alert').filter({ hasText: '邮箱或密码不正确' })).toBeVisible();
        await page.locator('#login-password').fill(password);
        await page.getByRole('button', { name: '登录并结算' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await expect(page.locator('.checkout__lines li')).toHaveCount(1);
        await throughToPayment(page);
        await page.getByLabel('微信支付').check();
        await payAtSandbox(page, 'Pay');
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('.checkout__lead')).toContainText(email);

        // The order in the account: listed under all and paid, not under cancelled; its page in full.
        await page.goto('/orders/all');
        await hydrated(page);
        const card = page.locator('.order-card').first();
        await expect(card).toContainText('已付款');
        const code = (await card.getAttribute('data-order'))!;
        await page.getByRole('link', { name: '已取消' }).click();
        await expect(page.getByText('这里还没有订单。')).toBeVisible();
        await page.getByRole('link', { name: '已付款' }).click();
        await page.locator(`.order-card[data-order="${code}"] a`).click();
        await expect(page).toHaveURL(new RegExp(`/order/paid/${code}$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
        await expect(page.locator('.order-lines li')).toHaveCount(1);
        await expect(page.getByText('黄浦区 南京东路 100 号')).toBeVisible();

        // Another member asking for this order number gets the same 404 as for a number nobody has.
        const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
        const otherPage = await other.newPage();
        await registerMember(otherPage, 'other-orders');
        expect((await otherPage.request.get(`/order/${code}`)).status()).toBe(404);
        expect((await otherPage.request.get('/order/NO-SUCH-ORDER')).status()).toBe(404);
        await other.close();
    });

    test('a declined payment lands on failure and can be paid again', async ({ page }) => {
        await addWatch(page);
        await guestCheckout(page, `declined-${test.info().project.name}@example.com`);
        await throughToPayment(page);
        await payAtSandbox(page, 'Decline');
        await expect(page).toHaveURL(/\/checkout\/onepage\/failure\?order=/, { timeout: 15_000 });
        await expect(page.getByRole('heading', { name: '支付未成功' })).toBeVisible();
        // Nothing was paid: the amount is the one still owed.
        await expect(amountLabel(page)).toHaveText('应付金额');
        await page.getByRole('link', { name: '重新支付' }).click();
        await expect(page.getByText('上一次支付未成功，您可以重新支付。')).toBeVisible();
        await payAtSandbox(page, 'Pay');
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible({ timeout: 15_000 });
    });

    test('at the payment step the bag can still change, and checkout takes it up again @phone', async ({ page }) => {
        await addWatch(page);
        await guestCheckout(page, `change-${test.info().project.name}@example.com`);
        await throughToPayment(page);
        const total = await page.getByTestId('checkout-total').textContent();
        await page
            .getByRole('button', { name: /^购物袋/ })
            .first()
            .click();
        const sidebar = bag(page);
        await sidebar.getByRole('button', { name: /^增加/ }).first().click();
        await expect(sidebar.locator('.stepper__value').first()).toHaveText('2');
        await sidebar.getByRole('link', { name: '结算' }).click();
        // The order went back to the bag: billing again, with the address kept, then payment.
        await expect(page.getByRole('heading', { name: '账单与发票', level: 2 })).toBeVisible();
        await page.getByRole('button', { name: '继续支付' }).click();
        await expect(page.getByRole('heading', { name: '支付', level: 2 })).toBeVisible();
        await expect(page.getByTestId('checkout-total')).not.toHaveText(total!);
    });

    test('every checkout step visited too early goes home', async ({ page }) => {
        const home = async (path: string) => {
            await page.goto(path);
            await expect(page, path).toHaveURL(/^http:\/\/localhost:\d+\/(\?.*)?$/);
        };
        // No bag at all.
        for (const path of [
            '/checkout',
            '/checkout/login',
            '/checkout/onepage/success',
            '/checkout/onepage/failure',
            '/Checkout/Shipping',
        ]) {
            await home(path);
        }
        await home('/checkout/onepage/success?order=%22%3E%3Cscript%3E');
        // An order this session may not read goes to the page where it is proven (or its member
        // signs in), answered as for any number, real or not.
        await page.goto('/checkout/onepage/success?order=NOTAREALORDER1');
        await expect(page).toHaveURL(/\/order\/guest\/NOTAREALORDER1$/);
        await expect(page.getByRole('link', { name: '登录查看订单' })).toHaveAttribute(
            'href',
            `/login?redirect=${encodeURIComponent('/order/NOTAREALORDER1')}`,
        );
        // A bag, but no customer on it yet: the steps wait for /checkout/login.
        await addWatch(page);
        await home('/checkout');
        await home('/checkout?step=payment');
        await page.goto('/checkout/login');
        await expect(page).toHaveURL(/\/checkout\/login$/);
    });

    test('a line the stock cannot fill is masked, and a failed add says why in the toast', async ({
        page,
        request,
    }) => {
        const token = await adminToken(request);
        const product = catalogue.products.find(
            (p) => p.kind === 'watch' && p.variants.length === 1 && p.variants[0].stockOnHand > 3,
        )!;
        const sku = product.variants[0].sku;
        const found = await adminApi(
            request,
            token,
            `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockOnHand stockAllocated product { slug } } } }`,
            { sku },
        );
        const variant = (
            found.productVariants as unknown as {
                items: Array<{ id: string; stockOnHand: number; stockAllocated: number; product: { slug: string } }>;
            }
        ).items[0];
        // Orders placed by earlier tests hold units of the same watch: what a shopper can buy is
        // what is on hand beyond them, so the stock is set above what they hold.
        const setSaleable = (saleable: number) => setStock(variant.stockAllocated + saleable);
        const setStock = (stockOnHand: number) =>
            adminApi(
                request,
                token,
                `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`,
                {
                    input: [{ id: variant.id, stockOnHand }],
                },
            );
        try {
            await setSaleable(1);
            await page.goto(`/watches/${variant.product.slug}/${sku}/`);
            await hydrated(page);
            await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
            await expect(page.locator('.toast')).toHaveText('已加入购物袋');
            await expect(bag(page).locator('.bag-line')).toHaveCount(1);
            await page.keyboard.press('Escape');
            // A second unit of the last one: refused, and the toast says so in the shopper's words.
            await page.getByRole('button', { name: '加入购物袋', exact: true }).click();
            await expect(page.locator('.toast')).toHaveText('库存不足');
            await expect(page.locator('.add-to-bag .form-error')).toHaveText('库存不足');

            // Sold meanwhile: the bag, read again as it opens, masks the line and holds checkout back.
            await setSaleable(0);
            await page.keyboard.press('Escape');
            await page
                .getByRole('button', { name: /^购物袋/ })
                .first()
                .click();
            // Open, and read again since the stock changed: then the line is masked.
            await expect(bag(page)).toHaveAttribute('data-status', 'success');
            await expect(bag(page).locator('.bag-line__mask')).toHaveText('库存不足');
            await expect(bag(page).getByRole('link', { name: '结算' })).toHaveAttribute('aria-disabled', 'true');
        } finally {
            await setStock(variant.stockOnHand);
        }
    });
});

test('the payment notification endpoint refuses a forged notification without a 500', async ({ request }) => {
    const forged = await request.post(`${E2E_SERVER_URL}/payments/alipay/notify`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'out_trade_no=X-1&total_amount=0.01&trade_status=TRADE_SUCCESS&sign=forged',
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toBe('failure');
    // A signature type the gateway never uses (the SDK would throw on it): refused all the same.
    const oddType = await request.post(`${E2E_SERVER_URL}/payments/alipay/notify`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: 'out_trade_no=X-1&total_amount=0.01&trade_status=TRADE_SUCCESS&sign=x&sign_type=foo',
    });
    expect(oddType.status()).toBe(400);
    // Through the shop's own address too, where the gateways may be told to notify.
    expect((await request.post('/payments/alipay/notify', { form: { sign: 'x', sign_type: 'RSA' } })).status()).toBe(
        400,
    );
    const wechat = await request.post(`${E2E_SERVER_URL}/payments/wechatpay/notify`, { data: '{' });
    expect(wechat.status()).toBe(400);
    expect((await request.post(`${E2E_SERVER_URL}/payments/paypal/notify`, { data: '' })).status()).toBe(404);
});
