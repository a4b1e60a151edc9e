import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { HttpDrain } from '@maison/shared/operations';
import { currentRequestId } from '../../common/logging/request-context';
import { operationsMiddleware } from './request-middleware';

let server: http.Server | undefined;
afterEach(() => server?.close());

async function serve(trustProxy: string | boolean): Promise<{ base: string; drain: HttpDrain }> {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.use(operationsMiddleware);
    // What a resolver logs sees the request's id, after an await as well.
    app.get('/slow', (_req, res) => void setTimeout(() => res.send('done'), 200));
    app.get('/health', async (_req, res) => {
        await new Promise((r) => setTimeout(r, 5));
        res.json({ status: 'ok', reqId: currentRequestId() });
    });
    server = http.createServer(app);
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, drain };
}

describe('operationsMiddleware', () => {
    it("keeps a trusted proxy's well-formed id, echoes it and runs the request under it", async () => {
        const { base } = await serve('loopback');
        const res = await fetch(`${base}/health`, { headers: { 'x-request-id': 'proxy-id-123456' } });
        expect(res.headers.get('x-request-id')).toBe('proxy-id-123456');
        expect(await res.json()).toEqual({ status: 'ok', reqId: 'proxy-id-123456' });
        const bad = await fetch(`${base}/health`, { headers: { 'x-request-id': 'x' } });
        expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('makes its own id for a caller that is not a trusted proxy', async () => {
        const { base } = await serve(false);
        const res = await fetch(`${base}/health`, { headers: { 'x-request-id': 'chosen-by-anyone-1' } });
        const id = res.headers.get('x-request-id');
        expect(id).not.toBe('chosen-by-anyone-1');
        expect(((await res.json()) as { reqId: string }).reqId).toBe(id);
    });

    it('answers /health with 503 once the process drains, other paths as before', async () => {
        const first = await serve('loopback');
        expect((await fetch(`${first.base}/health`)).status).toBe(200);
        await first.drain.drain();
        // Draining is the process's state: a listener still open (a balancer's probe on a
        // connection that outlives the first) is told to go elsewhere.
        const second = await serve('loopback');
        const probe = await fetch(`${second.base}/health`);
        expect(probe.status).toBe(503);
        expect(probe.headers.get('x-request-id')).toBeTruthy();
        expect((await fetch(`${second.base}/slow`)).status).toBe(200);
    });
});
