import { demoWatchSerials } from '@maison/demo-catalogue';
import {
    MAX_CERTIFICATE_LOOKUPS_PER_CLIENT,
    MAX_WATCH_REGISTRATIONS_PER_CLIENT,
    type SignedCertificate,
} from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import { verifyCertificate } from '../services/certificate-signer';
import {
    CERTIFICATE_KEY,
    CREATE_WATCH_SERIAL,
    MY_WATCHES,
    REGISTER_WATCH,
    WATCH_CERTIFICATE,
    WATCH_SERIALS,
} from './graphql/warranty-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface Card {
    __typename: string;
    id?: string;
    serial?: string;
    sku?: string;
    model?: string;
    soldOn?: string | null;
    warrantyEndsOn?: string | null;
    serviceHistory?: unknown[];
    errorCode?: string;
    waitSeconds?: number | null;
}

interface Certificate {
    __typename: string;
    serial: string;
    sku: string;
    model: string;
    manufacturedOn: string;
    firstSoldOn: string | null;
    issuer: string;
    keyId: string;
    canonical: string;
    algorithm: 'Ed25519';
    signature: string;
    publicKey: string;
    errorCode?: string;
    waitSeconds?: number | null;
}

const demo = demoWatchSerials();
const sold = demo.filter((s) => s.soldOn);
const unsold = demo.find((s) => !s.soldOn)!;

/** The downloadable document the storefront offers, rebuilt from the answer. */
function document(cert: Certificate): SignedCertificate {
    return {
        payload: JSON.parse(cert.canonical) as SignedCertificate['payload'],
        canonical: cert.canonical,
        algorithm: cert.algorithm,
        signature: cert.signature,
        publicKey: cert.publicKey,
    };
}

describe.each(databases)('warranty cards and certificates on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let clients = 0;
    /** Each call its own client address unless a test says: the limits count per address. */
    const newClient = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

    async function shopAs<T>(query: string, variables: Record<string, unknown>, opts: { ip?: string; token?: string }) {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'x-forwarded-for': opts.ip ?? newClient(),
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: Array<{ extensions?: { code?: string } }> };
        return body;
    }

    const register = async (token: string, serial: string, cardCode: string, ip?: string) => {
        const body = await shopAs<{ registerWatch: Card }>(
            REGISTER_WATCH,
            { input: { serial, cardCode } },
            { token, ip },
        );
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data.registerWatch;
    };
    const certificate = async (serial: string, ip?: string) => {
        const body = await shopAs<{ watchCertificate: Certificate }>(WATCH_CERTIFICATE, { serial }, { ip });
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data.watchCertificate;
    };
    const myWatches = async (token: string) =>
        (await shopAs<{ myWatches: Card[] }>(MY_WATCHES, {}, { token })).data.myWatches;

    beforeAll(async () => {
        shop = await startTestShop({ name: `warranty-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
    }, 180_000);

    afterAll(async () => {
        await shop?.close();
    });

    it('seeds the demo serials, with their codes kept only as hashes', async () => {
        const { data } = await shop.admin<{ watchSerials: { totalItems: number; items: Array<{ serial: string }> } }>(
            WATCH_SERIALS,
            { options: { filter: { serial: { contains: sold[0].serial.slice(0, 6) } } } },
            adminToken,
        );
        expect(data.watchSerials.items.map((i) => i.serial)).toContain(sold[0].serial);
        const all = await shop.admin<{ watchSerials: { totalItems: number } }>(WATCH_SERIALS, {}, adminToken);
        expect(all.data.watchSerials.totalItems).toBe(demo.length);
    });

    it('registers a watch to the member who has its card, once, and shows it only to them', async () => {
        const [watch] = sold;
        const alice = await signUpMember(shop, `alice-warranty-${db}@example.com`, 'alice-password-1');
        const bob = await signUpMember(shop, `bob-warranty-${db}@example.com`, 'bob-password-1');

        // A wrong code and an unknown serial answer alike.
        expect((await register(alice, watch.serial, 'ABCD-EFGH')).errorCode).toBe('WARRANTY_CARD_INVALID');
        expect((await register(alice, 'MV99999999', watch.cardCode)).errorCode).toBe('WARRANTY_CARD_INVALID');
        // A watch still in the boutique cannot be claimed, even with its card.
        expect((await register(alice, unsold.serial, unsold.cardCode)).errorCode).toBe('WARRANTY_CARD_INVALID');

        const card = await register(alice, watch.serial.toLowerCase(), watch.cardCode.toLowerCase());
        expect(card).toMatchObject({
            __typename: 'WarrantyCard',
            serial: watch.serial,
            sku: watch.sku,
            soldOn: watch.soldOn,
            serviceHistory: [],
        });
        const [y, m, d] = watch.soldOn!.split('-');
        expect(card.warrantyEndsOn).toBe(`${Number(y) + 5}-${m}-${d}`);
        expect(card.model).not.toBe('');

        expect((await register(alice, watch.serial, watch.cardCode)).errorCode).toBe('WATCH_ALREADY_REGISTERED');
        expect((await register(bob, watch.serial, watch.cardCode)).errorCode).toBe('WATCH_ALREADY_REGISTERED');

        expect((await myWatches(alice)).map((w) => w.serial)).toEqual([watch.serial]);
        expect(await myWatches(bob)).toEqual([]);
        const anonymous = await shopAs<{ myWatches: Card[] }>(MY_WATCHES, {}, {});
        expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const anonymousRegister = await shopAs(
            REGISTER_WATCH,
            { input: { serial: sold[1].serial, cardCode: sold[1].cardCode } },
            {},
        );
        expect(anonymousRegister.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

        const serials = await shop.admin<{
            watchSerials: { items: Array<{ customerId: string | null; registeredAt: string | null }> };
        }>(WATCH_SERIALS, { options: { filter: { serial: { eq: watch.serial } } } }, adminToken);
        expect(serials.data.watchSerials.items[0].customerId).not.toBeNull();
        expect(serials.data.watchSerials.items[0].registeredAt).not.toBeNull();
    });

    it('limits registration attempts per member, with the wait', async () => {
        const guesser = await signUpMember(shop, `guesser-warranty-${db}@example.com`, 'guesser-password-1');
        for (let i = 0; i < MAX_WATCH_REGISTRATIONS_PER_CLIENT; i++) {
            expect((await register(guesser, sold[2].serial, 'ABCD-EFGH')).errorCode).toBe('WARRANTY_CARD_INVALID');
        }
        const refused = await register(guesser, sold[2].serial, sold[2].cardCode);
        expect(refused.errorCode).toBe('WATCH_REGISTRATION_THROTTLED');
        expect(refused.waitSeconds).toBeGreaterThan(0);
    });

    it('signs a certificate that verifies with the published key, and not with a byte changed', async () => {
        const watch = sold[3];
        const cert = await certificate(watch.serial);
        expect(cert).toMatchObject({
            __typename: 'WatchCertificate',
            serial: watch.serial,
            sku: watch.sku,
            manufacturedOn: watch.manufacturedOn,
            firstSoldOn: watch.soldOn,
            issuer: shop.env.BRAND_NAME,
            algorithm: 'Ed25519',
        });
        const key = await shopAs<{ watchCertificateKey: { publicKeyPem: string; keyId: string; algorithm: string } }>(
            CERTIFICATE_KEY,
            {},
            {},
        );
        const published = key.data.watchCertificateKey;
        expect(published.algorithm).toBe('Ed25519');
        expect(published.publicKeyPem).toBe(cert.publicKey);
        expect(cert.keyId).toBe(published.keyId);
        expect(verifyCertificate(document(cert), published.publicKeyPem)).toBe(true);

        const forged = cert.canonical.replace(watch.manufacturedOn, '1999-01-01');
        expect(
            verifyCertificate(
                { ...document(cert), canonical: forged, payload: JSON.parse(forged) },
                published.publicKeyPem,
            ),
        ).toBe(false);
        const signature = Buffer.from(cert.signature, 'base64');
        signature[0] ^= 0x01;
        expect(
            verifyCertificate({ ...document(cert), signature: signature.toString('base64') }, published.publicKeyPem),
        ).toBe(false);

        const inShop = await certificate(unsold.serial);
        expect(inShop).toMatchObject({ serial: unsold.serial, firstSoldOn: null });
    });

    it('says a serial is unknown', async () => {
        expect((await certificate('MV99999999')).errorCode).toBe('WATCH_SERIAL_UNKNOWN');
        expect((await certificate('<script>')).errorCode).toBe('WATCH_SERIAL_UNKNOWN');
        expect((await certificate('x'.repeat(5000))).errorCode).toBe('WATCH_SERIAL_UNKNOWN');
    });

    it('limits look-ups per client address, with the wait, and not another address', async () => {
        const ip = newClient();
        for (let i = 0; i < MAX_CERTIFICATE_LOOKUPS_PER_CLIENT; i++) {
            const answer = await certificate(i % 2 ? sold[0].serial : `MV0000${String(i).padStart(4, '0')}`, ip);
            expect(answer.errorCode).not.toBe('CERTIFICATE_LOOKUP_THROTTLED');
        }
        const refused = await certificate(sold[0].serial, ip);
        expect(refused.errorCode).toBe('CERTIFICATE_LOOKUP_THROTTLED');
        expect(refused.waitSeconds).toBeGreaterThan(0);
        expect((await certificate(sold[0].serial)).__typename).toBe('WatchCertificate');
    });

    it('lets staff with ManageWatchService add a serial, whose printed code registers it', async () => {
        const staff = await signInStaff(shop, adminToken, `warranty-desk-${db}`, ['ManageWatchService']);
        const input = {
            serial: 'mv-77000001',
            sku: sold[0].sku,
            manufacturedOn: '2025-01-02',
            soldOn: '2025-03-04',
            salePlace: '上海',
        };
        const created = await shop.admin<{
            createWatchSerial: {
                __typename: string;
                cardCode: string;
                watchSerial: { serial: string; productVariantId: string };
            };
        }>(CREATE_WATCH_SERIAL, { input }, staff);
        expect(created.data.createWatchSerial).toMatchObject({
            __typename: 'CreatedWatchSerial',
            watchSerial: { serial: 'MV77000001' },
        });
        expect(created.data.createWatchSerial.cardCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

        const again = await shop.admin<{ createWatchSerial: { errorCode: string } }>(
            CREATE_WATCH_SERIAL,
            { input },
            staff,
        );
        expect(again.data.createWatchSerial.errorCode).toBe('WATCH_SERIAL_TAKEN');
        const badSku = await shop.admin<{ createWatchSerial: { errorCode: string; field: string } }>(
            CREATE_WATCH_SERIAL,
            { input: { ...input, serial: 'MV77000002', sku: 'NO-SUCH-SKU' } },
            staff,
        );
        expect(badSku.data.createWatchSerial).toMatchObject({ errorCode: 'INVALID_WATCH_SERIAL_INPUT', field: 'sku' });
        const early = await shop.admin<{ createWatchSerial: { errorCode: string; field: string } }>(
            CREATE_WATCH_SERIAL,
            { input: { ...input, serial: 'MV77000003', soldOn: '2024-12-31' } },
            staff,
        );
        expect(early.data.createWatchSerial).toMatchObject({
            errorCode: 'INVALID_WATCH_SERIAL_INPUT',
            field: 'soldOn',
        });

        const member = await signUpMember(shop, `carol-warranty-${db}@example.com`, 'carol-password-1');
        const card = await register(member, 'MV77000001', created.data.createWatchSerial.cardCode);
        expect(card).toMatchObject({ __typename: 'WarrantyCard', serial: 'MV77000001', warrantyEndsOn: '2030-03-04' });

        const outsider = await signInStaff(shop, adminToken, `warranty-none-${db}`, ['ReadCatalog']);
        const denied = await shop.admin(WATCH_SERIALS, {}, outsider);
        expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
});
