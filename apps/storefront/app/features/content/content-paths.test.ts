import { describe, expect, it } from 'vitest';

import { contentKindAt, isContentSlug, LEGAL_PATHS, pageNumber } from './content-paths';

describe('which paths the CMS is asked for', () => {
    it.each([
        ['/about', 'page'],
        ['/about/icons/diver', 'page'],
        ['/140-years', 'page'],
        ['/140-years/timeline', 'page'],
        ['/history/part-3', 'page'],
        ['/heritage/founders', 'page'],
        ['/squads/sailing', 'page'],
        ['/partnerships/arts', 'page'],
        ['/sustainability/packaging', 'page'],
        ['/lunar-new-year', 'campaign'],
        ['/qixi', 'campaign'],
        ['/privacy-policy', 'legal'],
        ['/terms-conditions', 'legal'],
        ['/mini-program/terms-of-use', 'legal'],
        ['/mini-program/distribution_service', 'legal'],
    ])('%s may be a %s', (path, kind) => {
        expect(contentKindAt(path)).toBe(kind);
    });

    it.each([
        // Two segments outside the wildcards: never content, so no backend call.
        '/no/such-page',
        '/mini-program/other',
        '/news/details',
        '/aboutus/x',
        // Not a path the CMS can hold: capitals, dots, encoded characters, too long.
        '/About',
        '/about/Icons',
        '/wp-login.php',
        '/about/%3Cscript%3E',
        '/',
        `/about/${'a'.repeat(200)}`,
    ])('%s is no content', (path) => {
        expect(contentKindAt(path)).toBeUndefined();
    });

    it('knows every legal page', () => {
        expect(LEGAL_PATHS.map(contentKindAt)).toEqual(LEGAL_PATHS.map(() => 'legal'));
    });
});

describe('slugs, links and page numbers', () => {
    it('accepts only slugs the CMS can hold', () => {
        expect(isContentSlug('spring-novelties-2026')).toBe(true);
        expect(isContentSlug(undefined)).toBe(false);
        expect(isContentSlug('Spring')).toBe(false);
        expect(isContentSlug('a/b')).toBe(false);
        expect(isContentSlug('-x')).toBe(false);
        expect(isContentSlug('x'.repeat(201))).toBe(false);
    });

    it('reads ?page= strictly', () => {
        expect(pageNumber(null)).toBe(1);
        expect(pageNumber('')).toBe(1);
        expect(pageNumber('3')).toBe(3);
        expect(pageNumber('0')).toBeUndefined();
        expect(pageNumber('-1')).toBeUndefined();
        expect(pageNumber('1e3')).toBeUndefined();
        expect(pageNumber('999999')).toBeUndefined();
    });
});
