import { describe, expect, it } from 'vitest';

import { bundlePrice, strapBundle, type BundleBuckleProduct, type BundleVariant } from './strap-bundle';

const variant = (id: string, mm: number, stockLevel = 'IN_STOCK'): BundleVariant => ({
    id,
    sku: `S0A2001-${mm}`,
    priceWithTax: 260_000,
    stockLevel,
    options: [{ name: `${mm} 毫米`, group: { code: 'width' } }],
});

const pin: BundleBuckleProduct = {
    name: 'Pin buckle',
    enabled: true,
    featuredAsset: { preview: '/assets/pin.jpg' },
    variants: [{ id: '90', sku: 'B1', name: 'Pin buckle', priceWithTax: 180_000, stockLevel: 'IN_STOCK' }],
};
const clasp: BundleBuckleProduct = {
    name: 'Folding clasp',
    enabled: true,
    variants: [{ id: '91', sku: 'B2', name: 'Folding clasp', priceWithTax: 420_000, stockLevel: 'OUT_OF_STOCK' }],
};

describe('strapBundle', () => {
    it('offers the strap chosen by sku, its other sizes and its buckles', () => {
        const bundle = strapBundle([variant('1', 18), variant('2', 20)], 'S0A2001-20', [pin, clasp]);
        expect(bundle.strap.id).toBe('2');
        expect(bundle.sizes.map((s) => [s.label, s.current])).toEqual([
            ['18 毫米', false],
            ['20 毫米', true],
        ]);
        expect(bundle.buckles.map((b) => [b.variantId, b.soldOut])).toEqual([
            ['90', false],
            ['91', true],
        ]);
        expect(bundle.available).toBe(true);
    });

    it('has nothing to sell when the strap is sold out, whatever the buckles', () => {
        const bundle = strapBundle([variant('1', 18, 'OUT_OF_STOCK')], 'S0A2001-18', [pin]);
        expect(bundle.available).toBe(false);
    });

    it('leaves out disabled buckles and copes with none', () => {
        expect(strapBundle([variant('1', 18)], 'S0A2001-18', [{ ...pin, enabled: false }]).buckles).toEqual([]);
        expect(strapBundle([variant('1', 18)], 'S0A2001-18', null).buckles).toEqual([]);
    });
});

describe('bundlePrice', () => {
    const bundle = strapBundle([variant('1', 18)], 'S0A2001-18', [pin, clasp]);

    it('is the strap alone without a buckle', () => {
        expect(bundlePrice(bundle, undefined)).toBe(260_000);
    });

    it('adds the chosen buckle', () => {
        expect(bundlePrice(bundle, '90')).toBe(440_000);
    });

    it('never adds a sold-out or unknown buckle', () => {
        expect(bundlePrice(bundle, '91')).toBe(260_000);
        expect(bundlePrice(bundle, '999')).toBe(260_000);
    });
});
