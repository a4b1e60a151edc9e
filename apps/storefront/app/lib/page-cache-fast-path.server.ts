import type { IncomingMessage, ServerResponse } from 'node:http';

import { DATA_REQUEST_HEADER, type LruCache } from '@maison/shared';

import { requestLocale } from './locale';
import { answerFromEntry, type PageView, pageViewKey } from './page-cache-answer.server';
import { bypassReason } from './page-cache-key';
import { pageCache, type PageEntry } from './page-cache.server';
import { currentCatalogueVersion } from './shop-client.server';

/**
 * The server's answer from a kept page, before React Router: a page found in the page cache
 * costs no Web Request, route matching, middleware chain or stream. It answers only what the
 * page cache middleware would answer from a kept page, by the same rules, key and answer, and
 * hands everything else on untouched (a miss is rendered and kept there).
 */

/** What the server's request carries besides Node's (Express sets them). */
export interface ServerRequest extends IncomingMessage {
    /** The path and query as the client asked, whatever the router mounted. */
    originalUrl: string;
    /** The path without the query. */
    path: string;
    /** http or https, as the trusted proxy says. */
    protocol: string;
}

export type NextFunction = (err?: unknown) => void;

export interface FastPathOptions {
    /** The route pattern React Router matches for a path (as server/route-label.mjs finds it), if any. */
    patternOf: (pathname: string) => string | undefined;
    version?: () => Promise<string | undefined>;
    cache?: LruCache<string, PageEntry>;
}

function header(req: IncomingMessage, name: string): string | null {
    const value = req.headers[name];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
}

/** A page view as the server sees it; the URL is built as React Router's adapter builds it. */
function pageViewOfServerRequest(req: ServerRequest, pattern: string): PageView {
    // Express works the protocol out anew, from the trusted proxies, on every read.
    const protocol = req.protocol;
    return {
        method: req.method ?? 'GET',
        url: new URL(`${protocol}://localhost${req.originalUrl}`),
        pattern,
        cookieHeader: header(req, 'cookie'),
        dataRequest: req.headers[DATA_REQUEST_HEADER] !== undefined,
        userAgent: header(req, 'user-agent'),
        acceptEncoding: header(req, 'accept-encoding'),
        https: protocol === 'https',
    };
}

/** The kept page `req` asks for and its view, or undefined when React Router must answer. */
async function keptPage(
    req: ServerRequest,
    { patternOf, version = currentCatalogueVersion, cache = pageCache }: FastPathOptions,
): Promise<{ entry: PageEntry; view: PageView } | undefined> {
    if (req.method !== 'GET') return undefined;
    // A path no route answers is React Router's to answer (its not-found page).
    const pattern = patternOf(req.path);
    if (pattern === undefined) return undefined;
    const view = pageViewOfServerRequest(req, pattern);
    if (bypassReason(view) !== undefined) return undefined;
    const { locale, chosen } = requestLocale(view.cookieHeader, view.url);
    // A language asked for by `?lang=` is kept in a cookie: React Router's session middleware sets it.
    if (locale !== chosen) return undefined;
    const current = await version();
    if (current === undefined) return undefined;
    const entry = cache.get(pageViewKey(view, current, locale));
    return entry && { entry, view };
}

/**
 * Express middleware: answers a GET of an anonymous visitor (no session cookie) on a cacheable
 * route from the page cache, and calls `next()` for everything else.
 */
export function pageCacheFastPath(
    options: FastPathOptions,
): (req: ServerRequest, res: ServerResponse, next: NextFunction) => void {
    return (req, res, next) => {
        keptPage(req, options).then((kept) => {
            if (!kept) return next();
            const answer = answerFromEntry(kept.entry, kept.view);
            res.statusCode = answer.status;
            for (const [name, value] of answer.headers) res.appendHeader(name, value);
            res.end(answer.body);
        }, next);
    };
}
