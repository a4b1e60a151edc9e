import type { LoadSource } from '@maison/shared';
import type { MiddlewareFunction } from 'react-router';

import { localeContext, shopContext } from './context';
import { type PageCacheResult, recordPageCache } from './metrics.server';
import { nonceOfPolicy, toNonceTemplate } from './nonce-template';
import {
    answerFromEntry,
    PAGE_CACHE_HEADER,
    type PageAnswer,
    pageViewKey,
    pageViewOf,
} from './page-cache-answer.server';
import { PageBody } from './page-body.server';
import { bypassReason } from './page-cache-key';
import { pageCache, type PageEntry } from './page-cache.server';
import type { ShopClient } from './shop-client.server';

/** Headers that belong to one answer and are made afresh for each, never kept. */
const PER_ANSWER = new Set([
    'set-cookie',
    'content-security-policy',
    'content-length',
    'content-encoding',
    PAGE_CACHE_HEADER,
]);

function tagged(response: Response, result: PageCacheResult): Response {
    response.headers.set(PAGE_CACHE_HEADER, result);
    recordPageCache(result);
    return response;
}

/** Why a rendered page must not be kept for others, or undefined when it may. */
export function refusal(response: Response, client: ShopClient): string | undefined {
    if (response.status !== 200) return `status ${response.status}`;
    if (!response.headers.get('Content-Type')?.startsWith('text/html')) return 'not a page';
    if (response.headers.has('Set-Cookie')) return 'it set a cookie';
    // A route that marks its page no-store (a content preview) says it is no one else's.
    if (/\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '')) return 'it is marked no-store';
    if (client.hasSession || client.spokeForVisitor) return 'it read a session';
    if (nonceOfPolicy(response.headers.get('Content-Security-Policy')) === undefined) return 'no nonce';
    return undefined;
}

/**
 * Buffer.concat allocates a plain ArrayBuffer, never a shared one; the types only say ArrayBufferLike.
 */
function bodyOf(bytes: Buffer): Uint8Array<ArrayBuffer> {
    return bytes as Uint8Array<ArrayBuffer>;
}

function responseOf(answer: PageAnswer): Response {
    return new Response(bodyOf(answer.body), { status: answer.status, headers: answer.headers });
}

/**
 * Renders the page and, when nothing in it is personal, turns it into an entry to keep. The
 * visitor gets the page as rendered either way.
 */
async function render(
    client: ShopClient,
    next: () => Promise<Response>,
): Promise<{ response: Response; entry: PageEntry | undefined }> {
    const response = await next();
    if (refusal(response, client) !== undefined) return { response, entry: undefined };
    const html = await response.text();
    const answer = new Response(html, { status: response.status, headers: response.headers });
    // Deferred data resolves while the page streams: look again once it is whole.
    const late = refusal(answer, client);
    if (late !== undefined) {
        console.error(`[page-cache] a page of ${client.locale} was not kept: ${late} after its first byte`);
        return { response: answer, entry: undefined };
    }
    const nonce = nonceOfPolicy(response.headers.get('Content-Security-Policy'))!;
    const headers = [...response.headers.entries()].filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
    const entry: PageEntry = {
        body: PageBody.of(toNonceTemplate(html, nonce)),
        status: response.status,
        headers,
    };
    return { response: answer, entry };
}

/**
 * Serves an anonymous visitor's page from the page cache, or renders it once for everyone who
 * asks at the same time and keeps it. Runs after the session middleware, which has given the
 * request its Shop API client and language. Personal requests, other routes and other methods
 * go through untouched but for the `x-page-cache: bypass` header on pages.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
    const view = pageViewOf(request, pattern);
    const reason = bypassReason(view);
    if (reason === 'method' || reason === 'data-request') return next();
    if (reason !== undefined) return tagged(await next(), 'bypass');
    const client = context.get(shopContext);
    if (client.hasSession) return tagged(await next(), 'bypass');
    const version = await client.version();
    // Without a version nothing can be told current: render afresh.
    if (version === undefined) return tagged(await next(), 'bypass');
    const key = pageViewKey(view, version, context.get(localeContext));
    let own: Response | undefined;
    let rendering = false;
    let loaded: { value: PageEntry | undefined; source: LoadSource };
    try {
        loaded = await pageCache.load(key, async () => {
            rendering = true;
            const rendered = await render(client, next);
            own = rendered.response;
            return rendered.entry;
        });
    } catch (err) {
        if (rendering) throw err;
        // The render of the others failed: this one is rendered for itself.
        loaded = { value: undefined, source: 'joined' };
    }
    if (loaded.source === 'loaded') return tagged(own!, 'miss');
    if (loaded.value) return responseOf(answerFromEntry(loaded.value, view));
    // The page rendered for the others could not be kept: this one is rendered for itself.
    return tagged(await next(), 'miss');
};
