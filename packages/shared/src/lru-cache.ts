/**
 * A least-recently-used cache: bounded by count and by a size the caller measures, each entry
 * kept at most a maximum age, and loading a missing key once however many callers ask for it
 * together. The storefront's page cache, its catalogue answers and its route labels use it.
 */

export interface LruCacheOptions<K, V> {
    maxEntries: number;
    /** The bound on the sum of `sizeOf` over all entries; none by default. */
    maxBytes?: number;
    /** What an entry counts against `maxBytes`. */
    sizeOf?: (key: K, value: V) => number;
    /** How long an entry is kept after it was stored; for ever by default. */
    maxAgeMs?: number;
    now?: () => number;
}

/** Where a loaded value came from: the cache, this caller's load, or a load under way for others. */
export type LoadSource = 'cached' | 'loaded' | 'joined';

interface Kept<V> {
    value: V;
    size: number;
    storedAt: number;
}

export class LruCache<K, V> {
    // A Map iterates in insertion order: the first key is the least recently used.
    private readonly entries = new Map<K, Kept<V>>();
    private readonly loading = new Map<K, Promise<V | undefined>>();
    private totalBytes = 0;
    readonly maxEntries: number;
    readonly maxBytes: number;
    readonly maxAgeMs: number;
    private readonly sizeOf: (key: K, value: V) => number;
    private readonly now: () => number;

    constructor(options: LruCacheOptions<K, V>) {
        this.maxEntries = options.maxEntries;
        this.maxBytes = options.maxBytes ?? Infinity;
        this.maxAgeMs = options.maxAgeMs ?? Infinity;
        this.sizeOf = options.sizeOf ?? (() => 0);
        this.now = options.now ?? Date.now;
    }

    get size(): number {
        return this.entries.size;
    }

    get bytes(): number {
        return this.totalBytes;
    }

    /** The value kept for `key` if it is younger than the maximum age; it becomes the most recent. */
    get(key: K): V | undefined {
        const found = this.entries.get(key);
        if (!found) return undefined;
        this.entries.delete(key);
        if (this.now() - found.storedAt >= this.maxAgeMs) {
            this.totalBytes -= found.size;
            return undefined;
        }
        this.entries.set(key, found);
        return found.value;
    }

    set(key: K, value: V): void {
        this.delete(key);
        const size = this.sizeOf(key, value);
        // A value larger than the whole cache would only push everything else out.
        if (size > this.maxBytes) return;
        this.entries.set(key, { value, size, storedAt: this.now() });
        this.totalBytes += size;
        while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
            this.delete(this.entries.keys().next().value as K);
        }
    }

    /**
     * The value kept for `key`, else `load()`'s, which is kept unless undefined. Callers that miss
     * together share the first one's load (a failure reaches them all, and nothing is kept).
     */
    async load(key: K, load: () => Promise<V | undefined>): Promise<{ value: V | undefined; source: LoadSource }> {
        const cached = this.get(key);
        if (cached !== undefined) return { value: cached, source: 'cached' };
        const pending = this.loading.get(key);
        if (pending) return { value: await pending, source: 'joined' };
        const mine = load().then(
            (value) => {
                this.loading.delete(key);
                if (value !== undefined) this.set(key, value);
                return value;
            },
            (err: unknown) => {
                this.loading.delete(key);
                throw err;
            },
        );
        this.loading.set(key, mine);
        return { value: await mine, source: 'loaded' };
    }

    private delete(key: K): void {
        const found = this.entries.get(key);
        if (!found) return;
        this.entries.delete(key);
        this.totalBytes -= found.size;
    }
}
