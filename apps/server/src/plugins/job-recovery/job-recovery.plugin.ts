import { DefaultJobQueuePlugin, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { SqlJobQueueStrategy } from '@vendure/core/dist/plugin/default-job-queue-plugin/sql-job-queue-strategy';

import { RecoveringSqlJobQueueStrategy, type JobRecoveryOptions } from './recovering-sql-job-queue-strategy';

/**
 * Put after DefaultJobQueuePlugin: replaces its SQL job queue strategy with one that runs again
 * the jobs a dead worker left RUNNING. With BullMQ (REDIS_URL) it changes nothing: BullMQ's
 * stalled-job check does the same there.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: (config) => {
        const current = config.jobQueueOptions.jobQueueStrategy;
        if (current instanceof SqlJobQueueStrategy && !(current instanceof RecoveringSqlJobQueueStrategy)) {
            const { concurrency, pollInterval, backoffStrategy, setRetries, gracefulShutdownTimeout } = DefaultJobQueuePlugin.options;
            config.jobQueueOptions.jobQueueStrategy = new RecoveringSqlJobQueueStrategy({
                concurrency,
                pollInterval,
                backoffStrategy,
                setRetries,
                gracefulShutdownTimeout,
                ...JobRecoveryPlugin.options,
            });
        }
        return config;
    },
    compatibility: '^3.0.0',
})
export class JobRecoveryPlugin {
    static options: Partial<JobRecoveryOptions> = {};

    static init(options: Partial<JobRecoveryOptions> = {}): typeof JobRecoveryPlugin {
        JobRecoveryPlugin.options = options;
        return JobRecoveryPlugin;
    }
}
