import { BAG_TOGGLE_DEBOUNCE_MS } from '@maison/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { useFetcherAnswer } from '~/lib/use-fetcher-answer';
import type { loader as bagLoader } from '~/routes/api.bag';

import { bagReducer, initialBagState, type BagStatus } from './bag-state';
import type { Bag } from './bag.server';

interface BagContextValue {
    /** The whole bag once the sidebar has read it (or a change answered with it), else null. */
    bag: Bag | null;
    /** How many items the bag holds: known on every page, before the bag is read. */
    count: number;
    status: BagStatus;
    open: boolean;
    setOpen(open: boolean): void;
    /** Opens or closes the sidebar (debounced 500 ms); opening reads the bag again. */
    toggle(): void;
    /** Reads the bag again (the sidebar opening, a retry after a failure). */
    reload(): void;
    /** Takes the bag a change answered with, so nothing reads it again. */
    accept(bag: Bag | null): void;
    /** Opens the sidebar on a bag just added to, without reading it again (spec §4 add-goods). */
    show(bag: Bag | null): void;
}

const BagContext = createContext<BagContextValue | null>(null);

/**
 * The bag and its sidebar for every page: the root loader counts its items, the sidebar reads
 * it whole when it opens, and changes answer with it whole.
 */
export function BagProvider({ count: pageCount, children }: { count: number; children: React.ReactNode }) {
    const [state, dispatch] = useReducer(bagReducer, pageCount, initialBagState);
    const [open, setOpenState] = useState(false);
    const lastToggle = useRef(0);
    const loading = useFetcher<typeof bagLoader>({ key: 'bag-load' });

    // A sign-in or sign-out, and every change, revalidates the root loader: its count is then the visitor's.
    useEffect(() => dispatch({ type: 'page', count: pageCount }), [pageCount]);

    useFetcherAnswer(loading, (answer) =>
        dispatch(answer.ok ? { type: 'loaded', bag: answer.bag } : { type: 'load-failed' }),
    );

    const { load } = loading;
    const reload = useCallback(() => {
        dispatch({ type: 'load-start' });
        void load('/api/bag');
    }, [load]);

    const openRef = useRef(false);
    const setOpen = useCallback(
        (next: boolean) => {
            if (next && !openRef.current) reload();
            openRef.current = next;
            setOpenState(next);
        },
        [reload],
    );

    // Spec §4: toggles are debounced 500 ms, so a double tap does not open and at once close it.
    const toggle = useCallback(() => {
        const now = Date.now();
        if (now - lastToggle.current < BAG_TOGGLE_DEBOUNCE_MS) return;
        lastToggle.current = now;
        setOpen(!openRef.current);
    }, [setOpen]);

    const accept = useCallback((bag: Bag | null) => dispatch({ type: 'loaded', bag }), []);

    const show = useCallback(
        (bag: Bag | null) => {
            accept(bag);
            openRef.current = true;
            setOpenState(true);
        },
        [accept],
    );

    const value = useMemo(
        () => ({ bag: state.bag, count: state.count, status: state.status, open, setOpen, toggle, reload, accept, show }),
        [state, open, setOpen, toggle, reload, accept, show],
    );
    return <BagContext.Provider value={value}>{children}</BagContext.Provider>;
}

export function useBag(): BagContextValue {
    const state = useContext(BagContext);
    if (!state) throw new Error('useBag outside BagProvider');
    return state;
}
