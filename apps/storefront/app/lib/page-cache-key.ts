import { isDataRequestPath } from '@maison/shared';

/**
 * Which page views the anonymous page cache may answer, and under what key: everything the
 * server render of such a page reads from its request, and nothing else, so that two requests
 * with the same key get the same page.
 */

/**
 * The pages an anonymous visitor sees the same as any other: the home page, listings, a watch
 * or a strap, and the content pages (news, press, service texts, the CMS's pages through the
 * catch-all). Patterns as in routes.ts, with a leading slash. Not here: the bag, checkout, the account,
 * sign-in, search (any term), the stores and appointments (they show what is open now and the
 * free slots, which change with the clock), and anything a form posts to or reads a cookie of
 * its own (send my watch, contact forms).
 */
export const CACHEABLE_PATTERNS: ReadonlySet<string> = new Set([
    '/',
    '/watches',
    '/watches/all',
    '/watches/collection',
    '/watches/:category',
    '/watches/origins/label',
    '/watches/:slug/:sku',
    '/watches/:collection/:model/:sku',
    '/watches/:category/:s3/:s4/:s5?',
    '/straps',
    '/straps/all',
    '/straps/:category/:s3?/:s4?/:s5?',
    '/strap/:id/:sku',
    '/news',
    '/news/details/:slug',
    '/press-lounge',
    '/press-lounge/media-center',
    '/press-lounge/media-data',
    '/press-lounge/press-releases',
    '/press-lounge/press-releases/data',
    '/press-lounge/press-releases/:slug',
    '/service',
    '/service/our-services',
    '/service/watch-care',
    '/service/my-watch-needs-a-service',
    '/service/faq',
    '/service/user-manuals',
    '/*',
]);

/** The name of the storefront's session cookie (lib/session.server.ts). */
export const SESSION_COOKIE_NAME = 'maison_session';

/**
 * Query parameters that make a page personal or one-off: a content preview (a staff member's
 * token) and a plain form's bag outcome (the toast of someone who just changed their bag).
 */
const PERSONAL_PARAMS: ReadonlySet<string> = new Set(['preview', 'bag']);

/**
 * Bounds on the query string a cached page may have. Listings read their filters, sort and page
 * from it; more than this is no link of ours, and is rendered afresh rather than allowed to push
 * the shop's real pages out of the cache.
 */
export const MAX_QUERY_PARAMS = 6;
export const MAX_QUERY_LENGTH = 300;

export type BypassReason = 'method' | 'data-request' | 'route' | 'session' | 'personal-query' | 'unbounded-query';

export interface PageRequest {
    method: string;
    url: URL;
    /** The matched route pattern (e.g. /watches/:slug/:sku). */
    pattern: string;
    cookieHeader: string | null;
    /** Marked by the server as one of React Router's data requests (DATA_REQUEST_HEADER). */
    dataRequest?: boolean;
}

/** A pattern as React Router reports it (`watches/:slug/:sku`, `*`, `/`) with one leading slash. */
export function routePattern(pattern: string): string {
    return `/${pattern.replace(/^\/+/, '')}`;
}

/** Whether the Cookie header carries a session cookie at all, valid or not: either way, not anonymous. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
    if (!cookieHeader) return false;
    return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** Why this request must be rendered for itself, or undefined when the cache may answer it. */
export function bypassReason(r: PageRequest): BypassReason | undefined {
    // HEAD is answered without a body by entry.server: nothing to serve from the cache.
    if (r.method !== 'GET') return 'method';
    // Client navigations fetch the loaders' data (…/watches.data), not a document; React Router
    // gives the app their page's URL, so the server marks them (markDataRequests).
    if (r.dataRequest || isDataRequestPath(r.url.pathname) || r.url.searchParams.has('_routes')) return 'data-request';
    if (!CACHEABLE_PATTERNS.has(routePattern(r.pattern))) return 'route';
    if (hasSessionCookie(r.cookieHeader)) return 'session';
    for (const name of r.url.searchParams.keys()) if (PERSONAL_PARAMS.has(name)) return 'personal-query';
    if (normalisedQuery(r.url) === undefined) return 'unbounded-query';
    return undefined;
}

/**
 * The query string in one spelling: parameters sorted by name (then value), each encoded the
 * same way, so `?b=2&a=1` and `?a=1&b=2` share an entry. Undefined past the bounds.
 */
export function normalisedQuery(url: URL): string | undefined {
    if (url.search.length > MAX_QUERY_LENGTH) return undefined;
    const params = [...url.searchParams.entries()];
    if (params.length > MAX_QUERY_PARAMS) return undefined;
    params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
    return new URLSearchParams(params).toString();
}

/** The consent cookie as the render reads it: accepted, declined, or not answered (the banner shows). */
export type ConsentState = 'accepted' | 'declined' | 'unanswered';

export function consentState(cookieValue: string | undefined): ConsentState {
    if (cookieValue === 'true') return 'accepted';
    if (cookieValue === 'false') return 'declined';
    return 'unanswered';
}

export interface PageKeyInput {
    /** The catalogue version, which content changes and scheduled publishing move on too. */
    version: string;
    locale: string;
    consent: ConsentState;
    /** Crawlers get the whole page at once (entry.server), people a streamed one. */
    bot: boolean;
    url: URL;
}

/** The cache key of a page: every request input its render reads. */
export function pageCacheKey(k: PageKeyInput): string {
    return [k.version, k.locale, k.consent, k.bot ? 'bot' : 'person', k.url.pathname, normalisedQuery(k.url)].join(
        '\n',
    );
}
