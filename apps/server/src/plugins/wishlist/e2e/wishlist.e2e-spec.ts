import { MAX_WISHLIST_ENTRIES } from '@maison/shared';
import { TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { WishlistEntry } from '../entities/wishlist-entry.entity';
import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';

const databases = SQLITE_ONLY;

const SKUS = /* GraphQL */ `
    query {
        search(input: { take: 4, groupByProduct: false }) {
            items {
                sku
            }
        }
    }
`;

const LIST = /* GraphQL */ `
    query {
        wishlist {
            id
            sku
            type
        }
    }
`;

const ADD = /* GraphQL */ `
    mutation ($input: WishlistEntryInput!) {
        addToWishlist(input: $input) {
            __typename
            ... on WishlistEntry {
                id
                sku
                type
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

const REMOVE = /* GraphQL */ `
    mutation ($id: ID!) {
        removeFromWishlist(id: $id) {
            id
        }
    }
`;

const MERGE = /* GraphQL */ `
    mutation ($entries: [WishlistEntryInput!]!) {
        mergeWishlist(entries: $entries) {
            sku
            type
        }
    }
`;

const VARIANTS = /* GraphQL */ `
    query ($skus: [String!]!) {
        variantsBySku(skus: $skus) {
            sku
            priceWithTax
            product {
                slug
            }
        }
    }
`;

interface Entry {
    id: string;
    sku: string;
    type: string;
}

describe.each(databases)('wishlists on %s', (db) => {
    let shop: TestShop;
    let alice: string;
    let bob: string;
    let skus: string[];

    const member = (name: string) => signUpMember(shop, `${name}.wish.${db}@example.cn`, 'Wishlist-2026', name);

    const listOf = async (token: string) => (await shop.shop<{ wishlist: Entry[] }>(LIST, {}, token)).data.wishlist;

    beforeAll(async () => {
        shop = await startTestShop({ name: `wishlist-${db}`, db, postgresUrl: inject('postgresUrl') });
        alice = await member('alice');
        bob = await member('bob');
        const found = await shop.shop<{ search: { items: Array<{ sku: string }> } }>(SKUS);
        skus = found.data.search.items.map((item) => item.sku);
        expect(new Set(skus).size).toBe(4);
    }, 240_000);

    afterAll(() => shop?.close());

    it('keeps one entry per sku, newest first, and refuses a sku the shop does not sell', async () => {
        const first = await shop.shop<{ addToWishlist: Entry }>(ADD, { input: { sku: skus[0], type: 'watch' } }, alice);
        const again = await shop.shop<{ addToWishlist: Entry }>(ADD, { input: { sku: skus[0], type: 'watch' } }, alice);
        expect(again.data.addToWishlist.id).toBe(first.data.addToWishlist.id);
        await shop.shop(ADD, { input: { sku: skus[1], type: 'strap' } }, alice);
        expect((await listOf(alice)).map((e) => [e.sku, e.type])).toEqual([
            [skus[1], 'strap'],
            [skus[0], 'watch'],
        ]);

        const unknown = await shop.shop(ADD, { input: { sku: 'NO-SUCH-SKU', type: 'watch' } }, alice);
        expect(unknown.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(await listOf(alice)).toHaveLength(2);
    });

    it("answers the removal of another member's entry as for one nobody has, and keeps it", async () => {
        const [entry] = await listOf(alice);
        const theirs = await shop.shop(REMOVE, { id: entry.id }, bob);
        const nobodys = await shop.shop(REMOVE, { id: '999999' }, bob);
        expect(theirs.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(nobodys.errors?.[0]?.extensions?.code).toBe('ENTITY_NOT_FOUND');
        expect(theirs.errors?.[0]?.message.replace(entry.id, 'ID')).toBe(
            nobodys.errors?.[0]?.message.replace('999999', 'ID'),
        );
        expect((await listOf(alice)).map((e) => e.id)).toContain(entry.id);
        expect(await listOf(bob)).toEqual([]);
    });

    it('lets the member remove their own entry', async () => {
        const [entry] = await listOf(alice);
        const removed = await shop.shop<{ removeFromWishlist: { id: string } }>(REMOVE, { id: entry.id }, alice);
        expect(removed.data.removeFromWishlist.id).toBe(entry.id);
        expect((await listOf(alice)).map((e) => e.id)).not.toContain(entry.id);
    });

    it("merges a guest's list on sign-in: new skus added, known ones kept, unknown ones skipped", async () => {
        const merged = await shop.shop<{ mergeWishlist: Array<{ sku: string }> }>(
            MERGE,
            {
                entries: [
                    { sku: skus[0], type: 'watch' },
                    { sku: skus[2], type: 'watch' },
                    { sku: ` ${skus[3]} `, type: 'strap' },
                    { sku: 'NO-SUCH-SKU', type: 'watch' },
                ],
            },
            alice,
        );
        expect(merged.errors).toBeUndefined();
        expect(merged.data.mergeWishlist.map((e) => e.sku).sort()).toEqual([skus[0], skus[2], skus[3]].sort());
    });

    it('refuses a guest, and a list longer than the limit', async () => {
        const guest = await shop.shop(LIST, {});
        expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        const tooMany = Array.from({ length: MAX_WISHLIST_ENTRIES + 1 }, (_, i) => ({ sku: `S${i}`, type: 'watch' }));
        const merge = await shop.shop(MERGE, { entries: tooMany }, bob);
        expect(merge.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ITEMS');
        const lookup = await shop.shop(VARIANTS, { skus: tooMany.map((e) => e.sku) });
        expect(lookup.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ITEMS');
        expect(await listOf(bob)).toEqual([]);
    });

    it('answers an add to a full list with ShopFailure WISHLIST_FULL and keeps the list as it was', async () => {
        const dora = await member('dora');
        const me = await shop.shop<{ activeCustomer: { id: string } }>(`query { activeCustomer { id } }`, {}, dora);
        const customerId = me.data.activeCustomer.id;
        const repo = shop.app.get(TransactionalConnection).rawConnection.getRepository(WishlistEntry);
        await repo.save(
            Array.from(
                { length: MAX_WISHLIST_ENTRIES },
                (_, i) => new WishlistEntry({ customerId, sku: `FULL-${i}`, type: 'watch' }),
            ),
        );
        const full = await shop.shop<{ addToWishlist: { __typename: string; errorCode?: string } }>(
            ADD,
            { input: { sku: skus[2], type: 'watch' } },
            dora,
        );
        expect(full.errors).toBeUndefined();
        expect(full.data.addToWishlist).toEqual({ __typename: 'ShopFailure', errorCode: 'WISHLIST_FULL' });
        expect(await repo.count({ where: { customerId } })).toBe(MAX_WISHLIST_ENTRIES);
    });

    it('looks variants up by sku in the order asked, for a guest too', async () => {
        const found = await shop.shop<{ variantsBySku: Array<{ sku: string; priceWithTax: number }> }>(VARIANTS, {
            skus: [skus[2], 'NO-SUCH-SKU', skus[0]],
        });
        expect(found.data.variantsBySku.map((v) => v.sku)).toEqual([skus[2], skus[0]]);
        expect(found.data.variantsBySku[0].priceWithTax).toBeGreaterThan(0);
    });

    it("forgets a member's wishlist when they close their account", async () => {
        const carol = await member('carol');
        await shop.shop(ADD, { input: { sku: skus[0], type: 'watch' } }, carol);
        const id = (await listOf(carol))[0].id;
        const closed = await shop.shop<{ closeMyAccount: { success: boolean } }>(
            `mutation { closeMyAccount(confirm: true) { ... on Success { success } } }`,
            {},
            carol,
        );
        expect(closed.data.closeMyAccount.success).toBe(true);
        const repo = shop.app.get(TransactionalConnection).rawConnection.getRepository(WishlistEntry);
        await expect.poll(() => repo.countBy({ id }), { timeout: 10_000 }).toBe(0);
    });
});
