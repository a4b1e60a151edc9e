import { COOKIE_CONSENT_COOKIE, DATA_REQUEST_HEADER, type Locale } from '@maison/shared';
import { isbot } from 'isbot';

import { createNonce, pagePolicy } from './content-security-policy.server';
import { readCookie } from './cookies';
import { recordPageCache } from './metrics.server';
import { acceptsGzip } from './page-body.server';
import { consentState, pageCacheKey, type PageRequest } from './page-cache-key';
import type { PageEntry } from './page-cache.server';
import { isHttps } from './request-origin';

/**
 * What the page cache reads of a page request and how it answers one from a kept page: shared
 * by React Router's middleware and the server's path for kept pages, which sees the request
 * before React Router does.
 */

/** The response header that says how the page cache answered. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Everything of a page request that the cache's rules, its key and a kept page's answer read. */
export interface PageView extends PageRequest {
    dataRequest: boolean;
    userAgent: string | null;
    acceptEncoding: string | null;
    https: boolean;
}

/** A page view as React Router's middleware sees it. */
export function pageViewOf(request: Request, pattern: string): PageView {
    return {
        method: request.method,
        url: new URL(request.url),
        pattern,
        cookieHeader: request.headers.get('Cookie'),
        dataRequest: request.headers.has(DATA_REQUEST_HEADER),
        userAgent: request.headers.get('User-Agent'),
        acceptEncoding: request.headers.get('Accept-Encoding'),
        https: isHttps(request),
    };
}

/** The key of the page `view` asks for, in `locale`, under the catalogue `version`. */
export function pageViewKey(view: PageView, version: string, locale: Locale): string {
    return pageCacheKey({
        version,
        locale,
        consent: consentState(readCookie(view.cookieHeader, COOKIE_CONSENT_COOKIE)),
        bot: isbot(view.userAgent ?? ''),
        url: view.url,
    });
}

/** An answer to send: status, headers (names in lower case) and the body's bytes. */
export interface PageAnswer {
    status: number;
    headers: Array<[string, string]>;
    body: Buffer;
}

/**
 * The answer to `view` from a kept page, counted as a hit: a fresh nonce, its policy and the
 * page's own headers, gzipped already when the client takes gzip (the server's compression
 * then leaves it as it is).
 */
export function answerFromEntry(entry: PageEntry, view: PageView): PageAnswer {
    const nonce = createNonce();
    const gzip = acceptsGzip(view.acceptEncoding);
    const headers: Array<[string, string]> = [];
    let vary = 'Accept-Encoding';
    for (const [name, value] of entry.headers) {
        if (name === 'vary') vary = `${value}, ${vary}`;
        else headers.push([name, value]);
    }
    headers.push(['content-security-policy', pagePolicy(view, nonce)], ['vary', vary]);
    if (gzip) headers.push(['content-encoding', 'gzip']);
    headers.push([PAGE_CACHE_HEADER, 'hit']);
    recordPageCache('hit');
    return { status: entry.status, headers, body: gzip ? entry.body.gzip(nonce) : entry.body.plain(nonce) };
}
