import { describe, expect, it } from 'vitest';

import { compareIds, stockDemand } from './stock-demand';

describe('stockDemand', () => {
    it('adds up lines of the same variant and counts a buckle once per strap', () => {
        expect(
            stockDemand([
                { variantId: 12, quantity: 2, buckleId: 40 },
                { variantId: 12, quantity: 1 },
                { variantId: 7, quantity: 1, buckleId: 40 },
            ]),
        ).toEqual([
            { variantId: '7', quantity: 1 },
            { variantId: '12', quantity: 3 },
            { variantId: '40', quantity: 3 },
        ]);
    });

    it('orders integer ids by value, so 9 is locked before 10 whatever their text says', () => {
        const ids = stockDemand([10, 9, 100, 2].map((variantId) => ({ variantId, quantity: 1 }))).map(
            (d) => d.variantId,
        );
        expect(ids).toEqual(['2', '9', '10', '100']);
    });

    it('leaves out lines that ask for nothing', () => {
        expect(stockDemand([{ variantId: 3, quantity: 0, buckleId: 4 }])).toEqual([]);
    });

    it('orders ids that are not integers by their text', () => {
        expect(['b', 'a', '3'].sort(compareIds)).toEqual(['3', 'a', 'b']);
    });
});
