import { guestWishlistId, parseStoredWishlist, type WishlistEntry } from '@maison/shared';

/**
 * The browser's copies of the wishlist (spec §3 browser-stored keys): a guest's own list, and
 * the last list a member's server answered with, shown when it cannot be reached (spec §4).
 */
export const GUEST_KEY = 'wishlistGuest';
export const MEMBER_KEY = 'wishlist';

/** Local storage may be missing or refuse (private windows, full quota): the list then lives for the page. */
export function readStored(key: string): WishlistEntry[] {
    try {
        return parseStoredWishlist(window.localStorage.getItem(key));
    } catch {
        return [];
    }
}

export function writeStored(key: string, entries: WishlistEntry[] | null): void {
    try {
        if (entries === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(entries));
    } catch {
        // Not kept beyond the page; nothing the visitor can do about it.
    }
}

export function newGuestId(): string {
    return guestWishlistId((buffer) => crypto.getRandomValues(buffer));
}
