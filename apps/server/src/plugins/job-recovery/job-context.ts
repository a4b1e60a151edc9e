import { AsyncLocalStorage } from 'node:async_hooks';

import type { ID } from '@vendure/core';

const running = new AsyncLocalStorage<{ jobId: ID }>();

/** Runs `work` as the processing of job `jobId`: whatever it calls can ask `currentJobId()`. */
export function runAsJob<T>(jobId: ID, work: () => Promise<T>): Promise<T> {
    return running.run({ jobId }, work);
}

/**
 * The id of the job whose processing this code runs in, if any. Side effects a re-run must
 * not repeat (a mail written to the outbox) are keyed by it.
 */
export function currentJobId(): ID | undefined {
    return running.getStore()?.jobId;
}
