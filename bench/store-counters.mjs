// What page views ask of the production profile's PostgreSQL and Redis: the bench database's
// transactions (a statement outside a transaction is one of its own) and the Redis server's
// commands, read before and after a run.

/**
 * PostgreSQL 15 reports an idle connection's statistics up to ten seconds late: the counters are
 * read once every connection has had the time to report.
 */
const STATS_SETTLE_MS = 11_000;

export async function storeCounters({ databaseUrl, databaseName, redisUrl }) {
    const { default: pg } = await import('pg');
    const { default: Redis } = await import('ioredis');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    return {
        /** Transactions and commands so far, once the statistics have settled. */
        async read() {
            await new Promise((resolve) => setTimeout(resolve, STATS_SETTLE_MS));
            // A new snapshot of the statistics, not the one this connection read last time.
            await db.query('SELECT pg_stat_clear_snapshot()');
            const { rows } = await db.query(
                'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
                [databaseName],
            );
            const stats = await redis.info('stats');
            const commands = Number(/total_commands_processed:(\d+)/.exec(stats)?.[1] ?? NaN);
            return { transactions: Number(rows[0]?.n ?? NaN), commands };
        },
        async close() {
            await db.end();
            redis.disconnect();
        },
    };
}

/** Per request between two readings; the readings' own queries and commands are left out. */
export function perRequest(before, after, count) {
    return {
        transactions: Math.max(0, after.transactions - before.transactions - 2) / count,
        commands: Math.max(0, after.commands - before.commands - 1) / count,
    };
}
