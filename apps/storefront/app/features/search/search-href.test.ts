import { describe, expect, it } from 'vitest';

import { searchHref } from './search-href';

describe('searchHref', () => {
    it('sends a blank query without q', () => {
        expect(searchHref('/search/all', '')).toBe('/search/all');
        expect(searchHref('/search/all', '   ')).toBe('/search/all');
    });
    it('encodes the trimmed query', () => {
        expect(searchHref('/search/all', ' 传承 38 ')).toBe('/search/all?q=%E4%BC%A0%E6%89%BF%2038');
        expect(searchHref('/search/watches', 'a&b')).toBe('/search/watches?q=a%26b');
    });
});
