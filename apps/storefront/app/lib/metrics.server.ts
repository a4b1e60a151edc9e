/**
 * The app's side of the storefront's metrics. The registry lives in the Express server
 * (server/metrics.mjs), which installs its recorders here before it loads the build: the app
 * bundle must not carry a second registry of the same names. Without the server (a unit
 * test), recording does nothing.
 */
export type CacheResult = 'hit' | 'miss';
export type PageCacheResult = 'hit' | 'miss' | 'bypass';

export interface MetricsRecorders {
    recordCatalogueCache(result: CacheResult): void;
    recordPageCache(result: PageCacheResult): void;
}

const KEY = Symbol.for('maison.storefront.metrics');

function recorders(): MetricsRecorders | undefined {
    return (globalThis as { [KEY]?: MetricsRecorders })[KEY];
}

export function recordCatalogueCache(result: CacheResult): void {
    recorders()?.recordCatalogueCache(result);
}

/** For the anonymous page cache: one call per page request it looked at. */
export function recordPageCache(result: PageCacheResult): void {
    recorders()?.recordPageCache(result);
}
