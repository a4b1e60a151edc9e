import { type RequestContext, TransactionalConnection } from '@vendure/core';
import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { awaitJobsSettled } from '../../../common/await-jobs';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { CatalogueVersion } from '../services/catalogue-version';
import { RedisVersionStore } from '../store/redis-version-store';

/**
 * The catalogue version moves on after every change a catalogue page shows, by the time the
 * change is visible: the Admin API's answer, a stock movement, a search-index rewrite.
 */
const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const WATCH = /* GraphQL */ `
    query {
        search(input: { collectionSlug: "watches", groupByProduct: false, take: 20 }) {
            items {
                productVariantId
                inStock
            }
        }
    }
`;

const VARIANT = /* GraphQL */ `
    query ($id: ID!) {
        productVariant(id: $id) {
            id
            price
            stockOnHand
        }
    }
`;

const UPDATE = /* GraphQL */ `
    mutation ($input: [UpdateProductVariantInput!]!) {
        updateProductVariants(input: $input) {
            id
        }
    }
`;

describe.each(databases)('catalogue version on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let variantId: string;

    async function version(): Promise<string> {
        const res = await fetch(`${shop.baseUrl}/catalogue-version`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { version: string }).version;
    }

    async function admin<T>(query: string, variables: object = {}): Promise<T> {
        const res = await fetch(`${shop.baseUrl}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown };
        expect(body.errors).toBeUndefined();
        return body.data;
    }

    beforeAll(async () => {
        shop = await startTestShop({ name: `catalogue_cache_${db}`, db, postgresUrl: inject('postgresUrl') });
        const login = await fetch(`${shop.baseUrl}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
                query: 'mutation { login(username: "superadmin", password: "e2e-superadmin-password") { __typename } }',
            }),
        });
        adminToken = login.headers.get('vendure-auth-token')!;
        expect(adminToken).toBeTruthy();
        const { data } = await shop.shop<{ search: { items: Array<{ productVariantId: string; inStock: boolean }> } }>(
            WATCH,
        );
        variantId = data.search.items.find((i) => i.inStock)!.productVariantId;
    });

    afterAll(async () => {
        await shop?.close();
    });

    it('answers the same version, uncached by anyone, until something changes', async () => {
        const res = await fetch(`${shop.baseUrl}/catalogue-version`);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const { version: first } = (await res.json()) as { version: string };
        expect(first).toMatch(/^[\w-]{16,}$/);
        expect(await version()).toBe(first);
    });

    it('has moved on when the Admin API answers a price change', async () => {
        const { productVariant } = await admin<{ productVariant: { price: number } }>(VARIANT, { id: variantId });
        const before = await version();
        await admin(UPDATE, { input: [{ id: variantId, price: productVariant.price + 10_000 }] });
        expect(await version()).not.toBe(before);
    });

    it('has moved on when the Admin API answers a stock change', async () => {
        const before = await version();
        await admin(UPDATE, { input: [{ id: variantId, stockOnHand: 0 }] });
        expect(await version()).not.toBe(before);
    });

    it('has moved on when staff change a store or its calendar, whose pages are cached under it', async () => {
        const { stores } = await admin<{ stores: { items: Array<{ id: string; phone: string }> } }>(
            'query { stores(options: { take: 1 }) { items { id phone } } }',
        );
        const store = stores.items[0]!;
        let before = await version();
        await admin('mutation ($input: UpdateStoreInput!) { updateStore(input: $input) { __typename } }', {
            input: { id: store.id, phone: '010-65550199' },
        });
        expect(await version()).not.toBe(before);

        before = await version();
        const { setStoreCalendarDay } = await admin<{ setStoreCalendarDay: { id: string } }>(
            'mutation ($input: SetStoreCalendarDayInput!) { setStoreCalendarDay(input: $input) { ... on StoreCalendarDay { id } } }',
            { input: { date: '2030-01-02', kind: 'closed', storeId: store.id } },
        );
        expect(await version()).not.toBe(before);

        before = await version();
        await admin('mutation ($id: ID!) { deleteStoreCalendarDay(id: $id) { result } }', { id: setStoreCalendarDay.id });
        expect(await version()).not.toBe(before);
    });

    it('moves on when the search index is rewritten, which a job does after the change', async () => {
        await awaitJobsSettled(shop.app);
        const before = await version();
        await admin('mutation { reindex { id } }');
        await awaitJobsSettled(shop.app);
        expect(await version()).not.toBe(before);
        // The listings read the index: the stock change above shows there now.
        const { data } = await shop.shop<{ search: { items: Array<{ productVariantId: string; inStock: boolean }> } }>(
            `query { search(input: { collectionSlug: "watches", groupByProduct: false, take: 200 }) { items { productVariantId inStock } } }`,
        );
        expect(data.search.items.find((i) => i.productVariantId === variantId)?.inStock).toBe(false);
    });

    it('never answers a search from a match set read before the index changed', async () => {
        // Grouped by product, the price comes from the match set (a watch has one variant).
        const priceOf = async () => {
            const { data } = await shop.shop<{
                search: { items: Array<{ productVariantId: string; priceWithTax: { min: number } }> };
            }>(
                `query { search(input: { collectionSlug: "watches", groupByProduct: true, take: 200 }) { items { productVariantId priceWithTax { ... on PriceRange { min } } } } }`,
            );
            return data.search.items.find((i) => i.productVariantId === variantId)?.priceWithTax.min;
        };
        await awaitJobsSettled(shop.app);
        const before = await priceOf();
        // Asked twice: the second answer comes from the set the first one read.
        expect(await priceOf()).toBe(before);
        const { productVariant } = await admin<{ productVariant: { price: number } }>(VARIANT, { id: variantId });
        await admin(UPDATE, { input: [{ id: variantId, price: productVariant.price + 20_000 }] });
        const { productVariant: changed } = await admin<{ productVariant: { priceWithTax: number } }>(
            'query ($id: ID!) { productVariant(id: $id) { priceWithTax } }',
            { id: variantId },
        );
        expect(changed.priceWithTax).not.toBe(before);
        await awaitJobsSettled(shop.app);
        expect(await priceOf()).toBe(changed.priceWithTax);
    });

    it('names facet values in the language asked for, and shows a renamed value on the next search', async () => {
        type Named = { search: { facetValues: Array<{ facetValue: { id: string; code: string; name: string } }> } };
        const names = async (language: string) => {
            const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${language}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    query: 'query { search(input: { collectionSlug: "watches", take: 1 }) { facetValues { facetValue { id code name } } } }',
                }),
            });
            const { data } = (await res.json()) as { data: Named };
            return new Map(data.search.facetValues.map((f) => [f.facetValue.id, f.facetValue.name]));
        };
        await awaitJobsSettled(shop.app);
        const [zh, en] = [await names('zh'), await names('en')];
        // Asked again: served from what the first answers read, still each in its language.
        expect(await names('zh')).toEqual(zh);
        expect(await names('en')).toEqual(en);
        const translated = [...en].filter(([id, name]) => zh.get(id) !== name);
        expect(translated.length).toBeGreaterThan(0);

        const [id] = translated[0]!;
        const renamed = `Renamed ${Date.now()}`;
        await admin('mutation ($input: [UpdateFacetValueInput!]!) { updateFacetValues(input: $input) { id } }', {
            input: [{ id, translations: [{ languageCode: 'en', name: renamed }] }],
        });
        expect((await names('en')).get(id)).toBe(renamed);
        expect((await names('zh')).get(id)).toBe(zh.get(id));
    });

    it('moves on at the commit of an index write made in a transaction, not before, and not for a rollback', async () => {
        const connection = shop.app.get(TransactionalConnection);
        const nameInSearch = async () => {
            const { data } = await shop.shop<{
                search: { items: Array<{ productVariantId: string; productName: string }> };
            }>(
                `query { search(input: { collectionSlug: "watches", groupByProduct: false, take: 200 }) { items { productVariantId productName } } }`,
            );
            return data.search.items.find((i) => i.productVariantId === variantId)?.productName;
        };
        await nameInSearch();
        const name = `renamed ${Date.now()}`;
        const rewrite = (ctx: RequestContext) =>
            connection
                .getRepository(ctx, SearchIndexItem)
                .update({ productVariantId: variantId }, { productName: name });
        let inside = '';
        await connection.withTransaction(async (ctx) => {
            await rewrite(ctx);
            inside = await version();
        });
        const committed = await version();
        expect(committed).not.toBe(inside);
        // The page of results read before the rewrite is not served again.
        expect(await nameInSearch()).toBe(name);

        await connection
            .withTransaction(async (ctx) => {
                await rewrite(ctx);
                throw new Error('roll back');
            })
            .catch(() => undefined);
        expect(await version()).toBe(committed);
    });
});

describe('catalogue version in Redis', () => {
    const url = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
    const key = `maison:e2e:catalogue-version:${process.pid}:${Date.now()}`;
    let reachable = false;

    beforeAll(async () => {
        const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => undefined);
        reachable = await probe.connect().then(
            () => true,
            () => false,
        );
        if (reachable) await probe.quit();
    });

    it('is shared by the server and the worker, and survives a lost key', async () => {
        // The production profile needs Redis; the test machines run it (see README).
        expect(reachable, `Redis at ${url}`).toBe(true);
        const server = new CatalogueVersion(new RedisVersionStore(url, key));
        const worker = new CatalogueVersion(new RedisVersionStore(url, key));
        await Promise.all([server.open(), worker.open()]);
        try {
            const first = await server.current();
            expect(first).toBeTruthy();
            expect(await worker.current()).toBe(first);
            await worker.bump();
            const second = await server.current();
            expect(second).not.toBe(first);
            const cleaner = new Redis(url);
            await cleaner.del(key);
            await cleaner.quit();
            const third = await server.current();
            expect([first, second]).not.toContain(third);
            expect(await worker.current()).toBe(third);
        } finally {
            const cleaner = new Redis(url);
            await cleaner.del(key);
            await cleaner.quit();
            await Promise.all([server.close(), worker.close()]);
        }
    });

    it('tells no version, and throws nothing, while Redis is away', async () => {
        const away = new CatalogueVersion(new RedisVersionStore('redis://127.0.0.1:1', key));
        await away.open();
        expect(await away.current()).toBeUndefined();
        await away.bump();
        expect(await away.current()).toBeUndefined();
        await away.close();
    });
});
