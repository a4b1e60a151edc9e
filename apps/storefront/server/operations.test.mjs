import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The built storefront server as a process, in front of a stand-in backend: its probes, its
 * request ids, its metrics port, and a SIGTERM that lets a slow request finish.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const STOREFRONT_PORT = 4251;
const BACKEND_PORT = 4252;
const METRICS_PORT = 4253;
const base = `http://127.0.0.1:${STOREFRONT_PORT}`;
const built = fs.existsSync(path.join(here, '..', 'build', 'server', 'index.js'));

let backend;
let backendHealthy = true;
const seenIds = [];
let child;
let exited;
const lines = [];

function get(url, headers = {}) {
    return new Promise((resolve, reject) => {
        // A connection of its own each time: a refused connection is what a drain must show.
        const req = http.get(url, { headers, agent: false }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.on('error', reject);
    });
}

function post(url, headers, body) {
    return new Promise((resolve, reject) => {
        const req = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
        });
        req.on('error', reject);
        req.end(body);
    });
}

beforeAll(async () => {
    if (!built) throw new Error('build the storefront first (npm run build -w @maison/storefront)');
    backend = http.createServer((req, res) => {
        seenIds.push(req.headers['x-request-id']);
        if (req.url === '/health') {
            res.writeHead(backendHealthy ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
            return;
        }
        // The Shop API answers slowly: a request in flight while the storefront drains.
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}'), 1_500);
    });
    await new Promise((resolve) => backend.listen(BACKEND_PORT, '127.0.0.1', resolve));
    child = spawn(process.execPath, [path.join(here, '..', 'server.mjs')], {
        env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            PORT: String(STOREFRONT_PORT),
            BACKEND_URL: `http://127.0.0.1:${BACKEND_PORT}`,
            SESSION_SECRET: 'operations-test-session-secret',
            METRICS_PORT: String(METRICS_PORT),
            LOG_FORMAT: 'json',
            SHUTDOWN_TIMEOUT_MS: '10000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
        buffered += chunk;
        const parts = buffered.split('\n');
        buffered = parts.pop();
        lines.push(...parts.filter(Boolean));
    });
    for (let i = 0; i < 100; i++) {
        const ok = await get(`${base}/healthz`).then(
            (r) => r.status === 200,
            () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the storefront did not start: ${lines.join('\n')}`);
}, 30_000);

afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => backend?.close(resolve));
});

describe('the storefront server in operation', () => {
    it('is live on /healthz, ready on /readyz while the backend is healthy, and not once it is not', async () => {
        const live = await get(`${base}/healthz`);
        expect(live.status).toBe(200);
        expect((await get(`${base}/readyz`)).status).toBe(200);
        backendHealthy = false;
        // The backend's answer is believed for about a second.
        await new Promise((r) => setTimeout(r, 1_200));
        expect((await get(`${base}/readyz`)).status).toBe(503);
        backendHealthy = true;
        await new Promise((r) => setTimeout(r, 1_200));
        expect((await get(`${base}/readyz`)).status).toBe(200);
    });

    it('echoes a well-formed request id, makes one otherwise, and hands it to the backend', async () => {
        const id = 'lb-4f1c2a9e7b6d';
        const echoed = await get(`${base}/healthz`, { 'x-request-id': id });
        expect(echoed.headers['x-request-id']).toBe(id);
        const made = await get(`${base}/healthz`, { 'x-request-id': 'no good{}' });
        expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        const proxied = await post(
            `${base}/shop-api`,
            { 'content-type': 'application/json', 'x-request-id': id },
            '{}',
        );
        expect(proxied.status).toBe(200);
        expect(proxied.headers['x-request-id']).toBe(id);
        expect(seenIds).toContain(id);
        // The line is written as the response ends, and reaches us through a pipe.
        await new Promise((r) => setTimeout(r, 200));
        const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
        expect(logged.some((l) => l.msg === 'POST /shop-api 200' && l.process === 'storefront')).toBe(true);
        expect(lines.every((l) => l.split('"reqId"').length <= 2)).toBe(true);
    });

    it('counts requests by route on the private metrics port only', async () => {
        await get(`${base}/assets/source/ab/12345-some-watch.jpg`).catch(() => undefined);
        const res = await get(`http://127.0.0.1:${METRICS_PORT}/metrics`);
        expect(res.status).toBe(200);
        expect(res.body).toMatch(
            /maison_http_requests_total\{method="POST",route="\/shop-api",status="200",process="storefront"\} \d/,
        );
        expect(res.body).toContain('route="/assets"');
        expect(res.body).not.toContain('12345-some-watch');
        expect(res.body).toContain('# TYPE maison_page_cache_requests_total counter');
        expect(res.body).toContain('# TYPE maison_catalogue_cache_requests_total counter');
        expect(res.body).toContain('process_cpu_user_seconds_total');
        expect((await get(`${base}/metrics`)).body).not.toContain('maison_http_requests_total');
    });

    it('on SIGTERM lets the request in flight finish, refuses new connections and exits 0', async () => {
        const slow = post(`${base}/shop-api`, { 'content-type': 'application/json' }, '{}');
        await new Promise((r) => setTimeout(r, 300));
        child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 200));
        await expect(get(`${base}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
        const answered = await slow;
        expect(answered.status).toBe(200);
        expect(answered.body).toBe('{"data":{}}');
        expect(await exited).toBe(0);
    }, 15_000);
});
