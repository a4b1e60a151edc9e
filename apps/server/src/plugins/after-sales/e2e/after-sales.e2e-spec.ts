import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { type AdminCall, placeOrder } from '../../../../e2e/orders';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, IN_STOCK_VARIANTS, type InStockVariantsData } from '../../reviews/e2e/graphql/admin-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const ME = /* GraphQL */ `
    query {
        activeCustomer {
            id
        }
    }
`;

const ORDER = /* GraphQL */ `
    query ($id: ID!) {
        order(id: $id) {
            code
            state
            lines {
                id
                quantity
            }
        }
    }
`;

const FULFIL = /* GraphQL */ `
    mutation ($lines: [OrderLineInput!]!, $trackingCode: String!) {
        addFulfillmentToOrder(
            input: {
                lines: $lines
                handler: {
                    code: "manual-fulfillment"
                    arguments: [{ name: "method", value: "shunfeng" }, { name: "trackingCode", value: $trackingCode }]
                }
            }
        ) {
            __typename
            ... on Fulfillment {
                id
            }
        }
    }
`;

const SHIP = /* GraphQL */ `
    mutation ($id: ID!) {
        transitionFulfillmentToState(id: $id, state: "Shipped") {
            __typename
        }
    }
`;

const REQUEST = `id kind state reason lines { orderLineId quantity } returnTrackingCode orderCode`;

/** A mutation's result: the request, or the ShopFailure that says why not. */
const RESULT = `__typename ... on AfterSalesRequest { ${REQUEST} } ... on ShopFailure { errorCode message }`;

const CANCEL = /* GraphQL */ `
    mutation ($input: RequestCancellationInput!) {
        requestOrderCancellation(input: $input) { ${RESULT} }
    }
`;

const RETURN = /* GraphQL */ `
    mutation ($input: RequestReturnInput!) {
        requestOrderReturn(input: $input) { ${RESULT} }
    }
`;

const WITHDRAW = /* GraphQL */ `
    mutation ($id: ID!) {
        withdrawAfterSalesRequest(id: $id) { ${RESULT} }
    }
`;

const SEND_BACK = /* GraphQL */ `
    mutation ($input: SendBackReturnInput!) {
        sendBackReturn(input: $input) { ${RESULT} }
    }
`;

const FOR_ORDER = /* GraphQL */ `
    query ($code: String!) {
        orderAfterSales(orderCode: $code) { ${REQUEST} }
    }
`;

const MINE = /* GraphQL */ `
    query {
        myAfterSalesRequests { totalItems items { ${REQUEST} } }
    }
`;

const SHIPMENTS = /* GraphQL */ `
    query ($code: String!) {
        orderShipments(orderCode: $code) {
            carrier
            trackingCode
            available
            events {
                status
            }
        }
    }
`;

const DECIDE = /* GraphQL */ `
    mutation ($id: ID!, $state: String!) {
        transitionAfterSalesRequest(id: $id, state: $state, staffNote: "已处理") {
            __typename
            ... on AfterSalesRequest {
                id
                state
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

interface Request {
    id: string;
    kind: string;
    state: string;
    orderCode: string;
    returnTrackingCode: string | null;
    lines: Array<{ orderLineId: string; quantity: number }>;
}

interface Order {
    code: string;
    state: string;
    lines: Array<{ id: string; quantity: number }>;
}

describe.each(databases)('cancellations, returns and tracking on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let alice: string;
    let bob: string;
    let paid: Order;
    let paidId: string;
    let shipped: Order;

    const admin: AdminCall = async <T>(query: string, variables: Record<string, unknown> = {}) => {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    };
    const orderOf = async (id: string) => (await admin<{ order: Order }>(ORDER, { id })).order;
    const code = (reply: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) =>
        reply.errors?.[0]?.extensions?.code;
    /** The typed refusal a mutation answered with: its ShopFailure's code, and no GraphQL error. */
    const refusal = (reply: { data: unknown; errors?: unknown[] }) => {
        expect(reply.errors).toBeUndefined();
        const [result] = Object.values(
            (reply.data ?? {}) as Record<string, { __typename: string; errorCode?: string }>,
        );
        expect(result.__typename).toBe('ShopFailure');
        return result.errorCode;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `after-sales-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        alice = await signUpMember(shop, `alice.as.${db}@example.cn`, 'After-sales-2026', 'alice');
        bob = await signUpMember(shop, `bob.as.${db}@example.cn`, 'After-sales-2026', 'bob');
        const aliceId = (await shop.shop<{ activeCustomer: { id: string } }>(ME, {}, alice)).data.activeCustomer.id;
        const { productVariants } = await admin<InStockVariantsData>(IN_STOCK_VARIANTS);
        const watches = productVariants.items.filter((v) => v.stockLevel === 'IN_STOCK' && v.product.enabled);
        paidId = await placeOrder(admin, aliceId, watches[0].id);
        paid = await orderOf(paidId);
        const shippedId = await placeOrder(admin, aliceId, watches[1].id);
        const toShip = await orderOf(shippedId);
        const fulfilled = await admin<{ addFulfillmentToOrder: { __typename: string; id: string } }>(FULFIL, {
            lines: toShip.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
            trackingCode: `SF${db.length}0012345`,
        });
        expect(fulfilled.addFulfillmentToOrder.__typename).toBe('Fulfillment');
        await admin(SHIP, { id: fulfilled.addFulfillmentToOrder.id });
        shipped = await orderOf(shippedId);
        expect(shipped.state).toBe('Shipped');
    }, 240_000);

    afterAll(() => shop?.close());

    it("answers another member's order as one nobody has, on every call, and changes nothing", async () => {
        for (const orderCode of [paid.code, 'NO-SUCH-ORDER']) {
            const cancel = await shop.shop(CANCEL, { input: { orderCode, reason: 'changedMind' } }, bob);
            const ret = await shop.shop(
                RETURN,
                { input: { orderCode, reason: 'damaged', lines: [{ orderLineId: paid.lines[0].id, quantity: 1 }] } },
                bob,
            );
            const list = await shop.shop(FOR_ORDER, { code: orderCode }, bob);
            const parcels = await shop.shop(SHIPMENTS, { code: orderCode }, bob);
            expect([cancel, ret, list, parcels].map(code)).toEqual(Array(4).fill('ENTITY_NOT_FOUND'));
        }
        const guest = await shop.shop(FOR_ORDER, { code: paid.code });
        expect(code(guest)).toBe('FORBIDDEN');
        expect((await orderOf(paidId)).state).toBe('PaymentSettled');
        expect(
            (await shop.shop<{ orderAfterSales: Request[] }>(FOR_ORDER, { code: paid.code }, alice)).data
                .orderAfterSales,
        ).toEqual([]);
    });

    it('takes a cancellation of a paid order for staff, once, and cancels the order when they approve', async () => {
        const badReason = await shop.shop(CANCEL, { input: { orderCode: paid.code, reason: 'bored' } }, alice);
        expect(refusal(badReason)).toBe('INVALID_REASON');
        const asked = await shop.shop<{ requestOrderCancellation: Request }>(
            CANCEL,
            { input: { orderCode: paid.code, reason: 'changedMind', note: '买错了款式' } },
            alice,
        );
        expect(asked.data.requestOrderCancellation).toMatchObject({
            kind: 'cancel',
            state: 'requested',
            orderCode: paid.code,
        });
        const again = await shop.shop(CANCEL, { input: { orderCode: paid.code, reason: 'tooSlow' } }, alice);
        expect(refusal(again)).toBe('OPEN_REQUEST_EXISTS');

        const id = asked.data.requestOrderCancellation.id;
        const theirs = await shop.shop(WITHDRAW, { id }, bob);
        expect(code(theirs)).toBe('ENTITY_NOT_FOUND');

        const decided = await admin<{ transitionAfterSalesRequest: { state: string } }>(DECIDE, {
            id,
            state: 'approved',
        });
        expect(decided.transitionAfterSalesRequest.state).toBe('approved');
        expect((await orderOf(paidId)).state).toBe('Cancelled');
        // Paid by staff's hand, not at a gateway: its refund waits, Pending, for staff to make it the same way.
        const refunds = await admin<{
            order: { payments: Array<{ amount: number; refunds: Array<{ state: string; total: number }> }> };
        }>(`query ($id: ID!) { order(id: $id) { payments { amount refunds { state total } } } }`, { id: paidId });
        const [payment] = refunds.order.payments;
        expect(payment.refunds).toEqual([{ state: 'Pending', total: payment.amount }]);
        const twice = await shop.admin(DECIDE, { id, state: 'rejected' }, adminToken);
        expect(refusal(twice)).toBe('REQUEST_CLOSED');
        const unknownState = await shop.admin(DECIDE, { id, state: 'teleported' }, adminToken);
        expect(refusal(unknownState)).toBe('REQUEST_CLOSED');
    });

    it("tracks a shipped order's parcel from what staff recorded", async () => {
        const reply = await shop.shop<{
            orderShipments: Array<{ carrier: string; available: boolean; events: Array<{ status: string }> }>;
        }>(SHIPMENTS, { code: shipped.code }, alice);
        expect(reply.data.orderShipments).toHaveLength(1);
        expect(reply.data.orderShipments[0]).toMatchObject({ carrier: 'shunfeng', available: true });
        expect(reply.data.orderShipments[0].events.map((e) => e.status)).toEqual(['inTransit', 'collected']);
    });

    it('takes a return of lines the order has, in quantities bought, and follows it to the refund', async () => {
        const line = shipped.lines[0];
        const late = await shop.shop(CANCEL, { input: { orderCode: shipped.code, reason: 'changedMind' } }, alice);
        expect(refusal(late)).toBe('ORDER_NOT_CANCELLABLE');
        const tooMany = await shop.shop(
            RETURN,
            {
                input: {
                    orderCode: shipped.code,
                    reason: 'damaged',
                    lines: [{ orderLineId: line.id, quantity: line.quantity + 1 }],
                },
            },
            alice,
        );
        const foreign = await shop.shop(
            RETURN,
            {
                input: {
                    orderCode: shipped.code,
                    reason: 'damaged',
                    lines: [{ orderLineId: paid.lines[0].id, quantity: 1 }],
                },
            },
            alice,
        );
        expect([refusal(tooMany), refusal(foreign)]).toEqual(['INVALID_RETURN_LINES', 'INVALID_RETURN_LINES']);

        const asked = await shop.shop<{ requestOrderReturn: Request }>(
            RETURN,
            { input: { orderCode: shipped.code, reason: 'damaged', lines: [{ orderLineId: line.id, quantity: 1 }] } },
            alice,
        );
        const id = asked.data.requestOrderReturn.id;
        expect(asked.data.requestOrderReturn).toMatchObject({
            kind: 'return',
            state: 'requested',
            lines: [{ orderLineId: line.id, quantity: 1 }],
        });

        const early = await shop.shop(
            SEND_BACK,
            { input: { id, carrier: '顺丰', trackingCode: 'SF9988776655' } },
            alice,
        );
        expect(refusal(early)).toBe('REQUEST_CLOSED');
        await admin(DECIDE, { id, state: 'approved' });
        const theirs = await shop.shop(
            SEND_BACK,
            { input: { id, carrier: '顺丰', trackingCode: 'SF9988776655' } },
            bob,
        );
        expect(code(theirs)).toBe('ENTITY_NOT_FOUND');
        const badCode = await shop.shop(SEND_BACK, { input: { id, carrier: '顺丰', trackingCode: '<x>' } }, alice);
        expect(refusal(badCode)).toBe('INVALID_TRACKING');
        const sent = await shop.shop<{ sendBackReturn: Request }>(
            SEND_BACK,
            { input: { id, carrier: '顺丰', trackingCode: 'SF9988776655' } },
            alice,
        );
        expect(sent.data.sendBackReturn.returnTrackingCode).toBe('SF9988776655');

        const skipped = await shop.admin(DECIDE, { id, state: 'refunded' }, adminToken);
        expect(refusal(skipped)).toBe('REQUEST_CLOSED');
        await admin(DECIDE, { id, state: 'received' });
        await admin(DECIDE, { id, state: 'refunded' });
        const withdraw = await shop.shop(WITHDRAW, { id }, alice);
        expect(refusal(withdraw)).toBe('REQUEST_CLOSED');

        const mine = await shop.shop<{ myAfterSalesRequests: { totalItems: number; items: Request[] } }>(
            MINE,
            {},
            alice,
        );
        expect(mine.data.myAfterSalesRequests.items.map((r) => [r.kind, r.state])).toEqual([
            ['return', 'refunded'],
            ['cancel', 'approved'],
        ]);
        const bobs = await shop.shop<{ myAfterSalesRequests: { totalItems: number } }>(MINE, {}, bob);
        expect(bobs.data.myAfterSalesRequests.totalItems).toBe(0);
    });
});
