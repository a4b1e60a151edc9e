const PROBE_ORIGIN = 'http://shop.invalid';

/**
 * The path, query and hash of `value` if it stays on this site, else undefined. Browsers
 * read `//host`, `/\host` and `/<tab>/host` as other sites, so prefix checks are not enough:
 * the value is resolved the way a browser would and its origin compared.
 */
export function sameSitePath(value: unknown): string | undefined {
    if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
    try {
        const url = new URL(value, PROBE_ORIGIN);
        return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
    } catch {
        return undefined;
    }
}
