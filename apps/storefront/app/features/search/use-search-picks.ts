import { useEffect, useState } from 'react';

import { whenIdle } from '~/lib/idle';

import type { SearchPopupData } from './search-popup.server';

/** The latest the popup's picks are fetched after it is in place, idle or not. */
const PREFETCH_TIMEOUT_MS = 3000;

const UNAVAILABLE: SearchPopupData = { collections: [], products: [], unavailable: true };

/**
 * The search popup's collections and picks, fetched once per page view while the browser is
 * idle, so they are on screen when the visitor opens it; opening it sooner fetches them at once.
 * A plain request, not a router fetcher: a fetcher's load still under way when the visitor adds
 * to the bag is cancelled and run again by React Router, against routes it may not know yet.
 */
export function useSearchPicks(open: boolean): { picks: SearchPopupData | undefined; busy: boolean } {
    const [picks, setPicks] = useState<SearchPopupData>();
    const [requested, setRequested] = useState(false);

    useEffect(() => {
        if (requested) return;
        const request = () => setRequested(true);
        if (open) return request();
        return whenIdle(request, PREFETCH_TIMEOUT_MS);
    }, [open, requested]);

    useEffect(() => {
        if (!requested) return;
        const controller = new AbortController();
        fetch('/api/search-popup', { signal: controller.signal, headers: { accept: 'application/json' } })
            .then((res) => (res.ok ? (res.json() as Promise<SearchPopupData>) : UNAVAILABLE))
            .catch((err: unknown) => ((err as Error).name === 'AbortError' ? undefined : UNAVAILABLE))
            .then((answer) => answer && setPicks(answer));
        return () => controller.abort();
    }, [requested]);

    return { picks, busy: requested && picks === undefined };
}
