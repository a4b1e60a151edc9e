import { describe, expect, it } from 'vitest';

import { countIds, countResults, groupRows, type MatchRow, sortGroups } from './match-set';
import { containsPattern, searchWords } from './search-input';

const row = (productId: string, variantId: string, priceWithTax: number, extra: Partial<MatchRow> = {}): MatchRow => ({
    productId,
    variantId,
    price: Math.round(priceWithTax / 1.13),
    priceWithTax,
    rank: 0,
    facetValueIds: [],
    collectionIds: [],
    ...extra,
});

describe('search match set', () => {
    const rows = [
        row('1', '10', 5000, { facetValueIds: ['7', '8'] }),
        row('1', '11', 3000, { facetValueIds: ['7', '9'] }),
        row('2', '20', 4000, { facetValueIds: ['8'], rank: 1 }),
        row('3', '30', 1000),
    ];

    it('shows the cheapest variant of a product with its price range', () => {
        const [first] = groupRows(rows, true);
        expect(first).toMatchObject({ productId: '1', variantId: '11', minPrice: 3000, maxPrice: 5000 });
        expect(groupRows(rows, false)).toHaveLength(4);
    });

    it('puts better matches first, then sorts by price or newest, ties by id', () => {
        const groups = () => groupRows(rows, true);
        expect(sortGroups(groups(), { by: 'price', order: 'ASC' }).map((g) => g.productId)).toEqual(['2', '3', '1']);
        expect(sortGroups(groups(), { by: 'price', order: 'DESC' }).map((g) => g.productId)).toEqual(['2', '1', '3']);
        expect(sortGroups(groups(), { by: 'newest' }).map((g) => g.productId)).toEqual(['2', '3', '1']);
    });

    it('counts each product once per facet value', () => {
        expect(countIds(rows, true, (r) => r.facetValueIds)).toEqual(
            new Map([
                ['7', 1],
                ['8', 2],
                ['9', 1],
            ]),
        );
        expect(countIds(rows, false, (r) => r.facetValueIds).get('7')).toBe(2);
        expect(countResults(rows, true)).toBe(3);
        expect(countResults(rows, false)).toBe(4);
    });

    it('splits a search text into distinct lower-case words and escapes LIKE patterns', () => {
        expect(searchWords('  Gold  gold 表带 ')).toEqual(['gold', '表带']);
        expect(searchWords('a b c d e f g h')).toHaveLength(6);
        expect(searchWords(undefined)).toEqual([]);
        expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
    });
});
