import { buildCatalogue, demoServiceInfo } from '@maison/demo-catalogue';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, CREATE_ADMINISTRATOR, CREATE_ROLE } from '../../reviews/e2e/graphql/admin-documents';
import {
    ADMIN_FAQ,
    ADMIN_PRICES,
    CREATE_FACET,
    CREATE_FAQ,
    CREATE_PRICE,
    DELETE_FAQ,
    DELETE_PRICE,
    PRODUCT_FACETS,
    SET_PRODUCT_FACETS,
    SHOP_FAQ,
    SHOP_PRICES,
    SHOP_PRICES_FOR_MODEL,
    UPDATE_FAQ,
    UPDATE_PRICE,
    VARIANT_BY_SKU,
} from './graphql/service-info-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const watches = buildCatalogue().products.filter((p) => p.kind === 'watch');
const movementOf = (p: (typeof watches)[number]) => p.facets.find((f) => f.facet === 'movement')?.value;
const quartz = watches.find((p) => movementOf(p) === 'quartz')!;
const automatic = watches.find((p) => movementOf(p) === 'automatic')!;

interface Price {
    id: string;
    movement: string;
    movementName: string;
    complication: string | null;
    complicationName: string | null;
    operation: string;
    priceFen: number;
}

interface ForModel {
    __typename: string;
    errorCode?: string;
    field?: string | null;
    query?: string;
    model?: { sku: string; name: string; movement: { code: string; name: string } | null } | null;
    prices?: Array<{
        operation: string;
        priceFen: number;
        complication: string | null;
        complicationName: string | null;
    }>;
    candidates?: Array<{ sku: string; name: string }>;
}

interface Faq {
    __typename: string;
    errorCode?: string;
    query?: string | null;
    totalMatches?: number;
    topics?: Array<{ topic: string; entries: Array<{ id: string; question: string; answer: string }> }>;
}

describe.each(databases)('service prices and FAQ on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;

    /** A Shop API call in a visitor's language, failing the test on any GraphQL error. */
    async function ask<T>(query: string, variables: Record<string, unknown>, lang = 'zh'): Promise<T> {
        const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${lang}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown[] };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data;
    }

    const forModel = async (model: string, lang = 'zh') =>
        (await ask<{ servicePricesForModel: ForModel }>(SHOP_PRICES_FOR_MODEL, { model }, lang)).servicePricesForModel;
    const faq = async (q: string | null, lang = 'zh') =>
        (await ask<{ serviceFaq: Faq }>(SHOP_FAQ, { q }, lang)).serviceFaq;

    const admin = async <T>(
        query: string,
        variables: Record<string, unknown> = {},
        token: string | undefined = adminToken,
    ) => shop.admin<T>(query, variables, token);

    beforeAll(async () => {
        shop = await startTestShop({ name: `service-info-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: shop.env.SUPERADMIN_PASSWORD,
            })
        ).token!;
    });

    afterAll(async () => {
        await shop?.app.close();
    });

    it('seeds the demo price table and FAQ, and lists the table with the movements named', async () => {
        const { servicePrices } = await ask<{ servicePrices: Price[] }>(SHOP_PRICES, {}, 'en');
        expect(servicePrices).toHaveLength(demoServiceInfo().prices.length);
        expect(servicePrices.find((p) => p.movement === 'quartz' && p.operation === 'battery')).toMatchObject({
            movementName: 'Quartz',
            complication: null,
            priceFen: 48_000,
        });
        // The catalogue's movement facet lists automatic first.
        expect(servicePrices[0].movement).toBe('automatic');
        const all = await faq(null, 'en');
        expect(all.totalMatches).toBe(demoServiceInfo().faq.length);
        expect(all.topics!.map((t) => t.topic)).toEqual([
            'ordering',
            'shipping',
            'service',
            'warranty',
            'straps',
            'care',
        ]);
    });

    it("shows a model's prices by its sku, in the visitor's language, and only its movement's", async () => {
        const answer = await forModel(quartz.sku.toLowerCase(), 'de');
        expect(answer.__typename).toBe('ServicePricesForModel');
        expect(answer.model).toMatchObject({
            sku: quartz.sku,
            name: quartz.name.de,
            movement: { code: 'quartz', name: 'Quarz' },
        });
        expect(answer.prices!.map((p) => p.operation)).toEqual([
            'full-service',
            'partial-service',
            'battery',
            'water-resistance',
            'polishing',
            'strap-fitting',
        ]);
        const auto = await forModel(automatic.sku);
        expect(auto.prices!.map((p) => p.operation)).not.toContain('battery');
        expect(auto.prices!.find((p) => p.operation === 'full-service')!.priceFen).toBe(480_000);
    });

    it('finds a model by words of its name, and offers the watches a vague text names', async () => {
        const unique = watches.find((p) => watches.filter((o) => o.name.en.includes(p.name.en)).length === 1)!;
        const one = await forModel(unique.name.en, 'en');
        expect(one.model?.sku).toBe(unique.sku);
        const many = await forModel('Heritage', 'en');
        expect(many.model).toBeNull();
        expect(many.candidates!.length).toBeGreaterThan(1);
        expect(many.candidates!.length).toBeLessThanOrEqual(8);
        const none = await forModel('no such watch at all', 'en');
        expect(none).toMatchObject({ model: null, prices: [], candidates: [] });
        // A LIKE wildcard is a letter like any other.
        expect((await forModel('%', 'en')).candidates).toEqual([]);
    });

    it('refuses an empty or overlong model text as INVALID_SERVICE_INPUT', async () => {
        expect(await forModel('   ')).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'INVALID_SERVICE_INPUT',
            field: 'model',
        });
        expect(await forModel('x'.repeat(500))).toMatchObject({ errorCode: 'INVALID_SERVICE_INPUT', field: 'model' });
    });

    it("prices a complication the catalogue gives a watch in place of the movement's own price", async () => {
        const facet = await admin<{ createFacet: { id: string; values: Array<{ id: string; code: string }> } }>(
            CREATE_FACET,
            {
                input: {
                    code: 'complication',
                    isPrivate: false,
                    translations: [{ languageCode: 'en', name: 'Complication' }],
                    values: [{ code: 'gmt', translations: [{ languageCode: 'en', name: 'GMT' }] }],
                },
            },
        );
        const gmt = facet.data.createFacet.values[0].id;
        const variant = await admin<{ productVariants: { items: Array<{ productId: string }> } }>(VARIANT_BY_SKU, {
            sku: automatic.sku,
        });
        const productId = variant.data.productVariants.items[0].productId;
        const product = await admin<{ product: { facetValues: Array<{ id: string }> } }>(PRODUCT_FACETS, {
            id: productId,
        });
        await admin(SET_PRODUCT_FACETS, {
            input: { id: productId, facetValueIds: [...product.data.product.facetValues.map((v) => v.id), gmt] },
        });
        const created = await admin<{ createServicePrice: Price }>(CREATE_PRICE, {
            input: { movement: 'automatic', complication: 'gmt', operation: 'full-service', priceFen: 560_000 },
        });
        expect(created.data.createServicePrice).toMatchObject({ complication: 'gmt', complicationName: 'GMT' });
        const answer = await forModel(automatic.sku, 'en');
        expect(answer.prices!.find((p) => p.operation === 'full-service')).toEqual({
            operation: 'full-service',
            priceFen: 560_000,
            complication: 'gmt',
            complicationName: 'GMT',
        });
        expect(answer.prices!.find((p) => p.operation === 'polishing')!.complication).toBeNull();
        // Another automatic watch, without the complication, keeps the movement's price.
        const plain = watches.find((p) => movementOf(p) === 'automatic' && p.sku !== automatic.sku)!;
        expect((await forModel(plain.sku)).prices!.find((p) => p.operation === 'full-service')!.priceFen).toBe(480_000);
        await admin(DELETE_PRICE, { id: created.data.createServicePrice.id });
    });

    it("shows the shop a price staff changed, and refuses a wrong or duplicate row with the field's code", async () => {
        const { data } = await admin<{ servicePrices: Price[] }>(ADMIN_PRICES);
        const battery = data.servicePrices.find((p) => p.movement === 'quartz' && p.operation === 'battery')!;
        const updated = await admin<{ updateServicePrice: Price }>(UPDATE_PRICE, {
            input: { id: battery.id, priceFen: 52_000 },
        });
        expect(updated.data.updateServicePrice.priceFen).toBe(52_000);
        expect((await forModel(quartz.sku)).prices!.find((p) => p.operation === 'battery')!.priceFen).toBe(52_000);

        const refused = async (input: Record<string, unknown>) =>
            (await admin<{ createServicePrice: { errorCode: string; field: string } }>(CREATE_PRICE, { input })).data
                .createServicePrice;
        const row = { movement: 'quartz', operation: 'battery', priceFen: 100 };
        expect(await refused(row)).toMatchObject({ errorCode: 'SERVICE_PRICE_TAKEN', field: 'operation' });
        expect(await refused({ ...row, operation: 'engraving' })).toMatchObject({
            errorCode: 'INVALID_SERVICE_INPUT',
            field: 'operation',
        });
        expect(await refused({ ...row, movement: 'Quartz!' })).toMatchObject({
            errorCode: 'INVALID_SERVICE_INPUT',
            field: 'movement',
        });
        expect(await refused({ ...row, complication: 'gmt', priceFen: -5 })).toMatchObject({ field: 'priceFen' });
        const wrongId = await admin<{ updateServicePrice: { errorCode: string } }>(UPDATE_PRICE, {
            input: { id: '999999', priceFen: 1 },
        });
        expect(wrongId.data.updateServicePrice.errorCode).toBe('SERVICE_INFO_NOT_FOUND');
    });

    it("searches the FAQ server-side in the visitor's language, and says when nothing matches", async () => {
        const care = await faq('保养');
        expect(care.query).toBe('保养');
        expect(care.totalMatches).toBeGreaterThan(0);
        for (const entry of care.topics!.flatMap((t) => t.entries))
            expect(entry.question + entry.answer).toContain('保养');
        const en = await faq('swim crown', 'en');
        expect(en.topics!.flatMap((t) => t.entries).map((e) => e.question)).toEqual(['Can I swim with my watch?']);
        expect(await faq('tourbillon zebra', 'en')).toMatchObject({ totalMatches: 0, topics: [] });
        expect(await faq('x'.repeat(61))).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'INVALID_SERVICE_INPUT',
        });
    });

    it('shows the shop an FAQ entry staff add, change, hide and delete', async () => {
        const created = await admin<{ createFaqEntry: { id: string; __typename: string } }>(CREATE_FAQ, {
            input: {
                topic: 'care',
                translations: [
                    { languageCode: 'zh', question: '腕表可以放在保险箱里吗？', answer: '可以，请远离磁铁。' },
                    {
                        languageCode: 'en',
                        question: 'May I keep my watch in a safe?',
                        answer: 'Yes, away from magnets.',
                    },
                ],
            },
        });
        const id = created.data.createFaqEntry.id;
        expect((await faq('safe', 'en')).topics![0].entries.map((e) => e.id)).toEqual([id]);
        await admin(UPDATE_FAQ, {
            input: {
                id,
                translations: [{ languageCode: 'en', question: 'May I keep my watch in a vault?', answer: 'Yes.' }],
            },
        });
        expect((await faq('vault', 'en')).totalMatches).toBe(1);
        expect((await faq('保险箱')).totalMatches).toBe(1);
        await admin(UPDATE_FAQ, { input: { id, enabled: false } });
        expect((await faq('vault', 'en')).totalMatches).toBe(0);
        const { data } = await admin<{ faqEntries: Array<{ id: string; enabled: boolean }> }>(ADMIN_FAQ);
        expect(data.faqEntries.find((e) => e.id === id)?.enabled).toBe(false);
        const badTopic = await admin<{ createFaqEntry: { errorCode: string; field: string } }>(CREATE_FAQ, {
            input: { topic: 'engraving', translations: [{ languageCode: 'en', question: 'Q?', answer: 'A.' }] },
        });
        expect(badTopic.data.createFaqEntry).toMatchObject({ errorCode: 'INVALID_SERVICE_INPUT', field: 'topic' });
        const deleted = await admin<{ deleteFaqEntry: { result: string } }>(DELETE_FAQ, { id });
        expect(deleted.data.deleteFaqEntry.result).toBe('DELETED');
    });

    it('lets only staff with ManageWatchService read or change the table and the FAQ', async () => {
        const { data } = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
            input: {
                code: `catalogue-${db}`,
                description: 'Catalogue only',
                permissions: ['ReadCatalog', 'ManageStores'],
            },
        });
        const emailAddress = `catalogue-${db}@example.com`;
        await admin(CREATE_ADMINISTRATOR, {
            input: {
                firstName: 'Staff',
                lastName: 'Catalogue',
                emailAddress,
                password: 'staff-password-1',
                roleIds: [data.createRole.id],
            },
        });
        const other = (await shop.admin(ADMIN_LOGIN, { username: emailAddress, password: 'staff-password-1' })).token!;
        for (const token of [other, undefined]) {
            for (const [query, variables] of [
                [ADMIN_PRICES, {}],
                [ADMIN_FAQ, {}],
                [UPDATE_PRICE, { input: { id: '1', priceFen: 1 } }],
                [CREATE_PRICE, { input: { movement: 'quartz', operation: 'polishing', priceFen: 1 } }],
                [DELETE_PRICE, { id: '1' }],
                [CREATE_FAQ, { input: { topic: 'care', translations: [] } }],
                [DELETE_FAQ, { id: '1' }],
            ] as const) {
                expect((await shop.admin(query, variables, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
    });
});
