import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { buildCatalogue } from '@maison/demo-catalogue';
import { STOCK_HOLD_MINUTES } from '@maison/shared';
import { RequestContextService } from '@vendure/core';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { StockHoldService } from '../services/stock-hold.service';
import {
    ADD_DRAFT_ITEM,
    ADD_MANUAL_PAYMENT,
    CANCEL_ORDER,
    CREATE_CUSTOMER,
    CREATE_DRAFT_ORDER,
    DRAFT_SHIPPING_METHODS,
    SET_DRAFT_ADDRESS,
    SET_DRAFT_CUSTOMER,
    SET_DRAFT_SHIPPING,
    TRANSITION_ORDER,
    type AddManualPaymentData,
    type CreateCustomerData,
} from '../../reviews/e2e/graphql/admin-documents';
import { ADD, completeCheckoutDetails, TO_PAYMENT } from './shop-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const catalogue = buildCatalogue();

/** Shoppers racing for the last unit (the race issue 16 names: 20 of 20 succeeded before). */
const RACERS = 20;

const VARIANT_STOCK = /* GraphQL */ `
    query ($id: ID!) {
        productVariant(id: $id) {
            stockOnHand
            stockAllocated
        }
    }
`;
const SET_STOCK = /* GraphQL */ `
    mutation ($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
        }
    }
`;

const ORDER_LINES = /* GraphQL */ `
    query ($id: ID!) {
        order(id: $id) {
            lines {
                id
                quantity
            }
        }
    }
`;
const FULFIL = /* GraphQL */ `
    mutation ($lines: [OrderLineInput!]!) {
        addFulfillmentToOrder(
            input: {
                lines: $lines
                handler: {
                    code: "manual-fulfillment"
                    arguments: [{ name: "method", value: "SF" }, { name: "trackingCode", value: "SF0001" }]
                }
            }
        ) {
            __typename
        }
    }
`;

type Transition = {
    transitionOrderToState: { __typename: string; id?: string; state?: string; transitionError?: string };
};

describe.each(databases)('stock held at checkout on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let guestNumber = 0;

    async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    }

    /** Calls the Shop API as one shopper and fails on any GraphQL error. */
    async function asShopper<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
        const reply = await shop.shop<T>(query, variables, token);
        expect(reply.errors).toBeUndefined();
        return reply;
    }

    /** A guest whose order holds the lines given and is ready to go to payment; its token. */
    async function readyGuest(lines: Array<{ id: string; buckle?: string }>): Promise<string> {
        let token: string | undefined;
        for (const line of lines) {
            const added = await asShopper<{ addItemToOrder: { __typename: string } }>(token, ADD, {
                id: line.id,
                qty: 1,
                buckle: line.buckle ?? null,
            });
            expect(added.data.addItemToOrder.__typename).toBe('Order');
            token ??= added.token!;
        }
        await completeCheckoutDetails(asShopper, token!, ++guestNumber);
        return token!;
    }

    const toState = (token: string, state: string) =>
        asShopper<Transition>(token, TO_PAYMENT, { state }).then((r) => r.data.transitionOrderToState);

    const stockOf = (id: string) =>
        admin<{ productVariant: { stockOnHand: number; stockAllocated: number } }>(VARIANT_STOCK, { id }).then(
            (d) => d.productVariant,
        );

    async function variantIdOf(sku: string): Promise<string> {
        const reply = await asShopper<{ search: { items: Array<{ productVariantId: string; sku: string }> } }>(
            undefined,
            `query ($term: String!) { search(input: { term: $term, take: 10 }) { items { productVariantId sku } } }`,
            { term: sku },
        );
        const item = reply.data.search.items.find((i) => i.sku === sku);
        expect(item, sku).toBeDefined();
        return item!.productVariantId;
    }

    /** A strap in stock and one of its own buckles in stock. */
    async function strapBundle(): Promise<{ strap: { id: string }; buckle: { id: string } }> {
        type Variant = { id: string; stockLevel: string };
        const strapSeed = catalogue.products.find(
            (p) => p.kind === 'strap' && p.variants.some((v) => v.stockOnHand > 1) && p.buckleSkus?.length,
        )!;
        const { data } = await asShopper<{
            productBySku: { variants: Variant[]; customFields: { buckles: Array<{ variants: Variant[] }> } };
        }>(
            undefined,
            `query ($sku: String!) { productBySku(sku: $sku) { variants { id stockLevel }
                customFields { buckles { variants { id stockLevel } } } } }`,
            { sku: strapSeed.variants.find((v) => v.stockOnHand > 1)!.sku },
        );
        const strap = data.productBySku.variants.find((v) => v.stockLevel !== 'OUT_OF_STOCK')!;
        const buckle = data.productBySku.customFields.buckles
            .flatMap((b) => b.variants)
            .find((v) => v.stockLevel !== 'OUT_OF_STOCK')!;
        return { strap, buckle };
    }

    beforeAll(async () => {
        shop = await startTestShop({ name: 'stock-hold', db, postgresUrl: inject('postgresUrl') });
        const login = await shop.admin<{ login: { __typename: string } }>(
            'mutation { login(username: "superadmin", password: "e2e-superadmin-password") { __typename } }',
        );
        adminToken = login.token!;
        expect(adminToken).toBeTruthy();
    });

    afterAll(async () => {
        await shop?.close();
    });

    it('shows a bag line short of stock as soon as staff take the stock away, and whole again when they put it back', async () => {
        const watch = catalogue.products.filter((p) => p.kind === 'watch' && p.variants[0].stockOnHand > 0)[3]!;
        const variantId = await variantIdOf(watch.variants[0].sku);
        await admin(SET_STOCK, { input: [{ id: variantId, stockOnHand: 3 }] });
        const added = await asShopper<{ addItemToOrder: { __typename: string } }>(undefined, ADD, {
            id: variantId,
            qty: 2,
            buckle: null,
        });
        const token = added.token!;
        const shortLines = async () =>
            (await asShopper<{ activeOrder: { shortLineIds: string[] } }>(token, '{ activeOrder { shortLineIds } }'))
                .data.activeOrder.shortLineIds;
        // Asked twice at each step: the second answer comes from what the first one read.
        expect(await shortLines()).toEqual([]);
        expect(await shortLines()).toEqual([]);
        await admin(SET_STOCK, { input: [{ id: variantId, stockOnHand: 1 }] });
        expect(await shortLines()).toHaveLength(1);
        expect(await shortLines()).toHaveLength(1);
        await admin(SET_STOCK, { input: [{ id: variantId, stockOnHand: 2 }] });
        expect(await shortLines()).toEqual([]);
    });

    it(`sells the last unit once when ${RACERS} shoppers go to payment at the same moment`, async () => {
        const watch = catalogue.products.find((p) => p.kind === 'watch' && p.variants[0].stockOnHand > 0)!;
        const variantId = await variantIdOf(watch.variants[0].sku);
        await admin(SET_STOCK, { input: [{ id: variantId, stockOnHand: 1 }] });

        const racers: string[] = [];
        for (let i = 0; i < RACERS; i++) racers.push(await readyGuest([{ id: variantId }]));
        const results = await Promise.all(racers.map((token) => toState(token, 'ArrangingPayment')));

        const winners = results.filter((r) => r.__typename === 'Order');
        const losers = results.filter((r) => r.__typename === 'OrderStateTransitionError');
        expect(winners).toHaveLength(1);
        expect(winners[0].state).toBe('ArrangingPayment');
        expect(losers).toHaveLength(RACERS - 1);
        for (const loser of losers) expect(loser.transitionError).toBe('NOT_AVAILABLE');
        // The winner's unit is held: nobody else can take it while they pay.
        expect(await stockOf(variantId)).toEqual({ stockOnHand: 1, stockAllocated: 1 });

        // Back in the bag, the unit is for sale again, and the next shopper gets it.
        const winner = racers[results.indexOf(winners[0])];
        expect((await toState(winner, 'AddingItems')).state).toBe('AddingItems');
        expect(await stockOf(variantId)).toEqual({ stockOnHand: 1, stockAllocated: 0 });
        const next = racers.find((t) => t !== winner)!;
        expect((await toState(next, 'ArrangingPayment')).state).toBe('ArrangingPayment');
        expect((await toState(winner, 'ArrangingPayment')).transitionError).toBe('NOT_AVAILABLE');
        // A hold given back leaves nothing behind that would keep a line in the bag.
        const emptied = await asShopper<{ removeAllOrderLines: { __typename: string; totalQuantity?: number } }>(
            winner,
            'mutation { removeAllOrderLines { __typename ... on Order { totalQuantity } } }',
        );
        expect(emptied.data.removeAllOrderLines).toEqual({ __typename: 'Order', totalQuantity: 0 });
    });

    it('holds a strap bundle’s buckle with its strap, so the last buckle is sold once', async () => {
        const { strap, buckle } = await strapBundle();
        await admin(SET_STOCK, {
            input: [
                { id: strap.id, stockOnHand: 10 },
                { id: buckle.id, stockOnHand: 1 },
            ],
        });

        const racers: string[] = [];
        for (let i = 0; i < 6; i++) racers.push(await readyGuest([{ id: strap.id, buckle: buckle.id }]));
        const results = await Promise.all(racers.map((token) => toState(token, 'ArrangingPayment')));

        expect(results.filter((r) => r.__typename === 'Order')).toHaveLength(1);
        expect(results.filter((r) => r.transitionError === 'NOT_AVAILABLE')).toHaveLength(5);
        expect((await stockOf(buckle.id)).stockAllocated).toBe(1);
        expect((await stockOf(strap.id)).stockAllocated).toBe(1);

        // A strap ordered without a buckle does not need the held one.
        const plain = await readyGuest([{ id: strap.id }]);
        expect((await toState(plain, 'ArrangingPayment')).state).toBe('ArrangingPayment');

        const winner = racers[results.findIndex((r) => r.__typename === 'Order')];
        await toState(winner, 'AddingItems');
        expect((await stockOf(buckle.id)).stockAllocated).toBe(0);
        expect((await stockOf(strap.id)).stockAllocated).toBe(1);
    });

    it('sells a placed bundle’s buckle at fulfilment, and puts it back when a paid order is cancelled', async () => {
        const { strap, buckle } = await strapBundle();
        await admin(SET_STOCK, {
            input: [
                { id: strap.id, stockOnHand: 10 },
                { id: buckle.id, stockOnHand: 5 },
            ],
        });
        const before = await stockOf(buckle.id);
        /** An order of one bundle, paid: placed, its units allocated. */
        const paidOrder = async () => {
            const token = await readyGuest([{ id: strap.id, buckle: buckle.id }]);
            const { id } = await toState(token, 'ArrangingPayment');
            const { addManualPaymentToOrder: paid } = await admin<AddManualPaymentData>(ADD_MANUAL_PAYMENT, {
                orderId: id,
            });
            expect(paid.state).toBe('PaymentSettled');
            return id!;
        };

        const shipped = await paidOrder();
        expect(await stockOf(buckle.id)).toEqual({ ...before, stockAllocated: before.stockAllocated + 1 });
        const { order } = await admin<{ order: { lines: Array<{ id: string; quantity: number }> } }>(ORDER_LINES, {
            id: shipped,
        });
        const fulfilled = await admin<{ addFulfillmentToOrder: { __typename: string } }>(FULFIL, {
            lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
        });
        expect(fulfilled.addFulfillmentToOrder.__typename).toBe('Fulfillment');
        // Sold: off the shelf and no longer merely held.
        expect(await stockOf(buckle.id)).toEqual({
            stockOnHand: before.stockOnHand - 1,
            stockAllocated: before.stockAllocated,
        });

        const cancelled = await paidOrder();
        expect((await stockOf(buckle.id)).stockAllocated).toBe(before.stockAllocated + 1);
        const cancel = await admin<{ cancelOrder: { __typename: string; state?: string } }>(CANCEL_ORDER, {
            orderId: cancelled,
        });
        expect(cancel.cancelOrder).toEqual({ __typename: 'Order', state: 'Cancelled' });
        expect(await stockOf(buckle.id)).toEqual({
            stockOnHand: before.stockOnHand - 1,
            stockAllocated: before.stockAllocated,
        });
    });

    it(`gives the units back when an order has waited ${STOCK_HOLD_MINUTES} minutes for its payment`, async () => {
        const watch = catalogue.products.filter((p) => p.kind === 'watch' && p.variants[0].stockOnHand > 0)[1];
        const variantId = await variantIdOf(watch.variants[0].sku);
        await admin(SET_STOCK, { input: [{ id: variantId, stockOnHand: 1 }] });
        const token = await readyGuest([{ id: variantId }]);
        expect((await toState(token, 'ArrangingPayment')).state).toBe('ArrangingPayment');
        expect((await stockOf(variantId)).stockAllocated).toBe(1);

        // An order staff made as a draft waits for the payment staff record: never sent back.
        const { createCustomer } = await admin<CreateCustomerData>(CREATE_CUSTOMER, {
            input: { emailAddress: 'draft@example.com', firstName: '草稿', lastName: '顾客' },
        });
        const { createDraftOrder: draft } = await admin<{ createDraftOrder: { id: string } }>(CREATE_DRAFT_ORDER);
        const draftStock = catalogue.products.filter((p) => p.kind === 'watch' && p.variants[0].stockOnHand > 0)[2];
        const draftVariant = await variantIdOf(draftStock.variants[0].sku);
        await admin(SET_STOCK, { input: [{ id: draftVariant, stockOnHand: 5 }] });
        await admin(SET_DRAFT_CUSTOMER, { orderId: draft.id, customerId: createCustomer.id });
        await admin(ADD_DRAFT_ITEM, { orderId: draft.id, variantId: draftVariant });
        await admin(SET_DRAFT_ADDRESS, { orderId: draft.id });
        const { eligibleShippingMethodsForDraftOrder: methods } = await admin<{
            eligibleShippingMethodsForDraftOrder: Array<{ id: string }>;
        }>(DRAFT_SHIPPING_METHODS, { orderId: draft.id });
        await admin(SET_DRAFT_SHIPPING, { orderId: draft.id, methodId: methods[0].id });
        await admin(TRANSITION_ORDER, { id: draft.id, state: 'ArrangingPayment' });
        expect((await stockOf(draftVariant)).stockAllocated).toBe(1);

        const holds = shop.app.get(StockHoldService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);
        await holds.releaseExpiredHolds(ctx, minutesFromNow(STOCK_HOLD_MINUTES - 1));
        expect((await stockOf(variantId)).stockAllocated).toBe(1);

        expect(await holds.releaseExpiredHolds(ctx, minutesFromNow(STOCK_HOLD_MINUTES + 1))).toBeGreaterThanOrEqual(1);
        expect((await stockOf(variantId)).stockAllocated).toBe(0);
        const { data } = await asShopper<{ activeOrder: { state: string; totalQuantity: number } }>(
            token,
            'query { activeOrder { state totalQuantity } }',
        );
        // The shopper's bag is as it was, ready to go to payment again.
        expect(data.activeOrder).toEqual({ state: 'AddingItems', totalQuantity: 1 });
        expect((await stockOf(draftVariant)).stockAllocated).toBe(1);
        expect((await toState(token, 'ArrangingPayment')).state).toBe('ArrangingPayment');
    });
});
