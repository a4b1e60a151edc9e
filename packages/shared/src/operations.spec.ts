import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { HttpDrain, isProcessDraining } from './operations';

function get(port: number, agent: http.Agent | false): Promise<{ status: number; body: string; connection?: string }> {
    return new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        }).on('error', reject);
    });
}

describe('HttpDrain', () => {
    let server: http.Server | undefined;
    afterEach(() => server?.close());

    it('lets a slow request finish, refuses new connections and closes kept-alive ones', async () => {
        server = http.createServer((_req, res) => setTimeout(() => res.end('done'), 400));
        const drain = new HttpDrain(server);
        await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
        // A kept-alive connection that is idle when the drain starts, and one that is busy.
        await get(port, keepAlive);
        const inFlight = get(port, new http.Agent({ keepAlive: true }));
        await new Promise((r) => setTimeout(r, 100));
        expect(isProcessDraining()).toBe(false);
        let drained = false;
        const done = drain.drain().then(() => (drained = true));
        expect(drain.isDraining).toBe(true);
        expect(isProcessDraining()).toBe(true);
        await expect(get(port, false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
        const answer = await inFlight;
        expect(answer).toMatchObject({ status: 200, body: 'done', connection: 'close' });
        await done;
        expect(drained).toBe(true);
        keepAlive.destroy();
    });
});
