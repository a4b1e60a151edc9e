import { LOGIN_THROTTLED } from '@maison/shared';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { startChildServer, type ChildServer } from '../../../../e2e/child-server';
import { freePort, freshPostgresDatabase } from '../../../../e2e/test-shop';

/**
 * Two backends behind one load balancer, as the production profile runs them: the sign-in
 * throttle counts a burst of guesses spread over both as one, its counts kept in PostgreSQL
 * (no Redis) or in Redis. Each backend is a child process, as `npm start` runs it.
 */
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const servers: ChildServer[] = [];
const dirs: string[] = [];

afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function twoBackends(databaseUrl: string, extra: Record<string, string>): Promise<ChildServer[]> {
    const started: ChildServer[] = [];
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i++) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-shared-throttle-'));
        dirs.push(dir);
        const server = await startChildServer({
            PORT: String(await freePort()),
            VAR_DIR: dir,
            DATABASE_URL: databaseUrl,
            ...extra,
        });
        servers.push(server);
        started.push(server);
    }
    return started;
}

async function login(
    server: ChildServer,
    username: string,
    password: string,
    address: string,
): Promise<string | undefined> {
    const res = await fetch(`${server.baseUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
            query: `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename ... on InvalidCredentialsError { authenticationError } } }`,
            variables: { u: username, p: password },
        }),
    });
    const body = (await res.json()) as { data?: { login: { authenticationError?: string } } };
    return body.data?.login.authenticationError;
}

describe.each([
    ['PostgreSQL', {}],
    ['Redis', { REDIS_URL }],
] as const)('sign-in throttling across two backends, counted in %s', (store, extra) => {
    // Two backends boot, migrate and seed one after the other: minutes on a busy machine.
    it(
        'lets through only the free guesses and one more of a burst spread over both',
        { timeout: 300_000 },
        async () => {
            const postgresUrl = inject('postgresUrl');
            expect(postgresUrl, 'PostgreSQL is needed to run two backends on one database').not.toBe('');
            const [a, b] = await twoBackends(
                await freshPostgresDatabase(postgresUrl, `shared_throttle_${store}`),
                extra,
            );
            // A fresh account name each run: Redis keeps its counts for an hour.
            const account = `burst-${randomUUID()}@example.com`;
            const errors = await Promise.all(
                Array.from({ length: 12 }, (_, i) =>
                    login(i % 2 ? a! : b!, account, `guess-${i}`, `192.0.2.${10 + i}`),
                ),
            );
            expect(errors.filter((e) => e === '')).toHaveLength(6);
            expect(errors.filter((e) => e === LOGIN_THROTTLED)).toHaveLength(6);
            // Once the wait has passed, one more guess is checked at one backend; the longer wait
            // it earns holds at the other.
            await expect
                .poll(() => login(a!, account, 'another', '192.0.2.99'), { interval: 200, timeout: 5000 })
                .toBe('');
            expect(await login(b!, account, 'another', '192.0.2.98')).toBe(LOGIN_THROTTLED);
            await Promise.all([a!.stop(), b!.stop()]);
        },
    );
});
