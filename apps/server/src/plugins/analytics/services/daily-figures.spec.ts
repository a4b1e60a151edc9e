import { describe, expect, it } from 'vitest';

import { dailyFigures, nearestRank } from './daily-figures';

describe('nearestRank', () => {
    it('answers the median and p75 by the nearest-rank rule', () => {
        const sorted = [100, 200, 300, 400];
        expect(nearestRank(sorted, 0.5)).toBe(200);
        expect(nearestRank(sorted, 0.75)).toBe(300);
        expect(nearestRank([700], 0.75)).toBe(700);
        expect(nearestRank([], 0.5)).toBe(0);
    });
});

describe('dailyFigures', () => {
    it('writes every undivided metric on a day with nothing, so the day counts as rolled up', () => {
        const figures = dailyFigures([], [], []);
        const undivided = figures.filter((f) => f.dimension === '').map((f) => [f.metric, f.value]);
        expect(undivided).toEqual(
            expect.arrayContaining([
                ['visitors', 0],
                ['page_views', 0],
                ['engaged_ms', 0],
                ['purchases', 0],
                ['revenue', 0],
                ['searches', 0],
                ['zero_result_searches', 0],
            ]),
        );
    });

    it('counts a funnel stage once per visitor, and a purchase only with its visitor id', () => {
        const figures = dailyFigures(
            [],
            [
                { kind: 'product_view', visitor: 'a', sku: 'X', term: null, results: null, step: null },
                { kind: 'product_view', visitor: 'a', sku: 'Y', term: null, results: null, step: null },
                { kind: 'checkout_step', visitor: 'a', sku: null, term: null, results: null, step: 'address' },
            ],
            [
                { visitor: 'a', totalWithTax: 100, lines: [{ sku: 'X', quantity: 1, revenue: 100 }] },
                { visitor: null, totalWithTax: 50, lines: [{ sku: 'Y', quantity: 1, revenue: 50 }] },
            ],
        );
        const funnel = Object.fromEntries(
            figures.filter((f) => f.metric === 'funnel').map((f) => [f.dimension, f.value]),
        );
        expect(funnel).toEqual({ product_view: 1, checkout_address: 1, purchase: 1 });
        expect(figures.find((f) => f.metric === 'revenue' && f.dimension === '')?.value).toBe(150);
    });
});
