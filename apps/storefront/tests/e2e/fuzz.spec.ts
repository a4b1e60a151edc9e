import { E2E_SERVER_URL } from '../../playwright.config';
// Requests only: the plain runner, with no browser behind the test.
import { expect, test } from '@playwright/test';
import { fuzzCase } from './fuzz-cases';
import { send, type RawReply } from './raw-http';

/**
 * Thousands of malformed requests against the storefront's endpoints and both APIs, sixteen
 * at a time: none may answer 5xx or go unanswered, and the shop must still serve a page
 * promptly afterwards. The seed makes a failure replayable (FUZZ_SEED=… to try others).
 */
const SHOP_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const SERVER_PORT = Number(new URL(E2E_SERVER_URL).port);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = 5200;
const CONCURRENCY = 16;

test('thousands of malformed requests get no 5xx and leave the shop answering', async () => {
    test.setTimeout(900_000);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const shapes = { http10: 0, stalledBody: 0 };
    let next = 0;
    const worker = async () => {
        while (next < COUNT) {
            const i = next++;
            const { target, request } = fuzzCase(SEED, i, `http://localhost:${SHOP_PORT}`);
            if (request.version === '1.0') shapes.http10++;
            const declared = Number(Object.entries(request.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-length')?.[1]);
            if (request.body !== undefined && declared > request.body.length) shapes.stalledBody++;
            let reply: RawReply;
            try {
                reply = await send(target === 'shop' ? SHOP_PORT : SERVER_PORT, request);
            } catch (err) {
                failures.push(`#${i} ${target} ${request.method} ${request.path.slice(0, 120)}: ${(err as Error).message}`);
                continue;
            }
            statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
            if (reply.status >= 500 || reply.status === 0) {
                failures.push(`#${i} ${target} ${request.method} ${request.path.slice(0, 120)} → ${reply.status} ${reply.body.slice(0, 160)}`);
            }
        }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`fuzz: ${COUNT} requests (${JSON.stringify(shapes)}), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);

    // The shop is not left stalled: a page comes back within a second.
    const page = await send(SHOP_PORT, { path: '/watches' });
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(1000);
});
