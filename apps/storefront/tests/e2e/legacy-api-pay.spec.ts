// Requests only: paying inside the mini-program. A member signs in with a wx.login code (the
// local WeChat stand-in), fills the bag and gives the delivery through the REST face, and pays
// by WeChat Pay's JSAPI; the sandbox plays WeChat's client confirming the payment.
import { expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { legacyCall } from './legacy-api';
import { newMember, shippingInformation, shopCall } from './legacy-member';
import { shopSearch } from './shop-api';

interface Paid {
    order_id: string;
    increment_id: string;
    payment_id: string;
    payment: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };
}

/** A member whose WeChat account is bound, with one watch in the bag at the payment step: their token and order id. */
async function memberAtPayment(request: Parameters<typeof legacyCall>[0], wxCode?: string) {
    const member = await newMember(request, wxCode ? { wxCode } : {});
    const { items } = await shopSearch(request, {
        take: 20,
        inStock: true,
        groupByProduct: false,
        collectionSlug: 'watches',
    });
    expect(items.length).toBeGreaterThan(0);
    const sku = items[Math.floor(Math.random() * items.length)].sku;
    const added = await legacyCall(request, 'POST', 'carts/mine/items', {
        token: member.token,
        body: { cartItem: { sku, qty: 1, quote_id: '0' } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const shipping = await legacyCall(request, 'POST', 'carts/mine/shipping-information', {
        token: member.token,
        body: shippingInformation(),
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);
    const { data } = await shopCall<{ transitionOrderToState: { id?: string; state?: string } }>(
        request,
        'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id state } } }',
        {},
        { token: member.token },
    );
    expect(data.transitionOrderToState.state).toBe('ArrangingPayment');
    return { token: member.token, orderId: data.transitionOrderToState.id! };
}

const wxCode = () => `sandbox-pay-${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;

test.describe('REST: applet/orderPay/{id}', () => {
    test('answers wx.requestPayment’s signed parameters, the same on a retry, and the order is paid once WeChat confirms', async ({
        request,
    }) => {
        const { token, orderId } = await memberAtPayment(request, wxCode());
        const first = await legacyCall<Paid>(request, 'POST', `applet/orderPay/${orderId}`, { token });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        expect(first.body.payment.package).toMatch(/^prepay_id=/);
        expect(first.body.payment.signType).toBe('RSA');
        // The spec's client retries a timed-out call: the open attempt, not a second one.
        const retried = await legacyCall<Paid>(request, 'POST', `applet/orderPay/${orderId}`, { token });
        expect(retried.body).toEqual(first.body);

        // WeChat's client, played by the sandbox, checks the merchant's signature and the payer pays.
        const confirmed = await request.post(`${E2E_SERVER_URL}/sandbox-pay/wechatpay/jsapi/confirm`, {
            data: first.body.payment,
        });
        expect(await confirmed.json()).toEqual({ errMsg: 'requestPayment:ok' });
        const { data } = await shopCall<{ orderByCode: { state: string; payments: Array<{ state: string }> } }>(
            request,
            'query ($code: String!) { orderByCode(code: $code) { state payments { state } } }',
            { code: first.body.increment_id },
            { token },
        );
        expect(data.orderByCode.state).toBe('PaymentSettled');
        expect(data.orderByCode.payments.map((p) => p.state)).toEqual(['Settled']);
        // A paid order waits for no payment.
        const again = await legacyCall<{ code: string }>(request, 'POST', `applet/orderPay/${orderId}`, { token });
        expect(again.status).toBe(409);
        expect(again.body.code).toBe('ORDER_NOT_PAYABLE');
    });

    test('refuses a member with no WeChat account, a missing token, a malformed id and another member’s order', async ({
        request,
    }) => {
        const unbound = await memberAtPayment(request);
        const noWechat = await legacyCall<{ code: string }>(request, 'POST', `applet/orderPay/${unbound.orderId}`, {
            token: unbound.token,
        });
        expect(noWechat.status).toBe(409);
        expect(noWechat.body.code).toBe('WECHAT_ACCOUNT_NOT_BOUND');

        expect((await legacyCall(request, 'POST', `applet/orderPay/${unbound.orderId}`)).status).toBe(401);
        const malformed = await legacyCall<{ code: string; field: string }>(request, 'POST', 'applet/orderPay/abc', {
            token: unbound.token,
        });
        expect(malformed.status).toBe(400);
        expect(malformed.body.field).toBe('id');

        const other = await newMember(request, { wxCode: wxCode() });
        const notTheirs = await legacyCall<{ code: string }>(request, 'POST', `applet/orderPay/${unbound.orderId}`, {
            token: other.token,
        });
        expect(notTheirs.status).toBe(404);
        expect(notTheirs.body.code).toBe('ORDER_NOT_FOUND');
    });
});
