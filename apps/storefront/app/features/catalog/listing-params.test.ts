import { describe, expect, it } from 'vitest';

import { nextPageSearch, pageParam } from './listing-params';

describe('listing parameters', () => {
    it('reads a page number and falls back to 1 for nonsense', () => {
        expect(pageParam(new URL('http://x/watches?page=3'))).toBe(3);
        expect(pageParam(new URL('http://x/watches?page=-2'))).toBe(1);
        expect(pageParam(new URL('http://x/watches?page=abc'))).toBe(1);
        expect(pageParam(new URL('http://x/watches?page=100000'))).toBe(50);
    });

    it('keeps the query when asking for more results', () => {
        expect(nextPageSearch('?q=%E6%97%B6&page=2', 2)).toBe('?q=%E6%97%B6&page=3');
        expect(nextPageSearch('', 1)).toBe('?page=2');
    });
});
