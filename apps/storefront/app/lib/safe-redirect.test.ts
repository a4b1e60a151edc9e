import { describe, expect, it } from 'vitest';

import { safeGatewayRedirect, safeRedirect, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
    it.each([
        ['/', '/'],
        ['/watches?page=2', '/watches?page=2'],
        ['/watches/all#filters', '/watches/all#filters'],
        ['/search/all?q=%E8%A1%A8%E5%B8%A6', '/search/all?q=%E8%A1%A8%E5%B8%A6'],
        // Dot segments that stay on the site resolve as a browser would.
        ['/watches/../straps', '/straps'],
        ['/a/./b', '/a/b'],
        // A colon inside a path is a path, not a scheme.
        ['/javascript:alert(1)', '/javascript:alert(1)'],
    ])('keeps %j as %j', (value, expected) => {
        expect(safeRedirectPath(value)).toBe(expected);
    });

    it.each([
        // Another host, spelt as browsers read it.
        '//evil.com',
        '//evil.com/phish',
        '/\\evil.com',
        '\\\\evil.com',
        '/\\/evil.com',
        // Dot segments that collapse into `//host`.
        '/.//evil.com/phish',
        '/..//evil.com',
        '/./\\evil.com',
        '/a/..//evil.com',
        // Encoded slashes and backslashes after the first slash.
        '/%2F%2Fevil.com',
        '/%2fevil.com',
        '/%5Cevil.com',
        '/%5c%5cevil.com',
        // Tabs, newlines and other control characters, which browsers drop or which split headers.
        '/\t/evil.com',
        '/\n/evil.com',
        '/\r\n/evil.com',
        '/watches\r\nSet-Cookie: a=b',
        '/\u0000/evil.com',
        // Absolute URLs and scripts.
        'https://evil.com/',
        'http:evil.com',
        'https:/evil.com',
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        // Not a path at all.
        'evil.com',
        ' /watches',
        '',
        null,
        undefined,
        42,
        ['/watches'],
    ])('refuses %j', (value) => {
        expect(safeRedirectPath(value)).toBeUndefined();
    });
});

describe('safeRedirect', () => {
    it('redirects to a same-site target with the given status', () => {
        const res = safeRedirect('/straps?page=2', 301);
        expect(res.status).toBe(301);
        expect(res.headers.get('Location')).toBe('/straps?page=2');
    });

    it('falls back home for a target that would leave the site', () => {
        expect(safeRedirect('/.//evil.com/phish').headers.get('Location')).toBe('/');
        expect(safeRedirect('https://evil.com', 302, '/my-account').headers.get('Location')).toBe('/my-account');
    });
});

describe('safe gateway redirect', () => {
    const origins = ['https://openapi.alipay.com', 'http://localhost:3001'];
    const where = (target: unknown) => safeGatewayRedirect(target, origins, '/checkout').headers.get('Location');

    it('sends the shopper to a configured gateway only', () => {
        expect(where('https://openapi.alipay.com/gateway.do?x=1')).toBe('https://openapi.alipay.com/gateway.do?x=1');
        expect(where('http://localhost:3001/sandbox-pay/alipay/gateway.do')).toBe(
            'http://localhost:3001/sandbox-pay/alipay/gateway.do',
        );
        expect(where('https://openapi.alipay.com.evil.test/')).toBe('/checkout');
        expect(where('http://openapi.alipay.com/')).toBe('/checkout');
        expect(where('javascript:alert(1)')).toBe('/checkout');
        expect(where('/relative')).toBe('/checkout');
        expect(where('https://openapi.alipay.com/\n')).toBe('/checkout');
        expect(where(undefined)).toBe('/checkout');
    });
});
