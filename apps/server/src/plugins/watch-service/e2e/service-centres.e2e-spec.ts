import { SERVICE_RECEPTION_STORE_SERVICE } from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN, CREATE_ADMINISTRATOR, CREATE_ROLE } from '../../reviews/e2e/graphql/admin-documents';
import {
    ADMIN_CENTRES,
    CENTRE_COUNTRIES,
    CENTRES,
    CREATE_CENTRE,
    DELETE_CENTRE,
    INTERNATIONAL_CENTRES,
    ADMIN_MANUALS,
    CREATE_MANUAL,
    RECEPTION_STORES,
    UPDATE_CENTRE,
    UPDATE_MANUAL,
    USER_MANUAL_FILTERS,
    USER_MANUALS,
} from './graphql/service-centre-documents';

const databases = SQLITE_ONLY;

type Lang = 'zh' | 'en' | 'de';

interface Centre {
    id: string;
    countryCode: string;
    countryName: string;
    kind: string;
    name: string;
    city: string;
    addressLine: string;
    hours: string;
    phone: string;
    email: string;
    enabled?: boolean;
}

const text = (languageCode: Lang, name: string) => ({
    languageCode,
    name,
    city: languageCode === 'zh' ? '首尔' : 'Seoul',
    addressLine: '1 Sejong-daero, Jung-gu',
    hours: 'Mon–Fri 10:00–18:00',
});

describe.each(databases)('service centres on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;

    const shopIn = async <T>(lang: Lang, query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch(`${shop.baseUrl}/shop-api?languageCode=${lang}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown[] };
        expect(body.errors).toBeUndefined();
        return body.data;
    };
    const centresIn = async (lang: Lang, countryCode: string) =>
        (await shopIn<{ serviceCentres: Centre[] }>(lang, CENTRES, { countryCode })).serviceCentres;
    const admin = async <T>(query: string, variables: Record<string, unknown> = {}) => {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors).toBeUndefined();
        return reply.data;
    };

    beforeAll(async () => {
        shop = await startTestShop({ name: `service-centres-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
    }, 300_000);

    afterAll(() => shop?.close());

    it('lists the countries with centres, China first, named in the visitor language', async () => {
        type Countries = { serviceCentreCountries: Array<{ code: string; name: string; centreCount: number }> };
        const zh = (await shopIn<Countries>('zh', CENTRE_COUNTRIES)).serviceCentreCountries;
        const de = (await shopIn<Countries>('de', CENTRE_COUNTRIES)).serviceCentreCountries;
        expect(zh[0]).toEqual({ code: 'CN', name: '中国', centreCount: 3 });
        expect(de[0]?.code).toBe('CN');
        for (const code of ['CH', 'HK', 'JP', 'SG', 'US', 'DE', 'FR', 'GB']) {
            expect(de.map((c) => c.code)).toContain(code);
        }
        expect(de.find((c) => c.code === 'CH')?.name).toBe('Schweiz');
        const abroad = de.slice(1).map((c) => c.name);
        expect(abroad).toEqual([...abroad].sort((a, b) => a.localeCompare(b, 'de')));
    });

    it("gives a country's centres with address, hours and phone, whatever the case of its code", async () => {
        const cn = await centresIn('zh', 'cn');
        expect(cn.map((c) => c.city)).toEqual(['上海', '北京', '成都']);
        expect(cn[0]).toMatchObject({
            countryCode: 'CN',
            kind: 'brand',
            name: '上海品牌服务中心',
            hours: '周一至周六 10:00–19:00',
            phone: '+86 21 5000 0100',
        });
        expect(cn[2]?.kind).toBe('authorised');
        const ch = await centresIn('en', 'CH');
        expect(ch).toHaveLength(1);
        expect(ch[0]).toMatchObject({ countryName: 'Switzerland', city: 'Biel/Bienne', email: 'service@example.ch' });
        expect((await centresIn('de', 'Ch'))[0]?.addressLine).toBe('Zentralstrasse 12, 2502 Biel/Bienne');
    });

    it('answers an unknown or malformed country with no centres, not an error', async () => {
        expect(await centresIn('zh', 'zz')).toEqual([]);
        expect(await centresIn('zh', 'chn')).toEqual([]);
        expect(await centresIn('zh', "' OR 1=1 --")).toEqual([]);
    });

    it('lists the centres abroad for the international warranty, without China', async () => {
        const abroad = (await shopIn<{ internationalServiceCentres: Centre[] }>('en', INTERNATIONAL_CENTRES))
            .internationalServiceCentres;
        expect(abroad.length).toBeGreaterThanOrEqual(8);
        expect(abroad.some((c) => c.countryCode === 'CN')).toBe(false);
        expect(abroad.find((c) => c.countryCode === 'JP')?.name).toBe('Tokyo Service Centre');
    });

    it('gives the boutiques that take in watches for service, and not the retailers', async () => {
        type Stores = { serviceReceptionStores: Array<{ slug: string; type: string; name: string }> };
        const stores = (await shopIn<Stores>('en', RECEPTION_STORES)).serviceReceptionStores;
        expect(stores.length).toBeGreaterThan(3);
        expect(stores.every((s) => s.type === 'boutique')).toBe(true);
        expect(stores.map((s) => s.slug)).toContain('beijing-skp');
        const services = await shopIn<{ storeServices: Array<{ slug: string; storeSlugs: string[] }> }>(
            'en',
            `{ storeServices { slug storeSlugs } }`,
        );
        const reception = services.storeServices.find((s) => s.slug === SERVICE_RECEPTION_STORE_SERVICE);
        expect(reception?.storeSlugs).toEqual(stores.map((s) => s.slug));
    });

    it('shows a centre staff create, edit and disable in the shop, and refuses a wrong field by its name', async () => {
        const created = await admin<{ createServiceCentre: Centre & { __typename: string } }>(CREATE_CENTRE, {
            input: {
                countryCode: 'kr',
                kind: 'authorised',
                phone: '+82 2 0000 1100',
                email: 'service.kr@example.kr',
                translations: [
                    text('zh', '首尔授权服务点'),
                    text('en', 'Seoul Service Point'),
                    text('de', 'Service Seoul'),
                ],
            },
        });
        expect(created.createServiceCentre).toMatchObject({ __typename: 'ServiceCentre', countryCode: 'KR' });
        const id = created.createServiceCentre.id;
        expect((await centresIn('en', 'kr')).map((c) => c.name)).toEqual(['Seoul Service Point']);

        const edited = await admin<{ updateServiceCentre: Centre }>(UPDATE_CENTRE, {
            input: { id, phone: '+82 2 0000 2200', translations: [text('en', 'Seoul Service Centre')] },
        });
        expect(edited.updateServiceCentre.phone).toBe('+82 2 0000 2200');
        expect((await centresIn('en', 'KR'))[0]).toMatchObject({
            name: 'Seoul Service Centre',
            phone: '+82 2 0000 2200',
        });
        expect((await centresIn('zh', 'KR'))[0]?.name).toBe('首尔授权服务点');

        const wrong = await admin<{ updateServiceCentre: { __typename: string; errorCode: string; field: string } }>(
            UPDATE_CENTRE,
            { input: { id, countryCode: 'KOR' } },
        );
        expect(wrong.updateServiceCentre).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'INVALID_SERVICE_CENTRE_INPUT',
            field: 'countryCode',
        });
        const missing = await admin<{ updateServiceCentre: { errorCode: string } }>(UPDATE_CENTRE, {
            input: { id: '99999', phone: '+82 2 0000 3300' },
        });
        expect(missing.updateServiceCentre.errorCode).toBe('SERVICE_CENTRE_NOT_FOUND');

        await admin(UPDATE_CENTRE, { input: { id, enabled: false } });
        expect(await centresIn('en', 'KR')).toEqual([]);
        type Countries = { serviceCentreCountries: Array<{ code: string }> };
        const countries = (await shopIn<Countries>('en', CENTRE_COUNTRIES)).serviceCentreCountries;
        expect(countries.map((c) => c.code)).not.toContain('KR');
        const list = await admin<{ serviceCentres: { items: Centre[] } }>(ADMIN_CENTRES, {
            options: { filter: { countryCode: { eq: 'KR' } } },
        });
        expect(list.serviceCentres.items.map((c) => c.enabled)).toEqual([false]);
        expect(
            (await admin<{ deleteServiceCentre: { result: string } }>(DELETE_CENTRE, { id })).deleteServiceCentre
                .result,
        ).toBe('DELETED');
    });

    interface Manual {
        id: string;
        title: string;
        calibre: string;
        modelCodes: string[];
        modelNames: string[];
        collectionSlugs: string[];
        languages: string[];
        file: { id: string; source: string; fileSize: number; mimeType: string } | null;
    }
    const manualsIn = async (lang: Lang, filter?: Record<string, string>) =>
        (await shopIn<{ userManuals: Manual[] }>(lang, USER_MANUALS, { filter })).userManuals;

    it('lists a manual per calibre with its models, languages and a PDF the asset server serves', async () => {
        const manuals = await manualsIn('en');
        expect(manuals.map((m) => m.calibre)).toEqual(['MV 1886', 'MV 2024', 'MV 7750', 'MV 900 Q']);
        const automatic = manuals[1]!;
        expect(automatic.title).toBe('Calibre MV 2024 user manual');
        expect(automatic.languages).toEqual(['en', 'de']);
        expect(automatic.modelCodes).toContain('heritage-date');
        expect(automatic.modelNames).toHaveLength(automatic.modelCodes.length);
        expect(automatic.file).toMatchObject({ mimeType: 'application/pdf' });
        // The source names the storefront's origin, which proxies /assets to this server.
        const res = await fetch(`${shop.baseUrl}${new URL(automatic.file!.source).pathname}`);
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.length).toBe(automatic.file!.fileSize);
        expect((await manualsIn('zh'))[1]?.title).toBe('MV 2024 机芯使用说明书');
    });

    it('filters manuals by collection, model and calibre, and offers those filters', async () => {
        type Filters = {
            userManualFilters: {
                calibres: string[];
                collections: Array<{ slug: string; name: string }>;
                models: Array<{ code: string; name: string }>;
            };
        };
        const { userManualFilters } = await shopIn<Filters>('en', USER_MANUAL_FILTERS);
        expect(userManualFilters.calibres).toHaveLength(4);
        expect(userManualFilters.models.find((m) => m.code === 'navigator-gmt')?.name).toBe('Navigator GMT');
        expect(userManualFilters.collections.length).toBeGreaterThanOrEqual(4);
        const byModel = await manualsIn('en', { model: 'abysse-300' });
        expect(byModel).toHaveLength(1);
        expect(byModel[0]?.modelCodes).toContain('abysse-300');
        const byCollection = await manualsIn('en', { collection: 'heritage' });
        expect(byCollection.map((m) => m.calibre)).toEqual(['MV 1886', 'MV 2024']);
        expect((await manualsIn('en', { calibre: 'MV 900 Q' })).map((m) => m.calibre)).toEqual(['MV 900 Q']);
        expect(await manualsIn('en', { calibre: 'MV 900 Q', collection: 'heritage' })).toEqual([]);
        expect(await manualsIn('en', { model: 'no-such-model' })).toEqual([]);
    });

    it('shows a manual staff upload and hides one they disable; a file that is no asset is refused', async () => {
        const [first] = await manualsIn('en');
        const created = await admin<{ createUserManual: { __typename: string; id: string } }>(CREATE_MANUAL, {
            input: {
                calibre: 'MV 3000',
                modelCodes: ['navigator-pilot'],
                collectionSlugs: ['navigator'],
                languages: ['en'],
                fileId: first!.file!.id,
                position: 9,
                translations: [
                    { languageCode: 'en', title: 'Calibre MV 3000', modelNames: ['Navigator Pilot'] },
                    { languageCode: 'zh', title: 'MV 3000 机芯', modelNames: ['领航者 飞行员'] },
                ],
            },
        });
        expect(created.createUserManual.__typename).toBe('UserManual');
        const id = created.createUserManual.id;
        expect((await manualsIn('en', { calibre: 'MV 3000' })).map((m) => m.title)).toEqual(['Calibre MV 3000']);
        await admin(UPDATE_MANUAL, { input: { id, enabled: false } });
        expect(await manualsIn('en', { calibre: 'MV 3000' })).toEqual([]);
        const wrong = await admin<{ createUserManual: { errorCode: string; field: string } }>(CREATE_MANUAL, {
            input: {
                calibre: 'MV 3001',
                languages: ['en'],
                fileId: '99999',
                translations: [{ languageCode: 'en', title: 'Nothing' }],
            },
        });
        expect(wrong.createUserManual).toMatchObject({ errorCode: 'INVALID_SERVICE_CENTRE_INPUT', field: 'fileId' });
        const reader = await shop.admin(ADMIN_MANUALS, {});
        expect(reader.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses the admin API to staff without ManageWatchService, and to nobody signed in', async () => {
        const { createRole } = await admin<{ createRole: { id: string } }>(CREATE_ROLE, {
            input: { code: 'service-reader', description: 'Catalogue only', permissions: ['ReadCatalog'] },
        });
        await admin(CREATE_ADMINISTRATOR, {
            input: {
                firstName: 'Cat',
                lastName: 'Alogue',
                emailAddress: 'service.reader@example.com',
                password: 'reader-password-1',
                roleIds: [createRole.id],
            },
        });
        const login = await shop.admin(ADMIN_LOGIN, {
            username: 'service.reader@example.com',
            password: 'reader-password-1',
        });
        for (const token of [login.token!, undefined]) {
            for (const [query, variables] of [
                [ADMIN_CENTRES, {}],
                [UPDATE_CENTRE, { input: { id: '1', enabled: false } }],
                [DELETE_CENTRE, { id: '1' }],
                [ADMIN_MANUALS, {}],
                [UPDATE_MANUAL, { input: { id: '1', enabled: false } }],
            ] as const) {
                const reply = await shop.admin(query, variables, token);
                expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
        expect(await centresIn('en', 'CN')).toHaveLength(3);
    });
});
