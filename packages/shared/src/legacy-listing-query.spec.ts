import { describe, expect, it } from 'vitest';

import { legacyListingWindow, totalPages } from './listing-params';
import { legacyListingQuery, legacyListingQuerySchema } from './legacy-listing-query';
import { listingSearchInput } from './listing-query';

const parse = (qs: string) =>
    legacyListingQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(qs)) as Record<string, string>);

describe('the REST face’s listing query (spec §2, §9)', () => {
    it('pages 24 at a time from page 1 unless told', () => {
        const parsed = parse('');
        expect(parsed.success).toBe(true);
        const query = legacyListingQuery(parsed.data!);
        expect(query).toMatchObject({ page: 1, pageSize: 24, sort: 'price-ASC', text: '', filter: {} });
        expect(legacyListingWindow(query.page, query.pageSize)).toEqual({ skip: 0, take: 24 });
        expect(legacyListingWindow(3, 10)).toEqual({ skip: 20, take: 10 });
        expect(totalPages(49, 24)).toBe(3);
        expect(totalPages(0, 24)).toBe(0);
    });

    it('reads the storefront’s parameters by the same parsers', () => {
        const parsed = parse(
            'page=2&itemsPerPage=5&sort=new-DESC&phrase=%20gold%20&price=200,100&collection=watches,BAD&filter=' +
                encodeURIComponent(JSON.stringify({ 'dial-colour': ['blue'], nonsense: ['x'] })),
        );
        expect(parsed.success).toBe(true);
        const query = legacyListingQuery(parsed.data!);
        expect(query).toMatchObject({
            page: 2,
            pageSize: 5,
            sort: 'new-DESC',
            text: 'gold',
            price: { min: 10_000, max: 20_000 },
            collections: ['watches'],
            filter: { 'dial-colour': ['blue'] },
        });
        expect(listingSearchInput(query, { skip: 5, take: 5 })).toEqual({
            term: 'gold',
            groupByProduct: true,
            skip: 5,
            take: 5,
            sort: { newest: 'DESC' },
            facetCodeFilters: [{ facet: 'dial-colour', values: ['blue'] }],
            priceRangeWithTax: { min: 10_000, max: 20_000 },
        });
    });

    it('refuses what it cannot read, naming the parameter', () => {
        for (const [qs, field] of [
            ['page=0', 'page'],
            ['page=1.5', 'page'],
            ['itemsPerPage=101', 'itemsPerPage'],
            ['sort=cheapest', 'sort'],
            ['filter=%7B', 'filter'],
            ['price=1', 'price'],
        ]) {
            const parsed = parse(qs);
            expect(parsed.success, qs).toBe(false);
            expect(parsed.error!.issues[0].path[0], qs).toBe(field);
        }
    });
});
