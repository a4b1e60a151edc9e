import net from 'node:net';

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';

import { ConfigurationError } from './configuration-error';
import type { ServerEnv } from './environment';
import { type ObjectStorageSettings, objectStorageSettings } from './object-storage';

/**
 * Checks made before Vendure boots, so that the two commonest mistakes end start-up with one
 * line saying what is wrong instead of a retry loop and a stack dump.
 */
export async function preflight(e: ServerEnv, opts: { port?: boolean } = {}): Promise<void> {
    if (opts.port !== false) await assertPortFree(e.PORT);
    if (e.DATABASE_URL) await assertPostgresReachable(e.DATABASE_URL);
    const storage = objectStorageSettings(e);
    if (storage) await assertBucketReachable(storage);
}

/**
 * Vendure would only log a bucket it cannot reach (and try to create a missing one, with
 * whatever region and permissions that gives) and start without pictures: the bucket is the
 * operator's to make, and this start stops until it answers.
 */
export async function assertBucketReachable(storage: ObjectStorageSettings): Promise<void> {
    const client = new S3Client({ ...storage.client, maxAttempts: 2 });
    try {
        await client.send(new HeadBucketCommand({ Bucket: storage.bucket }), {
            abortSignal: AbortSignal.timeout(10_000),
        });
    } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        const why = status === 404 ? 'no such bucket' : status === 403 ? 'access denied to the key' : reason(err);
        const where = storage.client.endpoint ? ` at ${String(storage.client.endpoint)}` : '';
        throw new ConfigurationError(`cannot reach the bucket ${storage.bucket}${where}: ${why}`);
    } finally {
        client.destroy();
    }
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
