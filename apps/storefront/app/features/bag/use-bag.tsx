import { BAG_TOGGLE_DEBOUNCE_MS } from '@maison/shared';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

import type { Bag } from './bag.server';

interface BagState {
    bag: Bag | null;
    open: boolean;
    setOpen(open: boolean): void;
    toggle(): void;
}

const BagContext = createContext<BagState | null>(null);

/** The bag from the root loader and whether its sidebar is open, for every page. */
export function BagProvider({ bag, children }: { bag: Bag | null; children: React.ReactNode }) {
    const [open, setOpen] = useState(false);
    const lastToggle = useRef(0);
    // Spec §4: toggles are debounced 500 ms, so a double tap does not open and at once close it.
    const toggle = useCallback(() => {
        const now = Date.now();
        if (now - lastToggle.current < BAG_TOGGLE_DEBOUNCE_MS) return;
        lastToggle.current = now;
        setOpen((o) => !o);
    }, []);
    const value = useMemo(() => ({ bag, open, setOpen, toggle }), [bag, open, toggle]);
    return <BagContext.Provider value={value}>{children}</BagContext.Provider>;
}

export function useBag(): BagState {
    const state = useContext(BagContext);
    if (!state) throw new Error('useBag outside BagProvider');
    return state;
}
