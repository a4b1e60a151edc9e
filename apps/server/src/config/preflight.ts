import net from 'node:net';

import { Client } from 'pg';

import { ConfigurationError } from './configuration-error';
import type { ServerEnv } from './environment';

/**
 * Checks made before Vendure boots, so that the two commonest mistakes end start-up with one
 * line saying what is wrong instead of a retry loop and a stack dump.
 */
export async function preflight(e: ServerEnv, opts: { port?: boolean } = {}): Promise<void> {
    if (opts.port !== false) await assertPortFree(e.PORT);
    if (e.DATABASE_URL) await assertPostgresReachable(e.DATABASE_URL);
}

export async function assertPortFree(port: number, host = '0.0.0.0'): Promise<void> {
    await new Promise<void>((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', (err: NodeJS.ErrnoException) => {
            reject(
                err.code === 'EADDRINUSE'
                    ? new ConfigurationError(`port ${port} is already in use: stop what runs there or set PORT`)
                    : err,
            );
        });
        probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
    });
}

export async function assertPostgresReachable(url: string): Promise<void> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
        await client.connect();
        await client.query('select 1');
    } catch (err) {
        throw new ConfigurationError(`cannot reach the database at ${describeUrl(url)}: ${reason(err)}`);
    } finally {
        await client.end().catch(() => undefined);
    }
}

function describeUrl(url: string): string {
    try {
        const u = new URL(url);
        return `${u.hostname}:${u.port || 5432}${u.pathname}`;
    } catch {
        return 'DATABASE_URL';
    }
}

function reason(err: unknown): string {
    if (err instanceof Error) {
        const code = (err as NodeJS.ErrnoException).code;
        // AggregateError (IPv4 and IPv6 both refused) carries no message of its own.
        return err.message || code || err.name;
    }
    return String(err);
}
