/**
 * How the anonymous page cache answered, counted per process: the metrics endpoint reads these
 * as `maison_page_cache_requests_total{result}`.
 */
export type PageCacheResult = 'hit' | 'miss' | 'bypass';

type Listener = (result: PageCacheResult) => void;

const counts: Record<PageCacheResult, number> = { hit: 0, miss: 0, bypass: 0 };
const listeners = new Set<Listener>();

/** Counts one page answer and tells whoever listens (a Prometheus counter). */
export function countPageCache(result: PageCacheResult): void {
    counts[result] += 1;
    for (const listener of listeners) listener(result);
}

/** The answers counted since the process started. */
export function pageCacheCounts(): Readonly<Record<PageCacheResult, number>> {
    return { ...counts };
}

/** Calls `listener` for every answer from now on; the returned function stops it. */
export function onPageCacheResult(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}
