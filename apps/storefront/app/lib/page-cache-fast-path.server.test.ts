import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { nonceOfPolicy, toNonceTemplate } from './nonce-template';
import { PageBody } from './page-body.server';
import { pageCacheFastPath } from './page-cache-fast-path.server';
import { pageCacheKey } from './page-cache-key';
import { createPageCache, type PageEntry } from './page-cache.server';

const RENDERED = 'r'.repeat(24);
const HTML = `<html><body><p>${'腕表 '.repeat(2_000)}</p><script nonce="${RENDERED}">go()</script></body></html>`;
const entry: PageEntry = {
    body: PageBody.of(toNonceTemplate(HTML, RENDERED)),
    status: 200,
    headers: [
        ['content-type', 'text/html; charset=utf-8'],
        ['vary', 'Cookie'],
    ],
};

const cache = createPageCache();
let versionCalls = 0;
const recorded: string[] = [];
const METRICS = Symbol.for('maison.storefront.metrics');
const metricsHolder = globalThis as { [METRICS]?: unknown };

const app = express();
app.use(
    pageCacheFastPath({
        patternOf: (path) => (path === '/checkout' ? 'checkout' : path === '/no-route' ? undefined : 'watches'),
        version: async () => {
            versionCalls += 1;
            return 'v1';
        },
        cache,
    }),
    // What React Router would answer: a marker, and whatever headers reached it.
    (_req, res) => {
        res.status(299).type('text/plain').send('rendered');
    },
);
let server: http.Server;
let port = 0;

beforeAll(async () => {
    metricsHolder[METRICS] = {
        recordPageCache: (r: string) => recorded.push(r),
        recordCatalogueCache: () => undefined,
    };
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
    delete metricsHolder[METRICS];
    await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
    versionCalls = 0;
    recorded.length = 0;
    cache.set(
        pageCacheKey({
            version: 'v1',
            locale: 'zh',
            consent: 'unanswered',
            bot: false,
            url: new URL('http://localhost/watches'),
        }),
        entry,
    );
});

interface Answer {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
}

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
        const req = http.request({ port, path, method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
        });
        req.on('error', reject);
        req.end();
    });
}

function expectPage(answer: Answer, html: string) {
    const nonce = nonceOfPolicy(String(answer.headers['content-security-policy']));
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(RENDERED);
    expect(html).toBe(HTML.replace(RENDERED, nonce!));
    return nonce;
}

describe('the page cache fast path', () => {
    it('serves a kept page with a new nonce each time, plain, counted as a hit', async () => {
        const first = await ask('/watches');
        const second = await ask('/watches');
        expect(first.status).toBe(200);
        expect(first.headers['x-page-cache']).toBe('hit');
        expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(first.headers['content-encoding']).toBeUndefined();
        expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
        expect(Number(first.headers['content-length'])).toBe(first.body.length);
        const nonces = [
            expectPage(first, first.body.toString('utf8')),
            expectPage(second, second.body.toString('utf8')),
        ];
        expect(nonces[0]).not.toBe(nonces[1]);
        expect(recorded).toEqual(['hit', 'hit']);
    });

    it('serves the page gzipped to a client that takes gzip', async () => {
        const answer = await ask('/watches', { 'accept-encoding': 'gzip, deflate, br' });
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.headers['x-page-cache']).toBe('hit');
        expectPage(answer, gunzipSync(answer.body).toString('utf8'));
        expect(answer.body.length).toBeLessThan(Buffer.byteLength(HTML) / 5);
    });

    it('lets React Router answer a visitor with a session cookie, without asking the version', async () => {
        const answer = await ask('/watches', { cookie: 'lang=zh; maison_session=abc' });
        expect(answer.status).toBe(299);
        expect(answer.headers['x-page-cache']).toBeUndefined();
        expect(answer.headers['content-security-policy']).toBeUndefined();
        expect(versionCalls).toBe(0);
        expect(recorded).toEqual([]);
    });

    it("lets React Router answer a client navigation's data request and a HEAD", async () => {
        expect((await ask('/watches', { 'x-maison-data-request': '1' })).status).toBe(299);
        expect((await ask('/watches.data')).status).toBe(299);
        const head = await ask('/watches', {}, 'HEAD');
        expect(head.status).toBe(299);
        expect(head.headers['x-page-cache']).toBeUndefined();
        expect(recorded).toEqual([]);
    });

    it('lets React Router answer a `lang` that differs from the cookie, which it keeps', async () => {
        // Kept already: the page in English is there, but the cookie must change.
        cache.set(
            pageCacheKey({
                version: 'v1',
                locale: 'en',
                consent: 'unanswered',
                bot: false,
                url: new URL('http://localhost/watches?lang=en'),
            }),
            entry,
        );
        expect((await ask('/watches?lang=en', { cookie: 'lang=en' })).headers['x-page-cache']).toBe('hit');
        recorded.length = 0;
        expect((await ask('/watches?lang=en', { cookie: 'lang=zh' })).status).toBe(299);
        expect((await ask('/watches?lang=en')).status).toBe(299);
        expect(recorded).toEqual([]);
    });

    it('lets React Router answer a route the cache does not keep, a path no route answers, and a page not kept yet', async () => {
        expect((await ask('/checkout')).status).toBe(299);
        expect((await ask('/no-route')).status).toBe(299);
        expect(versionCalls).toBe(0);
        expect((await ask('/watches/other')).status).toBe(299);
        expect((await ask('/watches', { cookie: 'cookie_control_consent=true' })).status).toBe(299);
        expect(recorded).toEqual([]);
    });
});
