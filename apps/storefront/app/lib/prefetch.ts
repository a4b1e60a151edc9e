import { useSyncExternalStore } from 'react';

interface Connection {
    saveData?: boolean;
    effectiveType?: string;
}

/** Spec §9: no link prefetching on 2g connections or when the visitor asks to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
    return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

const noSubscription = () => () => {};

/**
 * The `prefetch` mode for shop links: on hover or focus, unless the connection is slow or
 * metered. The server and hydration render 'none'; the browser's answer follows.
 */
export function usePrefetch(): 'intent' | 'none' {
    return useSyncExternalStore(
        noSubscription,
        // The Network Information API exists in Chromium only; elsewhere prefetching stays on.
        () => (prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection) ? 'intent' : 'none'),
        () => 'none',
    );
}
