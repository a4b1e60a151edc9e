import { describe, expect, it } from 'vitest';

import type { Bag } from './bag.server';
import { BAG_STATUS_VALUE, bagReducer, checkoutPath, initialBagState, isLineShort } from './bag-state';

function bag(lines: Array<{ id: string; quantity: number }>, shortLineIds: string[] = []): Bag {
    const totalQuantity = lines.reduce((n, line) => n + line.quantity, 0);
    return { lines, shortLineIds, totalQuantity } as unknown as Bag;
}

describe('bag state', () => {
    it('uses the spec values for the loading states', () => {
        expect(BAG_STATUS_VALUE).toEqual({ init: 0, failed: -1, notFound: -2, success: 1, loading: 2 });
    });

    it('starts at init with the page count and no bag, goes loading, then success with the loaded bag', () => {
        const start = initialBagState(2);
        expect(start).toEqual({ bag: null, count: 2, status: 'init' });
        const loading = bagReducer(start, { type: 'load-start' });
        expect(loading).toEqual({ bag: null, count: 2, status: 'loading' });
        const loaded = bag([{ id: '1', quantity: 3 }]);
        expect(bagReducer(loading, { type: 'loaded', bag: loaded })).toEqual({ bag: loaded, count: 3, status: 'success' });
    });

    it('is notFound, with nothing to count, when there is no bag or it has no lines', () => {
        expect(bagReducer(initialBagState(1), { type: 'loaded', bag: null })).toEqual({
            bag: null,
            count: 0,
            status: 'notFound',
        });
        expect(bagReducer(initialBagState(0), { type: 'loaded', bag: bag([]) }).status).toBe('notFound');
    });

    it('keeps the last bag and its count when a load fails, and says it failed', () => {
        const last = bag([{ id: '1', quantity: 1 }]);
        const read = bagReducer(initialBagState(1), { type: 'loaded', bag: last });
        const failed = bagReducer(bagReducer(read, { type: 'load-start' }), { type: 'load-failed' });
        expect(failed).toEqual({ bag: last, count: 1, status: 'failed' });
    });

    it("takes a new page count and keeps the bag read before, and ignores the same count", () => {
        const read = bagReducer(initialBagState(1), { type: 'loaded', bag: bag([{ id: '1', quantity: 1 }]) });
        expect(bagReducer(read, { type: 'page', count: 1 })).toBe(read);
        // Signed in, the bag merged with the account's: the badge says so at once, the sidebar reads it on opening.
        expect(bagReducer(read, { type: 'page', count: 4 })).toEqual({ ...read, count: 4 });
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
