import { describe, expect, it } from 'vitest';

import { refusal } from './page-cache-middleware.server';
import { ShopClient } from './shop-client.server';

const POLICY = "script-src 'self' 'nonce-abcdefghijklmnopqrstuv=='";

function page(headers: Record<string, string> = {}, status = 200): Response {
    return new Response('<html></html>', {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': POLICY, ...headers },
    });
}

describe('what the page cache refuses to keep', () => {
    it('keeps an anonymous page with a nonce', () => {
        expect(refusal(page(), new ShopClient(undefined, 'zh'))).toBeUndefined();
    });

    it('refuses a page that set a cookie', () => {
        expect(refusal(page({ 'Set-Cookie': 'x=1' }), new ShopClient(undefined, 'zh'))).toBe('it set a cookie');
    });

    it('refuses a page its route marked no-store', () => {
        expect(refusal(page({ 'Cache-Control': 'private, no-store' }), new ShopClient(undefined, 'zh'))).toBe(
            'it is marked no-store',
        );
    });

    it('refuses a page rendered with a session, or whose render was given one', () => {
        expect(refusal(page(), new ShopClient('a'.repeat(32), 'zh'))).toBe('it read a session');
        const dropped = new ShopClient(undefined, 'zh');
        dropped.dropSession();
        expect(refusal(page(), dropped)).toBe('it read a session');
    });

    it('refuses what is not a whole page: an error, a redirect, no nonce, not HTML', () => {
        const client = new ShopClient(undefined, 'zh');
        expect(refusal(page({}, 404), client)).toBe('status 404');
        expect(refusal(page({}, 301), client)).toBe('status 301');
        expect(refusal(page({ 'Content-Security-Policy': "script-src 'self'" }), client)).toBe('no nonce');
        expect(refusal(page({ 'Content-Type': 'application/json' }), client)).toBe('not a page');
    });
});
