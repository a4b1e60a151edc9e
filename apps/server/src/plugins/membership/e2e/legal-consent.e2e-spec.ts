import { TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { LOGIN } from '../../../../e2e/members';
import { placeOrder } from '../../../../e2e/orders';
import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';
import { LEGAL_VERSION_SOURCE, type LegalVersionSource, type LegalVersions } from '../../../common/legal-versions';
import { CREATE_ENTRY, PUBLISH_ENTRY } from '../../content/e2e/graphql/documents';
import { ADMIN_LOGIN, IN_STOCK_VARIANTS, type InStockVariantsData } from '../../reviews/e2e/graphql/admin-documents';
import { Appointment } from '../../stores/entities/appointment.entity';
import { Store } from '../../stores/entities/store.entity';
import { MemberConsent } from '../entities/member-consent.entity';

const databases = SQLITE_ONLY;

const PASSWORD = 'consent-password-1';
/** A version older than any the shop has published: what a member accepted before the current one. */
const OLD_VERSION = '2020-01-01';

const REGISTER = /* GraphQL */ `
    mutation ($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            __typename
        }
    }
`;

const PENDING = /* GraphQL */ `
    query {
        pendingLegalDocuments {
            document
            version
            acceptedVersion
        }
    }
`;

const ACCEPT = /* GraphQL */ `
    mutation ($documents: [LegalDocument!]!) {
        acceptLegalDocuments(documents: $documents) {
            __typename
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

const PERSONAL_DATA = /* GraphQL */ `
    query {
        myPersonalData
    }
`;

type Pending = { pendingLegalDocuments: Array<{ document: string; version: string; acceptedVersion: string | null }> };
type Accepted = { acceptLegalDocuments: { __typename: string; errorCode?: string; field?: string } };

describe.each(databases)('legal consents and the personal data download on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let current: LegalVersions;

    beforeAll(async () => {
        shop = await startTestShop({ name: `legal-consent-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        current = await shop.app
            .get<symbol, LegalVersionSource>(LEGAL_VERSION_SOURCE)
            .currentVersions(undefined as never);
    }, 240_000);

    afterAll(() => shop?.close());

    const consents = () => shop.app.get(TransactionalConnection).rawConnection.getRepository(MemberConsent);

    async function admin<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
        const reply = await shop.admin<T>(query, variables, adminToken);
        expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
        return reply.data;
    }

    /** Registers by e-mail (accepting the terms unless `acceptTerms` says otherwise) and signs in: its token and customer id. */
    async function member(email: string, acceptTerms: boolean | null = true) {
        const registered = await shop.shop<{ registerCustomerAccount: { __typename: string } }>(REGISTER, {
            input: { emailAddress: email, password: PASSWORD, firstName: '晓明', lastName: '王', acceptTerms },
        });
        expect(registered.data.registerCustomerAccount.__typename).toBe('Success');
        const login = await shop.shop<{ login: { __typename: string } }>(LOGIN, {
            username: email,
            password: PASSWORD,
        });
        expect(login.data.login.__typename).toBe('CurrentUser');
        const me = await shop.shop<{ activeCustomer: { id: string } }>(
            `query { activeCustomer { id } }`,
            {},
            login.token!,
        );
        return { token: login.token!, customerId: me.data.activeCustomer.id };
    }

    async function pending(token?: string) {
        const reply = await shop.shop<Pending>(PENDING, {}, token);
        expect(reply.errors).toBeUndefined();
        return reply.data.pendingLegalDocuments;
    }

    it('records the current versions for a member who accepts the terms as they register, and asks nothing more', async () => {
        const { token, customerId } = await member('consent-new@example.com');
        const rows = await consents().find({ where: { customerId }, order: { document: 'ASC' } });
        expect(rows.map((r) => [r.document, r.version])).toEqual([
            ['member-terms', current.memberTerms],
            ['privacy-policy', current.privacyPolicy],
        ]);
        expect(await pending(token)).toEqual([]);
    });

    it('asks a member whose consent names an older version to accept the current one, and records it with the current version', async () => {
        const { token, customerId } = await member('consent-old@example.com');
        await consents().update({ customerId }, { version: OLD_VERSION });

        expect(await pending(token)).toEqual([
            { document: 'privacyPolicy', version: current.privacyPolicy, acceptedVersion: OLD_VERSION },
            { document: 'memberTerms', version: current.memberTerms, acceptedVersion: OLD_VERSION },
        ]);

        // Nothing named is a refusal, not an acceptance.
        const none = await shop.shop<Accepted>(ACCEPT, { documents: [] }, token);
        expect(none.data.acceptLegalDocuments).toEqual({
            __typename: 'ShopFailure',
            errorCode: 'TERMS_NOT_ACCEPTED',
            field: 'documents',
        });
        // An unknown document is refused by the schema, never a server error.
        const unknown = await shop.shop<Accepted>(ACCEPT, { documents: ['cookiePolicy'] }, token);
        expect(unknown.errors?.length).toBeGreaterThan(0);
        expect(unknown.status).toBeLessThan(500);

        // One document accepted leaves the other asked.
        const privacy = await shop.shop<Accepted>(ACCEPT, { documents: ['privacyPolicy'] }, token);
        expect(privacy.data.acceptLegalDocuments.__typename).toBe('Success');
        expect((await pending(token)).map((p) => p.document)).toEqual(['memberTerms']);

        // Both named: only the one still pending is logged again.
        const both = await shop.shop<Accepted>(ACCEPT, { documents: ['privacyPolicy', 'memberTerms'] }, token);
        expect(both.data.acceptLegalDocuments.__typename).toBe('Success');
        expect(await pending(token)).toEqual([]);
        const rows = await consents().find({ where: { customerId }, order: { id: 'ASC' } });
        expect(rows.map((r) => [r.document, r.version])).toEqual([
            ['privacy-policy', OLD_VERSION],
            ['member-terms', OLD_VERSION],
            ['privacy-policy', current.privacyPolicy],
            ['member-terms', current.memberTerms],
        ]);
    });

    it('asks a member who never accepted the documents, and refuses a visitor who is not signed in', async () => {
        const { token } = await member('consent-none@example.com', null);
        expect(await pending(token)).toEqual([
            { document: 'privacyPolicy', version: current.privacyPolicy, acceptedVersion: null },
            { document: 'memberTerms', version: current.memberTerms, acceptedVersion: null },
        ]);

        const guestPending = await shop.shop<Pending>(PENDING, {});
        expect(guestPending.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const guestAccept = await shop.shop<Accepted>(ACCEPT, { documents: ['privacyPolicy'] });
        expect(guestAccept.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it("gives a member their own data, with their orders and consents and nothing of another member's", async () => {
        const alice = await member('data-alice@example.com');
        const bob = await member('data-bob@example.com');
        const { productVariants } = await admin<InStockVariantsData>(IN_STOCK_VARIANTS);
        const variants = productVariants.items.filter((v) => v.stockLevel === 'IN_STOCK' && v.product.enabled);
        const alicesOrderId = await placeOrder(admin, alice.customerId, variants[0].id);
        const bobsOrderId = await placeOrder(admin, bob.customerId, variants[1].id);
        const codeOf = async (id: string) =>
            (
                await admin<{ order: { code: string; totalWithTax: number } }>(
                    `query ($id: ID!) { order(id: $id) { code totalWithTax } }`,
                    { id },
                )
            ).order;
        const alicesOrder = await codeOf(alicesOrderId);
        const bobsOrder = await codeOf(bobsOrderId);
        const sku = (
            await admin<{ productVariant: { sku: string } }>(`query ($id: ID!) { productVariant(id: $id) { sku } }`, {
                id: variants[0].id,
            })
        ).productVariant.sku;
        const wished = await shop.shop<{ addToWishlist: { __typename: string } }>(
            `mutation ($input: WishlistEntryInput!) { addToWishlist(input: $input) { __typename } }`,
            { input: { sku, type: 'watch' } },
            alice.token,
        );
        expect(wished.errors).toBeUndefined();
        // An appointment each, as booking while signed in leaves it.
        const connection = shop.app.get(TransactionalConnection).rawConnection;
        const store = await connection.getRepository(Store).findOneOrFail({ where: {}, order: { id: 'ASC' } });
        const appointment = (customerId: string, reference: string, name: string) =>
            new Appointment({
                storeId: store.id,
                purpose: 'discoverCollection',
                date: '2026-12-01',
                slotStart: '10:00',
                slotEnd: '11:00',
                startsAt: new Date('2026-12-01T02:00:00Z'),
                name,
                mobile: '13800138000',
                state: 'requested',
                customerId,
                reference,
                tokenHash: '0'.repeat(64),
            });
        await connection
            .getRepository(Appointment)
            .save([
                appointment(alice.customerId, 'ALICE0001', '王晓明'),
                appointment(bob.customerId, 'BOB000001', '李雷'),
            ]);

        const reply = await shop.shop<{ myPersonalData: Record<string, unknown> }>(PERSONAL_DATA, {}, alice.token);
        expect(reply.errors).toBeUndefined();
        const data = reply.data.myPersonalData as {
            profile: { emailAddress: string; lastName: string };
            orders: Array<{
                code: string;
                state: string;
                totalWithTax: number;
                lines: Array<{ sku: string; quantity: number; linePriceWithTax: number }>;
                shippingAddress: { streetLine1: string };
            }>;
            consents: Array<{ document: string; version: string; acceptedAt: string }>;
            appointments: Array<{ reference: string; store: string; name: string }>;
            wishlist: Array<{ sku: string }>;
        };
        expect(data.profile).toMatchObject({ emailAddress: 'data-alice@example.com', lastName: '王' });
        expect(data.orders).toHaveLength(1);
        expect(data.orders[0]).toMatchObject({
            code: alicesOrder.code,
            state: 'PaymentSettled',
            totalWithTax: alicesOrder.totalWithTax,
            shippingAddress: { streetLine1: '南京西路 1 号' },
        });
        expect(data.orders[0].lines).toEqual([expect.objectContaining({ sku, quantity: 1 })]);
        expect(data.consents.map((c) => [c.document, c.version]).sort()).toEqual([
            ['memberTerms', current.memberTerms],
            ['privacyPolicy', current.privacyPolicy],
        ]);
        expect(data.appointments).toEqual([
            expect.objectContaining({ reference: 'ALICE0001', store: store.slug, name: '王晓明' }),
        ]);
        expect(data.wishlist.map((w) => w.sku)).toEqual([sku]);
        const text = JSON.stringify(data);
        expect(text).not.toContain(bobsOrder.code);
        expect(text).not.toContain('data-bob@example.com');
        expect(text).not.toContain('BOB000001');

        const guest = await shop.shop(PERSONAL_DATA, {});
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('asks every member again once staff publish a new version of the privacy policy', async () => {
        const { token } = await member('consent-republished@example.com');
        expect(await pending(token)).toEqual([]);
        const created = await admin<{ createContentEntry: { __typename: string; id: string } }>(CREATE_ENTRY, {
            input: {
                kind: 'legal',
                path: '/privacy-policy',
                documentVersion: '2099-01-01',
                translations: [{ languageCode: 'zh', title: '隐私政策', blocks: [] }],
            },
        });
        expect(created.createContentEntry.__typename).toBe('ContentEntry');
        // A saved draft is no new version yet: only the published text counts.
        expect(await pending(token)).toEqual([]);
        const published = await admin<{ publishContentEntry: { __typename: string } }>(PUBLISH_ENTRY, {
            id: created.createContentEntry.id,
        });
        expect(published.publishContentEntry.__typename).toBe('ContentEntry');
        expect(await pending(token)).toEqual([
            { document: 'privacyPolicy', version: '2099-01-01', acceptedVersion: current.privacyPolicy },
        ]);
    });
});
