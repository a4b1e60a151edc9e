import { MAX_MEMBER_ADDRESSES } from '@maison/shared';
import { NativeAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import { CustomerHistoryEntry } from '@vendure/core/dist/entity/history-entry/customer-history-entry.entity';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { LOGIN, REGISTER, signUpMember } from '../../../../e2e/members';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const ADDRESSES = /* GraphQL */ `
    query {
        activeCustomer {
            addresses {
                id
                fullName
                streetLine1
            }
        }
    }
`;

const CREATE_ADDRESS = /* GraphQL */ `
    mutation ($input: CreateAddressInput!) {
        createCustomerAddress(input: $input) {
            id
        }
    }
`;

const UPDATE_ADDRESS = /* GraphQL */ `
    mutation ($input: UpdateAddressInput!) {
        updateCustomerAddress(input: $input) {
            id
            streetLine1
        }
    }
`;

const DELETE_ADDRESS = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteCustomerAddress(id: $id) {
            success
        }
    }
`;

const CLUB = /* GraphQL */ `
    query {
        memberClub {
            tier
            points
            nextTier
            pointsToNextTier
        }
    }
`;

const CLOSE = /* GraphQL */ `
    mutation ($confirm: Boolean!) {
        closeMyAccount(confirm: $confirm) {
            __typename
            ... on Success {
                success
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

const ME = /* GraphQL */ `
    query {
        activeCustomer {
            id
            emailAddress
        }
    }
`;

const ADDRESS = {
    fullName: '李伟',
    phoneNumber: '13800138000',
    province: '上海市',
    city: '上海市',
    streetLine2: '黄浦区',
    streetLine1: '南京东路 1 号',
    postalCode: '200001',
    countryCode: 'CN',
};

describe.each(databases)("a member's records, tried by another member on %s", (db) => {
    let shop: TestShop;
    let alice: string;
    let bob: string;
    let alicesAddress: string;

    const password = 'Records-2026';
    const emailOf = (name: string) => `${name}.${db}@example.cn`;

    const member = (name: string) => signUpMember(shop, emailOf(name), password, name);

    beforeAll(async () => {
        shop = await startTestShop({ name: `member-records-${db}`, db, postgresUrl: inject('postgresUrl') });
        alice = await member('alice');
        bob = await member('bob');
        const created = await shop.shop<{ createCustomerAddress: { id: string } }>(
            CREATE_ADDRESS,
            { input: ADDRESS },
            alice,
        );
        alicesAddress = created.data.createCustomerAddress.id;
    }, 240_000);

    afterAll(() => shop?.close());

    async function alicesStreet() {
        const own = await shop.shop<{ activeCustomer: { addresses: Array<{ id: string; streetLine1: string }> } }>(
            ADDRESSES,
            {},
            alice,
        );
        return own.data.activeCustomer.addresses.find((a) => a.id === alicesAddress)?.streetLine1;
    }

    it("answers an update of another member's address as for an address that does not exist, and changes nothing", async () => {
        const theirs = await shop.shop(UPDATE_ADDRESS, { input: { id: alicesAddress, streetLine1: '被改' } }, bob);
        const nobodys = await shop.shop(UPDATE_ADDRESS, { input: { id: '999999', streetLine1: '被改' } }, bob);
        expect(theirs.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(nobodys.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(theirs.errors?.[0]?.message.replace(alicesAddress, 'ID')).toBe(
            nobodys.errors?.[0]?.message.replace('999999', 'ID'),
        );
        expect(await alicesStreet()).toBe(ADDRESS.streetLine1);
    });

    it("answers a deletion of another member's address the same way, and keeps it", async () => {
        const theirs = await shop.shop(DELETE_ADDRESS, { id: alicesAddress }, bob);
        expect(theirs.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(await alicesStreet()).toBe(ADDRESS.streetLine1);
    });

    it('lets the member change and delete their own address', async () => {
        const updated = await shop.shop<{ updateCustomerAddress: { streetLine1: string } }>(
            UPDATE_ADDRESS,
            { input: { id: alicesAddress, streetLine1: '南京东路 2 号' } },
            alice,
        );
        expect(updated.data.updateCustomerAddress.streetLine1).toBe('南京东路 2 号');
        const deleted = await shop.shop<{ deleteCustomerAddress: { success: boolean } }>(
            DELETE_ADDRESS,
            { id: alicesAddress },
            alice,
        );
        expect(deleted.data.deleteCustomerAddress.success).toBe(true);
        expect(await alicesStreet()).toBeUndefined();
    });

    it('refuses an address past the full book with the code ADDRESS_BOOK_FULL, adding nothing', async () => {
        const erin = await member('erin');
        for (let i = 0; i < MAX_MEMBER_ADDRESSES; i++) {
            const made = await shop.shop(
                CREATE_ADDRESS,
                { input: { ...ADDRESS, streetLine1: `南京东路 ${i} 号` } },
                erin,
            );
            expect(made.errors).toBeUndefined();
        }
        const extra = await shop.shop(CREATE_ADDRESS, { input: ADDRESS }, erin);
        expect(extra.errors?.[0]?.extensions?.code).toBe('ADDRESS_BOOK_FULL');
        const book = await shop.shop<{ activeCustomer: { addresses: unknown[] } }>(ADDRESSES, {}, erin);
        expect(book.data.activeCustomer.addresses).toHaveLength(MAX_MEMBER_ADDRESSES);
    });

    it('holds every client of the API to the password rule of the forms: 8 to 72 characters', async () => {
        for (const password of ['short', 'x'.repeat(73)]) {
            const reply = await shop.shop<{ registerCustomerAccount: { __typename: string } }>(REGISTER, {
                input: { emailAddress: emailOf(`pw${password.length}`), password, firstName: 'P', lastName: 'W' },
            });
            expect(reply.data.registerCustomerAccount.__typename).toBe('PasswordValidationError');
        }
    });

    it('signs a member out everywhere else when their password changes, and everywhere when it is reset', async () => {
        const email = emailOf('dave');
        const here = await member('dave');
        const login = await shop.shop(LOGIN, { username: email, password });
        const elsewhere = login.token!;
        const signedIn = async (token: string) =>
            (await shop.shop<{ activeCustomer: { id: string } | null }>(ME, {}, token)).data.activeCustomer !== null;
        const changed = await shop.shop<{ updateCustomerPassword: { __typename: string } }>(
            `mutation ($c: String!, $n: String!) { updateCustomerPassword(currentPassword: $c, newPassword: $n) { __typename } }`,
            { c: password, n: 'Changed-2026!' },
            here,
        );
        expect(changed.data.updateCustomerPassword.__typename).toBe('Success');
        // Ended within the change's own transaction: gone by the time it is answered.
        expect(await signedIn(elsewhere)).toBe(false);
        expect(await signedIn(here)).toBe(true);

        await shop.shop(`mutation ($e: String!) { requestPasswordReset(emailAddress: $e) { __typename } }`, {
            e: email,
        });
        const method = await shop.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(NativeAuthenticationMethod)
            .findOneByOrFail({ identifier: email });
        const reset = await shop.shop<{ resetPassword: { __typename: string } }>(
            `mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { __typename } }`,
            { t: method.passwordResetToken, p: 'Reset-2026!!' },
        );
        expect(reset.data.resetPassword.__typename).toBe('CurrentUser');
        expect(await signedIn(here)).toBe(false);
        expect(await signedIn(reset.token!)).toBe(true);
    });

    it('sends an address three reset links, then answers the same but sends none', async () => {
        const email = emailOf('erin');
        await member('erin');
        const tokenNow = async () =>
            (
                await shop.app
                    .get(TransactionalConnection)
                    .rawConnection.getRepository(NativeAuthenticationMethod)
                    .findOneByOrFail({ identifier: email })
            ).passwordResetToken;
        const ask = () =>
            shop.shop<{ requestPasswordReset: { __typename: string } }>(
                `mutation ($e: String!) { requestPasswordReset(emailAddress: $e) { __typename } }`,
                { e: email },
            );
        const tokens: Array<string | null> = [];
        for (let i = 0; i < 4; i++) {
            expect((await ask()).data.requestPasswordReset.__typename).toBe('Success');
            tokens.push(await tokenNow());
        }
        expect(new Set(tokens.slice(0, 3)).size).toBe(3);
        expect(tokens[3]).toBe(tokens[2]);
    });

    it('refuses a guest', async () => {
        const guest = await shop.shop(UPDATE_ADDRESS, { input: { id: alicesAddress, streetLine1: 'x' } });
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('tells a new member their tier and the points to the next', async () => {
        const club = await shop.shop<{ memberClub: Record<string, unknown> }>(CLUB, {}, bob);
        expect(club.data.memberClub).toEqual({
            tier: 'classic',
            points: 0,
            nextTier: 'prestige',
            pointsToNextTier: 50_000,
        });
        const guest = await shop.shop(CLUB, {});
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('closes an account only when confirmed, removing the person and ending the sessions', async () => {
        const carol = await member('carol');
        await shop.shop(CREATE_ADDRESS, { input: ADDRESS }, carol);
        const carolsId = (await shop.shop<{ activeCustomer: { id: string } }>(ME, {}, carol)).data.activeCustomer.id;
        const history = () =>
            shop.app
                .get(TransactionalConnection)
                .rawConnection.getRepository(CustomerHistoryEntry)
                .find({ where: { customer: { id: carolsId } } });
        expect(JSON.stringify((await history()).map((e) => e.data))).toContain(ADDRESS.streetLine1);
        const unconfirmed = await shop.shop(CLOSE, { confirm: false }, carol);
        expect(unconfirmed.errors).toBeUndefined();
        expect(unconfirmed.data).toEqual({
            closeMyAccount: { __typename: 'ShopFailure', errorCode: 'CONFIRMATION_REQUIRED', field: 'confirm' },
        });

        const closed = await shop.shop<{ closeMyAccount: { success: boolean } }>(CLOSE, { confirm: true }, carol);
        expect(closed.data.closeMyAccount.success).toBe(true);
        // The history keeps its dates and kinds, not what they held.
        const kept = await history();
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.every((e) => Object.keys(e.data).length === 0)).toBe(true);
        const after = await shop.shop<{ activeCustomer: unknown }>(ME, {}, carol);
        expect(after.data.activeCustomer).toBeNull();
        const login = await shop.shop<{ login: { __typename: string } }>(LOGIN, {
            username: emailOf('carol'),
            password,
        });
        expect(login.data.login.__typename).toBe('InvalidCredentialsError');
        // The address is free again: the person may come back as a new member.
        const again = await member('carol');
        const me = await shop.shop<{ activeCustomer: { emailAddress: string } }>(ME, {}, again);
        expect(me.data.activeCustomer.emailAddress).toBe(emailOf('carol'));
        // Another member is untouched.
        const bobs = await shop.shop<{ activeCustomer: { emailAddress: string } }>(ME, {}, bob);
        expect(bobs.data.activeCustomer.emailAddress).toBe(emailOf('bob'));
    });

    it('answers an order number the member may not see as not found, like one nobody has', async () => {
        const query = `query ($code: String!) { orderByCode(code: $code) { id } }`;
        for (const token of [bob, undefined]) {
            const answer = await shop.shop(query, { code: 'NO-SUCH-ORDER' }, token);
            expect(answer.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        }
    });

    it("registers an e-mail a guest has ordered with only through a link to that inbox, so nobody else reads that guest's orders", async () => {
        const first = await shop.shop<{ products: { items: Array<{ variants: Array<{ id: string }> }> } }>(
            `query { products(options: { take: 1 }) { items { variants { id } } } }`,
        );
        const variantId = first.data.products.items[0].variants[0].id;
        const added = await shop.shop(
            `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`,
            { id: variantId },
        );
        const guest = added.token!;
        const emailAddress = `guest.${db}@example.cn`;
        await shop.shop(
            `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { __typename } }`,
            { input: { emailAddress, firstName: '访客', lastName: '王' } },
            guest,
        );
        const resetToken = async () =>
            (
                await shop.app
                    .get(TransactionalConnection)
                    .rawConnection.getRepository(NativeAuthenticationMethod)
                    .findOneBy({ identifier: emailAddress })
            )?.passwordResetToken ?? null;
        const register = () =>
            shop.shop<{ registerCustomerAccount: { __typename: string } }>(REGISTER, {
                input: { emailAddress: emailAddress.toUpperCase(), password, firstName: 'x', lastName: 'y' },
            });

        const taken = await register();
        expect(taken.data.registerCustomerAccount.__typename).toBe('NotVerifiedError');
        // The caller's password was not kept: nobody signs in with it.
        const login = await shop.shop<{ login: { __typename: string } }>(LOGIN, { username: emailAddress, password });
        expect(login.data.login.__typename).toBe('InvalidCredentialsError');
        const firstLink = await resetToken();
        expect(firstLink).toEqual(expect.any(String));

        // Asked again (the mail was lost), the account still waits for its password and a new link goes out.
        expect((await register()).data.registerCustomerAccount.__typename).toBe('NotVerifiedError');
        const link = await resetToken();
        expect(link).not.toBe(firstLink);

        // Whoever reads the inbox sets the password, is signed in, and finds the guest's order and name.
        const reset = await shop.shop<{ resetPassword: { __typename: string } }>(
            `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { __typename } }`,
            { token: link, password: 'Inbox-owner-2026' },
        );
        expect(reset.data.resetPassword.__typename).toBe('CurrentUser');
        const owner = await shop.shop<{
            activeCustomer: { firstName: string; orders: { totalItems: number } };
        }>(`query { activeCustomer { firstName orders { totalItems } } }`, {}, reset.token ?? undefined);
        expect(owner.data.activeCustomer).toEqual({ firstName: '访客', orders: { totalItems: 1 } });

        // From then on the address is an account like any other.
        expect((await register()).data.registerCustomerAccount.__typename).toBe('Success');
        const stranger = await shop.shop<{ login: { __typename: string } }>(LOGIN, {
            username: emailAddress,
            password,
        });
        expect(stranger.data.login.__typename).toBe('InvalidCredentialsError');
    });
});
