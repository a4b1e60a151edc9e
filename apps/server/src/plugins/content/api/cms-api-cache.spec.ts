import { describe, expect, it } from 'vitest';

import { CmsApiCache, cmsApiEtag } from './cms-api-cache';

describe('the /cms-api/ cache', () => {
    it('drops every body of an older version and keeps at most its bound, the least recently read first', () => {
        const cache = new CmsApiCache(2);
        cache.set('v1', 'a', 'A');
        cache.set('v1', 'b', 'B');
        expect(cache.get('v1', 'a')).toBe('A');
        cache.set('v1', 'c', 'C');
        expect(cache.get('v1', 'b')).toBeUndefined();
        expect(cache.get('v1', 'a')).toBe('A');
        expect(cache.get('v2', 'a')).toBeUndefined();
        cache.set('v2', 'd', 'D');
        expect(cache.get('v1', 'a')).toBeUndefined();
        expect(cache.get('v2', 'd')).toBe('D');
    });

    it('tags an answer by version and request', () => {
        expect(cmsApiEtag('v1', 'a')).toBe(cmsApiEtag('v1', 'a'));
        expect(cmsApiEtag('v1', 'a')).not.toBe(cmsApiEtag('v2', 'a'));
        expect(cmsApiEtag('v1', 'a')).not.toBe(cmsApiEtag('v1', 'b'));
    });
});
