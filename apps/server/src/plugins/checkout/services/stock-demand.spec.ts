import { describe, expect, it } from 'vitest';

import { compareIds, stockDemand } from './stock-demand';

const line = (...units: Array<[id: string, quantity: number]>) => ({
    units: units.map(([variantId, quantity]) => ({ variantId, quantity })),
});

describe('stockDemand', () => {
    it('adds up the units of the same variant over the lines', () => {
        expect(stockDemand([line(['12', 2], ['40', 2]), line(['12', 1]), line(['7', 1], ['40', 1])])).toEqual([
            { variantId: '7', quantity: 1 },
            { variantId: '12', quantity: 3 },
            { variantId: '40', quantity: 3 },
        ]);
    });

    it('orders integer ids by value, so 9 is locked before 10 whatever their text says', () => {
        const ids = stockDemand(['10', '9', '100', '2'].map((id) => line([id, 1]))).map((d) => d.variantId);
        expect(ids).toEqual(['2', '9', '10', '100']);
    });

    it('leaves out lines that ask for nothing', () => {
        expect(stockDemand([line(['3', 0], ['4', 0])])).toEqual([]);
    });

    it('orders ids that are not integers by their text', () => {
        expect(['b', 'a', '3'].sort(compareIds)).toEqual(['3', 'a', 'b']);
    });
});
