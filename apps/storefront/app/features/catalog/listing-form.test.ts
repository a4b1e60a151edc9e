import { parseListingQuery } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { facetGroups, selectedOptions } from './facets';
import { listingHref } from './listing-form';
import { listingQueryFromForm } from './listing-form-query';

const fv = (facet: string, code: string, count: number) => ({
    count,
    facetValue: { code, name: code.toUpperCase(), facet: { code: facet, name: facet } },
});

describe('listing filter form', () => {
    it('turns a submitted form into the canonical listing URL on its first page', () => {
        const form = new URLSearchParams(
            'apply=1&fv=dial-colour:blue&fv=gender:men&fv=dial-colour:black&priceMin=1000&priceMax=5000&sort=price-DESC&itemsPerPage=40&phrase=gold&page=4',
        );
        const q = listingQueryFromForm(form);
        expect(q).toMatchObject({
            page: 1,
            sort: 'price-DESC',
            itemsPerPage: 40,
            text: 'gold',
            filter: { 'dial-colour': ['black', 'blue'], gender: ['men'] },
            price: { min: 100_000, max: 500_000 },
        });
        const href = listingHref('/watches', q, 'phrase');
        expect(parseListingQuery(new URL(href, 'http://x').searchParams)).toEqual(q);
        expect(new URL(href, 'http://x').searchParams.get('phrase')).toBe('gold');
    });

    it('applies a price only with both bounds, and drops unknown boxes', () => {
        const q = listingQueryFromForm(new URLSearchParams('fv=colour:red&priceMin=100&priceMax='));
        expect(q.price).toBeUndefined();
        expect(q.filter).toEqual({});
        expect(listingHref('/straps', q, 'phrase')).toBe('/straps');
    });
});

describe('facet groups', () => {
    it('orders groups as the shop does, sizes by number, and marks the selection', () => {
        const groups = facetGroups(
            [
                fv('gender', 'men', 3),
                fv('case-diameter', '42mm', 1),
                fv('case-diameter', '38mm', 2),
                fv('kind', 'x', 1),
            ],
            { 'case-diameter': ['42mm'], gender: ['gone'] },
        );
        expect(groups.map((g) => g.code)).toEqual(['case-diameter', 'gender']);
        expect(groups[0].options.map((o) => [o.code, o.selected])).toEqual([
            ['38mm', false],
            ['42mm', true],
        ]);
        // A chosen value that no longer matches stays, so it can be switched off.
        expect(groups[1].options.find((o) => o.code === 'gone')).toMatchObject({ count: 0, selected: true });
        expect(selectedOptions(groups).map((o) => o.code)).toEqual(['42mm', 'gone']);
    });
});
