import { DATA_REQUEST_HEADER } from '@maison/shared';
import express from 'express';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
    allowedMethods,
    bodyDeadline,
    boundedBody,
    errorHandler,
    forwardClientAddress,
    markDataRequests,
    securityHeaders,
    wellFormedAddress,
} from './http-guards.mjs';

/** A storefront-shaped app: the guards in front of routes that echo or fail. */
let server;
let base;

beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(
        securityHeaders,
        allowedMethods,
        wellFormedAddress,
        bodyDeadline(() => 300),
        boundedBody(100),
    );
    app.get('/fail', () => {
        throw new Error('a bug with /secret/path.js in its stack');
    });
    app.get('/uri', () => decodeURIComponent('%ZZ'));
    app.post('/read', express.text({ type: '*/*' }), (req, res) => res.send(req.body));
    app.all('/echo', forwardClientAddress, (req, res) => res.json({ forwardedFor: req.headers['x-forwarded-for'] }));
    app.all('/page/{*splat}', markDataRequests, (req, res) =>
        res.json({ dataRequest: req.headers[DATA_REQUEST_HEADER] ?? null }),
    );
    app.use(errorHandler);
    await new Promise((resolve) => {
        server = app.listen(0, '127.0.0.1', resolve);
    });
    base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** fetch refuses TRACE; node:http sends any method. */
function send(method, path) {
    return new Promise((resolve, reject) => {
        const req = http.request(`${base}${path}`, { method }, (res) => {
            res.resume();
            res.on('end', () => resolve(res));
        });
        req.on('error', reject);
        req.end();
    });
}

/** Raw bytes on a fresh connection; the status line of the answer, or '' if none came in `ms`. */
function rawStatus(bytes, ms = 3000) {
    return new Promise((resolve) => {
        const socket = net.connect(server.address().port, '127.0.0.1');
        let out = '';
        const timer = setTimeout(() => {
            socket.destroy();
            resolve('');
        }, ms);
        socket.on('data', (c) => (out += c.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
            clearTimeout(timer);
            resolve(out.split('\r\n')[0]);
        });
        socket.on('connect', () => socket.write(bytes));
    });
}

describe('storefront http guards', () => {
    it('answers a request with no Host, or a forwarded protocol that makes no URL, with 400', async () => {
        expect(await rawStatus('GET /echo HTTP/1.0\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
        const forged = await fetch(`${base}/echo`, { headers: { 'x-forwarded-proto': '../x' } });
        expect(forged.status).toBe(400);
        expect((await fetch(`${base}/echo`, { headers: { 'x-forwarded-proto': 'https' } })).status).toBe(200);
    });

    it('answers 408 to a body that stops short of its Content-Length', async () => {
        const head = 'POST /read HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 50\r\n\r\n';
        expect(await rawStatus(`${head}only part`)).toBe('HTTP/1.1 408 Request Timeout');
        const whole = await fetch(`${base}/read`, { method: 'POST', body: 'all of it' });
        expect(await whole.text()).toBe('all of it');
    });

    it('answers TRACE and made-up methods with 405 and the allowed list', async () => {
        for (const method of ['TRACE', 'PROPFIND']) {
            const res = await send(method, '/echo');
            expect(res.statusCode).toBe(405);
            expect(res.headers.allow).toContain('GET');
        }
    });

    it('refuses a body over the limit with 413 and one of unknown length with 411', async () => {
        expect((await fetch(`${base}/echo`, { method: 'POST', body: 'x'.repeat(101) })).status).toBe(413);
        const chunked = await fetch(`${base}/echo`, {
            method: 'POST',
            body: new ReadableStream({
                start(c) {
                    c.enqueue(new TextEncoder().encode('a=1'));
                    c.close();
                },
            }),
            duplex: 'half',
        });
        expect(chunked.status).toBe(411);
        expect((await fetch(`${base}/echo`, { method: 'POST', body: 'a=1' })).status).toBe(200);
    });

    it('sets the security headers on every answer, HSTS only over HTTPS from a trusted proxy', async () => {
        const plain = await fetch(`${base}/echo`);
        expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
        expect(plain.headers.get('x-frame-options')).toBe('DENY');
        expect(plain.headers.get('referrer-policy')).toBe('same-origin');
        expect(plain.headers.get('permissions-policy')).toContain('camera=()');
        expect(plain.headers.get('strict-transport-security')).toBeNull();
        const https = await fetch(`${base}/echo`, { headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    });

    it('hands the backend the visitor address as resolved through trusted proxies only', async () => {
        // From loopback (trusted here) the proxy's word is taken; a longer forged chain is cut to its last hop.
        const res = await fetch(`${base}/echo`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.5' } });
        expect((await res.json()).forwardedFor).toBe('203.0.113.5');
        const direct = await fetch(`${base}/echo`);
        expect((await direct.json()).forwardedFor).toBe('127.0.0.1');
    });

    it("marks React Router's data requests for the app, and only those, whatever the visitor claims", async () => {
        const mark = async (path, headers = {}) =>
            (await (await fetch(`${base}${path}`, { headers })).json()).dataRequest;
        expect(await mark('/page/watches.data')).toBe('1');
        expect(await mark('/page/_root.data?_routes=root')).toBe('1');
        expect(await mark('/page/watches')).toBeNull();
        expect(await mark('/page/watches', { [DATA_REQUEST_HEADER]: '1' })).toBeNull();
    });

    it('answers a bug with a bare 500 and a bad escape with 400, never with a stack', async () => {
        const bug = await fetch(`${base}/fail`);
        expect(bug.status).toBe(500);
        expect(await bug.text()).toBe('Internal Server Error');
        const uri = await fetch(`${base}/uri`);
        expect(uri.status).toBe(400);
        expect(await uri.text()).toBe('Bad Request');
    });
});
