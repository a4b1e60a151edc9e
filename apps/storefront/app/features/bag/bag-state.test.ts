import { describe, expect, it } from 'vitest';

import type { Bag } from './bag.server';
import { BAG_STATUS_VALUE, bagReducer, checkoutPath, initialBagState, isLineShort } from './bag-state';

function bag(lines: Array<{ id: string; quantity: number }>, shortLineIds: string[] = []): Bag {
    return { lines, shortLineIds } as unknown as Bag;
}

describe('bag state', () => {
    it('uses the spec values for the loading states', () => {
        expect(BAG_STATUS_VALUE).toEqual({ init: 0, failed: -1, notFound: -2, success: 1, loading: 2 });
    });

    it('starts at init with the page bag, goes loading, then success with the loaded bag', () => {
        const first = bag([{ id: '1', quantity: 1 }]);
        const loaded = bag([{ id: '1', quantity: 2 }]);
        const start = initialBagState(first);
        expect(start).toEqual({ bag: first, status: 'init' });
        const loading = bagReducer(start, { type: 'load-start' });
        expect(loading.status).toBe('loading');
        expect(loading.bag).toBe(first);
        expect(bagReducer(loading, { type: 'loaded', bag: loaded })).toEqual({ bag: loaded, status: 'success' });
    });

    it('is notFound when there is no bag or it has no lines', () => {
        expect(bagReducer(initialBagState(null), { type: 'loaded', bag: null }).status).toBe('notFound');
        expect(bagReducer(initialBagState(null), { type: 'loaded', bag: bag([]) }).status).toBe('notFound');
    });

    it('keeps the last bag when a load fails, and says it failed', () => {
        const last = bag([{ id: '1', quantity: 1 }]);
        const failed = bagReducer(bagReducer(initialBagState(last), { type: 'load-start' }), { type: 'load-failed' });
        expect(failed).toEqual({ bag: last, status: 'failed' });
    });

    it('takes a new page bag without changing the status, and ignores the same one', () => {
        const same = bag([{ id: '1', quantity: 1 }]);
        const state = bagReducer(initialBagState(same), { type: 'loaded', bag: same });
        expect(bagReducer(state, { type: 'page', bag: same })).toBe(state);
        const next = bag([{ id: '2', quantity: 1 }]);
        expect(bagReducer(state, { type: 'page', bag: next })).toEqual({ bag: next, status: 'success' });
    });

    it('marks exactly the lines the server says are short', () => {
        const b = bag(
            [
                { id: '1', quantity: 1 },
                { id: '2', quantity: 3 },
            ],
            ['2'],
        );
        expect(isLineShort(b, b.lines[0]!)).toBe(false);
        expect(isLineShort(b, b.lines[1]!)).toBe(true);
    });

    it('sends a signed-in shopper to checkout and a guest to the checkout login', () => {
        expect(checkoutPath(true)).toBe('/checkout');
        expect(checkoutPath(false)).toBe('/checkout/login');
    });
});
