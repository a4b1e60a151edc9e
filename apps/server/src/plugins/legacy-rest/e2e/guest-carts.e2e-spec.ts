import { OrderService, RequestContextService } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { GUEST_CART_POLICY } from '../constants';
import { GuestCartService } from '../services/guest-cart.service';

// The cleanup is SQL of its own (a join, a HAVING over the lines) and the throttle counts in each database's store.
const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const DAY_MS = 24 * 3_600_000;

describe.each(databases)("REST guests' carts on %s", (db) => {
    let shop: TestShop;
    let sku: string;
    let variantId: string;

    const rest = (method: string, path: string, options: { ip?: string; body?: unknown } = {}) =>
        fetch(`${shop.baseUrl}/legacy-api/${path}`, {
            method,
            headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                ...(options.ip ? { 'X-Forwarded-For': options.ip } : {}),
            },
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
    const open = async (ip: string) => {
        const res = await rest('POST', 'guest-carts', { ip });
        expect(res.status).toBe(200);
        return (await res.json()) as string;
    };
    const cleanUp = async (now: Date) => {
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        return shop.app.get(GuestCartService).deleteAbandoned(ctx, now);
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `guest-carts-${db}`, db, postgresUrl: inject('postgresUrl') });
        const listed = await shop.shop<{
            products: { items: Array<{ variants: Array<{ id: string; sku: string; stockLevel: string }> }> };
        }>('query { products(options: { take: 20 }) { items { variants { id sku stockLevel } } } }');
        const variant = listed.data.products.items.flatMap((p) => p.variants).find((v) => v.stockLevel === 'IN_STOCK')!;
        ({ sku, id: variantId } = variant);
    }, 600_000);

    afterAll(() => shop?.close());

    it(`opens ${GUEST_CART_POLICY.perClientPerHour} carts an hour per client, then GUEST_CART_THROTTLED with Retry-After`, async () => {
        const ip = '203.0.113.40';
        const opened = await Promise.all(
            Array.from({ length: GUEST_CART_POLICY.perClientPerHour }, () => rest('POST', 'guest-carts', { ip })),
        );
        expect(opened.map((r) => r.status)).toEqual(opened.map(() => 200));

        const refused = await rest('POST', 'guest-carts', { ip });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await refused.json()).toMatchObject({ code: 'GUEST_CART_THROTTLED' });
        // Another client is not held back by the first one's carts.
        expect((await rest('POST', 'guest-carts', { ip: '203.0.113.41' })).status).toBe(200);
    });

    it('deletes an empty cart after a day and a filled one after 30 days unchanged; never a bag of the shop', async () => {
        const ip = '203.0.113.50';
        const empty = await open(ip);
        const filled = await open(ip);
        const added = await rest('POST', `guest-carts/${filled}/items`, {
            ip,
            body: { cartItem: { sku, qty: 1, quote_id: filled } },
        });
        expect(added.status).toBe(200);
        // A storefront visitor's bag: an order without a customer too, but no guest cart of the REST face.
        const bag = await shop.shop<{ addItemToOrder: { __typename: string; id?: string } }>(
            `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename ... on Order { id } } }`,
            { id: variantId },
        );
        const bagOrderId = bag.data.addItemToOrder.id;
        expect(bagOrderId).toBeDefined();

        // Nothing is old enough yet.
        const now = Date.now();
        expect(await cleanUp(new Date(now + DAY_MS / 2))).toBe(0);
        expect((await rest('GET', `guest-carts/${empty}`, { ip })).status).toBe(200);

        // A day on, the empty one goes; the one with a watch stays.
        expect(await cleanUp(new Date(now + DAY_MS + 60_000))).toBeGreaterThanOrEqual(1);
        expect((await rest('GET', `guest-carts/${empty}`, { ip })).status).toBe(404);
        const kept = await rest('GET', `guest-carts/${filled}`, { ip });
        expect(kept.status).toBe(200);
        expect(((await kept.json()) as { items: Array<{ sku: string }> }).items.map((i) => i.sku)).toEqual([sku]);

        // Thirty days on, it goes too, lines and all; the storefront's bag is not the face's to delete.
        await cleanUp(new Date(now + 30 * DAY_MS + 60_000));
        expect((await rest('GET', `guest-carts/${filled}`, { ip })).status).toBe(404);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        expect(await shop.app.get(OrderService).findOne(ctx, bagOrderId!)).toBeDefined();
    });
});
