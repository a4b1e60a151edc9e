import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries. */
export interface RequestContextStore {
    reqId: string;
}

const storage = new AsyncLocalStorage<RequestContextStore>();

/** Runs `fn` (and everything it awaits) as part of the request `reqId`. */
export function runWithRequestId<T>(reqId: string, fn: () => T): T {
    return storage.run({ reqId }, fn);
}

/** The id of the request being served, if any (a job or a timer has none). */
export function currentRequestId(): string | undefined {
    return storage.getStore()?.reqId;
}
