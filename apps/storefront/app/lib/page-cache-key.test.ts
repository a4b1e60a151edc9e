import { describe, expect, it } from 'vitest';

import {
    bypassReason,
    CACHEABLE_PATTERNS,
    consentState,
    hasSessionCookie,
    MAX_QUERY_PARAMS,
    normalisedQuery,
    pageCacheKey,
    type PageKeyInput,
    type PageRequest,
} from './page-cache-key';

const page = (path: string, over: Partial<PageRequest> = {}): PageRequest => ({
    method: 'GET',
    url: new URL(path, 'http://shop.test'),
    pattern: 'watches/:slug/:sku',
    cookieHeader: null,
    ...over,
});

const key = (over: Partial<PageKeyInput> = {}) =>
    pageCacheKey({
        version: 'v1',
        locale: 'zh',
        consent: 'unanswered',
        bot: false,
        url: new URL('http://shop.test/watches?b=2&a=1'),
        ...over,
    });

describe('bypassReason', () => {
    it('lets an anonymous GET of a watch page, a listing, the home page and a CMS page through', () => {
        expect(bypassReason(page('/watches/classic/M100/'))).toBeUndefined();
        // As React Router reports them: the index is '/', the others have no leading slash.
        for (const pattern of ['/', 'watches', '*', 'news/details/:slug', 'strap/:id/:sku']) {
            expect(bypassReason(page('/x', { pattern }))).toBeUndefined();
        }
    });

    it('bypasses a visitor with a session cookie, whatever its value', () => {
        expect(bypassReason(page('/watches/a/b', { cookieHeader: 'lang=en; maison_session=abc.def' }))).toBe('session');
        expect(bypassReason(page('/watches/a/b', { cookieHeader: 'maison_session=' }))).toBe('session');
        // A cookie whose name merely ends like it is someone else's.
        expect(bypassReason(page('/watches/a/b', { cookieHeader: 'not_maison_session=1' }))).toBeUndefined();
    });

    it('bypasses the bag, checkout, account, sign-in, search, stores and the api routes', () => {
        for (const pattern of [
            '/checkout',
            '/login',
            '/my-account',
            '/my-account/wishlist',
            '/search/:slug?',
            '/stores',
            '/stores/appointment/:slug?',
            '/api/bag',
            '/service/send-my-watch/step-1',
        ]) {
            expect(CACHEABLE_PATTERNS.has(pattern)).toBe(false);
            expect(bypassReason(page('/x', { pattern: pattern.slice(1) }))).toBe('route');
        }
    });

    it('leaves other methods and client navigations alone', () => {
        expect(bypassReason(page('/watches/a/b', { method: 'POST' }))).toBe('method');
        expect(bypassReason(page('/watches/a/b', { method: 'HEAD' }))).toBe('method');
        expect(bypassReason(page('/watches/a/b.data'))).toBe('data-request');
        expect(bypassReason(page('/watches/a/b?_routes=root'))).toBe('data-request');
        // The revalidation after an action (/_root.data) reaches the app under the page's own URL.
        expect(bypassReason(page('/', { pattern: '/', dataRequest: true }))).toBe('data-request');
    });

    it('bypasses a content preview, a bag outcome and a query past the bounds', () => {
        expect(bypassReason(page('/heritage?preview=tok', { pattern: '*' }))).toBe('personal-query');
        expect(bypassReason(page('/watches/a/b?bag=added'))).toBe('personal-query');
        const many = Array.from({ length: MAX_QUERY_PARAMS + 1 }, (_, i) => `p${i}=1`).join('&');
        expect(bypassReason(page(`/watches?${many}`, { pattern: 'watches' }))).toBe('unbounded-query');
        expect(bypassReason(page(`/watches?phrase=${'x'.repeat(400)}`, { pattern: 'watches' }))).toBe(
            'unbounded-query',
        );
    });
});

describe('pageCacheKey', () => {
    it('is the same for the same parameters in another order', () => {
        expect(key()).toBe(key({ url: new URL('http://shop.test/watches?a=1&b=2') }));
        expect(normalisedQuery(new URL('http://shop.test/w?b=2&a=1&a=0'))).toBe('a=0&a=1&b=2');
    });

    it('differs for every input the render reads', () => {
        const base = key();
        expect(key({ version: 'v2' })).not.toBe(base);
        expect(key({ locale: 'en' })).not.toBe(base);
        expect(key({ consent: 'accepted' })).not.toBe(base);
        expect(key({ consent: 'declined' })).not.toBe(base);
        expect(key({ bot: true })).not.toBe(base);
        expect(key({ url: new URL('http://shop.test/watches?a=1&b=3') })).not.toBe(base);
        expect(key({ url: new URL('http://shop.test/straps?a=1&b=2') })).not.toBe(base);
    });

    it('reads the consent cookie as the page does', () => {
        expect(consentState('true')).toBe('accepted');
        expect(consentState('false')).toBe('declined');
        expect(consentState(undefined)).toBe('unanswered');
        expect(consentState('yes')).toBe('unanswered');
    });

    it('finds the session cookie among others', () => {
        expect(hasSessionCookie(null)).toBe(false);
        expect(hasSessionCookie('a=1;  maison_session=x')).toBe(true);
        expect(hasSessionCookie('a=1')).toBe(false);
    });
});
