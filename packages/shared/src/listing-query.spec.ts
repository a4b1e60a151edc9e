import { describe, expect, it } from 'vitest';

import {
    facetSelectionFromPairs,
    listingSearchParams,
    listingWindow,
    MAX_CARDS_SHOWN,
    MAX_SEARCH_LENGTH,
    toggleFacetValue,
} from './listing-params';
import { parseListingQuery } from './listing-query';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

describe('listing query', () => {
    it('gives the defaults for an empty query', () => {
        expect(parse('')).toEqual({
            page: 1,
            sort: 'price-ASC',
            itemsPerPage: 20,
            text: '',
            filter: {},
            price: undefined,
            collections: [],
        });
    });

    it('reads every parameter of a well-formed listing URL', () => {
        const q = parse(
            'page=3&sort=new-DESC&itemsPerPage=40&phrase=%20gold%20&filter=' +
                encodeURIComponent('{"dial-colour":["blue","black"],"flag":["new"]}') +
                '&price=1000,25000.5&collection=heritage,abysse',
        );
        expect(q).toEqual({
            page: 3,
            sort: 'new-DESC',
            itemsPerPage: 40,
            text: 'gold',
            filter: { 'dial-colour': ['black', 'blue'], flag: ['new'] },
            price: { min: 100_000, max: 2_500_050 },
            collections: ['heritage', 'abysse'],
        });
    });

    it.each([
        ['filter=not-json', 'filter', {}],
        ['filter=' + encodeURIComponent('{"unknown":["x"],"gender":["<script>"]}'), 'filter', {}],
        ['filter=' + encodeURIComponent('[1,2]'), 'filter', {}],
        ['price=abc', 'price', undefined],
        ['price=100', 'price', undefined],
        ['price=,100', 'price', undefined],
        ['price=-5,100', 'price', undefined],
        ['page=-1', 'page', 1],
        ['page=2.5', 'page', 1],
        ['page=99999', 'page', 50],
        ['sort=name-ASC', 'sort', 'price-ASC'],
        ['itemsPerPage=33', 'itemsPerPage', 20],
        ['itemsPerPage=', 'itemsPerPage', 20],
        ['collection=' + encodeURIComponent('a b,../x,ok'), 'collections', ['ok']],
    ] as const)('falls back for %s', (qs, key, expected) => {
        expect(parse(qs)[key]).toEqual(expected);
    });

    it('swaps a price range given the wrong way round', () => {
        expect(parse('price=5000,1000').price).toEqual({ min: 100_000, max: 500_000 });
    });

    it('cuts a very long search text', () => {
        expect(parse(`q=${'表'.repeat(5000)}`).text).toHaveLength(MAX_SEARCH_LENGTH);
    });

    it('prefers q, then phrase, then term', () => {
        expect(parse('term=a&phrase=b&q=c').text).toBe('c');
        expect(parse('term=a&phrase=b').text).toBe('b');
        expect(parse('term=a').text).toBe('a');
    });

    it('writes a canonical query that reads back to the same state', () => {
        const state = parse('sort=price-DESC&filter=' + encodeURIComponent('{"gender":["men"]}') + '&price=1,2&page=2');
        const qs = listingSearchParams(state).toString();
        expect(qs).toBe('filter=%7B%22gender%22%3A%5B%22men%22%5D%7D&price=1%2C2&sort=price-DESC&page=2');
        expect(parse(qs)).toEqual(state);
        expect(listingSearchParams(parse('')).toString()).toBe('');
    });

    it('switches a facet value on and off', () => {
        const on = toggleFacetValue({}, 'dial-colour', 'blue');
        expect(on).toEqual({ 'dial-colour': ['blue'] });
        expect(toggleFacetValue(on, 'dial-colour', 'black')).toEqual({ 'dial-colour': ['black', 'blue'] });
        expect(toggleFacetValue(on, 'dial-colour', 'blue')).toEqual({});
    });

    it('reads the pairs a filter form without script sends', () => {
        expect(facetSelectionFromPairs(['gender:men', 'flag:new', 'nope:x', 'gender:women', 'bad'])).toEqual({
            gender: ['men', 'women'],
            flag: ['new'],
        });
    });

    it('shows every page up to the current one, within the bound', () => {
        expect(listingWindow({ page: 1, itemsPerPage: 20 })).toEqual({ skip: 0, take: 20 });
        expect(listingWindow({ page: 3, itemsPerPage: 40 })).toEqual({ skip: 0, take: 120 });
        expect(listingWindow({ page: 10, itemsPerPage: 100 })).toEqual({
            skip: 1000 - MAX_CARDS_SHOWN,
            take: MAX_CARDS_SHOWN,
        });
    });
});
