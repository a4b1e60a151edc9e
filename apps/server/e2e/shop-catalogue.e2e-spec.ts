import { DataSource } from 'typeorm';
import { ModuleRef } from '@nestjs/core';
import { SortOrder } from '@vendure/common/lib/generated-types';
import { Injector, LanguageCode, RequestContextService, TransactionalConnection } from '@vendure/core';
import { SearchIndexItem } from '@vendure/core/dist/plugin/default-search-plugin/entities/search-index-item.entity';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { buildCatalogue, seedShop } from '@maison/demo-catalogue';
import { awaitJobsSettled } from '../src/common/await-jobs';
import { CatalogueSearchText } from '../src/plugins/catalog/entities/catalogue-search-text.entity';
import { CatalogueSearchStrategy } from '../src/plugins/catalog/search/catalogue-search-strategy';
import type { CatalogueSearchInput } from '../src/plugins/catalog/search/search-input';
import { eventually } from './eventually';
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

const CARDS = /* GraphQL */ `
    query ($input: SearchInput!) {
        search(input: $input) {
            totalItems
            items {
                sku
                productId
                productName
                kind
                score
                secondaryAsset {
                    preview
                }
                facetValueIds
                priceWithTax {
                    ... on PriceRange {
                        min
                        max
                    }
                }
            }
            facetValues {
                count
                facetValue {
                    id
                    code
                    facet {
                        code
                    }
                }
            }
        }
    }
`;

type CardsData = {
    search: {
        totalItems: number;
        items: Array<{
            sku: string;
            productId: string;
            productName: string;
            kind: string;
            score: number;
            secondaryAsset: { preview: string } | null;
            facetValueIds: string[];
            priceWithTax: { min: number; max: number };
        }>;
        facetValues: Array<{ count: number; facetValue: { id: string; code: string; facet: { code: string } } }>;
    };
};

const catalogue = buildCatalogue();

/** Reference skus of the demo products whose sku, name or description has `word`, in any language. */
function productsMentioning(word: string): string[] {
    const w = word.toLowerCase();
    return catalogue.products
        .filter((p) =>
            [p.sku, ...p.variants.map((v) => v.sku), ...Object.values(p.name), ...Object.values(p.description)].some(
                (t) => t.toLowerCase().includes(w),
            ),
        )
        .map((p) => p.sku)
        .sort();
}

/** The reference sku of a search hit (a strap's variant skus end in its width). */
const productSku = (sku: string) => catalogue.products.find((p) => p.variants.some((v) => v.sku === sku))?.sku ?? sku;

/**
 * The test's own idea of a match, written apart from the shop's: a product is relevant when its
 * name, description or sku (any language, any variant's sku) holds the query, letter case and
 * Latin accents aside; for a Chinese query the spaces of the text are ignored as well.
 */
function relevantTo(query: string): Set<string> {
    const fold = (s: string) =>
        s
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase();
    const chinese = /\p{Script=Han}/u.test(query);
    const prepare = (s: string) => (chinese ? fold(s).replace(/\s+/gu, '') : fold(s));
    const q = prepare(query);
    return new Set(
        catalogue.products
            .filter((p) =>
                [
                    p.sku,
                    ...p.variants.map((v) => v.sku),
                    ...Object.values(p.name),
                    ...Object.values(p.description),
                ].some((t) => prepare(t).includes(q)),
            )
            .map((p) => p.sku),
    );
}

/** A fixed sequence of pseudo-random numbers in [0, 1) (mulberry32), so the sample never changes. */
function randomFrom(seed: number): () => number {
    let a = seed;
    return () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/**
 * What shoppers type, drawn from the demo catalogue's names: runs of one to four Chinese
 * characters with the catalogue's spaces left out, whole English and German words (some typed
 * without accents or capitals) and skus.
 */
function searchSample(): Array<{ query: string; language: string }> {
    const random = randomFrom(20261125);
    const pick = <T>(list: readonly T[], n: number): T[] => {
        const pool = [...new Set(list)];
        const out: T[] = [];
        while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
        return out;
    };
    const plain = (w: string) =>
        w
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase();
    const names = (lang: 'zh' | 'en' | 'de') => catalogue.products.map((p) => p.name[lang]);
    const chinese = names('zh').flatMap((name) => {
        const han = name.replace(/\s+/gu, '');
        const runs: string[] = [];
        for (let len = 1; len <= 4; len++) {
            for (let i = 0; i + len <= han.length; i++) {
                const run = han.slice(i, i + len);
                if (/^\p{Script=Han}+$/u.test(run)) runs.push(run);
            }
        }
        return runs;
    });
    const words = (lang: 'en' | 'de') =>
        names(lang)
            .flatMap((n) => n.split(/[\s,·…]+/u))
            .filter((w) => /\p{L}{2}/u.test(w));
    const typed = (w: string, i: number) => (i % 3 === 0 ? plain(w) : i % 3 === 1 ? w.toLowerCase() : w);
    return [
        ...pick(chinese, 80).map((query) => ({ query, language: 'zh' })),
        ...pick(words('en'), 40).map((w, i) => ({ query: typed(w, i), language: 'en' })),
        ...pick(words('de'), 40).map((w, i) => ({ query: typed(w, i), language: 'de' })),
        ...pick(
            catalogue.products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]),
            20,
        ).map((sku, i) => ({ query: i % 2 ? sku.toLowerCase() : sku, language: 'zh' })),
    ];
}

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
        }).then(
            (r) =>
                r.json() as Promise<{
                    data: { collection: { name: string; children: Array<{ slug: string; name: string }> } };
                }>,
        );
        const de = await fetch(`${shop.baseUrl}/shop-api?languageCode=de`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: q }),
        }).then(
            (r) =>
                r.json() as Promise<{
                    data: { collection: { name: string; children: Array<{ slug: string; name: string }> } };
                }>,
        );
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
            productBySku: {
                name: string;
                customFields: { kind: string };
                variants: Array<{ sku: string }>;
                facetValues: Array<{ facet: { code: string } }>;
            } | null;
        }>(
            `query ($sku: String!) { productBySku(sku: $sku) { name customFields { kind } variants { sku } facetValues { facet { code } } } }`,
            { sku },
        );
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
        const first = await shop.shop<{
            addItemToOrder: { __typename: string; totalWithTax: number; currencyCode: string };
        }>(ADD, {
            id: item.productVariantId,
            qty: 1,
        });
        expect(first.token).toBeTruthy();
        expect(first.data.addItemToOrder.__typename).toBe('Order');
        expect(first.data.addItemToOrder.currencyCode).toBe('CNY');
        // One variant per watch: the grouped price range is that variant's price.
        expect(first.data.addItemToOrder.totalWithTax).toBe(item.priceWithTax.min);
    });

    it('sells a strap with one of its own buckles at the two prices together, and refuses any other buckle', async () => {
        type Variant = { id: string; sku: string; priceWithTax: number; stockLevel: string };
        const strapSeed = catalogue.products.find(
            (p) => p.kind === 'strap' && p.variants.some((v) => v.stockOnHand > 1) && p.buckleSkus?.length,
        )!;
        const { data } = await shop.shop<{
            productBySku: {
                variants: Variant[];
                customFields: { buckles: Array<{ variants: Variant[] }> };
            };
        }>(
            `query ($sku: String!) { productBySku(sku: $sku) { variants { id sku priceWithTax stockLevel }
                customFields { buckles { variants { id sku priceWithTax stockLevel } } } } }`,
            { sku: strapSeed.variants.find((v) => v.stockOnHand > 1)!.sku },
        );
        const strap = data.productBySku.variants.find((v) => v.stockLevel !== 'OUT_OF_STOCK')!;
        const own = data.productBySku.customFields.buckles.flatMap((b) => b.variants);
        const buckle = own.find((v) => v.stockLevel !== 'OUT_OF_STOCK')!;
        const ownIds = new Set(own.map((v) => v.id));
        const otherSku = catalogue.products.find(
            (p) => p.kind === 'buckle' && !strapSeed.buckleSkus!.includes(p.variants[0].sku),
        )?.variants[0].sku;
        const add = (buckleId: string) =>
            shop.shop<{ addItemToOrder: { __typename: string; totalWithTax?: number; interceptorError?: string } }>(
                `mutation ($id: ID!, $buckle: ID) { addItemToOrder(productVariantId: $id, quantity: 1, customFields: { buckleId: $buckle }) {
                    __typename ... on Order { totalWithTax } ... on OrderInterceptorError { interceptorError } } }`,
                { id: strap.id, buckle: buckleId },
            );
        const sold = await add(buckle.id);
        expect(sold.data.addItemToOrder.__typename).toBe('Order');
        expect(sold.data.addItemToOrder.totalWithTax).toBe(strap.priceWithTax + buckle.priceWithTax);
        const refused = ['abc', '99999999'];
        if (otherSku) {
            const other = await shop.shop<{ productBySku: { variants: Variant[] } }>(
                `query ($sku: String!) { productBySku(sku: $sku) { variants { id sku priceWithTax stockLevel } } }`,
                { sku: otherSku },
            );
            const otherId = other.data.productBySku.variants[0].id;
            if (!ownIds.has(otherId)) refused.push(otherId);
        }
        for (const id of refused) {
            const reply = await add(id);
            expect(reply.errors, id).toBeUndefined();
            expect(reply.data.addItemToOrder.__typename, id).toBe('OrderInterceptorError');
        }
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

    describe('search', () => {
        const search = async (input: Record<string, unknown>, language = 'zh') => {
            const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${language}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    query: CARDS,
                    variables: { input: { groupByProduct: true, take: 400, ...input } },
                }),
            });
            const body = (await res.json()) as { data: CardsData; errors?: unknown };
            expect(body.errors).toBeUndefined();
            return body.data.search;
        };

        it.each([
            ['表带', 'zh'],
            ['金', 'zh'],
            ['alligator', 'en'],
            ['Kautschuk', 'de'],
            // A Chinese word finds the product whatever the visitor's language.
            ['鳄鱼皮', 'en'],
        ])('finds exactly the products that mention %s (visitor language %s)', async (word, language) => {
            const expected = productsMentioning(word);
            expect(expected.length).toBeGreaterThan(0);
            expect(expected.length).toBeLessThan(catalogue.products.length);
            const result = await search({ term: word }, language);
            expect(result.totalItems).toBe(expected.length);
            expect(result.items.map((i) => productSku(i.sku)).sort()).toEqual(expected);
        });

        it('finds Chinese words typed without the spaces the catalogue writes between them', async () => {
            const named = catalogue.products.filter((p) => p.name.zh.includes('陀飞轮 手动')).map((p) => p.sku);
            expect(named.length).toBeGreaterThanOrEqual(5);
            const result = await search({ term: '陀飞轮手动' });
            expect(result.items.map((i) => productSku(i.sku)).sort()).toEqual([...relevantTo('陀飞轮手动')].sort());
            expect(result.items.map((i) => productSku(i.sku))).toEqual(expect.arrayContaining(named));
            // Named with the words, so ranked as a name match.
            expect(result.items[0].score).toBe(1);
        });

        it.each(['Étoile', 'étoile', 'etoile', 'ETOILE'])('finds %s whatever the case and accents', async (term) => {
            const named = catalogue.products.filter((p) => p.name.en.includes('Étoile')).map((p) => p.sku);
            expect(named.length).toBeGreaterThanOrEqual(3);
            const result = await search({ term }, 'de');
            const found = result.items.map((i) => productSku(i.sku));
            expect(found).toEqual(expect.arrayContaining(named));
            expect(found.sort()).toEqual([...relevantTo('etoile')].sort());
        });

        it('finds what shoppers type from the names in zh, en and de with recall ≥ 0.98 and precision ≥ 0.95', async () => {
            const sample = searchSample();
            expect(sample.length).toBe(180);
            let relevant = 0;
            let found = 0;
            let right = 0;
            const misses: string[] = [];
            for (const { query, language } of sample) {
                const expected = relevantTo(query);
                const result = await search({ term: query }, language);
                expect(result.totalItems, query).toBe(result.items.length);
                const got = new Set(result.items.map((i) => productSku(i.sku)));
                const hits = [...got].filter((sku) => expected.has(sku)).length;
                relevant += expected.size;
                found += got.size;
                right += hits;
                if (hits < expected.size || hits < got.size)
                    misses.push(`${query}: ${hits}/${expected.size}/${got.size}`);
            }
            const recall = right / relevant;
            const precision = right / found;
            console.info(
                `search quality on ${db}: ${sample.length} queries, recall ${recall.toFixed(4)}, precision ${precision.toFixed(4)}`,
            );
            expect(recall, misses.join('; ')).toBeGreaterThanOrEqual(0.98);
            expect(precision, misses.join('; ')).toBeGreaterThanOrEqual(0.95);
        });

        it('keeps the text it searches normalised beside the index, on PostgreSQL under a trigram index', async () => {
            const ds = shop.app.get(TransactionalConnection).rawConnection as DataSource;
            const maitre = catalogue.products.find((p) => p.name.en.startsWith('Maître'))!;
            const rows: Array<{ name: string }> = await ds.query(
                `SELECT name FROM catalogue_search_text WHERE "languageCode" = 'en' AND sku = '${maitre.sku.toLowerCase()}'`,
            );
            expect(rows.map((r) => r.name)).toEqual([expect.stringMatching(/^maitre /)]);
            // A variant gone from the index takes its text along (rolled back: later tests need it).
            const connection = shop.app.get(TransactionalConnection);
            const rollback = new Error('rollback');
            await connection
                .withTransaction(async (ctx) => {
                    const texts = () =>
                        connection
                            .getRepository(ctx, CatalogueSearchText)
                            .count({ where: { sku: maitre.sku.toLowerCase() } });
                    expect(await texts()).toBe(3);
                    await connection.getRepository(ctx, SearchIndexItem).delete({ sku: maitre.sku });
                    expect(await texts()).toBe(0);
                    throw rollback;
                })
                .catch((e: unknown) => {
                    if (e !== rollback) throw e;
                });
            if (db !== 'postgres') return;
            const runner = ds.createQueryRunner();
            try {
                await runner.query(`SET enable_seqscan = off`);
                const plan: Array<{ 'QUERY PLAN': string }> = await runner.query(
                    `EXPLAIN SELECT 1 FROM catalogue_search_text WHERE text LIKE '%tourbillon%'`,
                );
                expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('IDX_catalogue_search_text_trgm');
                await runner.query(`RESET enable_seqscan`);
            } finally {
                await runner.release();
            }
        });

        it('keeps a listing to one kind of product, whatever its collection filters match', async () => {
            const leather = await search({ collectionSlug: 'leather' });
            // The collection's filter is the leather facet value, which watches on leather straps have too.
            expect(leather.items.some((i) => i.kind === 'watch')).toBe(true);
            const straps = await search({ collectionSlug: 'leather', kinds: ['strap'] });
            expect(straps.totalItems).toBeGreaterThan(0);
            expect(straps.items.every((i) => i.kind === 'strap')).toBe(true);
            expect(straps.totalItems).toBe(leather.items.filter((i) => i.kind === 'strap').length);
            const facets = new Set(straps.facetValues.map((f) => f.facetValue.facet.code));
            expect(facets.has('dial-colour')).toBe(false);
            expect(facets.has('collection')).toBe(false);
            const watches = await search({ collectionSlug: 'leather', kinds: ['watch'] });
            expect(watches.items.every((i) => i.kind === 'watch')).toBe(true);
            expect(watches.totalItems + straps.totalItems).toBe(leather.totalItems);
        });

        it('ranks products named with the word above those that only describe it', async () => {
            const result = await search({ term: '表带' });
            const named = catalogue.products.filter((p) => Object.values(p.name).some((n) => n.includes('表带')));
            expect(named.length).toBeGreaterThan(10);
            expect(
                result.items
                    .slice(0, named.length)
                    .map((i) => productSku(i.sku))
                    .sort(),
            ).toEqual(named.map((p) => p.sku).sort());
            expect(result.items[0].score).toBe(1);
            expect(result.items.at(-1)?.score).toBe(0);
        });

        it('puts an exact sku first, and a whole name', async () => {
            const watch = catalogue.products.find((p) => p.kind === 'watch')!;
            const bySku = await search({ term: watch.sku.toLowerCase() });
            expect(bySku.items[0].sku).toBe(watch.sku);
            expect(bySku.items[0].score).toBe(2);
            const byName = await search({ term: watch.name.en }, 'de');
            expect(productSku(byName.items[0].sku)).toBe(watch.sku);
            // Found by its English name, shown in the visitor's German.
            expect(byName.items[0].productName).toBe(watch.name.de);
        });

        it('bounds what a visitor may ask: huge prices and long lists answer normally', async () => {
            const all = await search({ collectionSlug: 'watches' });
            const huge = await search({
                collectionSlug: 'watches',
                priceRangeWithTax: { min: 0, max: 9_000_000_000_000 },
            });
            expect(huge.totalItems).toBe(all.totalItems);
            const many = await search({
                collectionSlugs: Array.from({ length: 2000 }, (_, i) => `c${i}`),
                facetCodeFilters: Array.from({ length: 500 }, () => ({
                    facet: 'gender',
                    values: ['men', 'women', 'unisex'],
                })),
            });
            expect(many.totalItems).toBe(0);
            // A slug with LIKE wildcards matches nothing rather than everything.
            expect((await search({ collectionSlug: '%' })).totalItems).toBe(0);
        });

        it('treats pattern characters as text', async () => {
            expect((await search({ term: '%' })).totalItems).toBe(0);
            expect((await search({ term: '_' })).totalItems).toBe(0);
        });

        it('tells each product its kind and second picture', async () => {
            const result = await search({ collectionSlugs: ['watches', 'straps'] });
            const kinds = new Map(catalogue.products.map((p) => [p.sku, p.kind]));
            for (const item of result.items) {
                expect(item.kind).toBe(kinds.get(productSku(item.sku)));
                expect(item.secondaryAsset?.preview).toMatch(/^http.*\.jpe?g/);
            }
            expect(result.totalItems).toBe(catalogue.products.filter((p) => p.kind !== 'buckle').length);
        });

        it('counts facet values over the matching products, also under a search text', async () => {
            const result = await search({ term: 'alligator', collectionSlug: 'watches' });
            expect(result.totalItems).toBeGreaterThan(0);
            for (const fv of result.facetValues) {
                const n = result.items.filter((i) => i.facetValueIds.includes(fv.facetValue.id)).length;
                expect(n, fv.facetValue.code).toBe(fv.count);
            }
        });

        it('filters by facet codes and a price range, counting a filtered facet without its own filter', async () => {
            const all = await search({ collectionSlug: 'watches' });
            const dial = all.facetValues.filter((f) => f.facetValue.facet.code === 'dial-colour');
            const [blue, black] = ['blue', 'black'].map((c) => dial.find((f) => f.facetValue.code === c)!);
            const one = await search({
                collectionSlug: 'watches',
                facetCodeFilters: [{ facet: 'dial-colour', values: ['blue'] }],
            });
            expect(one.totalItems).toBe(blue.count);
            expect(one.items.every((i) => i.facetValueIds.includes(blue.facetValue.id))).toBe(true);
            // The other dial colours keep the counts they have without the dial filter.
            expect(one.facetValues.find((f) => f.facetValue.code === 'black')?.count).toBe(black.count);
            const two = await search({
                collectionSlug: 'watches',
                facetCodeFilters: [{ facet: 'dial-colour', values: ['blue', 'black'] }],
            });
            expect(two.totalItems).toBe(blue.count + black.count);

            const prices = all.items.map((i) => i.priceWithTax.min).sort((a, b) => a - b);
            const [min, max] = [prices[10], prices[30]];
            const ranged = await search({ collectionSlug: 'watches', priceRangeWithTax: { min, max } });
            expect(ranged.totalItems).toBe(prices.filter((p) => p >= min && p <= max).length);
            expect(ranged.items.every((i) => i.priceWithTax.min >= min && i.priceWithTax.min <= max)).toBe(true);

            const none = await search({
                collectionSlug: 'watches',
                facetCodeFilters: [{ facet: 'dial-colour', values: ['no-such'] }],
            });
            expect(none.totalItems).toBe(0);
        });

        it('sorts by price both ways and newest first, and pages without overlap', async () => {
            const asc = await search({ collectionSlug: 'straps', sort: { price: 'ASC' } });
            const desc = await search({ collectionSlug: 'straps', sort: { price: 'DESC' } });
            const newest = await search({ collectionSlug: 'straps', sort: { newest: SortOrder.DESC } });
            const mins = (r: CardsData['search']) => r.items.map((i) => i.priceWithTax.min);
            expect(mins(asc)).toEqual([...mins(asc)].sort((a, b) => a - b));
            expect(mins(desc)).toEqual([...mins(desc)].sort((a, b) => b - a));
            const ids = newest.items.map((i) => Number(i.productId));
            expect(ids).toEqual([...ids].sort((a, b) => b - a));
            const first = await search({ collectionSlug: 'straps', take: 20, skip: 0 });
            const second = await search({ collectionSlug: 'straps', take: 20, skip: 20 });
            expect([...first.items, ...second.items].map((i) => i.sku)).toEqual(
                asc.items.slice(0, 40).map((i) => i.sku),
            );
        });
        it('answers every search from memory exactly as it does from the database', async () => {
            const injector = new Injector(shop.app.get(ModuleRef));
            const fromDatabase = new CatalogueSearchStrategy(false);
            const fromMemory = new CatalogueSearchStrategy(true);
            await fromDatabase.init(injector);
            await fromMemory.init(injector);
            const contexts = shop.app.get(RequestContextService);
            const context = (languageCode: LanguageCode) => contexts.create({ apiType: 'shop', languageCode });
            // A fresh context each time: a context keeps the catalogue version it read first.
            await eventually(async () => fromMemory.answersFromMemory(await context(LanguageCode.zh)), 'the snapshot');

            const watch = catalogue.products.find((p) => p.variants.length > 1)!;
            const filters: CatalogueSearchInput[] = [
                {},
                { collectionSlug: 'watches', sort: { price: SortOrder.DESC }, skip: 10, take: 15 },
                { collectionSlugs: ['straps', 'watches'], inStock: true, sort: { newest: SortOrder.DESC } },
                { kinds: ['strap'], groupByProduct: false, inStock: false },
                {
                    facetCodeFilters: [{ facet: 'dial-colour', values: ['blue', 'black'] }],
                    sort: { name: SortOrder.ASC },
                },
                { facetCodeFilters: [{ facet: 'dial-colour', values: ['no-such'] }] },
                { priceRangeWithTax: { min: 2_000_000, max: 50_000 }, groupByProduct: false },
            ];
            const terms = [
                ...searchSample()
                    .slice(0, 24)
                    .map((s) => s.query),
                watch.variants[0]!.sku,
                watch.variants[0]!.sku.slice(0, 5),
                watch.name.zh,
                `${watch.name.en.split(' ')[0]} 金`,
                'ÉTOILE',
                '100%_',
                'zzzz-none',
            ];
            const inputs: Array<[CatalogueSearchInput, LanguageCode, boolean]> = [
                ...filters.map((f, i): [CatalogueSearchInput, LanguageCode, boolean] => [
                    { groupByProduct: true, take: 400, ...f },
                    i % 2 ? LanguageCode.en : LanguageCode.zh,
                    i !== 3,
                ]),
                ...terms.map((term, i): [CatalogueSearchInput, LanguageCode, boolean] => [
                    { term, groupByProduct: i % 3 !== 0, take: 400, ...filters[i % filters.length] },
                    [LanguageCode.zh, LanguageCode.en, LanguageCode.de][i % 3]!,
                    true,
                ]),
            ];
            const answer = async (
                strategy: CatalogueSearchStrategy,
                input: CatalogueSearchInput,
                languageCode: LanguageCode,
                enabledOnly: boolean,
            ) => {
                const ctx = await context(languageCode);
                const results = await strategy.getSearchResults(ctx, input, enabledOnly);
                const counts = (m: Map<unknown, number>) => [...m].map(([id, n]) => `${String(id)}:${n}`).sort();
                return {
                    total: await strategy.getTotalCount(ctx, input, enabledOnly),
                    results: results.map((r) => [r.productVariantId, r.score, r.productName, r.priceWithTax]),
                    facets: counts(await strategy.getFacetValueIds(ctx, input, enabledOnly)),
                    collections: counts(await strategy.getCollectionIds(ctx, input, enabledOnly)),
                };
            };
            let found = 0;
            for (const [input, language, enabledOnly] of inputs) {
                const expected = await answer(fromDatabase, input, language, enabledOnly);
                found += expected.total;
                expect(await answer(fromMemory, input, language, enabledOnly), JSON.stringify(input)).toEqual(expected);
            }
            // The inputs find things (a comparison of empty answers would prove nothing).
            expect(found).toBeGreaterThan(300);
            expect(await fromMemory.answersFromMemory(await context(LanguageCode.zh))).toBe(true);
        });
    });

    // Last: it rewrites a description, which the search tests above read.
    it('serves staff-written descriptions as HTML made safe, with their plain text; the Admin API keeps what staff wrote', async () => {
        const login = await shop.admin(
            'mutation { login(username: "superadmin", password: "e2e-superadmin-password") { __typename } }',
        );
        const token = login.token!;
        const written =
            '<p onclick="alert(1)">Swiss <strong>automatic</strong> &amp; sapphire<script>alert(2)</script></p>' +
            '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">more</a><iframe src="https://evil.example"></iframe>';
        const { data: listing } = await shop.shop<SearchData>(SEARCH, {
            input: { collectionSlug: 'watches', groupByProduct: true, take: 1 },
        });
        const sku = listing.search.items[0].sku;
        const { data: found } = await shop.shop<{ productBySku: { id: string } }>(
            `query ($sku: String!) { productBySku(sku: $sku) { id } }`,
            { sku },
        );
        const { data: collections } = await shop.shop<{ collection: { id: string } }>(
            'query { collection(slug: "watches") { id } }',
        );
        const product = found.productBySku.id;
        const collection = collections.collection.id;
        const updated = await Promise.all([
            shop.admin(
                `mutation ($id: ID!, $d: String!) { updateProduct(input: { id: $id, translations: [{ languageCode: en, description: $d }] }) { id } }`,
                { id: product, d: written },
                token,
            ),
            shop.admin(
                `mutation ($id: ID!, $d: String!) { updateCollection(input: { id: $id, translations: [{ languageCode: en, description: $d }] }) { id } }`,
                { id: collection, d: written },
                token,
            ),
        ]);
        expect(updated.map((u) => u.errors)).toEqual([undefined, undefined]);

        const read = await fetch(`${shop.baseUrl}/shop-api?languageCode=en`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
                query: `query ($sku: String!) {
                    productBySku(sku: $sku) { description descriptionText }
                    collection(slug: "watches") { description descriptionText }
                }`,
                variables: { sku },
            }),
        }).then(
            (r) =>
                r.json() as Promise<{
                    data: Record<'productBySku' | 'collection', { description: string; descriptionText: string }>;
                }>,
        );
        // The search index copies the description by a job: its hits are made safe the same way.
        await awaitJobsSettled(shop.app);
        const hit = await fetch(`${shop.baseUrl}/shop-api?languageCode=en`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
                query: `query ($term: String!) { search(input: { term: $term, groupByProduct: true }) { items { sku description } } }`,
                variables: { term: sku },
            }),
        }).then(
            (r) => r.json() as Promise<{ data: { search: { items: Array<{ sku: string; description: string }> } } }>,
        );
        expect(hit.data.search.items.find((i) => i.sku === sku)?.description).toBe(
            '<p>Swiss <strong>automatic</strong> &amp; sapphire</p><img src="x" /><a>more</a>',
        );
        // Search reads the words a shopper sees, not the markup around them.
        const skusFor = async (term: string) => {
            const reply = await fetch(`${shop.baseUrl}/shop-api?languageCode=en`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    query: `query ($term: String!) { search(input: { term: $term, groupByProduct: true, take: 100 }) { items { sku } } }`,
                    variables: { term },
                }),
            }).then((r) => r.json() as Promise<{ data: { search: { items: Array<{ sku: string }> } } }>);
            return reply.data.search.items.map((i) => i.sku);
        };
        expect(await skusFor('sapphire automatic')).toContain(sku);
        for (const markup of ['onclick', 'strong', 'iframe', 'evil.example']) {
            expect(await skusFor(markup), markup).not.toContain(sku);
        }
        for (const shown of [read.data.productBySku, read.data.collection]) {
            expect(shown.description).toBe(
                '<p>Swiss <strong>automatic</strong> &amp; sapphire</p><img src="x" /><a>more</a>',
            );
            expect(shown.descriptionText).toBe('Swiss automatic & sapphire more');
        }
        const { data: asStaff } = await shop.admin<{
            product: { translations: Array<{ languageCode: string; description: string }> };
        }>(
            `query ($id: ID!) { product(id: $id) { translations { languageCode description } } }`,
            { id: product },
            token,
        );
        expect(asStaff.product.translations.find((t) => t.languageCode === 'en')?.description).toBe(written);
    });
});
