import { DataSource } from 'typeorm';
import { TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { seedShop } from '../src/seed/seed-shop';
import { startTestShop, type TestDatabase, type TestShop } from './test-shop';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const SEARCH = /* GraphQL */ `
    query ($input: SearchInput!) {
        search(input: $input) {
            totalItems
            items {
                sku
                productName
                slug
                productVariantId
                inStock
                priceWithTax {
                    ... on SinglePrice {
                        value
                    }
                    ... on PriceRange {
                        min
                        max
                    }
                }
            }
        }
    }
`;

const ADD = /* GraphQL */ `
    mutation ($id: ID!, $qty: Int!) {
        addItemToOrder(productVariantId: $id, quantity: $qty) {
            __typename
            ... on Order {
                totalQuantity
                totalWithTax
                currencyCode
                lines {
                    quantity
                    linePriceWithTax
                    productVariant {
                        sku
                    }
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

type SearchData = {
    search: {
        totalItems: number;
        items: Array<{
            sku: string;
            productName: string;
            slug: string;
            productVariantId: string;
            inStock: boolean;
            priceWithTax: { value?: number; min?: number; max?: number };
        }>;
    };
};

describe.each(databases)('demo shop on %s', (db) => {
    let shop: TestShop;

    beforeAll(async () => {
        shop = await startTestShop({ name: `catalogue_${db}`, db, postgresUrl: inject('postgresUrl') });
    });
    afterAll(async () => {
        await shop?.close();
    });

    it('has a schema that matches the entities after the migrations (nothing to synchronise)', async () => {
        const dataSource = shop.app.get(TransactionalConnection).rawConnection as DataSource;
        const pending = await dataSource.driver.createSchemaBuilder().log();
        expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    });

    it('lists at least 60 seeded watches in CNY fen through the Shop API search', async () => {
        const { data, errors } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'watches', groupByProduct: true, take: 100 },
        });
        expect(errors).toBeUndefined();
        expect(data.search.totalItems).toBeGreaterThanOrEqual(60);
        for (const item of data.search.items) {
            const price = item.priceWithTax.value ?? item.priceWithTax.min!;
            expect(Number.isInteger(price)).toBe(true);
            // ¥9,800 to ¥398,000, in fen.
            expect(price).toBeGreaterThanOrEqual(980_000);
            expect(price).toBeLessThanOrEqual(39_800_000);
        }
        expect(data.search.items.some((i) => !i.inStock)).toBe(true);
    });

    it('lists at least 40 straps, each with a price range over its widths', async () => {
        const { data } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'straps', groupByProduct: true, take: 100 },
        });
        expect(data.search.totalItems).toBeGreaterThanOrEqual(40);
    });

    it('has at least six watch collections under watches, in three languages', async () => {
        const q = `query { collection(slug: "watches") { name children { slug name } } }`;
        const zh = await fetch(`${shop.baseUrl}/shop-api?languageCode=zh`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: q }),
        }).then((r) => r.json() as Promise<{ data: { collection: { name: string; children: Array<{ slug: string; name: string }> } } }>);
        const de = await fetch(`${shop.baseUrl}/shop-api?languageCode=de`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: q }),
        }).then((r) => r.json() as Promise<{ data: { collection: { name: string; children: Array<{ slug: string; name: string }> } } }>);
        expect(zh.data.collection.children.length).toBeGreaterThanOrEqual(6);
        expect(zh.data.collection.name).toMatch(/[\u4e00-\u9fff]/);
        expect(de.data.collection.name).not.toBe(zh.data.collection.name);
    });

    it('finds a watch by sku with its facets and variants', async () => {
        const { data: listing } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'watches', groupByProduct: true, take: 1 },
        });
        const sku = listing.search.items[0].sku;
        const { data } = await shop.shop<{
            productBySku: { name: string; customFields: { kind: string }; variants: Array<{ sku: string }>; facetValues: Array<{ facet: { code: string } }> } | null;
        }>(`query ($sku: String!) { productBySku(sku: $sku) { name customFields { kind } variants { sku } facetValues { facet { code } } } }`, { sku });
        expect(data.productBySku?.customFields.kind).toBe('watch');
        expect(data.productBySku?.variants.map((v) => v.sku)).toContain(sku);
        expect(data.productBySku?.facetValues.map((f) => f.facet.code)).toEqual(
            expect.arrayContaining(['collection', 'case-material', 'dial-colour', 'movement']),
        );
        const missing = await shop.shop<{ productBySku: null }>(`query { productBySku(sku: "NO-SUCH-SKU") { id } }`);
        expect(missing.data.productBySku).toBeNull();
    });

    it('adds a watch to a guest bag and totals it in fen', async () => {
        const { data: listing } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'watches', groupByProduct: true, take: 100, inStock: true },
        });
        const item = listing.search.items.find((i) => i.inStock)!;
        const first = await shop.shop<{ addItemToOrder: { __typename: string; totalWithTax: number; currencyCode: string } }>(ADD, {
            id: item.productVariantId,
            qty: 1,
        });
        expect(first.token).toBeTruthy();
        expect(first.data.addItemToOrder.__typename).toBe('Order');
        expect(first.data.addItemToOrder.currencyCode).toBe('CNY');
        // One variant per watch: the grouped price range is that variant's price.
        expect(first.data.addItemToOrder.totalWithTax).toBe(item.priceWithTax.min);
    });

    it('refuses a sold-out watch with an insufficient-stock error, not a server error', async () => {
        const { data: listing } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'watches', groupByProduct: true, take: 100 },
        });
        const soldOut = listing.search.items.find((i) => !i.inStock)!;
        const reply = await shop.shop<{ addItemToOrder: { __typename: string; errorCode?: string } }>(ADD, {
            id: soldOut.productVariantId,
            qty: 1,
        });
        expect(reply.status).toBe(200);
        expect(reply.data.addItemToOrder.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
    });

    it('does not seed twice', async () => {
        const count = async () =>
            (await shop.shop<SearchData>(SEARCH, { input: { groupByProduct: true, take: 1 } })).data.search.totalItems;
        const before = await count();
        const again = await seedShop(shop.app, { imageDir: shop.config.importExportOptions!.importAssetsDir! });
        expect(again.seeded).toBe(false);
        expect(again.products).toBeGreaterThanOrEqual(106);
        expect(await count()).toBe(before);
    });
});
