/**
 * Shop API answers to catalogue reads (search, collections, products by sku), shared by every
 * visitor. Each is filed under the catalogue version the backend announced for the page view,
 * so a change in Vendure (which moves the version on) makes every earlier answer unreachable:
 * the next page view reads afresh. Answers are kept as JSON text and parsed for each caller,
 * so no page can change an object another page renders.
 */

import { recordCatalogueCache } from './metrics.server';

/** About a thousand pages' worth of listings and products, in all three languages. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

/** 32 MB of text (two bytes a character): the answers of one version of the whole catalogue fit. */
export const CATALOGUE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A least-recently-used map of JSON texts, bounded by count and by size. */
export class TextLru {
    // A Map iterates in insertion order: the first key is the least recently used.
    private readonly entries = new Map<string, string>();
    private totalBytes = 0;

    constructor(
        readonly maxEntries: number,
        readonly maxBytes: number,
    ) {}

    get size(): number {
        return this.entries.size;
    }

    get bytes(): number {
        return this.totalBytes;
    }

    get(key: string): string | undefined {
        const text = this.entries.get(key);
        if (text === undefined) return undefined;
        this.entries.delete(key);
        this.entries.set(key, text);
        return text;
    }

    set(key: string, text: string): void {
        const size = sizeOf(key, text);
        this.delete(key);
        // An answer larger than the whole cache would only push everything else out.
        if (size > this.maxBytes) return;
        this.entries.set(key, text);
        this.totalBytes += size;
        while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
            const oldest = this.entries.keys().next().value as string;
            this.delete(oldest);
        }
    }

    private delete(key: string): void {
        const text = this.entries.get(key);
        if (text === undefined) return;
        this.entries.delete(key);
        this.totalBytes -= sizeOf(key, text);
    }
}

function sizeOf(key: string, text: string): number {
    return (key.length + text.length) * 2;
}

/** The answers cache with, for each key, the one backend call under way for it. */
export class CatalogueCache {
    private readonly lru: TextLru;
    private readonly loading = new Map<string, Promise<string>>();

    constructor(maxEntries = CATALOGUE_CACHE_MAX_ENTRIES, maxBytes = CATALOGUE_CACHE_MAX_BYTES) {
        this.lru = new TextLru(maxEntries, maxBytes);
    }

    get size(): number {
        return this.lru.size;
    }

    /**
     * The cached text for `key`, else `load()`'s, kept for the next caller. Page views that miss
     * together wait for one backend call; a failed call is not kept.
     */
    async get(key: string, load: () => Promise<string>): Promise<string> {
        const cached = this.lru.get(key);
        if (cached !== undefined) {
            recordCatalogueCache('hit');
            return cached;
        }
        let pending = this.loading.get(key);
        // A page view that joins another's call in flight costs the backend nothing: a hit.
        recordCatalogueCache(pending ? 'hit' : 'miss');
        if (!pending) {
            pending = load().then(
                (text) => {
                    this.loading.delete(key);
                    this.lru.set(key, text);
                    return text;
                },
                (err: unknown) => {
                    this.loading.delete(key);
                    throw err;
                },
            );
            this.loading.set(key, pending);
        }
        return pending;
    }
}

/** The cache of this storefront process. */
export const catalogueCache = new CatalogueCache();

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
