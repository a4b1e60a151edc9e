// Requests only: the REST face fuzzed from its own OpenAPI document. Every operation is sent
// malformed paths, queries, bodies and tokens, sixteen at a time, through the shop's origin
// and straight to the backend: none may answer 5xx, go unanswered or leak a stack, and every
// refusal is JSON with a code. The seed makes a failure replayable (FUZZ_SEED=…).
import { createRng, type Rng } from '@maison/shared';
import { expect, test } from '@playwright/test';

import { E2E_SERVER_URL } from '../../playwright.config';
import { legacyDocument } from './legacy-api';
import { type RawReply, send } from './raw-http';

const SHOP_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
const SERVER_PORT = Number(new URL(E2E_SERVER_URL).port);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const COUNT = 5200;
const CONCURRENCY = 16;
const LEAK = /\bat .+\.(m?js|ts):\d+|node_modules|\/work\/|stacktrace|TypeError|QueryFailedError/;

const NASTY_SEGMENTS = [
    '',
    '0',
    '-1',
    '99999999999999999999',
    '1e9',
    '%00',
    '%ff',
    '..%2f..%2fetc%2fpasswd',
    'abc',
    "'; DROP TABLE order;--",
    '%E4%B8%AD%E6%96%87',
    'A'.repeat(32),
    'a'.repeat(600),
    '{}',
    '[]',
    'null',
    '%20',
];

function nastyValue(rng: Rng): unknown {
    return rng.pick<unknown>([
        null,
        true,
        -1,
        0,
        1.5,
        1e308,
        Number.MAX_SAFE_INTEGER + 2,
        '',
        ' ',
        'x'.repeat(rng.int(1, 3000)),
        '13912345678',
        '<script>alert(1)</script>',
        '\u0000\u202e',
        [],
        [1, 'a', null],
        {},
        { $gt: '' },
        { __proto__: { admin: true } },
        Array.from({ length: rng.int(1, 300) }, (_, i) => ({ sku: `S${i}`, type: 'watch' })),
    ]);
}

/** The operation's own fields, some left out, some of the wrong kind, nested ones likewise. */
function nastyObject(rng: Rng, schema: Record<string, unknown> | undefined): Record<string, unknown> {
    const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
    const body: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
        if (rng.chance(0.25)) continue;
        body[name] = property.properties && rng.chance(0.5) ? nastyObject(rng, property) : nastyValue(rng);
    }
    return body;
}

/** A body: not JSON, JSON of the wrong kind, nested deep, too large, or the operation's fields gone wrong. */
function nastyBody(rng: Rng, schema: Record<string, unknown> | undefined): string {
    const kind = rng.int(0, 9);
    if (kind === 0) return '{"unterminated": ';
    if (kind === 1) return 'not json at all';
    if (kind === 2) return JSON.stringify(nastyValue(rng));
    if (kind === 3) return '['.repeat(rng.int(50, 5000));
    if (kind === 4) return JSON.stringify({ pad: 'y'.repeat(40_000) });
    return JSON.stringify(nastyObject(rng, schema));
}

interface Operation {
    method: string;
    template: string;
    body?: Record<string, unknown>;
    query: string[];
}

function nastyRequest(rng: Rng, op: Operation) {
    // Segments are sent as a client's URL library encodes them; a raw space is no HTTP request.
    const path = op.template.replace(/\{[^}]+\}/g, () => {
        const segment = rng.pick(NASTY_SEGMENTS);
        return segment.includes('%') ? segment : encodeURIComponent(segment);
    });
    const query = op.query
        .filter(() => rng.chance(0.7))
        .map((name) => `${name}=${encodeURIComponent(String(nastyValue(rng)).slice(0, 2000))}`);
    if (rng.chance(0.1)) query.push(`${'q'.repeat(rng.int(1, 50))}[${'['.repeat(rng.int(1, 20))}=1`);
    // An address of its own: the face's per-client limits (guest carts opened) count the fuzz apart from other suites.
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.77' };
    const auth = rng.int(0, 4);
    if (auth === 1) headers.Authorization = 'Bearer made-up-token';
    if (auth === 2) headers.Authorization = `Bearer ${'t'.repeat(rng.int(500, 3000))}`;
    if (auth === 3) headers.Authorization = rng.pick(['Basic YTpi', 'Bearer', 'bearer  ', 'Bearer a b']);
    if (rng.chance(0.2)) headers.Cookie = 'session=made-up; session.sig=made-up';
    let body: string | undefined;
    if (op.method !== 'get' || rng.chance(0.1)) {
        body = nastyBody(rng, op.body);
        headers['Content-Type'] = rng.pick([
            'application/json',
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
        ]);
    }
    return {
        method: rng.chance(0.05) ? rng.pick(['PATCH', 'OPTIONS', 'DELETE', 'PUT']) : op.method.toUpperCase(),
        path: `${path}${query.length ? `?${query.join('&')}` : ''}`,
        headers,
        body,
    };
}

test('thousands of malformed REST requests get no 5xx, no stack and a coded refusal', async ({ request }) => {
    test.setTimeout(900_000);
    const document = (await legacyDocument(request)) as unknown as {
        paths: Record<
            string,
            Record<
                string,
                {
                    parameters?: Array<{ name: string; in: string }>;
                    requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
                }
            >
        >;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
            method,
            template,
            body: op.requestBody?.content['application/json'].schema,
            query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(42);
    const rng = createRng(SEED);
    const cases = Array.from({ length: COUNT }, (_, i) => ({
        port: i % 2 ? SERVER_PORT : SHOP_PORT,
        request: nastyRequest(rng, operations[i % operations.length]),
    }));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
        while (next < cases.length) {
            const i = next++;
            const { port, request: r } = cases[i];
            let reply: RawReply;
            try {
                reply = await send(port, r);
            } catch (err) {
                failures.push(`#${i} ${r.method} ${r.path.slice(0, 120)}: ${(err as Error).message}`);
                continue;
            }
            statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
            const where = `#${i} ${r.method} ${r.path.slice(0, 120)} → ${reply.status} ${reply.body.slice(0, 200)}`;
            if (reply.status >= 500 || reply.status === 0 || LEAK.test(reply.body)) failures.push(where);
            else if (reply.status >= 400 && reply.status !== 405 && !/"code"|"errorCode"/.test(reply.body))
                failures.push(`${where} (no code)`);
        }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(
        `REST fuzz: ${cases.length} requests over ${operations.length} operations, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});
