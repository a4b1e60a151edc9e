/**
 * The wishlist's rules, shared by the server that keeps members' lists and the storefront that
 * keeps a guest's in local storage (spec §3 wishlist entry, §4 wishlist). No zod here: the
 * storefront's page scripts import this file.
 */

/** What may be wished for: a watch or a strap (spec §3). */
export const WISHLIST_TYPES = ['watch', 'strap'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];

/** How many entries one list holds, a member's on the server or a guest's in the browser. */
export const MAX_WISHLIST_ENTRIES = 100;

/** The longest sku a wishlist accepts; the catalogue's are far shorter. */
export const MAX_WISHLIST_SKU_LENGTH = 64;

/** Length of a guest entry's id (spec §3: random 24-character alphanumeric strings). */
export const GUEST_WISHLIST_ID_LENGTH = 24;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface WishlistEntry {
    id: string;
    sku: string;
    type: WishlistType;
}

export function isWishlistType(value: unknown): value is WishlistType {
    return WISHLIST_TYPES.some((type) => type === value);
}

/** A sku as a wishlist takes it: trimmed, not empty, not longer than the limit. */
export function wishlistSku(value: unknown): string | undefined {
    if (typeof value !== 'string') return undefined;
    const sku = value.trim();
    return sku && sku.length <= MAX_WISHLIST_SKU_LENGTH ? sku : undefined;
}

/**
 * A guest entry's id: 24 characters drawn uniformly from [A-Za-z0-9]. `randomBytes` fills a
 * buffer with random bytes (crypto.getRandomValues in a browser); bytes that would bias the
 * draw (248 and above, 248 being the largest multiple of 62 below 256) are drawn again.
 */
export function guestWishlistId(randomBytes: (buffer: Uint8Array) => Uint8Array): string {
    let id = '';
    while (id.length < GUEST_WISHLIST_ID_LENGTH) {
        for (const byte of randomBytes(new Uint8Array(GUEST_WISHLIST_ID_LENGTH))) {
            if (byte < 248 && id.length < GUEST_WISHLIST_ID_LENGTH) id += ALPHANUMERIC[byte % 62];
        }
    }
    return id;
}

/**
 * Reads a list kept in local storage: anything that is not an array of well-formed entries is
 * dropped entry by entry (a hand-edited or older copy must not break the page), one entry per
 * sku, at most MAX_WISHLIST_ENTRIES.
 */
export function parseStoredWishlist(raw: string | null): WishlistEntry[] {
    if (!raw) return [];
    let value: unknown;
    try {
        value = JSON.parse(raw);
    } catch {
        return [];
    }
    if (!Array.isArray(value)) return [];
    const entries: WishlistEntry[] = [];
    for (const item of value as unknown[]) {
        if (typeof item !== 'object' || item === null) continue;
        const { id, sku, type } = item as Record<string, unknown>;
        const cleanSku = wishlistSku(sku);
        if (typeof id !== 'string' || !id || !cleanSku || !isWishlistType(type)) continue;
        if (entries.some((entry) => entry.sku === cleanSku)) continue;
        entries.push({ id, sku: cleanSku, type });
        if (entries.length === MAX_WISHLIST_ENTRIES) break;
    }
    return entries;
}

/**
 * The list with `sku` added at the front (or left as it is when already there, spec §3: keyed
 * by sku); undefined when the list is full.
 */
export function withWish(entries: WishlistEntry[], entry: WishlistEntry): WishlistEntry[] | undefined {
    if (entries.some((e) => e.sku === entry.sku)) return entries;
    if (entries.length >= MAX_WISHLIST_ENTRIES) return undefined;
    return [entry, ...entries];
}

export function withoutWish(entries: WishlistEntry[], sku: string): WishlistEntry[] {
    return entries.filter((entry) => entry.sku !== sku);
}
