import { createVerify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { formatMoney, STOCK_HOLD_MINUTES } from '@maison/shared';
import { RequestContextService, TransactionalConnection } from '@vendure/core';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { StockHoldService } from '../../checkout';
import { ADD, completeCheckoutDetails, TO_PAYMENT } from '../../checkout/e2e/shop-documents';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import type { IncomingNotification } from '../gateway/gateway';
import { latestOutboxSms } from '../../membership/sms/outbox-sms-sender';
import { alipayNotification, wechatNotification } from '../sandbox/sandbox-notifications';
import { DatabaseTradeStore, SANDBOX_KEPT_MS } from '../sandbox/database-trade-store';
import type { SandboxTradeRecord } from '../sandbox/sandbox-ledger';
import { createSandboxKeys } from '../sandbox/sandbox-keys';
import { SandboxGatewayController } from '../sandbox/sandbox-gateway.controller';
import { PaymentGatewaysService } from '../services/payment-gateways.service';
import { PendingRefundsService } from '../services/pending-refunds.service';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const ADD_PAYMENT = /* GraphQL */ `
    mutation ($method: String!, $channel: String!) {
        addPaymentToOrder(input: { method: $method, metadata: { channel: $channel } }) {
            __typename
            ... on Order {
                code
                state
                totalWithTax
                payments {
                    id
                    state
                    amount
                    method
                    metadata
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
            ... on PaymentDeclinedError {
                paymentErrorMessage
            }
        }
    }
`;

const ADD_PAYMENT_WITH = /* GraphQL */ `
    mutation ($method: String!, $metadata: JSON!) {
        addPaymentToOrder(input: { method: $method, metadata: $metadata }) {
            __typename
            ... on Order {
                code
                payments {
                    id
                    state
                    amount
                    method
                    metadata
                }
            }
            ... on PaymentDeclinedError {
                paymentErrorMessage
            }
        }
    }
`;

const REFUND = /* GraphQL */ `
    mutation ($input: RefundOrderInput!) {
        refundOrder(input: $input) {
            __typename
            ... on Refund {
                id
                state
                total
                transactionId
                metadata
            }
            ... on ErrorResult {
                errorCode
            }
        }
    }
`;

type RefundReply = {
    refundOrder: {
        __typename: string;
        id?: string;
        state?: string;
        total?: number;
        transactionId?: string | null;
        metadata?: Record<string, string>;
        errorCode?: string;
    };
};

const ORDER_BY_CODE = /* GraphQL */ `
    query ($code: String!) {
        orderByCode(code: $code) {
            state
            payments {
                state
                transactionId
            }
        }
    }
`;

const ACTIVE_ORDER = /* GraphQL */ `
    query {
        activeOrder {
            code
            lines {
                productVariant {
                    id
                }
                quantity
            }
        }
    }
`;

type Instructions = { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string };

const REGISTER = /* GraphQL */ `
    mutation ($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            __typename
        }
    }
`;

const LOGIN = /* GraphQL */ `
    mutation ($u: String!, $p: String!) {
        login(username: $u, password: $p) {
            __typename
        }
    }
`;

interface ShopPayment {
    id: string;
    state: string;
    amount: number;
    method: string;
    metadata: { public: Instructions };
}

type AddPayment = {
    addPaymentToOrder: {
        __typename: string;
        code: string;
        state: string;
        totalWithTax: number;
        payments: ShopPayment[];
    };
};

type OrderByCode = { orderByCode: { state: string; payments: Array<{ state: string; transactionId: string | null }> } };

describe.each(databases)('payment through the gateways on %s', (db) => {
    let shop: TestShop;
    let variantIds: string[];
    let guests = 0;

    beforeAll(async () => {
        shop = await startTestShop({ name: `payment-${db}`, db, postgresUrl: inject('postgresUrl') });
        const search = await shop.shop<{ search: { items: Array<{ productVariantId: string; inStock: boolean }> } }>(
            `query { search(input: { take: 40, groupByProduct: false }) { items { productVariantId inStock } } }`,
        );
        variantIds = search.data.search.items.filter((i) => i.inStock).map((i) => i.productVariantId);
        expect(variantIds.length).toBeGreaterThan(5);
    }, 240_000);

    afterAll(() => shop?.close());

    it('forgets a sandbox trade after a week, and the refund numbers that point at it', async () => {
        let now = Date.now();
        const store = new DatabaseTradeStore(shop.app.get(TransactionalConnection), () => now);
        const trade = (tradeNo: string) => ({ tradeNo }) as unknown as SandboxTradeRecord;
        await store.add(trade(`old-${db}`));
        await store.addRefund(`old-refund-${db}`, `old-${db}`);
        now += SANDBOX_KEPT_MS + 1;
        await store.add(trade(`new-${db}`));
        await store.addRefund(`new-refund-${db}`, `new-${db}`);
        await store.add(trade(`newer-${db}`));
        expect(await store.get(`old-${db}`)).toBeUndefined();
        expect(await store.tradeOfRefund(`old-refund-${db}`)).toBeUndefined();
        expect(await store.get(`new-${db}`)).toEqual(trade(`new-${db}`));
        expect(await store.tradeOfRefund(`new-refund-${db}`)).toBe(`new-${db}`);
    });

    async function call<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
        const reply = await shop.shop<T>(query, variables, token);
        expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
        return reply;
    }

    /** A guest at the payment step with one watch in the bag; its token. */
    async function guestAtPayment(): Promise<string> {
        const n = ++guests;
        const added = await call<{ addItemToOrder: { __typename: string } }>(undefined, ADD, {
            id: variantIds[n % variantIds.length],
            qty: 1,
            buckle: null,
        });
        expect(added.data.addItemToOrder.__typename).toBe('Order');
        const token = added.token!;
        await completeCheckoutDetails(call, token, n);
        const moved = await call<{ transitionOrderToState: { state?: string } }>(token, TO_PAYMENT, {
            state: 'ArrangingPayment',
        });
        expect(moved.data.transitionOrderToState.state).toBe('ArrangingPayment');
        return token;
    }

    /** A new member at the payment step with one of each of these variants (by index) in the bag; their token. */
    async function memberAtPayment(tag: string, variants: number[]): Promise<string> {
        const email = `${tag}-${db}@example.com`;
        const password = 'a-long-enough-password';
        await call(undefined, REGISTER, { input: { emailAddress: email, password, firstName: tag, lastName: '会员' } });
        const token = (await call<{ login: { __typename: string } }>(undefined, LOGIN, { u: email, p: password }))
            .token!;
        for (const n of variants) await call(token, ADD, { id: variantIds[n], qty: 1, buckle: null });
        await completeCheckoutDetails(call, token, ++guests, false);
        await call(token, TO_PAYMENT, { state: 'ArrangingPayment' });
        return token;
    }

    /** The superadmin's Admin API token. */
    async function staffToken(): Promise<string> {
        return (await shop.admin(ADMIN_LOGIN, { username: 'superadmin', password: shop.env.SUPERADMIN_PASSWORD }))
            .token!;
    }

    async function pay(token: string, method: string, channel = 'desktop') {
        const reply = await call<AddPayment>(token, ADD_PAYMENT, { method, channel });
        const order = reply.data.addPaymentToOrder;
        expect(order.__typename).toBe('Order');
        // The newest attempt: PostgreSQL lists an order's payments in no particular order.
        const payment = order.payments.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
        return { order, payment };
    }

    /** The order as its shopper sees it: the active order until it is placed, then by its code. */
    async function orderState(token: string, code: string): Promise<OrderByCode['orderByCode']> {
        const active = await call<{ activeOrder: ({ code: string } & OrderByCode['orderByCode']) | null }>(
            token,
            `query { activeOrder { code state payments { state transactionId } } }`,
        );
        if (active.data.activeOrder?.code === code) {
            const { state, payments } = active.data.activeOrder;
            return { state, payments };
        }
        return (await call<OrderByCode>(token, ORDER_BY_CODE, { code })).data.orderByCode;
    }

    const notify = (method: string, n: IncomingNotification) =>
        fetch(`${shop.baseUrl}/payments/${method}/notify`, {
            method: 'POST',
            headers: n.headers as Record<string, string>,
            body: n.rawBody,
        });

    /** Opens the sandbox cashier a payment points to, and returns its session and trade number. */
    async function cashier(url: string): Promise<{ session: string; tradeNo: string; html: string }> {
        const page = await fetch(url);
        expect(page.status).toBe(200);
        const html = await page.text();
        const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
        const tradeNo = /data-testid="sandbox-trade">([^<]+)</.exec(html)?.[1];
        expect(session && tradeNo).toBeTruthy();
        return { session: session!, tradeNo: tradeNo!, html };
    }

    const mailsFor = (code: string) => {
        const dir = shop.env.MAIL_OUTBOX_DIR;
        if (!fs.existsSync(dir)) return [];
        return fs.readdirSync(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(code));
    };

    /** The outbox file that names the order, once the job queue has written it. */
    async function waitForMail(code: string): Promise<string> {
        const dir = shop.env.MAIL_OUTBOX_DIR;
        for (let i = 0; i < 100; i++) {
            const [file] = mailsFor(code);
            if (file) return fs.readFileSync(path.join(dir, file), 'utf8');
            await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`no mail for ${code} in ${dir}`);
    }

    const complete = (method: string, session: string, outcome: 'paid' | 'closed') =>
        fetch(`${shop.baseUrl}/sandbox-pay/${method}/complete`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ session, outcome }).toString(),
            redirect: 'manual',
        });

    /** Pays the order at the payment step through the sandbox's cashier; its code once placed. */
    async function paidOrder(token: string, method: string): Promise<string> {
        const { order, payment } = await pay(token, method);
        const instructions = payment.metadata.public;
        const { session } = await cashier(instructions.kind === 'qr' ? instructions.codeUrl : instructions.url);
        await complete(method, session, 'paid');
        expect((await orderState(token, order.code)).state).toBe('PaymentSettled');
        return order.code;
    }

    it('pays with Alipay on desktop: the sandbox checks the signed request, notifies, and sends the shopper back', async () => {
        const token = await guestAtPayment();
        const { order, payment } = await pay(token, 'alipay');
        expect(payment.state).toBe('Pending');
        expect(payment.amount).toBe(order.totalWithTax);
        expect(order.state).toBe('ArrangingPayment');
        expect(payment.metadata.public.kind).toBe('redirect');
        const url = (payment.metadata.public as { url: string }).url;
        expect(url).toContain('/sandbox-pay/alipay/gateway.do?');
        expect(url).toContain('method=alipay.trade.page.pay');

        const { session, html } = await cashier(url);
        expect(html).toContain(`¥${(order.totalWithTax / 100).toFixed(2)}`);
        const back = await complete('alipay', session, 'paid');
        expect(back.status).toBe(303);
        const location = new URL(back.headers.get('location')!);
        expect(location.pathname).toBe('/checkout/onepage/success');
        expect(location.searchParams.get('order')).toBe(order.code);

        const placed = await orderState(token, order.code);
        expect(placed.state).toBe('PaymentSettled');
        expect(placed.payments[0].state).toBe('Settled');
        expect(placed.payments[0].transactionId).toMatch(/^SANDBOX/);

        // The confirmation goes to the outbox once the notification has placed the order.
        const mail = await waitForMail(order.code);
        expect(mail).toContain('订单确认 Order confirmation');
        expect(mail).toContain(`shopper${guests}@example.com`);
        // Its link leads a guest to the page where they prove the order is theirs.
        expect(mail).toContain(`/order/guest/${order.code}`);
        // Priced as the shop prices (whole yuan), with no Outlook settings block ("96") above the letter.
        expect(mail).toContain(`${formatMoney(order.totalWithTax, 'CNY', 'zh')}<`);
        expect(mail).not.toMatch(/¥[\d,]+\.\d\d/);
        expect(mail).not.toContain('PixelsPerInch');
    });

    it("puts a signed-in customer's paid order in their history", async () => {
        const email = `history-${db}@example.com`;
        const password = 'a-long-enough-password';
        await call(undefined, REGISTER, {
            input: { emailAddress: email, password, firstName: '历史', lastName: '订单' },
        });
        const signedIn = await call<{ login: { __typename: string } }>(undefined, LOGIN, { u: email, p: password });
        const token = signedIn.token!;
        await call(token, ADD, { id: variantIds[2], qty: 1, buckle: null });
        await completeCheckoutDetails(call, token, ++guests, false);
        await call(token, TO_PAYMENT, { state: 'ArrangingPayment' });
        const { order, payment } = await pay(token, 'wechatpay', 'mobile');
        const { session } = await cashier((payment.metadata.public as { url: string }).url);
        await complete('wechatpay', session, 'paid');
        const history = await call<{ activeCustomer: { orders: { items: Array<{ code: string; state: string }> } } }>(
            token,
            `query { activeCustomer { orders { items { code state } } } }`,
        );
        expect(history.data.activeCustomer.orders.items).toContainEqual({ code: order.code, state: 'PaymentSettled' });
        const mail = await waitForMail(order.code);
        expect(mail).toContain(email);
        expect(mail).toContain(`/order/${order.code}`);
    });

    it('pays inside WeChat by JSAPI: parameters signed by the merchant, confirmed in WeChat, settled by the notification', async () => {
        const token = await guestAtPayment();
        const openId = 'oSandboxPayer0000000000000001';
        const ask = (method: string, metadata: Record<string, unknown>) =>
            call<AddPayment>(token, ADD_PAYMENT_WITH, { method, metadata });

        // Inside WeChat only WeChat Pay, and only for a payer's openid.
        const alipay = (await ask('alipay', { channel: 'miniProgram', openId })).data.addPaymentToOrder;
        expect(alipay.__typename).toBe('PaymentDeclinedError');
        const noPayer = (await ask('wechatpay', { channel: 'miniProgram', openId: 'x' })).data.addPaymentToOrder;
        expect(noPayer.__typename).toBe('PaymentDeclinedError');

        const order = (await ask('wechatpay', { channel: 'miniProgram', openId })).data.addPaymentToOrder;
        expect(order.__typename).toBe('Order');
        const payment = order.payments.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
        expect(payment.state).toBe('Pending');
        const instructions = payment.metadata.public as unknown as { kind: string; params: Record<string, string> };
        expect(instructions.kind).toBe('jsapi');
        const keys = shop.app.get(PaymentGatewaysService).sandbox!.keys.wechatpay;
        const params = instructions.params;
        expect(params).toMatchObject({ appId: keys.jsapiAppIds.miniProgram, signType: 'RSA' });
        expect(params.package).toMatch(/^prepay_id=/);
        // The merchant's signature over appId, timeStamp, nonceStr and package, as WeChat checks it.
        const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
        expect(
            createVerify('RSA-SHA256').update(message).verify(keys.merchant.publicKey, params.paySign, 'base64'),
        ).toBe(true);

        const confirm = (body: object) =>
            fetch(`${shop.baseUrl}/sandbox-pay/wechatpay/jsapi/confirm`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
            });
        // WeChat refuses parameters whose signature does not hold.
        const forged = await confirm({ ...params, nonceStr: 'another-nonce' });
        expect(forged.status).toBe(400);
        expect((await orderState(token, order.code)).state).toBe('ArrangingPayment');

        const paid = await confirm(params);
        expect(paid.status).toBe(200);
        expect(await paid.json()).toEqual({ errMsg: 'requestPayment:ok' });
        expect((await orderState(token, order.code)).state).toBe('PaymentSettled');
        // Once paid, the same parameters pay nothing more.
        expect((await confirm(params)).status).toBe(410);
    });

    it('refuses a request to the sandbox cashier whose merchant signature was tampered with', async () => {
        const token = await guestAtPayment();
        const { payment } = await pay(token, 'alipay', 'mobile');
        const url = new URL((payment.metadata.public as { url: string }).url);
        expect(url.searchParams.get('method')).toBe('alipay.trade.wap.pay');
        const biz = JSON.parse(url.searchParams.get('biz_content')!) as { total_amount: string };
        url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
        const page = await fetch(url);
        expect(page.status).toBe(400);
    });

    it('rejects notifications with a bad signature or a changed amount, and changes nothing', async () => {
        const token = await guestAtPayment();
        const { order, payment } = await pay(token, 'alipay');
        const { tradeNo } = await cashier((payment.metadata.public as { url: string }).url);
        const keys = shop.app.get(PaymentGatewaysService).sandbox!.keys;
        const trade = { tradeNo, transactionId: 'T-forged', amountFen: payment.amount, outcome: 'paid' as const };

        // Signed by a key that is not the gateway's.
        const forged = alipayNotification(createSandboxKeys().alipay, trade);
        const refused = await notify('alipay', forged);
        expect(refused.status).toBe(400);
        expect(await refused.text()).toBe('failure');

        // The gateway's signature, then the amount changed on the way.
        const genuine = alipayNotification(keys.alipay, trade);
        const altered = { ...genuine, rawBody: genuine.rawBody.replace(/total_amount=[^&]+/, 'total_amount=0.01') };
        expect((await notify('alipay', altered)).status).toBe(400);

        // Correctly signed, but for another amount than the payment's.
        const wrongAmount = alipayNotification(keys.alipay, { ...trade, amountFen: payment.amount - 100 });
        expect((await notify('alipay', wrongAmount)).status).toBe(400);

        // WeChat Pay: a body changed after signing.
        const wechat = wechatNotification(keys.wechatpay, trade);
        expect(
            (await notify('wechatpay', { ...wechat, rawBody: wechat.rawBody.replace('"id":"', '"id":"x') })).status,
        ).toBe(400);

        const unchanged = await orderState(token, order.code);
        expect(unchanged.state).toBe('ArrangingPayment');
        expect(unchanged.payments.map((p) => p.state)).toEqual(['Pending']);
    });

    it('applies a notification delivered several times, some at once, once', async () => {
        const token = await guestAtPayment();
        const { order, payment } = await pay(token, 'wechatpay');
        expect(payment.metadata.public.kind).toBe('qr');
        const { tradeNo } = await cashier((payment.metadata.public as { codeUrl: string }).codeUrl);
        const keys = shop.app.get(PaymentGatewaysService).sandbox!.keys;
        const n = wechatNotification(keys.wechatpay, {
            tradeNo,
            transactionId: '4200000001',
            amountFen: payment.amount,
            outcome: 'paid',
        });

        // Three deliveries of the first notification at once, then one more later.
        const first = await Promise.all([notify('wechatpay', n), notify('wechatpay', n), notify('wechatpay', n)]);
        expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
        const afterFirst = await orderState(token, order.code);
        expect(afterFirst.state).toBe('PaymentSettled');

        expect((await notify('wechatpay', n)).status).toBe(200);
        const afterReplay = await orderState(token, order.code);
        expect(afterReplay).toEqual(afterFirst);
        // Placed once: one confirmation.
        await waitForMail(order.code);
        await new Promise((r) => setTimeout(r, 500));
        expect(mailsFor(order.code)).toHaveLength(1);
        expect(afterReplay.payments).toEqual([{ state: 'Settled', transactionId: '4200000001' }]);
    });

    it('leaves a declined WeChat Pay payment payable again, through Alipay', async () => {
        const token = await guestAtPayment();
        const { order, payment } = await pay(token, 'wechatpay', 'mobile');
        const h5 = (payment.metadata.public as { url: string }).url;
        expect(h5).toContain('redirect_url=');
        const { session } = await cashier(h5);
        const back = await complete('wechatpay', session, 'closed');
        expect(back.status).toBe(303);
        expect(new URL(back.headers.get('location')!).searchParams.get('order')).toBe(order.code);
        const declined = await orderState(token, order.code);
        expect(declined.state).toBe('ArrangingPayment');
        expect(declined.payments.map((p) => p.state)).toEqual(['Declined']);

        const again = await pay(token, 'alipay');
        const { session: second } = await cashier((again.payment.metadata.public as { url: string }).url);
        expect((await complete('alipay', second, 'paid')).status).toBe(303);
        const paid = await orderState(token, order.code);
        expect(paid.state).toBe('PaymentSettled');
        expect(paid.payments.map((p) => p.state).sort()).toEqual(['Declined', 'Settled']);
    });

    it('cancels an open attempt when the shopper starts another, and closes it at its gateway', async () => {
        const token = await guestAtPayment();
        const first = await pay(token, 'alipay');
        const { session: stale, tradeNo } = await cashier((first.payment.metadata.public as { url: string }).url);
        const second = await pay(token, 'wechatpay');
        const states = second.order.payments.map((p) => [p.method, p.state]).sort();
        expect(states).toEqual([
            ['alipay', 'Cancelled'],
            ['wechatpay', 'Pending'],
        ]);
        // The old tab cannot pay: Alipay was told to close the trade.
        const refused = await complete('alipay', stale, 'paid');
        expect(refused.status).toBe(410);
        expect(await refused.text()).toContain('交易已关闭');

        // Had the gateway taken the money anyway (it could not be reached to close it), the
        // shop would take note for staff, and not settle the cancelled attempt.
        const keys = shop.app.get(PaymentGatewaysService).sandbox!.keys;
        const late = alipayNotification(keys.alipay, {
            tradeNo,
            transactionId: 'T-late',
            amountFen: first.payment.amount,
            outcome: 'paid',
        });
        expect((await notify('alipay', late)).status).toBe(200);
        const order = await orderState(token, second.order.code);
        expect(order.state).toBe('ArrangingPayment');
        expect(order.payments.map((p) => p.state).sort()).toEqual(['Cancelled', 'Pending']);
    });

    it.each([
        ['alipay', 'wechatpay', 'alipay'],
        ['wechatpay', 'wechatpay', 'alipay'],
    ])(
        'asks for the whole total on every attempt (%s, then %s, then %s), and the last one paid places the order',
        async (...methods) => {
            const token = await guestAtPayment();
            let last: Awaited<ReturnType<typeof pay>> | undefined;
            let session = '';
            for (const method of methods) {
                last = await pay(token, method);
                // The attempt it replaces no longer counts as paying any of it.
                expect(last.payment.amount).toBe(last.order.totalWithTax);
                const instructions = last.payment.metadata.public;
                const opened = await cashier(instructions.kind === 'qr' ? instructions.codeUrl : instructions.url);
                expect(opened.html).toContain(`¥${(last.order.totalWithTax / 100).toFixed(2)}`);
                session = opened.session;
            }
            expect((await complete(methods.at(-1)!, session, 'paid')).status).toBe(303);
            const placed = await orderState(token, last!.order.code);
            expect(placed.state).toBe('PaymentSettled');
            expect(placed.payments.map((p) => p.state).sort()).toEqual(['Cancelled', 'Cancelled', 'Settled']);
        },
    );

    it("lets only the order's customer, or the session that placed a guest order, read it by its code", async () => {
        /** What orderByCode answers: the order's code, or the error's code. */
        const read = async (token: string | undefined, code: string) => {
            const reply = await shop.shop<{ orderByCode: { code: string } | null }>(
                `query ($code: String!) { orderByCode(code: $code) { code lines { quantity } customer { emailAddress } shippingAddress { phoneNumber } payments { amount } } }`,
                { code },
                token,
            );
            return reply.data?.orderByCode?.code ?? reply.errors?.[0]?.extensions?.code;
        };
        const nobody = await read(undefined, 'NO-SUCH-ORDER');
        expect(nobody).toBe('ENTITY_NOT_FOUND');

        const member = await memberAtPayment('by-code', [3]);
        const memberOrder = await paidOrder(member, 'alipay');
        const guest = await guestAtPayment();
        const guestOrder = await paidOrder(guest, 'wechatpay');
        const stranger = (
            await call<{ addItemToOrder: unknown }>(undefined, ADD, { id: variantIds[0], qty: 1, buckle: null })
        ).token!;

        expect(await read(member, memberOrder)).toBe(memberOrder);
        expect(await read(guest, guestOrder)).toBe(guestOrder);
        for (const [token, code] of [
            [undefined, memberOrder],
            [undefined, guestOrder],
            [stranger, memberOrder],
            [stranger, guestOrder],
            [guest, memberOrder],
            [member, guestOrder],
        ] as const) {
            expect(
                await read(token, code),
                `${token === undefined ? 'anonymous' : 'another session'} reading ${code}`,
            ).toBe(nobody);
        }
    });

    it('shows a guest order on another device once the visitor proves it: its e-mail address or a code sent to its phone', async () => {
        const PROVE = `mutation ($input: OrderAccessProofInput!) { proveOrderAccess(input: $input) { __typename ... on OrderAccessGranted { orderCode } ... on ShopFailure { errorCode waitSeconds } } }`;
        type Proved = { proveOrderAccess: { __typename: string; orderCode?: string; errorCode?: string } };
        // From an address of this database's own: the embedded cache that counts proofs per address
        // is the process's, shared by the SQLite and PostgreSQL shops of this file.
        const client = db === 'sqlite' ? '198.51.100.7' : '198.51.100.8';
        const prove = async (token: string | undefined, input: Record<string, string>) => {
            const res = await fetch(`${shop.baseUrl}/shop-api`, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    'x-forwarded-for': client,
                    ...(token ? { authorization: `Bearer ${token}` } : {}),
                },
                body: JSON.stringify({ query: PROVE, variables: { input } }),
            });
            const body = (await res.json()) as { data: Proved; errors?: unknown[] };
            expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
            return { data: body.data, token: res.headers.get('vendure-auth-token') ?? token };
        };
        const read = async (token: string | undefined, code: string) =>
            (
                await shop.shop<{ orderByCode: { code: string } | null }>(
                    `query ($code: String!) { orderByCode(code: $code) { code } }`,
                    { code },
                    token,
                )
            ).data?.orderByCode?.code ?? null;
        const guestToken = await guestAtPayment();
        const code = await paidOrder(guestToken, 'alipay');
        const email = `shopper${guests}@example.com`;
        const member = await memberAtPayment('proof', [4]);
        const memberCode = await paidOrder(member, 'wechatpay');

        // Wrong proofs, an unknown number and a member's order (sign in instead) are all "not found".
        const notFound = { __typename: 'ShopFailure', errorCode: 'ORDER_NOT_FOUND' };
        const other = await prove(undefined, { orderCode: code, emailAddress: 'someone-else@example.com' });
        expect(other.data.proveOrderAccess).toMatchObject(notFound);
        expect(
            (await prove(undefined, { orderCode: 'NO-SUCH-ORDER', emailAddress: email })).data.proveOrderAccess,
        ).toEqual((await prove(undefined, { orderCode: code, emailAddress: 'x@example.com' })).data.proveOrderAccess);
        expect(
            (await prove(undefined, { orderCode: memberCode, emailAddress: `proof-${db}@example.com` })).data
                .proveOrderAccess,
        ).toMatchObject(notFound);
        expect(await read(other.token!, code)).toBeNull();

        // The e-mail address, on a device with no session: the answer brings one that reads the order.
        const byEmail = await prove(undefined, { orderCode: code, emailAddress: ` ${email.toUpperCase()} ` });
        expect(byEmail.data.proveOrderAccess).toEqual({ __typename: 'OrderAccessGranted', orderCode: code });
        expect(await read(byEmail.token!, code)).toBe(code);
        expect(await read(byEmail.token!, memberCode)).toBeNull();

        // A code sent to the order's phone (behind the captcha); a wrong one is "not found" too.
        const challenge = (
            await call<{ localCaptchaChallenge: { randstr: string; ticket: string } }>(
                undefined,
                `query { localCaptchaChallenge { randstr ticket } }`,
            )
        ).data.localCaptchaChallenge;
        const REQUEST = `mutation ($code: String!, $captcha: SmsCaptchaInput!) { requestOrderAccessCode(orderCode: $code, captcha: $captcha) { __typename ... on ShopFailure { errorCode } } }`;
        type Requested = { requestOrderAccessCode: { __typename: string; errorCode?: string } };
        // The device has no session until its first request: the answer brings one.
        const forged = await call<Requested>(undefined, REQUEST, { code, captcha: { ...challenge, ticket: 'forged' } });
        expect(forged.data.requestOrderAccessCode).toEqual({ __typename: 'ShopFailure', errorCode: 'CAPTCHA_FAILED' });
        const device = forged.token!;
        expect(
            (await call<Requested>(device, REQUEST, { code, captcha: challenge })).data.requestOrderAccessCode,
        ).toEqual({
            __typename: 'SmsCodeSent',
        });
        const sms = await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, '13800138000');
        expect(sms).toBeDefined();
        const wrong = String((Number(sms!.code) + 1) % 1_000_000).padStart(6, '0');
        expect((await prove(device, { orderCode: code, smsCode: wrong })).data.proveOrderAccess).toMatchObject(
            notFound,
        );
        expect(await read(device, code)).toBeNull();
        // A code texted for an order's proof signs nobody in, and leaves the proof's code usable.
        const signIn = await call<{ authenticate: { __typename: string } }>(
            undefined,
            `mutation ($mobile: String!, $code: String!) { authenticate(input: { sms: { mobile: $mobile, code: $code, acceptTerms: true } }) { __typename } }`,
            { mobile: '13800138000', code: sms!.code },
        );
        expect(signIn.data.authenticate.__typename).toBe('InvalidCredentialsError');
        expect((await prove(device, { orderCode: code, smsCode: sms!.code })).data.proveOrderAccess).toEqual({
            __typename: 'OrderAccessGranted',
            orderCode: code,
        });
        expect(await read(device, code)).toBe(code);
        // Used once.
        expect((await prove(undefined, { orderCode: code, smsCode: sms!.code })).data.proveOrderAccess).toMatchObject(
            notFound,
        );

        // Guessing one order's address is throttled, the right one too while it waits.
        const guessed = await paidOrder(await guestAtPayment(), 'wechatpay');
        const replies: string[] = [];
        for (let i = 0; i < 7; i++) {
            const reply = await prove(undefined, { orderCode: guessed, emailAddress: `guess${i}@example.com` });
            replies.push(reply.data.proveOrderAccess.errorCode!);
        }
        expect(replies.slice(0, 6)).toEqual(Array(6).fill('ORDER_NOT_FOUND'));
        expect(replies[6]).toBe('ORDER_ACCESS_THROTTLED');
        const right = await prove(undefined, { orderCode: guessed, emailAddress: `shopper${guests}@example.com` });
        expect(right.data.proveOrderAccess.errorCode).toBe('ORDER_ACCESS_THROTTLED');
    });

    it('closes the open trade when the order goes back to the bag: neither its cashier nor its QR code takes money', async () => {
        const token = await guestAtPayment();
        const { order, payment } = await pay(token, 'wechatpay');
        const codeUrl = (payment.metadata.public as { codeUrl: string }).codeUrl;
        const { session } = await cashier(codeUrl);
        const back = await call<{ transitionOrderToState: { state?: string } }>(token, TO_PAYMENT, {
            state: 'AddingItems',
        });
        expect(back.data.transitionOrderToState.state).toBe('AddingItems');
        expect((await fetch(codeUrl)).status).toBe(410);
        expect((await complete('wechatpay', session, 'paid')).status).toBe(410);
        const reopened = await orderState(token, order.code);
        expect(reopened.state).toBe('AddingItems');
        expect(reopened.payments.map((p) => p.state)).toEqual(['Cancelled']);
    });

    it.each(['alipay', 'wechatpay'])(
        'keeps an order %s was paid for before its notification came: not back to the bag, no second attempt',
        async (method) => {
            const token = await guestAtPayment();
            const { order, payment } = await pay(token, method);
            const instructions = payment.metadata.public;
            const { tradeNo } = await cashier(instructions.kind === 'qr' ? instructions.codeUrl : instructions.url);
            // The shopper paid; the gateway's notification is still on its way.
            const ledger = shop.app.get(SandboxGatewayController).ledger;
            const paid = (await ledger.settle(tradeNo, 'paid'))!;

            const back = await call<{ transitionOrderToState: { transitionError?: string } }>(token, TO_PAYMENT, {
                state: 'AddingItems',
            });
            expect(back.data.transitionOrderToState.transitionError).toContain('PAID_AT_GATEWAY');
            const again = await call<{ addPaymentToOrder: { __typename: string; paymentErrorMessage?: string } }>(
                token,
                ADD_PAYMENT,
                { method: method === 'alipay' ? 'wechatpay' : 'alipay', channel: 'desktop' },
            );
            expect(again.data.addPaymentToOrder).toMatchObject({
                __typename: 'PaymentDeclinedError',
                paymentErrorMessage: 'PAID_AT_GATEWAY',
            });
            const waiting = await orderState(token, order.code);
            expect(waiting.state).toBe('ArrangingPayment');
            expect(waiting.payments.map((p) => p.state)).toContain('Pending');

            const keys = shop.app.get(PaymentGatewaysService).sandbox!.keys;
            const trade = {
                tradeNo,
                transactionId: paid.transactionId!,
                amountFen: payment.amount,
                outcome: 'paid' as const,
            };
            const word =
                method === 'alipay'
                    ? alipayNotification(keys.alipay, trade)
                    : wechatNotification(keys.wechatpay, trade);
            expect((await notify(method, word)).status).toBe(200);
            const settled = await orderState(token, order.code);
            expect(settled.state).toBe('PaymentSettled');
            expect(settled.payments.map((p) => p.state)).toContain('Settled');
        },
    );

    it('keeps every attempt payable only until the stock hold ends, and then closes it with the hold', async () => {
        const token = await guestAtPayment();
        const timeExpire = (p: ShopPayment) =>
            (
                JSON.parse(new URL((p.metadata.public as { url: string }).url).searchParams.get('biz_content')!) as {
                    time_expire: string;
                }
            ).time_expire;
        const first = await pay(token, 'alipay');
        await new Promise((r) => setTimeout(r, 1_100));
        const second = await pay(token, 'alipay');
        // Starting again does not stretch the hold: both end when it does, to the second.
        expect(timeExpire(second.payment)).toBe(timeExpire(first.payment));
        const { session } = await cashier((second.payment.metadata.public as { url: string }).url);

        // Past the hold and the gateway's grace, the order goes back to the bag with its attempt
        // still open: the attempt is cancelled, and its trade closed at the gateway.
        const holds = shop.app.get(StockHoldService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        const later = (m: number) => new Date(Date.now() + m * 60_000);
        await holds.releaseExpiredHolds(ctx, later(STOCK_HOLD_MINUTES + 1));
        expect((await orderState(token, second.order.code)).state).toBe('ArrangingPayment');
        expect(await holds.releaseExpiredHolds(ctx, later(STOCK_HOLD_MINUTES + 6))).toBeGreaterThanOrEqual(1);
        const released = await orderState(token, second.order.code);
        expect(released.state).toBe('AddingItems');
        expect(released.payments.map((p) => p.state)).toEqual(['Cancelled', 'Cancelled']);
        expect((await complete('alipay', session, 'paid')).status).toBe(410);
    });

    it('merges a guest bag into the customer bag on sign-in', async () => {
        const email = `merge-${db}@example.com`;
        const password = 'a-long-enough-password';
        const registered = await call<{ registerCustomerAccount: { __typename: string } }>(undefined, REGISTER, {
            input: { emailAddress: email, password, firstName: '合并', lastName: '测试' },
        });
        expect(registered.data.registerCustomerAccount.__typename).toBe('Success');

        // The customer puts a watch in the bag, and signs out.
        const signedIn = await call<{ login: { __typename: string } }>(undefined, LOGIN, { u: email, p: password });
        expect(signedIn.data.login.__typename).toBe('CurrentUser');
        const customerToken = signedIn.token!;
        await call(customerToken, ADD, { id: variantIds[0], qty: 1, buckle: null });
        await call(customerToken, `mutation { logout { success } }`);

        // As a guest, another watch; then signing in on the same session.
        const guest = await call<{ addItemToOrder: { __typename: string } }>(undefined, ADD, {
            id: variantIds[1],
            qty: 2,
            buckle: null,
        });
        const guestToken = guest.token!;
        const merged = await call<{ login: { __typename: string } }>(guestToken, LOGIN, { u: email, p: password });
        expect(merged.data.login.__typename).toBe('CurrentUser');
        const bag = await call<{ activeOrder: { lines: Array<{ productVariant: { id: string }; quantity: number }> } }>(
            merged.token ?? guestToken,
            ACTIVE_ORDER,
        );
        const lines = bag.data.activeOrder.lines.map((l) => [l.productVariant.id, l.quantity]).sort();
        expect(lines).toEqual(
            [
                [variantIds[0], 1],
                [variantIds[1], 2],
            ].sort(),
        );
    });

    /** The scheduled follow-up of refunds the gateway is still processing, run now. */
    const followUpRefunds = async () =>
        shop.app
            .get(PendingRefundsService)
            .followUp(await shop.app.get(RequestContextService).create({ apiType: 'admin' }));

    it.each([
        // Alipay answers a refund at once; WeChat Pay mostly with PROCESSING, done when asked later.
        ['alipay', 'desktop', 'Settled'],
        ['wechatpay', 'mobile', 'Pending'],
    ])(
        'refunds a %s payment through its gateway: part, then the rest, and never more than was paid',
        async (method, channel, answered) => {
            const token = await guestAtPayment();
            const { order, payment } = await pay(token, method, channel);
            const { session, tradeNo } = await cashier((payment.metadata.public as { url: string }).url);
            await complete(method, session, 'paid');
            expect((await orderState(token, order.code)).state).toBe('PaymentSettled');

            const staff = await staffToken();
            const refund = async (amount: number) =>
                (
                    await shop.admin<RefundReply>(
                        REFUND,
                        // shipping and adjustment: Vendure still stores these deprecated columns as NOT NULL.
                        { input: { paymentId: payment.id, amount, shipping: 0, adjustment: 0, reason: '客户退货' } },
                        staff,
                    )
                ).data.refundOrder;
            const part = await refund(10_000);
            expect(part).toMatchObject({ __typename: 'Refund', state: answered, total: 10_000 });
            expect(part.transactionId).toMatch(/^SANDBOX/);
            const rest = await refund(order.totalWithTax - 10_000);
            expect(rest).toMatchObject({ __typename: 'Refund', state: answered });
            expect(rest.metadata?.refundNo).not.toBe(part.metadata?.refundNo);

            const refunds = (await shop.app.get(SandboxGatewayController).ledger.find(tradeNo))!.refunds!;
            expect(Object.values(refunds).reduce((sum, r) => sum + r.amountFen, 0)).toBe(order.totalWithTax);
            // Vendure refuses more than the payment holds (pending refunds count) before the gateway is asked.
            expect((await refund(1)).__typename).toBe('RefundAmountError');
            expect(Object.keys(refunds)).toHaveLength(2);

            const states = async () =>
                (
                    await shop.admin<{
                        orders: {
                            items: Array<{ payments: Array<{ refunds: Array<{ id: string; state: string }> }> }>;
                        };
                    }>(
                        `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { payments { refunds { id state } } } } }`,
                        { code: order.code },
                        staff,
                    )
                ).data.orders.items[0].payments.flatMap((p) => p.refunds);
            if (answered === 'Pending') {
                // The gateway gives up the second (CLOSED): it fails with a note for staff; the first is done.
                await shop.app.get(SandboxGatewayController).ledger.giveUpRefund(rest.metadata!.refundNo as string);
                expect(await followUpRefunds()).toEqual({ settled: 1, failed: 1 });
                const notes = await shop.admin<{
                    orders: { items: Array<{ history: { items: Array<{ data: { note?: string } }> } }> };
                }>(
                    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { history(options: { filter: { type: { eq: "ORDER_NOTE" } } }) { items { data } } } } }`,
                    { code: order.code },
                    staff,
                );
                expect(notes.data.orders.items[0].history.items.map((h) => h.data.note)).toEqual([
                    expect.stringContaining(rest.metadata!.refundNo as string),
                ]);
            }
            expect(await states()).toEqual(
                expect.arrayContaining([
                    { id: part.id, state: 'Settled' },
                    { id: rest.id, state: answered === 'Pending' ? 'Failed' : 'Settled' },
                ]),
            );
            // Nothing is left to follow up.
            expect(await followUpRefunds()).toEqual({ settled: 0, failed: 0 });
        },
    );

    it("refunds a member's Alipay payment when staff approve their cancellation", async () => {
        const token = await memberAtPayment('cancel', [variantIds.length - 1]);
        const { order, payment } = await pay(token, 'alipay');
        const { session, tradeNo } = await cashier((payment.metadata.public as { url: string }).url);
        await complete('alipay', session, 'paid');
        expect((await orderState(token, order.code)).state).toBe('PaymentSettled');

        const asked = await call<{ requestOrderCancellation: { id: string; state: string } }>(
            token,
            `mutation ($code: String!) { requestOrderCancellation(input: { orderCode: $code, reason: "changedMind" }) { ... on AfterSalesRequest { id state } } }`,
            { code: order.code },
        );
        expect(asked.data.requestOrderCancellation.state).toBe('requested');
        const staff = await staffToken();
        const approved = await shop.admin<{ transitionAfterSalesRequest: { state: string } }>(
            `mutation ($id: ID!) { transitionAfterSalesRequest(id: $id, state: "approved") { ... on AfterSalesRequest { state } } }`,
            { id: asked.data.requestOrderCancellation.id },
            staff,
        );
        expect(approved.errors).toBeUndefined();
        expect(approved.data.transitionAfterSalesRequest.state).toBe('approved');

        const after = await shop.admin<{
            orders: {
                items: Array<{ state: string; payments: Array<{ refunds: Array<{ state: string; total: number }> }> }>;
            };
        }>(
            `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state payments { refunds { state total } } } } }`,
            { code: order.code },
            staff,
        );
        const [cancelled] = after.data.orders.items;
        expect(cancelled.state).toBe('Cancelled');
        expect(cancelled.payments.flatMap((p) => p.refunds)).toEqual([{ state: 'Settled', total: order.totalWithTax }]);
        const refunds = (await shop.app.get(SandboxGatewayController).ledger.find(tradeNo))!.refunds!;
        expect(Object.values(refunds).map((r) => r.amountFen)).toEqual([order.totalWithTax]);
    });

    it('answers a refund the gateway refuses with ShopFailure REFUND_FAILED and takes the decision back: the order stays paid', async () => {
        const token = await memberAtPayment('refused', [variantIds.length - 1]);
        const { order, payment } = await pay(token, 'alipay');
        const { session } = await cashier((payment.metadata.public as { url: string }).url);
        await complete('alipay', session, 'paid');
        const asked = await call<{ requestOrderCancellation: { id: string } }>(
            token,
            `mutation ($code: String!) { requestOrderCancellation(input: { orderCode: $code, reason: "changedMind" }) { ... on AfterSalesRequest { id } } }`,
            { code: order.code },
        );
        const id = asked.data.requestOrderCancellation.id;
        const staff = await staffToken();
        const DECIDE = `mutation ($id: ID!) { transitionAfterSalesRequest(id: $id, state: "approved") { __typename ... on AfterSalesRequest { state } ... on ShopFailure { errorCode } } }`;
        type Decided = { transitionAfterSalesRequest: { __typename: string; state?: string; errorCode?: string } };

        const alipay = shop.app.get(PaymentGatewaysService).get('alipay');
        const refuse = vi
            .spyOn(alipay, 'refund')
            .mockRejectedValueOnce(new Error('alipay: refund refused (ACQ.SYSTEM_ERROR)'));
        try {
            const refused = await shop.admin<Decided>(DECIDE, { id }, staff);
            expect(refused.errors).toBeUndefined();
            expect(refused.data.transitionAfterSalesRequest).toEqual({
                __typename: 'ShopFailure',
                errorCode: 'REFUND_FAILED',
            });
        } finally {
            refuse.mockRestore();
        }
        // Rolled back whole: the order is not cancelled, its stock not released, the request still open.
        expect((await orderState(token, order.code)).state).toBe('PaymentSettled');
        const open = await call<{ orderAfterSales: Array<{ state: string }> }>(
            token,
            `query ($code: String!) { orderAfterSales(orderCode: $code) { state } }`,
            { code: order.code },
        );
        expect(open.data.orderAfterSales.map((r) => r.state)).toEqual(['requested']);

        const approved = await shop.admin<Decided>(DECIDE, { id }, staff);
        expect(approved.data.transitionAfterSalesRequest).toEqual({
            __typename: 'AfterSalesRequest',
            state: 'approved',
        });
        expect((await orderState(token, order.code)).state).toBe('Cancelled');
    });

    it("refunds the returned line, and only it, when staff mark a WeChat Pay order's return refunded", async () => {
        const token = await memberAtPayment('return', [variantIds.length - 2, variantIds.length - 3]);
        const { order, payment } = await pay(token, 'wechatpay', 'mobile');
        const { session, tradeNo } = await cashier((payment.metadata.public as { url: string }).url);
        await complete('wechatpay', session, 'paid');

        const staff = await staffToken();
        const admin = async <T>(query: string, variables: Record<string, unknown> = {}) => {
            const reply = await shop.admin<T>(query, variables, staff);
            expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
            return reply.data;
        };
        type Placed = {
            id: string;
            state: string;
            lines: Array<{ id: string; quantity: number; proratedUnitPriceWithTax: number }>;
            payments: Array<{ refunds: Array<{ state: string; total: number }> }>;
        };
        const placed = async () =>
            (
                await admin<{ orders: { items: Placed[] } }>(
                    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id state lines { id quantity proratedUnitPriceWithTax } payments { refunds { state total } } } } }`,
                    { code: order.code },
                )
            ).orders.items[0];
        const before = await placed();
        const fulfilment = await admin<{ addFulfillmentToOrder: { id: string } }>(
            `mutation ($lines: [OrderLineInput!]!) { addFulfillmentToOrder(input: { lines: $lines, handler: { code: "manual-fulfillment", arguments: [{ name: "method", value: "顺丰速运" }, { name: "trackingCode", value: "SF1234567890" }] } }) { ... on Fulfillment { id } } }`,
            { lines: before.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })) },
        );
        await admin(`mutation ($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { __typename } }`, {
            id: fulfilment.addFulfillmentToOrder.id,
        });

        const returned = before.lines[1];
        const asked = await call<{ requestOrderReturn: { id: string } }>(
            token,
            `mutation ($code: String!, $line: ID!) { requestOrderReturn(input: { orderCode: $code, reason: "damaged", lines: [{ orderLineId: $line, quantity: 1 }] }) { ... on AfterSalesRequest { id } } }`,
            { code: order.code, line: returned.id },
        );
        const decide = (state: string) =>
            admin(
                `mutation ($id: ID!, $state: String!) { transitionAfterSalesRequest(id: $id, state: $state) { ... on AfterSalesRequest { state } } }`,
                {
                    id: asked.data.requestOrderReturn.id,
                    state,
                },
            );
        await decide('approved');
        await decide('received');
        expect((await placed()).payments.flatMap((p) => p.refunds)).toEqual([]);
        await decide('refunded');

        // WeChat Pay is processing it; the follow-up finds it done.
        expect((await placed()).payments.flatMap((p) => p.refunds)).toEqual([
            { state: 'Pending', total: returned.proratedUnitPriceWithTax },
        ]);
        expect(await followUpRefunds()).toEqual({ settled: 1, failed: 0 });
        const after = await placed();
        expect(after.payments.flatMap((p) => p.refunds)).toEqual([
            { state: 'Settled', total: returned.proratedUnitPriceWithTax },
        ]);
        expect(returned.proratedUnitPriceWithTax).toBeLessThan(order.totalWithTax);
        const refunds = (await shop.app.get(SandboxGatewayController).ledger.find(tradeNo))!.refunds!;
        expect(Object.values(refunds).map((r) => r.amountFen)).toEqual([returned.proratedUnitPriceWithTax]);
    });
});
