import type { ErrorHandlerStrategy, Job } from '@vendure/core';

import { jobsFailed } from '../../common/metrics/registry';

/** Counts every failed job attempt by queue; Vendure calls this wherever a job runs. */
export class JobFailureCounter implements ErrorHandlerStrategy {
    handleServerError(): void {
        // Request failures are counted by status in the HTTP metrics.
    }

    handleWorkerError(_error: Error, { job }: { job: Job }): void {
        jobsFailed.inc({ queue: job.queueName });
    }
}
