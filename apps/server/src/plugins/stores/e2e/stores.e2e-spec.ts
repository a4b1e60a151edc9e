import { MAX_CALENDAR_RANGE_DAYS } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, CREATE_ADMINISTRATOR, CREATE_ROLE } from '../../reviews/e2e/graphql/admin-documents';
import {
    ADMIN_STORES,
    CALENDAR,
    CITIES,
    CREATE_STORE,
    SERVICES,
    SET_CALENDAR_DAY,
    STORE,
    STORES,
    UPDATE_STORE,
} from './graphql/documents';

const databases = SQLITE_ONLY;

interface ShopStore {
    slug: string;
    type: string;
    name: string;
    cityCode: string;
    cityName: string;
    openingHours: Array<{ weekday: string; opens: string | null; closes: string | null }>;
    services: Array<{ slug: string; name: string }>;
}

type Lang = 'zh' | 'en' | 'de';

describe.each(databases)('stores on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;

    /** The Shop API in one language, as the storefront asks with the visitor's locale. */
    const shopIn = async <T>(lang: Lang, query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${lang}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data: T; errors?: Array<{ extensions?: { code?: string } }> };
    };
    const storesIn = async (lang: Lang, filter?: Record<string, string>) =>
        (await shopIn<{ stores: ShopStore[] }>(lang, STORES, { filter })).data.stores;
    const admin = async <T>(query: string, variables: Record<string, unknown> = {}) => {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `stores-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
    }, 300_000);

    afterAll(() => shop?.close());

    it('lists the demo stores in staff order, in Chinese by default and in English when asked', async () => {
        const zh = await storesIn('zh');
        const en = await storesIn('en');
        expect(zh.length).toBeGreaterThanOrEqual(12);
        expect(new Set(zh.map((s) => s.cityCode)).size).toBeGreaterThanOrEqual(8);
        expect(en.map((s) => s.slug)).toEqual(zh.map((s) => s.slug));
        const skp = (list: ShopStore[]) => list.find((s) => s.slug === 'beijing-skp')!;
        expect(skp(zh)).toMatchObject({ name: '北京SKP精品店', cityName: '北京' });
        expect(skp(en)).toMatchObject({ name: 'SKP Beijing Boutique', cityName: 'Beijing' });
        expect(skp(en).services.map((s) => s.name)).toContain('Engraving');
        expect(skp(zh).openingHours).toHaveLength(7);
        expect(skp(zh).openingHours[6]).toEqual({ weekday: 'sunday', opens: '11:00', closes: '19:00' });
    });

    it('filters by city and by type', async () => {
        const shanghai = await storesIn('de', { cityCode: 'shanghai' });
        expect(shanghai.map((s) => s.slug).sort()).toEqual(['shanghai-huaihai', 'shanghai-ifc', 'shanghai-plaza-66']);
        const retailers = await storesIn('en', { cityCode: 'shanghai', type: 'retailer' });
        expect(retailers.map((s) => s.slug)).toEqual(['shanghai-huaihai']);
        expect(retailers[0].openingHours[0]).toEqual({ weekday: 'monday', opens: null, closes: null });
        const boutiques = await storesIn('zh', { type: 'boutique' });
        expect(boutiques.length).toBeGreaterThan(0);
        expect(boutiques.every((s) => s.type === 'boutique')).toBe(true);
    });

    it('names the cities that have stores in each language', async () => {
        const { data } = await shopIn<{ storeCities: Array<{ code: string; name: string; storeCount: number }> }>(
            'de',
            CITIES,
        );
        expect(data.storeCities.find((c) => c.code === 'guangzhou')).toEqual({
            code: 'guangzhou',
            name: 'Kanton',
            storeCount: 1,
        });
        expect(data.storeCities[0].storeCount).toBe(3);
    });

    it('finds a store by slug, and answers an unknown one with null', async () => {
        const found = await shopIn<{ store: ShopStore | null }>('en', STORE, { slug: 'chengdu-taikoo-li' });
        expect(found.data.store).toMatchObject({ slug: 'chengdu-taikoo-li', type: 'boutique', cityName: 'Chengdu' });
        const unknown = await shopIn<{ store: ShopStore | null }>('en', STORE, { slug: 'no-such-store' });
        expect(unknown.errors).toBeUndefined();
        expect(unknown.data.store).toBeNull();
    });

    it('lists the services with the stores that offer each', async () => {
        const { data } = await shopIn<{ storeServices: Array<{ slug: string; name: string; storeSlugs: string[] }> }>(
            'zh',
            SERVICES,
        );
        const engraving = data.storeServices.find((s) => s.slug === 'engraving')!;
        expect(engraving.name).toBe('个性化镌刻');
        expect(engraving.storeSlugs).toContain('beijing-skp');
        expect(engraving.storeSlugs).not.toContain('beijing-wangfujing');
        const straps = data.storeServices.find((s) => s.slug === 'strap-fitting')!;
        expect(straps.storeSlugs).toContain('beijing-wangfujing');
    });

    it('hides a disabled store from the shop and keeps it for staff', async () => {
        const { stores } = await admin<{ stores: { totalItems: number; items: Array<{ id: string; slug: string }> } }>(
            ADMIN_STORES,
            { options: { filter: { slug: { eq: 'wuhan-international-plaza' } } } },
        );
        const id = stores.items[0].id;
        await admin(UPDATE_STORE, { input: { id, enabled: false } });
        expect((await storesIn('zh')).map((s) => s.slug)).not.toContain('wuhan-international-plaza');
        expect(
            (await shopIn<{ store: null }>('zh', STORE, { slug: 'wuhan-international-plaza' })).data.store,
        ).toBeNull();
        const cities = (await shopIn<{ storeCities: Array<{ code: string }> }>('zh', CITIES)).data.storeCities;
        expect(cities.map((c) => c.code)).not.toContain('wuhan');
        const again = await admin<{ stores: { items: Array<{ enabled: boolean }> } }>(ADMIN_STORES, {
            options: { filter: { slug: { eq: 'wuhan-international-plaza' } } },
        });
        expect(again.stores.items[0].enabled).toBe(false);
    });

    it('lists every store for staff a page at a time', async () => {
        const page = await admin<{ stores: { totalItems: number; items: unknown[] } }>(ADMIN_STORES, {
            options: { take: 5, skip: 5 },
        });
        expect(page.stores.totalItems).toBeGreaterThanOrEqual(12);
        expect(page.stores.items).toHaveLength(5);
    });

    it('creates a store with its texts, and refuses a taken slug and wrong hours by their codes', async () => {
        const hours = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => ({
            weekday,
            opens: '10:00',
            closes: '22:00',
        }));
        const input = {
            slug: 'tianjin-heping',
            type: 'retailer',
            provinceCode: 'tianjin',
            cityCode: 'tianjin',
            latitude: 39.1219,
            longitude: 117.1985,
            phone: '022-2330 1886',
            openingHours: hours,
            translations: [
                {
                    languageCode: 'zh',
                    name: '天津和平授权零售商',
                    addressLine: '和平路1号',
                    provinceName: '天津市',
                    cityName: '天津',
                },
                {
                    languageCode: 'en',
                    name: 'Tianjin Heping',
                    addressLine: '1 Heping Road',
                    provinceName: 'Tianjin',
                    cityName: 'Tianjin',
                },
            ],
        };
        type Created = { createStore: { __typename: string; slug?: string; errorCode?: string; field?: string } };
        const created = await admin<Created>(CREATE_STORE, { input });
        expect(created.createStore).toMatchObject({ __typename: 'Store', slug: 'tianjin-heping' });
        expect((await admin<Created>(CREATE_STORE, { input })).createStore).toMatchObject({ errorCode: 'SLUG_TAKEN' });
        const badHours = { ...input, slug: 'tianjin-two', openingHours: hours.slice(1) };
        expect((await admin<Created>(CREATE_STORE, { input: badHours })).createStore).toMatchObject({
            errorCode: 'INVALID_STORE_INPUT',
            field: 'openingHours',
        });
        const en = await shopIn<{ store: ShopStore }>('en', STORE, { slug: 'tianjin-heping' });
        expect(en.data.store.name).toBe('Tianjin Heping');
    });

    it('refuses the admin API to staff without ManageStores, and to nobody signed in', async () => {
        const { createRole } = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
            input: { code: 'store-reader', description: 'Catalogue only', permissions: ['ReadCatalog'] },
        });
        await admin(CREATE_ADMINISTRATOR, {
            input: {
                firstName: 'Cat',
                lastName: 'Alogue',
                emailAddress: 'stores.reader@example.com',
                password: 'reader-password-1',
                roleIds: [createRole.id],
            },
        });
        const login = await shop.admin(ADMIN_LOGIN, {
            username: 'stores.reader@example.com',
            password: 'reader-password-1',
        });
        for (const token of [login.token!, undefined]) {
            for (const [query, variables] of [
                [ADMIN_STORES, {}],
                [UPDATE_STORE, { input: { id: '1', enabled: false } }],
                [SET_CALENDAR_DAY, { input: { date: '2027-03-01', kind: 'closed' } }],
            ] as const) {
                const reply = await shop.admin(query, variables, token);
                expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
    });

    it("reads the calendar, a store's own days with it, and bounds the range", async () => {
        type Days = { storeCalendar: Array<{ date: string; kind: string; storeSlug: string | null }> };
        const golden = await shopIn<Days>('zh', CALENDAR, { from: '2027-09-20', to: '2027-10-10' });
        expect(golden.data.storeCalendar.filter((d) => d.kind === 'closed').map((d) => d.date)).toHaveLength(7);
        expect(golden.data.storeCalendar.filter((d) => d.kind === 'working').map((d) => d.date)).toEqual([
            '2027-09-26',
            '2027-10-09',
        ]);

        const { stores } = await admin<{ stores: { items: Array<{ id: string }> } }>(ADMIN_STORES, {
            options: { filter: { slug: { eq: 'nanjing-deji' } } },
        });
        await admin(SET_CALENDAR_DAY, {
            input: { date: '2027-03-03', kind: 'closed', note: '商场检修', storeId: stores.items[0].id },
        });
        const own = await shopIn<Days>('zh', CALENDAR, {
            from: '2027-03-01',
            to: '2027-03-31',
            storeSlug: 'nanjing-deji',
        });
        expect(own.data.storeCalendar).toEqual([{ date: '2027-03-03', kind: 'closed', storeSlug: 'nanjing-deji' }]);
        const other = await shopIn<Days>('zh', CALENDAR, {
            from: '2027-03-01',
            to: '2027-03-31',
            storeSlug: 'xian-skp',
        });
        expect(other.data.storeCalendar).toEqual([]);

        const year = await shopIn<Days>('zh', CALENDAR, { from: '2027-01-01', to: '2027-12-31' });
        expect(year.data.storeCalendar.length).toBeGreaterThan(20);
        for (const [from, to] of [
            ['2027-01-01', '2028-03-01'],
            ['2027-03-02', '2027-03-01'],
            ['2027-02-30', '2027-03-01'],
        ]) {
            const refused = await shopIn<Days>('zh', CALENDAR, { from, to });
            expect(refused.errors?.[0]?.extensions?.code, `${from}..${to}`).toBe('INVALID_DATE_RANGE');
        }
        expect(MAX_CALENDAR_RANGE_DAYS).toBe(400);
        const unknown = await shopIn<Days>('zh', CALENDAR, {
            from: '2027-03-01',
            to: '2027-03-02',
            storeSlug: 'nowhere',
        });
        expect(unknown.errors?.[0]?.extensions?.code).toBe('STORE_NOT_FOUND');
    });
});
