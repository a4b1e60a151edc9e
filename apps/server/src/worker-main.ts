import { bootstrapWorker, runMigrations } from '@vendure/core';

import { env } from './config/environment';
import { preflight } from './config/preflight';
import { withStartupLock } from './config/startup-lock';
import { config } from './process-config';

/**
 * The job-queue worker, run as its own process in the production profile (REDIS_URL set):
 * search indexing and collection filters leave the request path.
 */
export async function runWorker(): Promise<void> {
    await preflight(env, { port: false });
    // A worker started with the first backend, or before it, finds the schema it needs.
    await withStartupLock(env, () => runMigrations(config));
    const worker = await bootstrapWorker(config);
    await worker.startJobQueue();
    process.send?.('ready');
    const stop = () => void worker.app.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
}
