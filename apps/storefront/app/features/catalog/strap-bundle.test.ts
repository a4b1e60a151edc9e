import { describe, expect, it } from 'vitest';

import { strapBundle, type BundleOffer, type BundleVariant } from './strap-bundle';

const offer: BundleOffer = {
    strapPriceWithTax: 260_000,
    buckles: [
        {
            variantId: '90',
            name: 'Pin buckle',
            priceWithTax: 180_000,
            bundlePriceWithTax: 440_000,
            soldOut: false,
            image: { preview: '/assets/pin.jpg' },
        },
        {
            variantId: '91',
            name: 'Folding clasp',
            priceWithTax: 420_000,
            bundlePriceWithTax: 680_000,
            soldOut: true,
            image: null,
        },
    ],
};

const variant = (id: string, mm: number, stockLevel = 'IN_STOCK', strapBundle: BundleOffer | null = offer) => ({
    id,
    sku: `S0A2001-${mm}`,
    priceWithTax: 260_000,
    stockLevel,
    options: [{ name: `${mm} 毫米`, group: { code: 'width' } }],
    strapBundle,
});

describe('strapBundle', () => {
    it('offers the strap chosen by sku, its other sizes and the buckles the server offers with it', () => {
        const bundle = strapBundle([variant('1', 18), variant('2', 20)], 'S0A2001-20');
        expect(bundle.strap.id).toBe('2');
        expect(bundle.sizes.map((s) => [s.label, s.current])).toEqual([
            ['18 毫米', false],
            ['20 毫米', true],
        ]);
        expect(bundle.buckles.map((b) => [b.variantId, b.soldOut, b.image])).toEqual([
            ['90', false, '/assets/pin.jpg'],
            ['91', true, undefined],
        ]);
        expect(bundle.available).toBe(true);
    });

    it('shows the prices the server gives, with a buckle and without', () => {
        const bundle = strapBundle([variant('1', 18)], 'S0A2001-18');
        expect(bundle.priceWithTax).toBe(260_000);
        expect(bundle.buckles.map((b) => [b.priceWithTax, b.bundlePriceWithTax])).toEqual([
            [180_000, 440_000],
            [420_000, 680_000],
        ]);
    });

    it('has nothing to sell when the strap is sold out, whatever the buckles', () => {
        expect(strapBundle([variant('1', 18, 'OUT_OF_STOCK')], 'S0A2001-18').available).toBe(false);
    });

    it('copes with a strap offered without buckles', () => {
        const strap: BundleVariant = variant('1', 18, 'IN_STOCK', null);
        expect(strapBundle([strap], 'S0A2001-18')).toMatchObject({ buckles: [], priceWithTax: 260_000 });
    });
});
