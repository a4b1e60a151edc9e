import { describe, expect, it } from 'vitest';

import {
    GUEST_WISHLIST_ID_LENGTH,
    guestWishlistId,
    MAX_WISHLIST_ENTRIES,
    parseStoredWishlist,
    type WishlistEntry,
    withoutWish,
    withWish,
} from './wishlist';

const entry = (sku: string, type: 'watch' | 'strap' = 'watch'): WishlistEntry => ({ id: `id-${sku}`, sku, type });

describe('guest wishlist ids', () => {
    it('are 24 alphanumeric characters', () => {
        const bytes = (b: Uint8Array) => b.map((_, i) => (i * 37) % 256);
        const id = guestWishlistId(bytes);
        expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
        expect(id).toHaveLength(GUEST_WISHLIST_ID_LENGTH);
    });

    it('draws again for bytes that would favour some characters', () => {
        let call = 0;
        // First buffer: all 255 (rejected); then all 61 ("9").
        const id = guestWishlistId((b) => b.fill(call++ === 0 ? 255 : 61));
        expect(id).toBe('9'.repeat(24));
        expect(call).toBe(2);
    });

    it('differ from one draw to the next with a real source', () => {
        const random = (b: Uint8Array) => globalThis.crypto.getRandomValues(b);
        expect(guestWishlistId(random)).not.toBe(guestWishlistId(random));
    });
});

describe('the stored list', () => {
    it('keeps well-formed entries, one per sku, and drops the rest', () => {
        const raw = JSON.stringify([
            entry('A'),
            { id: 'x', sku: 'A', type: 'watch' },
            { id: 'y', sku: 'B', type: 'bracelet' },
            { id: 'z', sku: '', type: 'watch' },
            null,
            'C',
            { id: 'w', sku: ' D ', type: 'strap' },
        ]);
        expect(parseStoredWishlist(raw)).toEqual([entry('A'), { id: 'w', sku: 'D', type: 'strap' }]);
    });

    it('reads nothing from a broken or foreign value', () => {
        expect(parseStoredWishlist(null)).toEqual([]);
        expect(parseStoredWishlist('{not json')).toEqual([]);
        expect(parseStoredWishlist('{"sku":"A"}')).toEqual([]);
    });

    it('reads at most a full list', () => {
        const many = Array.from({ length: MAX_WISHLIST_ENTRIES + 5 }, (_, i) => entry(`S${i}`));
        expect(parseStoredWishlist(JSON.stringify(many))).toHaveLength(MAX_WISHLIST_ENTRIES);
    });
});

describe('adding and removing', () => {
    it('adds at the front, once per sku', () => {
        const list = withWish([entry('A')], entry('B'));
        expect(list?.map((e) => e.sku)).toEqual(['B', 'A']);
        expect(withWish(list!, { ...entry('A'), id: 'other' })).toBe(list);
    });

    it('refuses an entry beyond the limit', () => {
        const full = Array.from({ length: MAX_WISHLIST_ENTRIES }, (_, i) => entry(`S${i}`));
        expect(withWish(full, entry('new'))).toBeUndefined();
    });

    it('removes by sku', () => {
        expect(withoutWish([entry('A'), entry('B')], 'A')).toEqual([entry('B')]);
    });
});
