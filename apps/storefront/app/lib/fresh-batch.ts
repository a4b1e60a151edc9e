/**
 * Shares one call among the callers that arrive together, without ever handing a caller an
 * answer that was asked for before it arrived: a caller joins the next call, never one already
 * under way. So a page view that follows a change (the Admin API has answered) always reads a
 * version asked for after the change, while a hundred page views a second cost a handful of calls.
 */
export function freshBatch<T>(call: () => Promise<T>): () => Promise<T> {
    /** The call not yet started: callers that arrive before it starts share it. */
    let queued: Promise<T> | undefined;
    let running: Promise<unknown> | undefined;
    return () =>
        (queued ??= (async () => {
            // Started before these callers arrived: its answer may be older than they may see.
            await running?.catch(() => undefined);
            queued = undefined;
            const mine = call();
            running = mine;
            return mine;
        })());
}
