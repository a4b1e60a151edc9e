/**
 * Express's "trust proxy" setting from its textual form in TRUST_PROXY: `true`/`false`, a
 * hop count, or addresses and subnets (comma-separated, or names such as `loopback`). Both
 * the backend and the storefront server read it the same way.
 */
export function parseTrustProxy(value: string): boolean | number | string {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
}
