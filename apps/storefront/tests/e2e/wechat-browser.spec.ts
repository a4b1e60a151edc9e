import { createHash } from 'node:crypto';

import type { Page } from '@playwright/test';

import { fillAddress } from './address-form';
import { expect, hydrated, test } from './fixtures';
import { restoreWatchStock } from './shop-api';

/**
 * A shopper who opens the shop inside WeChat's own browser: the official account names them
 * silently (its sandbox stands in for WeChat's authorisation page), WeChat Pay inside WeChat is
 * the only way offered, the sandbox confirms the payment as WeChat's client would, and every
 * page asks for `wx.config`'s signature so that WeChat shows its title, text and picture when shared.
 */
const WECHAT_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 XWEB/1200 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.50.2600(0x28003253) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** The official account's sandbox signs with this fixed ticket (apps/server …/local-official-account.ts). */
const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket';
/** How often the result page asks again (use-payment-polling.ts). */
const PAYMENT_POLL_MS = 2_000;

test.use({ userAgent: WECHAT_UA });

const bag = (page: Page) => page.getByRole('complementary', { name: '购物袋' });

interface BridgeCall {
    name: string;
    args: Record<string, unknown>;
}

/**
 * WeChat's in-page bridge, played: each call is recorded; `wx.config`'s check and the share
 * settings succeed, and the payment sheet is closed unpaid (real WeChat is not here to pay).
 */
async function fakeWeixinBridge(page: Page): Promise<BridgeCall[]> {
    const calls: BridgeCall[] = [];
    await page.exposeBinding('__wxInvoked', (_source, name: string, args: Record<string, unknown>) => {
        calls.push({ name, args });
    });
    await page.addInitScript(() => {
        type Answer = (res: Record<string, string>) => void;
        const invoked = (window as unknown as { __wxInvoked(n: string, a: unknown): void }).__wxInvoked;
        (window as unknown as { WeixinJSBridge: object }).WeixinJSBridge = {
            invoke(name: string, args: unknown, answer?: Answer) {
                invoked(name, args);
                const errMsg = name === 'getBrandWCPayRequest' ? 'get_brand_wcpay_request:cancel' : `${name}:ok`;
                void Promise.resolve().then(() => answer?.({ err_msg: errMsg }));
            },
            on() {},
            call() {},
        };
    });
    return calls;
}

test.describe('inside WeChat’s browser', () => {
    test.beforeAll(async ({ request }) => {
        await restoreWatchStock(request);
    });

    test('a guest is authorised silently, pays by WeChat Pay inside WeChat through the sandbox, and pages are signed for sharing', async ({
        page,
    }) => {
        const bridge = await fakeWeixinBridge(page);
        const authorisations: URL[] = [];
        page.on('request', (r) => {
            if (r.url().includes('/sandbox-wechat/connect/oauth2/authorize')) authorisations.push(new URL(r.url()));
        });

        // Share: the page asks for wx.config's signature of its own address, signed over the sandbox's ticket.
        const shareAnswer = page.waitForResponse((r) => r.url().includes('/api/wechat-share'));
        await page.goto('/watches');
        await hydrated(page);
        const answer = await shareAnswer;
        expect(answer.status()).toBe(200);
        const signedUrl = new URL(answer.url()).searchParams.get('url')!;
        expect(signedUrl).toBe(page.url().split('#')[0]);
        const config = (await answer.json()) as {
            appId: string;
            timestamp: number;
            nonceStr: string;
            signature: string;
        };
        expect(config.appId).toBe('wxsandboxofficial');
        expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(600);
        const plain = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${signedUrl}`;
        expect(config.signature).toBe(createHash('sha1').update(plain).digest('hex'));
        // WeChat's JS-SDK checks that signature, then the page's title, text and picture are set for sharing.
        await expect.poll(() => bridge.map((c) => c.name)).toContain('updateAppMessageShareData');
        const verify = bridge.find((c) => c.name === 'preVerifyJSAPI')!.args;
        expect(verify).toMatchObject({
            verifyAppId: config.appId,
            verifySignature: config.signature,
            verifyNonceStr: config.nonceStr,
        });
        const shared = bridge.find((c) => c.name === 'updateAppMessageShareData')!.args;
        expect(shared.title).toBe(await page.locator('meta[property="og:title"]').getAttribute('content'));
        expect(shared.link).toBe(await page.locator('meta[property="og:url"]').getAttribute('content'));
        expect(String(shared.img_url ?? shared.imgUrl)).toMatch(/^http:\/\/localhost:\d+\//);
        expect(bridge.map((c) => c.name)).toContain('updateTimelineShareData');

        // A watch into the bag, and on to checkout as a guest.
        const card = page
            .locator('.card')
            .filter({ has: page.locator('.card__add') })
            .first();
        await card.locator('.card__add-button').click();
        await expect(bag(page)).toBeVisible();
        await bag(page).getByRole('link', { name: '结算' }).click();
        await expect(page).toHaveURL(/\/checkout\/login$/);
        await page.locator('#guest-emailAddress').fill('wechat-guest@example.com');
        await page.locator('#guest-lastName').fill('王');
        await page.locator('#guest-firstName').fill('小明');
        await page.getByRole('button', { name: '继续结算' }).click();
        await expect(page).toHaveURL(/\/checkout$/);
        await hydrated(page);
        await fillAddress(page);
        await page.getByRole('button', { name: '继续', exact: true }).click();
        await expect(page.getByRole('heading', { name: '账单与发票', level: 2 })).toBeVisible();
        expect(authorisations).toHaveLength(0);
        await page.getByRole('button', { name: '继续支付' }).click();

        // Reaching payment, the shopper went through the official account's silent authorisation and back.
        await expect(page.getByRole('heading', { name: '支付', level: 2 })).toBeVisible();
        // (The browser keeps the authorisation address's #wechat_redirect through the redirects back.)
        await expect(page).toHaveURL(/\/checkout(#wechat_redirect)?$/);
        expect(authorisations).toHaveLength(1);
        const asked = Object.fromEntries(authorisations[0].searchParams);
        expect(asked).toMatchObject({ appid: 'wxsandboxofficial', response_type: 'code', scope: 'snsapi_base' });
        expect(asked.redirect_uri).toBe(new URL('/wechat/authorised', page.url()).toString());
        expect(asked.state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
        const held = (await page.context().cookies()).find((c) => c.name === 'maison_wx_openid');
        expect(held?.httpOnly).toBe(true);

        // WeChat Pay inside WeChat, and nothing else.
        const methods = page.locator('.payment__method');
        await expect(methods).toHaveCount(1);
        await expect(methods).toHaveText('微信支付');
        await expect(page.getByRole('radio', { name: '支付宝' })).toHaveCount(0);
        expect(
            await page
                .locator('input[name=method]')
                .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
        ).toEqual(['wechatpay']);
        await expect(page.locator('.payment__note')).toContainText('请使用微信支付');

        // From here the page's clock is the test's: the result page's polling runs when told.
        await page.clock.install();
        await page.getByRole('button', { name: '立即支付' }).click();
        await expect(page).toHaveURL(/\/checkout\/onepage\/success\?order=/);
        await expect(page.getByTestId('wechat-jsapi')).toBeVisible();
        // WeChat's payment sheet was opened with the merchant's signed JSAPI parameters; the fake closes it unpaid.
        await expect.poll(() => bridge.filter((c) => c.name === 'getBrandWCPayRequest').length).toBe(1);
        const payParams = bridge.find((c) => c.name === 'getBrandWCPayRequest')!.args;
        expect(payParams).toMatchObject({ appId: 'wxsandboxofficial', signType: 'RSA' });
        expect(String(payParams.package)).toMatch(/^prepay_id=wx_sandbox_/);
        await expect(page.getByTestId('wechat-jsapi')).toContainText('付款尚未完成');
        await expect(page.locator('.checkout-result')).toHaveAttribute('data-result', 'waiting');
        // The page asks again while it waits, without opening the sheet again; the shopper may reopen it.
        for (let i = 0; i < 2; i++) {
            const reread = page.waitForResponse((r) => r.url().includes('/checkout/onepage/success.data'));
            await page.clock.runFor(PAYMENT_POLL_MS);
            await reread;
        }
        await expect(page.locator('.checkout-result')).toHaveAttribute('data-result', 'waiting');
        expect(bridge.filter((c) => c.name === 'getBrandWCPayRequest')).toHaveLength(1);
        await page.getByRole('button', { name: '使用微信支付' }).click();
        await expect.poll(() => bridge.filter((c) => c.name === 'getBrandWCPayRequest').length).toBe(2);

        // The sandbox plays WeChat confirming the payment; the page learns of it by asking again.
        await page.getByRole('button', { name: '在支付沙箱中确认付款' }).click();
        await expect
            .poll(async () => {
                await page.clock.runFor(PAYMENT_POLL_MS);
                return page.locator('.checkout-result').getAttribute('data-result');
            })
            .toBe('paid');
        await expect(page.getByRole('heading', { name: '感谢您的订购' })).toBeVisible();
        await expect(page.getByTestId('wechat-jsapi')).toHaveCount(0);
    });

    test('an answer whose state this browser was not given is refused, and no openid is kept', async ({ request }) => {
        for (const query of ['code=sandbox-forged&state=not-ours', 'state=not-ours', 'code=sandbox-forged']) {
            const res = await request.get(`/wechat/authorised?${query}`, { maxRedirects: 0 });
            expect(res.status(), query).toBe(302);
            expect(res.headers().location).toBe('/checkout?wechat=failed');
            expect(res.headers()['set-cookie'] ?? '').not.toContain('maison_wx_openid');
        }
    });
});
