import { LruCache } from '@maison/shared';

import type { PageBody } from './page-body.server';

/**
 * Rendered anonymous pages, each filed under a key that holds the catalogue version (see
 * page-cache-key.ts): a change in Vendure or a published content entry moves the version on,
 * and every page of the older one becomes unreachable at the next page view. Every storefront
 * instance keeps its own, keyed by the version all of them read from the backend.
 */

/** About three hundred pages in each of three languages and consent states. */
export const PAGE_CACHE_MAX_ENTRIES = 1_000;

/** 64 MB: a page is 60 to 150 KB of HTML and a fifth of that gzipped. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The longest a page is kept, whatever the version says: what a page shows may depend on the
 * clock in ways no version tracks (a footer's year, a date formatted "today"), and a minute is
 * the pace at which scheduled content is published anyway.
 */
export const PAGE_CACHE_MAX_AGE_MS = 60_000;

/** One rendered page: its HTML without its nonce, its status and headers (no cookies, no policy). */
export interface PageEntry {
    body: PageBody;
    status: number;
    headers: ReadonlyArray<readonly [string, string]>;
}

/** What a kept page counts against the cache's bytes: its key and headers as text, and its body. */
export function pageSize(key: string, entry: PageEntry): number {
    const headers = entry.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
    return (key.length + headers) * 2 + entry.body.bytes;
}

/** A page cache of the given bounds (the process's own below). */
export function createPageCache(
    maxEntries = PAGE_CACHE_MAX_ENTRIES,
    maxBytes = PAGE_CACHE_MAX_BYTES,
    now: () => number = Date.now,
): LruCache<string, PageEntry> {
    return new LruCache({ maxEntries, maxBytes, sizeOf: pageSize, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, now });
}

/** The page cache of this storefront process; a render under way for a key is shared (load). */
export const pageCache = createPageCache();
