import { describe, expect, it } from 'vitest';

import { suggestEstimate } from './service-estimate-suggestion';

const prices = [
    { operation: 'full-service' as const, priceFen: 380_000, complication: null },
    { operation: 'battery' as const, priceFen: 60_000, complication: null },
    { operation: 'water-resistance' as const, priceFen: 40_000, complication: null },
];

describe('suggestEstimate', () => {
    it('prices the operations the symptoms call for once each, in the table’s order', () => {
        expect(suggestEstimate(['condensation', 'stops'], prices, 'en')).toEqual([
            { operation: 'full-service', label: 'Full service', priceWithTax: 380_000 },
            { operation: 'water-resistance', label: 'Water-resistance test', priceWithTax: 40_000 },
        ]);
    });

    it('names the lines in the owner’s language', () => {
        expect(suggestEstimate(['battery'], prices, 'zh')).toEqual([
            { operation: 'battery', label: '更换电池', priceWithTax: 60_000 },
        ]);
    });

    it('leaves out an operation the model has no price for', () => {
        expect(suggestEstimate(['strapOrClasp'], prices, 'de')).toEqual([]);
    });
});
