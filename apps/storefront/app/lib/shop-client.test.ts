import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { graphql } from './graphql';
import { printDocument, statusOfFailure } from './shop-client.server';

describe('statusOfFailure', () => {
    it('answers what the visitor sent wrong with a 4xx', () => {
        expect(statusOfFailure(200, ['BAD_USER_INPUT'])).toBe(400);
        expect(statusOfFailure(200, ['USER_INPUT_ERROR'])).toBe(400);
        expect(statusOfFailure(400, ['QUERY_TOO_COMPLEX'])).toBe(400);
        expect(statusOfFailure(200, ['FORBIDDEN'])).toBe(403);
        expect(statusOfFailure(200, ['', 'ENTITY_NOT_FOUND'])).toBe(404);
    });

    it('keeps the backend status otherwise, and makes an unexplained failure a 500', () => {
        expect(statusOfFailure(413, [])).toBe(413);
        expect(statusOfFailure(503, ['INTERNAL_SERVER_ERROR'])).toBe(503);
        expect(statusOfFailure(200, ['INTERNAL_SERVER_ERROR'])).toBe(500);
    });
});

describe('ShopClient', () => {
    const ProductQuery = graphql(`
        query CacheProbe($sku: String!) {
            productBySku(sku: $sku) {
                id
                name
            }
        }
    `);
    const VisitorProbe = graphql(`
        query VisitorProbe {
            activeOrder {
                id
            }
        }
    `);

    interface Call {
        path: string;
        authorization: string | undefined;
        requestId: string | string[] | undefined;
    }

    /**
     * A stand-in backend: the version endpoint answers `version` (undefined: 503), the Shop API
     * a product named after the number of Shop API calls so far.
     */
    const backend = { version: undefined as string | undefined, calls: [] as Call[] };
    const shopCalls = () => backend.calls.filter((c) => c.path.startsWith('/shop-api'));
    const versionCalls = () => backend.calls.filter((c) => c.path === '/catalogue-version');
    const server = http.createServer((req, res) => {
        backend.calls.push({
            path: req.url ?? '',
            authorization: req.headers.authorization,
            requestId: req.headers['x-request-id'],
        });
        req.resume();
        req.on('end', () => {
            res.setHeader('content-type', 'application/json');
            if (req.url === '/catalogue-version') {
                res.statusCode = backend.version === undefined ? 503 : 200;
                res.end(JSON.stringify({ version: backend.version ?? null }));
                return;
            }
            if (req.headers.authorization === 'Bearer expired-token') {
                res.end(
                    JSON.stringify({
                        errors: [{ message: 'You are not currently authorized', extensions: { code: 'FORBIDDEN' } }],
                    }),
                );
                return;
            }
            const n = shopCalls().length;
            res.end(JSON.stringify({ data: { productBySku: { id: '1', name: `answer ${n}` }, activeOrder: null } }));
        });
    });
    let ShopClient: typeof import('./shop-client.server').ShopClient;

    beforeAll(async () => {
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        vi.stubEnv('BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        // The environment is read when the module loads: load it again with this backend's address.
        vi.resetModules();
        ({ ShopClient } = await import('./shop-client.server'));
    });

    afterAll(async () => {
        vi.unstubAllEnvs();
        await new Promise((resolve) => server.close(resolve));
    });

    beforeEach(() => {
        backend.version = `v-${Math.random()}`;
        backend.calls.length = 0;
    });

    it("sends the page request's id with its Shop API calls, so the backend's lines of them carry the id too", async () => {
        const client = new ShopClient('token-a', 'zh', undefined, undefined, 'page-req-0001');
        await client.catalogue(ProductQuery, { sku: 'A' });
        await client.request(VisitorProbe);
        expect(shopCalls().map((c) => c.requestId)).toEqual(['page-req-0001', 'page-req-0001']);
        // The version is asked once for the page views arriving together: no one page's call.
        expect(versionCalls().map((c) => c.requestId)).toEqual([undefined]);
    });

    it('serves every visitor the same answer under one version, asking the version once per page view', async () => {
        const first = new ShopClient(undefined, 'zh');
        const a = await first.catalogue(ProductQuery, { sku: 'A' });
        const b = await first.catalogue(ProductQuery, { sku: 'A' });
        const other = await new ShopClient('token-of-someone', 'zh').catalogue(ProductQuery, { sku: 'A' });
        expect(a).toEqual(b);
        expect(other).toEqual(a);
        expect(shopCalls()).toHaveLength(1);
        expect(versionCalls()).toHaveLength(2);
    });

    it('reads afresh after the version moves on, and per language and variables', async () => {
        const before = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        backend.version = `v-${Math.random()}`;
        const after = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        expect(after).not.toEqual(before);
        await new ShopClient(undefined, 'en').catalogue(ProductQuery, { sku: 'A' });
        await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'B' });
        expect(shopCalls()).toHaveLength(4);
    });

    it('gives each caller its own copy, so one page cannot change what another renders', async () => {
        const mine = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        mine.productBySku!.name = 'changed by one page';
        const theirs = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        expect(theirs.productBySku!.name).not.toBe('changed by one page');
    });

    it('reads without the cache when the backend cannot tell the version', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        backend.version = undefined;
        const a = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        const b = await new ShopClient(undefined, 'zh').catalogue(ProductQuery, { sku: 'A' });
        expect(a).not.toEqual(b);
        expect(shopCalls()).toHaveLength(2);
        expect(warn).toHaveBeenCalled();
        warn.mockRestore();
    });

    it('never sends the visitor session with a catalogue read, and never caches a personal one', async () => {
        const client = new ShopClient('visitor-token', 'zh');
        await client.catalogue(ProductQuery, { sku: 'A' });
        await client.request(VisitorProbe);
        await client.request(VisitorProbe);
        const [catalogue, ...personal] = shopCalls();
        expect(catalogue.authorization).toBeUndefined();
        expect(personal.map((c) => c.authorization)).toEqual(['Bearer visitor-token', 'Bearer visitor-token']);
    });

    it('turns FORBIDDEN into the redirect it was given, and only that', async () => {
        const signIn = new Response(null, { status: 302, headers: { Location: '/login?redirect=%2Forders%2Fall' } });
        const client = new ShopClient('expired-token', 'zh', undefined, () => signIn);
        await expect(client.request(VisitorProbe)).rejects.toBe(signIn);
        // Without a redirect to give, the refusal is an error with the visitor's status.
        await expect(new ShopClient('expired-token', 'zh').request(VisitorProbe)).rejects.toMatchObject({
            status: 403,
        });
        // A call that succeeds is untouched.
        const fine = new ShopClient('visitor-token', 'zh', undefined, () => signIn);
        await expect(fine.request(VisitorProbe)).resolves.toEqual(expect.objectContaining({ activeOrder: null }));
    });
});

describe('printDocument', () => {
    it('prints a document once and gives the same text after', () => {
        const doc = graphql(`
            query PrintProbe {
                activeOrder {
                    id
                }
            }
        `);
        const text = printDocument(doc);
        expect(text).toContain('query PrintProbe');
        expect(printDocument(doc)).toBe(text);
    });
});
