import { describe, expect, it } from 'vitest';

import { lineUnits } from './line-demand';

describe('lineUnits', () => {
    it('counts a strap’s buckle once per strap', () => {
        expect(lineUnits({ variantId: 12, quantity: 2, buckleId: 40 })).toEqual([
            { variantId: '12', quantity: 2 },
            { variantId: '40', quantity: 2 },
        ]);
    });

    it('needs only the variant of a line without a buckle', () => {
        expect(lineUnits({ variantId: 7, quantity: 1 })).toEqual([{ variantId: '7', quantity: 1 }]);
        expect(lineUnits({ variantId: 7, quantity: 1, buckleId: null })).toEqual([{ variantId: '7', quantity: 1 }]);
    });
});
