// The mini-program's whole journey through the REST face, then the same member on the storefront:
// a guest's cart with a strap and its buckle, sign-in by SMS with a wx.login code, the cart merged,
// the delivery given, the order made (and made again by a retry), paid by WeChat Pay's JSAPI in the
// sandbox; a wishlist entry and a boutique appointment made through REST. The member then signs in
// on the storefront by SMS and finds the paid order, the wishlist entry and the appointment there.
import { formatMoney, LEGACY_BUNDLE_OPTION_IDS } from '@maison/shared';
import type { APIRequestContext, Page } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { expect, hydrated, test } from './fixtures';
import { legacyCall } from './legacy-api';
import {
    BOOKABLE_STORE,
    clientAddress,
    freeSlot,
    newMember,
    placeholderAddress,
    shippingInformation,
    shopCall,
} from './legacy-member';
import { asVisitorFrom, codesSentLongAgo, smsCodeFor } from './members';
import { shopSearch } from './shop-api';

/** A boutique of the demo that takes appointments. */
const STORE = BOOKABLE_STORE;

interface CartItem {
    item_id: number;
    sku: string;
    qty: number;
    price: number;
    product_type: 'simple' | 'bundle';
    extension_attributes: {
        bundle_options: Array<{ option_id: number; qty: number; product_links: Array<{ id: number; sku: string }> }>;
    };
}
interface Cart {
    customer_is_guest: boolean;
    items: CartItem[];
}
interface Order {
    order_id: string;
    increment_id: string;
    state: string;
    status: string;
    grand_total: number;
    items: Array<{
        sku: string;
        qty: number;
        price: number;
        product_type: 'simple' | 'bundle';
        buckle: { id: number; sku: string; name: string } | null;
    }>;
}
interface Paid {
    order_id: string;
    increment_id: string;
    payment_id: string;
    payment: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };
}

/** What the journey buys and wishes for: a strap in stock with a buckle in stock, and a watch in stock. */
async function pieces(request: APIRequestContext) {
    const { items } = await shopSearch(request, {});
    const variantsOf = async (productId: string) =>
        (
            await shopCall<{
                product: {
                    variants: Array<{
                        id: string;
                        sku: string;
                        name: string;
                        stockLevel: string;
                        strapBundle: {
                            buckles: Array<{ variantId: string; soldOut: boolean; bundlePriceWithTax: number }>;
                        } | null;
                    }>;
                };
            }>(
                request,
                'query ($id: ID!) { product(id: $id) { variants { id sku name stockLevel strapBundle { buckles { variantId soldOut bundlePriceWithTax } } } } }',
                { id: productId },
            )
        ).data.product.variants;
    let watch: string | undefined;
    for (const hit of items.filter((i) => i.kind === 'watch')) {
        watch = (await variantsOf(hit.productId)).find((v) => v.stockLevel === 'IN_STOCK')?.sku;
        if (watch) break;
    }
    for (const hit of items.filter((i) => i.kind === 'strap')) {
        for (const variant of await variantsOf(hit.productId)) {
            const buckle = variant.strapBundle?.buckles.find((b) => !b.soldOut);
            if (watch && variant.stockLevel === 'IN_STOCK' && buckle) {
                return {
                    watch,
                    strap: { sku: variant.sku, name: variant.name },
                    buckle: { id: buckle.variantId, bundlePrice: buckle.bundlePriceWithTax },
                };
            }
        }
    }
    throw new Error('no watch, or no strap with a buckle, in stock');
}

/** Signs the page in on the sign-in page by SMS, as the member types it. */
async function signInOnStorefront(page: Page, mobile: string) {
    await asVisitorFrom(page);
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('手机号码').fill(mobile);
    await page.getByLabel('我不是机器人').check();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后可重新发送/ })).toBeDisabled();
    await page.getByLabel('短信验证码').fill(await smsCodeFor(mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/my-account$/);
}

test('the mini-program’s journey through the REST face shows on the storefront: order, wishlist, appointment', async ({
    page,
    request,
}) => {
    const { watch, strap, buckle } = await pieces(request);

    // A guest's cart with the strap and its buckle, one bundle item.
    const cartId = (await legacyCall<string>(request, 'POST', 'guest-carts')).body;
    const added = await legacyCall<CartItem>(request, 'POST', `guest-carts/${cartId}/items`, {
        body: {
            cartItem: {
                sku: strap.sku,
                qty: 1,
                product_option: {
                    extension_attributes: {
                        bundle_options: [
                            {
                                option_id: LEGACY_BUNDLE_OPTION_IDS.buckle,
                                option_qty: 1,
                                option_selections: [Number(buckle.id)],
                            },
                        ],
                    },
                },
            },
        },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.product_type).toBe('bundle');
    expect(added.body.price).toBe(buckle.bundlePrice / 100);
    const buckleOption = added.body.extension_attributes.bundle_options.find(
        (o) => o.option_id === LEGACY_BUNDLE_OPTION_IDS.buckle,
    )!;
    expect(buckleOption.product_links.map((l) => l.id)).toEqual([Number(buckle.id)]);
    const buckleSku = buckleOption.product_links[0].sku;
    const { data } = await shopCall<{ productBySku: { variants: Array<{ sku: string; name: string }> } }>(
        request,
        'query ($s: String!) { productBySku(sku: $s) { variants { sku name } } }',
        { s: buckleSku },
    );
    const buckleName = data.productBySku.variants.find((v) => v.sku === buckleSku)!.name;

    // Sign-in by SMS code, the WeChat account bound by the wx.login code (the local WeChat's sandbox).
    const wxCode = `sandbox-journey-${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
    const member = await newMember(request, { wxCode });
    expect(member.isNew).toBe(true);
    const token = member.token;

    // The guest's cart becomes the member's, the bundle with it.
    const assigned = await legacyCall<boolean>(request, 'PUT', `guest-carts/${cartId}`, {
        token,
        body: { customerId: Number(member.customerId), storeId: 1 },
        headers: clientAddress(),
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toBe(true);
    const cart = await legacyCall<Cart>(request, 'GET', 'carts/mine', { token });
    expect(cart.body.customer_is_guest).toBe(false);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0]).toMatchObject({ sku: strap.sku, qty: 1, product_type: 'bundle' });
    expect(
        cart.body.items[0].extension_attributes.bundle_options
            .find((o) => o.option_id === LEGACY_BUNDLE_OPTION_IDS.buckle)
            ?.product_links.map((l) => l.sku),
    ).toEqual([buckleSku]);

    const shipping = await legacyCall(request, 'POST', 'carts/mine/shipping-information', {
        token,
        body: shippingInformation(),
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);

    // The order, and the client's retry of a call it thinks timed out: the same order, not a second.
    const orderBody = {
        address: {
            fullName: `${placeholderAddress.lastname}${placeholderAddress.firstname}`,
            phoneNumber: placeholderAddress.telephone,
            province: placeholderAddress.region,
            city: placeholderAddress.city,
            district: '静安区',
            streetLine1: placeholderAddress.street[0],
            postalCode: placeholderAddress.postcode,
        },
        fapiao: { fapiaoType: 'personal' },
    };
    const made = await legacyCall<Order>(request, 'POST', 'applet/orderCreate', { token, body: orderBody });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ state: 'ArrangingPayment', status: 'unpaid' });
    // The order names the buckle it sells with the strap, as the cart did.
    const boughtLine = {
        sku: strap.sku,
        qty: 1,
        price: buckle.bundlePrice / 100,
        product_type: 'bundle',
        buckle: { id: Number(buckle.id), sku: buckleSku, name: buckleName },
    };
    expect(made.body.items).toEqual([expect.objectContaining(boughtLine)]);
    const retried = await legacyCall<Order>(request, 'POST', 'applet/orderCreate', { token, body: orderBody });
    expect(retried.status).toBe(200);
    expect(retried.body.order_id).toBe(made.body.order_id);
    expect(retried.body.increment_id).toBe(made.body.increment_id);
    const orderId = made.body.order_id;
    const code = made.body.increment_id;

    // wx.requestPayment's parameters, signed; asked again, the same attempt.
    const pay = await legacyCall<Paid>(request, 'POST', `applet/orderPay/${orderId}`, { token });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body).toMatchObject({ order_id: orderId, increment_id: code });
    expect(pay.body.payment.package).toMatch(/^prepay_id=\S+$/);
    expect(pay.body.payment.signType).toBe('RSA');
    expect(pay.body.payment.paySign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const payAgain = await legacyCall<Paid>(request, 'POST', `applet/orderPay/${orderId}`, { token });
    expect(payAgain.body).toEqual(pay.body);

    // WeChat's client, played by the sandbox, checks the signature and the member pays.
    const confirmed = await request.post(`${E2E_SERVER_URL}/sandbox-pay/wechatpay/jsapi/confirm`, {
        data: pay.body.payment,
    });
    expect(await confirmed.json()).toEqual({ errMsg: 'requestPayment:ok' });
    await expect
        .poll(async () => {
            const detail = await legacyCall<Order & { payments: Array<{ state: string }> }>(
                request,
                'GET',
                `applet/orders/${orderId}`,
                { token },
            );
            return [detail.body.state, detail.body.status, detail.body.payments.map((p) => p.state), detail.body.items];
        })
        .toEqual(['PaymentSettled', 'paid', ['Settled'], [expect.objectContaining(boughtLine)]]);
    const orders = await legacyCall<{ items: Order[]; total_count: number }>(request, 'GET', 'applet/orders', {
        token,
    });
    expect(orders.body.items.map((o) => o.increment_id)).toEqual([code]);

    // A watch on the wishlist, and a visit to a boutique, both through REST.
    const wished = await legacyCall<{ res: Array<{ sku: string }> }>(request, 'POST', 'membership/wishlist', {
        token,
        body: { sku: watch, type: 'watch' },
    });
    expect(wished.status, JSON.stringify(wished.body)).toBe(200);
    expect(wished.body.res.map((e) => e.sku)).toEqual([watch]);
    const { date, start } = await freeSlot(request, 3);
    const booked = await legacyCall<{ reference: string; state: string }>(request, 'POST', 'reserve/create', {
        token,
        headers: clientAddress(),
        body: {
            storeSlug: STORE,
            purpose: 'engraving',
            date,
            slotStart: start,
            name: '李雷',
            mobile: member.mobile,
            privacyConsent: true,
        },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.state).toBe('requested');

    // The same member on the storefront. The shop texts a number one code a minute; the journey
    // is quicker than a member, so its code is made to look a minute old.
    codesSentLongAgo(member.mobile);
    await signInOnStorefront(page, member.mobile);

    // The paid order in the order history, and its page with the strap and its buckle.
    await page.goto('/orders/all');
    await hydrated(page);
    const card = page.locator(`.order-card[data-order="${code}"]`);
    await expect(page.locator('.order-card')).toHaveCount(1);
    await expect(card).toContainText(`订单号 ${code}`);
    await expect(card).toContainText(`${strap.name} + ${buckleName}`);
    await expect(card).toContainText('已付款');
    await expect(card).toContainText(formatMoney(Math.round(made.body.grand_total * 100), 'CNY', 'zh'));
    await page.screenshot({ path: test.info().outputPath('order-history.png'), fullPage: true });
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/order/all/${code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
    const lines = page.locator('.order-lines li');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(`${strap.name} + ${buckleName}`);
    await expect(lines.first()).toContainText(`${strap.sku} × 1`);
    await expect(page.getByText('上海市 上海市 静安区 南京西路 1266 号')).toBeVisible();

    // The wishlist entry made in the mini-program.
    await page.goto('/my-account/wishlist');
    await hydrated(page);
    await expect(page.locator('.wish-item')).toHaveCount(1);
    await expect(page.locator(`.wish-item[data-sku="${watch}"]`)).toBeVisible();

    // The appointment made in the mini-program.
    await page.goto('/my-account/appointments');
    await hydrated(page);
    const appointment = page.locator(`[data-reference="${booked.body.reference}"]`);
    await expect(appointment.getByText('待确认', { exact: true })).toBeVisible();
    await expect(appointment.getByText(new RegExp(`${start}–`))).toBeVisible();
});
