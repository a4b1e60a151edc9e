import { bootstrap, JobQueueService, Logger, runMigrations } from '@vendure/core';

import fs from 'node:fs';

import { awaitJobsSettled } from './common/await-jobs';
import { HttpDrain, onShutdownSignal } from '@maison/shared/operations';
import { initMetrics } from './common/metrics/registry';
import { startMetricsServer } from './common/metrics/metrics-server';
import { databaseKind } from './config/database';
import { env } from './config/environment';
import { preflight } from './config/preflight';
import { withStartupLock } from './config/startup-lock';
import { buildLargeCatalogue, seedShop } from '@maison/demo-catalogue';
import { config } from './process-config';
import { ContentSeedService } from './plugins/content';
import { StoreSeedService } from './plugins/stores';
import { ServiceInfoSeedService, ServiceSeedService, WatchSerialsService } from './plugins/watch-service';

/**
 * Starts the shop server. Order matters: the port and database are probed before Vendure
 * boots, migrations run before the app opens its port, and an empty database is filled with
 * the demo catalogue.
 */
export async function runServer(): Promise<void> {
    await preflight(env);
    const freshSqlite = databaseKind(env) === 'sqlite' && !fs.existsSync(env.SQLITE_PATH);
    initMetrics('server');
    // One process at a time migrates and seeds; the others wait, then find both done.
    const app = await withStartupLock(env, async () => {
        await runMigrations(config);
        const app = await bootstrap(config);
        // Nest's own signal handlers would close the database under requests still being
        // answered: this process drains its HTTP server first, then closes Nest.
        (app as unknown as { unsubscribeFromProcessSignals(): void }).unsubscribeFromProcessSignals();
        if (!env.REDIS_URL) {
            // The embedded profile has no separate worker: jobs run in this process.
            await app.get(JobQueueService).start();
        }
        if (env.SEED_DEMO_DATA) {
            const catalogue =
                env.DEMO_CATALOGUE === 'large'
                    ? () => buildLargeCatalogue({ variants: env.DEMO_CATALOGUE_VARIANTS })
                    : undefined;
            const result = await seedShop(app, {
                imageDir: config.importExportOptions!.importAssetsDir!,
                catalogue,
                stores: app.get(StoreSeedService),
                content: app.get(ContentSeedService),
                watchSerials: app.get(WatchSerialsService),
                serviceInfo: app.get(ServiceInfoSeedService),
                serviceCentres: app.get(ServiceSeedService),
            }).catch(async (err: unknown) => {
                // A half-seeded embedded database would be skipped next time: remove it so the
                // next start seeds from scratch.
                if (freshSqlite) {
                    await app.close();
                    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.SQLITE_PATH + suffix, { force: true });
                }
                throw err;
            });
            // The large catalogue's search index takes minutes to build, not seconds.
            if (result.seeded && !env.REDIS_URL) {
                await awaitJobsSettled(app, env.DEMO_CATALOGUE === 'large' ? 30 * 60_000 : undefined);
            }
        }
        return app;
    });
    const drain = new HttpDrain(app.getHttpServer());
    const metrics =
        env.METRICS_PORT === undefined
            ? undefined
            : await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST });
    Logger.info(`Shop server ready on port ${env.PORT}`, 'Shop');
    // `npm start` waits for this before it starts the storefront.
    process.send?.('ready');
    onShutdownSignal(
        async () => {
            await drain.drain();
            await app.close();
            metrics?.close();
        },
        env.SHUTDOWN_TIMEOUT_MS,
        (msg) => Logger.info(msg, 'Shop'),
    );
}
