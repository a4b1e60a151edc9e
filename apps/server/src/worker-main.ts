import { bootstrapWorker, Logger, runMigrations } from '@vendure/core';

import { onShutdownSignal } from '@maison/shared/operations';
import { setLogProcess } from './common/logging/pino-logger';
import { initMetrics } from './common/metrics/registry';
import { startMetricsServer } from './common/metrics/metrics-server';
import { env } from './config/environment';
import { preflight } from './config/preflight';
import { withStartupLock } from './config/startup-lock';
import { config } from './process-config';

/**
 * The job-queue worker, run as its own process in the production profile (REDIS_URL set):
 * search indexing and collection filters leave the request path.
 */
export async function runWorker(): Promise<void> {
    setLogProcess('worker');
    initMetrics('worker');
    await preflight(env, { port: false });
    // A worker started with the first backend, or before it, finds the schema it needs.
    await withStartupLock(env, () => runMigrations(config));
    const worker = await bootstrapWorker(config);
    // Its own handler below lets the current job finish and then exits 0 (see server-main).
    (worker.app as unknown as { unsubscribeFromProcessSignals(): void }).unsubscribeFromProcessSignals();
    let draining = false;
    const metrics =
        env.METRICS_PORT === undefined
            ? undefined
            : await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, healthy: () => !draining });
    await worker.startJobQueue();
    process.send?.('ready');
    onShutdownSignal(
        async () => {
            draining = true;
            // Closing stops the job queue, whose BullMQ or polling worker waits for its current job.
            await worker.app.close();
            metrics?.close();
        },
        env.SHUTDOWN_TIMEOUT_MS,
        (msg) => Logger.info(msg, 'Worker'),
    );
}
