import { AsyncLocalStorage } from 'node:async_hooks';

import type { ID } from '@vendure/core';

const running = new AsyncLocalStorage<{ key: string }>();

/** What names one job for good: its id, and when it was made (ids start again in a new database). */
export interface JobIdentity {
    id: ID | null | undefined;
    createdAt: Date;
}

/** Runs `work` as the processing of `job`: whatever it calls can ask `currentJobKey()`. */
export function runAsJob<T>(job: JobIdentity, work: () => Promise<T>): Promise<T> {
    return running.run({ key: `${String(job.id)}-${job.createdAt.getTime()}` }, work);
}

/**
 * The key of the job whose processing this code runs in, if any. Side effects a re-run must
 * not repeat (a mail written to the outbox) are keyed by it; it holds the job's creation time
 * too, so that a database made anew, whose ids start again at 1, never matches an older job's.
 */
export function currentJobKey(): string | undefined {
    return running.getStore()?.key;
}
