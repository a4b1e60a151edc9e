/**
 * Runs `task` once, when the browser is next idle or after `timeoutMs` at the latest (a busy
 * page never idles; Safari has no requestIdleCallback). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
    if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(task, { timeout: timeoutMs });
        return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(task, timeoutMs);
    return () => window.clearTimeout(id);
}
