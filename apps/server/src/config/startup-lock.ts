import { Client } from 'pg';

import type { ServerEnv } from './environment';

/** The advisory lock's key: any constant the shop's database uses for nothing else ("MORVAUX"). */
const STARTUP_LOCK_KEY = 0x4d4f5256;

/**
 * Runs `work` (migrations, and on a first start the demo's seed) while no other process of the
 * shop does the same: instances started together, or a rolling update's new ones, wait on a
 * PostgreSQL advisory lock, then find the schema migrated and the shop seeded. The lock is the
 * session's, so it goes with the connection if this process dies. The embedded SQLite shop is
 * one process: there is nothing to wait for.
 */
export async function withStartupLock<T>(e: Pick<ServerEnv, 'DATABASE_URL'>, work: () => Promise<T>): Promise<T> {
    if (!e.DATABASE_URL) return work();
    const client = new Client({ connectionString: e.DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
    } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
    }
}
