import { useEffect, useState } from 'react';

interface Connection {
    saveData?: boolean;
    effectiveType?: string;
}

/** Spec §9: no link prefetching on 2g connections or when the visitor asks to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
    return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** The `prefetch` mode for shop links: on hover or focus, unless the connection is slow or metered. */
export function usePrefetch(): 'intent' | 'none' {
    const [allowed, setAllowed] = useState(false);
    useEffect(() => {
        // The Network Information API exists in Chromium only; elsewhere prefetching stays on.
        setAllowed(prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection));
    }, []);
    return allowed ? 'intent' : 'none';
}
