/**
 * Shop API answers to catalogue reads (search, collections, products by sku), shared by every
 * visitor. Each is filed under the catalogue version the backend announced for the page view,
 * so a change in Vendure (which moves the version on) makes every earlier answer unreachable:
 * the next page view reads afresh. Answers are kept as JSON text and parsed for each caller,
 * so no page can change an object another page renders.
 */

import { LruCache } from '@maison/shared';

import { recordCatalogueCache } from './metrics.server';

/** About a thousand pages' worth of listings and products, in all three languages. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

/** 32 MB of text (two bytes a character): the answers of one version of the whole catalogue fit. */
export const CATALOGUE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What an answer counts against the cache's bytes: its key and text, two bytes a character. */
export function textSize(key: string, text: string): number {
    return (key.length + text.length) * 2;
}

/** A catalogue answers cache of the given bounds (the process's own below). */
export function createCatalogueCache(
    maxEntries = CATALOGUE_CACHE_MAX_ENTRIES,
    maxBytes = CATALOGUE_CACHE_MAX_BYTES,
): LruCache<string, string> {
    return new LruCache({ maxEntries, maxBytes, sizeOf: textSize });
}

/** The cache of this storefront process. */
export const catalogueCache = createCatalogueCache();

/**
 * The cached text for `key`, else `load()`'s, kept for the next caller. Page views that miss
 * together wait for one backend call; a failed call is not kept.
 */
export async function cachedCatalogueText(
    key: string,
    load: () => Promise<string>,
    cache: LruCache<string, string> = catalogueCache,
): Promise<string> {
    let called = false;
    try {
        const { value } = await cache.load(key, () => {
            called = true;
            return load();
        });
        // load() answers a string or throws: a value is there.
        return value!;
    } finally {
        // A page view that joins another's call in flight costs the backend nothing: a hit.
        recordCatalogueCache(called ? 'miss' : 'hit');
    }
}

/**
 * What makes two catalogue reads the same answer: the version, the language, the document and
 * its variables (the Shop API's default channel is the only one the storefront reads).
 */
export function catalogueKey(version: string, locale: string, query: string, variables: unknown): string {
    return `${version}\n${locale}\n${stableJson(variables ?? {})}\n${query}`;
}

/** JSON with object keys sorted, so that the same variables built in another order give the same key. */
export function stableJson(value: unknown): string {
    return JSON.stringify(value, (_key, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
            : v,
    );
}
