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
    storedAt: number;
}

function sizeOf(key: string, entry: PageEntry): number {
    const headers = entry.headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
    return (key.length + headers) * 2 + entry.body.bytes;
}

/** The page cache with, for each key, the one render under way for it. */
export class PageCache {
    // A Map iterates in insertion order: the first key is the least recently used.
    private readonly entries = new Map<string, { entry: PageEntry; size: number }>();
    private readonly rendering = new Map<string, Promise<PageEntry | undefined>>();
    private totalBytes = 0;

    constructor(
        readonly maxEntries = PAGE_CACHE_MAX_ENTRIES,
        readonly maxBytes = PAGE_CACHE_MAX_BYTES,
        readonly maxAgeMs = PAGE_CACHE_MAX_AGE_MS,
        private readonly now: () => number = Date.now,
    ) {}

    get size(): number {
        return this.entries.size;
    }

    get bytes(): number {
        return this.totalBytes;
    }

    /** The page kept for `key` if it is younger than the maximum age. */
    get(key: string): PageEntry | undefined {
        const found = this.entries.get(key);
        if (!found) return undefined;
        this.entries.delete(key);
        if (this.now() - found.entry.storedAt >= this.maxAgeMs) {
            this.totalBytes -= found.size;
            return undefined;
        }
        this.entries.set(key, found);
        return found.entry;
    }

    set(key: string, entry: PageEntry): void {
        this.delete(key);
        const size = sizeOf(key, entry);
        // A page larger than the whole cache would only push everything else out.
        if (size > this.maxBytes) return;
        this.entries.set(key, { entry, size });
        this.totalBytes += size;
        while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
            this.delete(this.entries.keys().next().value as string);
        }
    }

    /**
     * Renders the page for `key` once however many ask together: the first caller's `render`
     * runs (`shared: false`); the others wait for its page (`shared: true`), which is undefined
     * when it could not be kept, and then render their own. A page `render` returns is kept.
     */
    async once(
        key: string,
        render: () => Promise<PageEntry | undefined>,
    ): Promise<{ entry: PageEntry | undefined; shared: boolean }> {
        const pending = this.rendering.get(key);
        if (pending) return { entry: await pending.catch(() => undefined), shared: true };
        const mine = render().then(
            (entry) => {
                this.rendering.delete(key);
                if (entry) this.set(key, entry);
                return entry;
            },
            (err: unknown) => {
                this.rendering.delete(key);
                throw err;
            },
        );
        this.rendering.set(key, mine);
        return { entry: await mine, shared: false };
    }

    private delete(key: string): void {
        const found = this.entries.get(key);
        if (!found) return;
        this.entries.delete(key);
        this.totalBytes -= found.size;
    }
}

/** The page cache of this storefront process. */
export const pageCache = new PageCache();
