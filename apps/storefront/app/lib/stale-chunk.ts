import { STALE_CHUNK_RELOAD_INTERVAL_MS } from '@maison/shared';

const LAST_RELOAD_KEY = 'shop:stale-chunk-reload';

/** Messages browsers give when a code-split chunk of an older build is gone after a deploy. */
const CHUNK_FAILURE =
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(reason: unknown): boolean {
    const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
    return CHUNK_FAILURE.test(message);
}

/** At most one reload a minute: a chunk that is missing for good must not reload forever. */
export function shouldReload(now: number, lastReload: number | null): boolean {
    return lastReload === null || now - lastReload >= STALE_CHUNK_RELOAD_INTERVAL_MS;
}

function reloadOnce(): boolean {
    const stored = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    const now = Date.now();
    if (!shouldReload(now, Number.isFinite(stored) && stored > 0 ? stored : null)) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    window.location.reload();
    return true;
}

/** Reloads the page (at most once a minute) when `reason` is a chunk of an older build that failed to load. */
export function reloadForStaleChunk(reason: unknown): boolean {
    return isChunkLoadFailure(reason) && reloadOnce();
}

/** Reloads the page when a chunk of an older build fails to load; returns the uninstaller. */
export function installStaleChunkReload(): () => void {
    const onPreloadError = (event: Event) => {
        if (reloadOnce()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
        if (reloadForStaleChunk(event.reason)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
        window.removeEventListener('vite:preloadError', onPreloadError);
        window.removeEventListener('unhandledrejection', onRejection);
    };
}
