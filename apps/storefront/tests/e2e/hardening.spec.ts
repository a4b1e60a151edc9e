import fs from 'node:fs';
import path from 'node:path';

import { createCookie } from 'react-router';

import { E2E_SERVER_URL, E2E_VAR_DIR } from '../../playwright.config';
// Requests only: the plain runner, with no browser behind each test.
import { expect, test } from '@playwright/test';
import { send, type RawReply } from './raw-http';

/**
 * The shop as `npm start` serves it, tried the way an attacker would: each test is one
 * finding of the hardening review, made again against the running shop.
 */
const SHOP_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const SERVER_PORT = Number(new URL(E2E_SERVER_URL).port);
const SHOP_ORIGIN = `http://localhost:${SHOP_PORT}`;

/** What must never reach a visitor: stack frames, file paths, framework names in errors. */
const LEAK = /\bat .+\.(m?js|ts):\d+|node_modules|\/work\/|stacktrace|URIError|TypeError/;

const json = (body: object) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
});

function expectNoLeak(reply: RawReply) {
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).not.toMatch(LEAK);
}

test.describe('redirects stay on the shop', () => {
    const tricks = [
        '/.//evil.com/phish',
        '/..//evil.com',
        '//evil.com',
        '/\\evil.com',
        '/%2F%2Fevil.com',
        '/\t/evil.com',
        '/%09/evil.com',
        'https://evil.com/',
        'javascript:alert(1)',
    ];
    for (const returnTo of tricks) {
        test(`the language switch does not send a visitor to ${JSON.stringify(returnTo)}`, async () => {
            const reply = await send(SHOP_PORT, {
                method: 'POST',
                path: '/api/locale',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP_ORIGIN },
                body: new URLSearchParams({ locale: 'en', returnTo }).toString(),
            });
            expect(reply.status).toBe(302);
            const target = new URL(reply.headers.location!, SHOP_ORIGIN);
            expect(target.origin).toBe(SHOP_ORIGIN);
            expect(reply.headers.location).not.toMatch(/^\/[/\\]/);
        });
    }

    test('another site cannot post the language switch (or any form)', async () => {
        const senders: Array<Record<string, string>> = [
            { Origin: 'https://attacker.example' },
            { 'Sec-Fetch-Site': 'cross-site' },
        ];
        for (const headers of senders) {
            const reply = await send(SHOP_PORT, {
                method: 'POST',
                path: '/api/locale',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
                body: 'locale=en&returnTo=/watches',
            });
            expect(reply.status).toBe(403);
            expect(reply.headers['set-cookie']).toBeUndefined();
        }
    });
});

test.describe('GraphQL is bounded', () => {
    test('the nested collection query that stalled the backend is refused at once', async () => {
        const query = `{ collections { items { children { productVariants(options: { take: 100 }) { items {
            product { collections { productVariants(options: { take: 100 }) { items { id name } } } } } } } } } }`;
        const reply = await send(SHOP_PORT, { path: '/shop-api', ...json({ query }) });
        expect(reply.status).toBe(400);
        expect(JSON.parse(reply.body).errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
        expect(reply.body.length).toBeLessThan(1000);
    });

    test('two hundred aliased searches are refused', async () => {
        const query = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: search(input: { take: 100 }) { totalItems }`).join(' ')} }`;
        const reply = await send(SHOP_PORT, { path: '/shop-api', ...json({ query }) });
        expect(reply.status).toBe(400);
        expect(reply.body.length).toBeLessThan(1000);
    });

    test('a body over the limit answers 413, malformed JSON 400, neither with a stack', async () => {
        const big = await send(SHOP_PORT, {
            path: '/shop-api',
            ...json({ query: `{ activeOrder { id } } #${'x'.repeat(150_000)}` }),
        });
        expect(big.status).toBe(413);
        expectNoLeak(big);
        const broken = await send(SHOP_PORT, {
            method: 'POST',
            path: '/shop-api',
            headers: { 'Content-Type': 'application/json' },
            body: '{"query": "{ activeOrder { id } ',
        });
        expect(broken.status).toBe(400);
        expectNoLeak(broken);
    });
});

test.describe('staff tools are off the shop', () => {
    test('the shop origin serves no Admin API and no dashboard', async () => {
        const admin = await send(SHOP_PORT, {
            path: '/admin-api',
            ...json({ query: '{ __schema { types { name } } }' }),
        });
        expect(admin.body).not.toContain('__schema');
        expect(admin.body).not.toContain('"types"');
        expect(admin.status).toBeGreaterThanOrEqual(400);
        expect(admin.status).toBeLessThan(500);
        const dashboard = await send(SHOP_PORT, { path: '/dashboard/' });
        expect(dashboard.status).toBe(404);
    });

    test('neither API answers introspection and no playground is served', async () => {
        for (const [port, api] of [
            [SHOP_PORT, '/shop-api'],
            [SERVER_PORT, '/shop-api'],
            [SERVER_PORT, '/admin-api'],
        ] as const) {
            const reply = await send(port, { path: api, ...json({ query: '{ __schema { types { name } } }' }) });
            expect(reply.body).toMatch(/introspection is not allowed/);
            expect(reply.body).not.toMatch(LEAK);
            const playground = await send(port, { path: api, headers: { Accept: 'text/html' } });
            expect(playground.body).not.toMatch(/playground|<html/i);
        }
    });
});

test.describe('bad input answers 4xx without a trace', () => {
    test('TRACE is not allowed', async () => {
        const reply = await send(SHOP_PORT, { method: 'TRACE', path: '/watches' });
        expect(reply.status).toBe(405);
        expectNoLeak(reply);
    });

    for (const p of ['/qr/%ZZ', '/strap/%ZZ/1', '/watches/%E0%A4%A/x', '/%ZZ']) {
        test(`a path that is not valid percent-encoding (${p}) answers 400 or 404`, async () => {
            const reply = await send(SHOP_PORT, { path: p });
            expect([400, 404]).toContain(reply.status);
            expectNoLeak(reply);
        });
    }

    test('bad listing parameters give the normal page with their defaults', async ({ request }) => {
        const long = 'x'.repeat(5000);
        const cases = [
            '/watches?filter=not-json',
            '/watches?filter=%7B%22gender%22%3A%5B%22%3Cscript%3E%22%5D%7D',
            '/watches?price=abc',
            '/watches?price=1,2,3',
            '/watches?page=-1',
            '/watches?page=1e999',
            '/watches?sort=drop-table',
            '/watches?itemsPerPage=100000',
            '/watches?collection=..%2F..%2Fetc',
            `/watches?phrase=${long}`,
            `/search/all?q=${long}`,
            '/search/all?q=%25%5F%5C',
            '/straps?filter=%5B%5D&price=-1,-2&page=abc',
        ];
        const page = async (p: string) => {
            const res = await request.get(`${SHOP_ORIGIN}${p}`, { maxRedirects: 0 });
            const body = await res.text();
            expect(res.status(), p).toBe(200);
            expect(body, p).toContain('class="listing__count"');
            expect(body, p).not.toMatch(LEAK);
            return /data-total="(\d+)"/.exec(body)?.[1];
        };
        for (const p of cases) await page(p);
        // Read as the defaults: the same count as the plain listing.
        expect(await page('/watches?filter=not-json&price=abc&page=-1&sort=zzz')).toBe(await page('/watches'));
    });

    test('a broken lang cookie still gives the page and the endpoints', async () => {
        for (const p of ['/', '/watches', '/api/search-popup', '/qr/mini-program']) {
            const reply = await send(SHOP_PORT, { path: p, headers: { Cookie: 'lang=%ZZ' } });
            expect(reply.status, p).toBe(200);
        }
    });

    test('removing a bag line by an id of the wrong shape answers 400', async () => {
        const reply = await send(SHOP_PORT, {
            method: 'POST',
            path: '/api/bag',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP_ORIGIN },
            body: 'intent=remove&orderLineId=abc',
        });
        expect(reply.status).toBe(400);
        expectNoLeak(reply);
    });

    test('a forwarded protocol that is no protocol, or a request with no Host, answers 400 on both origins', async () => {
        for (const port of [SHOP_PORT, SERVER_PORT]) {
            const forged = await send(port, { path: port === SHOP_PORT ? '/watches' : '/shop-api?query=%7B__typename%7D', headers: { 'X-Forwarded-Proto': '../x' } });
            expect(forged.status, String(port)).toBe(400);
            expectNoLeak(forged);
        }
        const noHost = await send(SHOP_PORT, { path: '/watches', version: '1.0', host: false });
        expect(noHost.status).toBe(400);
        expectNoLeak(noHost);
    });

    test('GraphQL variables nested 5,000 deep answer 400 on both origins', async () => {
        const body = `{"query":"{ __typename }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
        for (const port of [SHOP_PORT, SERVER_PORT]) {
            const reply = await send(port, { method: 'POST', path: '/shop-api', headers: { 'Content-Type': 'application/json' }, body });
            expect(reply.status, String(port)).toBe(400);
            expect(reply.body).not.toMatch(/call stack/i);
        }
    });

    test('a body that stops short of its Content-Length answers 408 on both origins', async () => {
        const cases = [
            { port: SHOP_PORT, path: '/api/bag', type: 'application/x-www-form-urlencoded', body: 'intent=add' },
            { port: SHOP_PORT, path: '/shop-api', type: 'application/json', body: '{"query":' },
            { port: SERVER_PORT, path: '/shop-api', type: 'application/json', body: '{"query":' },
        ];
        const replies = await Promise.all(
            cases.map((c) =>
                send(c.port, {
                    method: 'POST',
                    path: c.path,
                    headers: { 'Content-Type': c.type, 'Content-Length': String(c.body.length + 40), Origin: SHOP_ORIGIN },
                    body: c.body,
                }),
            ),
        );
        for (const [i, reply] of replies.entries()) {
            expect(reply.status, cases[i]!.path).toBe(408);
            expect(reply.ms).toBeLessThan(15_000);
        }
    });

    test('a storefront form over its size limit answers 413', async () => {
        const reply = await send(SHOP_PORT, {
            method: 'POST',
            path: '/api/bag',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP_ORIGIN },
            body: `intent=add&productVariantId=1&note=${'x'.repeat(200_000)}`,
        });
        expect(reply.status).toBe(413);
    });
});

test.describe('session cookies cannot be forged into errors', () => {
    test('a cookie signed with the secret once written in the source is a guest, not a session', async () => {
        // Anyone could sign with it: here a token that, sent on as a header, broke every page.
        const forged = createCookie('maison_session', { secrets: ['maison-development-session-secret'] });
        const cookie = (await forged.serialize('abc\ndef')).split(';')[0];
        for (const p of ['/', '/watches']) {
            const reply = await send(SHOP_PORT, { path: p, headers: { Cookie: cookie } });
            expect(reply.status, p).toBe(200);
        }
    });

    test('a correctly signed token holding a newline is read as no session', async () => {
        // Only whoever holds the secret can sign; the shop's own var/ holds this test shop's.
        const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(E2E_VAR_DIR, 'secrets.json'), 'utf8'));
        const signed = createCookie('maison_session', { secrets: [sessionSecret] });
        const cookie = (await signed.serialize({ t: 'abc\ndef', h: 0 })).split(';')[0];
        for (const p of ['/', '/watches', '/api/search-popup']) {
            const reply = await send(SHOP_PORT, { path: p, headers: { Cookie: cookie } });
            expect(reply.status, p).toBe(200);
        }
    });
});

test.describe('headers', () => {
    test('pages carry a nonce policy and the protective headers, and no framework banner', async () => {
        const page = await send(SHOP_PORT, { path: '/watches' });
        const csp = page.headers['content-security-policy'];
        expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('unsafe-inline');
        const nonce = /'nonce-([^']+)'/.exec(csp!)![1];
        // Every inline script of the page carries the nonce.
        // Inline scripts need the nonce; JSON-LD is data that browsers never run.
        const scripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
            .map((m) => m[1])
            .filter((attrs) => !attrs.includes('type="application/ld+json"'));
        expect(scripts.length).toBeGreaterThan(0);
        for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['referrer-policy']).toBe('same-origin');
        expect(page.headers['permissions-policy']).toContain('camera=()');
        expect(page.headers['x-powered-by']).toBeUndefined();
        expect(page.headers['strict-transport-security']).toBeUndefined();
    });

    test('proxied API and asset answers carry no framework banner', async () => {
        const api = await send(SHOP_PORT, { path: '/shop-api', ...json({ query: '{ activeChannel { code } }' }) });
        expect(api.status).toBe(200);
        expect(api.headers['x-powered-by']).toBeUndefined();
        expect(api.headers['x-content-type-options']).toBe('nosniff');
        const asset = await send(SHOP_PORT, { path: '/assets/does-not-exist.jpg' });
        expect(asset.headers['x-powered-by']).toBeUndefined();
    });

    test('behind a TLS proxy: HSTS, upgrade-insecure-requests and Secure cookies', async () => {
        const reply = await send(SHOP_PORT, {
            method: 'POST',
            path: '/api/locale',
            headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                'X-Forwarded-Proto': 'https',
                Origin: `https://localhost:${SHOP_PORT}`,
            },
            body: 'locale=de&returnTo=/',
        });
        expect(reply.status).toBe(302);
        expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(reply.headers['set-cookie']).toMatch(/^lang=de;.*; Secure/m);
        // A first bag makes a session: its cookie is Secure too.
        const bag = await send(SHOP_PORT, {
            method: 'POST',
            path: '/api/bag',
            headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                'X-Forwarded-Proto': 'https',
                Origin: `https://localhost:${SHOP_PORT}`,
            },
            body: 'intent=add&productVariantId=1&quantity=1',
        });
        expect(bag.headers['set-cookie']).toMatch(/^maison_session=.*; Secure/m);
        const page = await send(SHOP_PORT, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } });
        expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    });
});
