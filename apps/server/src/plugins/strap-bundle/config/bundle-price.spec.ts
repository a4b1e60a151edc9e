import { describe, expect, it } from 'vitest';

import { bundleUnitPrice, unitPriceWithTax } from './bundle-price';
import { buckleIdOf } from './custom-fields';

const strap = { listPrice: 260_000, listPriceIncludesTax: true };
const buckle = { listPrice: 180_000, listPriceIncludesTax: true };
const vat = { grossPriceOf: (net: number) => net * 1.13 };

describe('bundleUnitPrice', () => {
    it('is the strap’s price alone without a buckle', () => {
        expect(bundleUnitPrice(strap)).toEqual({ price: 260_000, priceIncludesTax: true });
    });

    it('adds the buckle’s price to the strap’s', () => {
        expect(bundleUnitPrice(strap, buckle)).toEqual({ price: 440_000, priceIncludesTax: true });
    });
});

describe('unitPriceWithTax', () => {
    it('keeps a price that includes tax as it is', () => {
        expect(unitPriceWithTax({ price: 440_000, priceIncludesTax: true }, vat)).toBe(440_000);
    });

    it('adds the tax to a net price and rounds to the fen', () => {
        expect(unitPriceWithTax({ price: 1_001, priceIncludesTax: false }, vat)).toBe(1_131);
    });
});

describe('buckleIdOf', () => {
    it('reads the id an add names, or the buckle a line already has', () => {
        expect(buckleIdOf({ buckleId: '40' })).toBe('40');
        expect(buckleIdOf({ buckle: { id: 41 } })).toBe(41);
        expect(buckleIdOf({ buckle: 42 })).toBe(42);
    });

    it('finds none in fields without a buckle', () => {
        expect(buckleIdOf(undefined)).toBeUndefined();
        expect(buckleIdOf({ buckleId: null, buckle: null })).toBeUndefined();
        expect(buckleIdOf('40')).toBeUndefined();
    });
});
