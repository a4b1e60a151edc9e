/** Methods that change nothing, so any site may send them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request reached us over HTTPS (as the trusted proxy says; see server.mjs). */
export function isHttps(request: Request): boolean {
    return new URL(request.url).protocol === 'https:';
}

/**
 * Whether a state-changing request was sent by a page of another site (cross-site request
 * forgery). Browsers name the sending page's origin in `Origin` on every POST; where an old
 * browser leaves it out, `Sec-Fetch-Site` says the same. A request with neither comes from
 * no browser (the mini-program, a script), which no other site can make a visitor send.
 * `trustedOrigins` are the shop's public origin(s), for when a proxy changes the Host.
 */
export function isCrossSiteRequest(request: Request, trustedOrigins: readonly string[]): boolean {
    if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
    const origin = request.headers.get('Origin');
    if (origin !== null) {
        // "null" is what sandboxed frames and some redirects send: never ours.
        return origin !== new URL(request.url).origin && !trustedOrigins.includes(origin);
    }
    const site = request.headers.get('Sec-Fetch-Site');
    return site !== null && site !== 'same-origin' && site !== 'none';
}

/**
 * Whether the browser loads the answer as a page: a form posted before the page's script ran
 * (or with scripts off). A fetcher's request is made by the script and is no navigation; an old
 * browser without `Sec-Fetch-Mode` says so by asking for HTML.
 */
export function isDocumentRequest(request: Request): boolean {
    const mode = request.headers.get('Sec-Fetch-Mode');
    if (mode !== null) return mode === 'navigate';
    return (request.headers.get('Accept') ?? '').includes('text/html');
}
