import { describe, expect, it } from 'vitest';

import {
    beijingYear,
    beijingYearRange,
    CONTENT_YEAR_MAX,
    CONTENT_YEAR_MIN,
    contentEntryHref,
    isContentYear,
    isSafeContentHref,
} from './content';

describe('isSafeContentHref', () => {
    it('takes a path of the shop and an http(s), mailto or tel address', () => {
        for (const href of [
            '/watches',
            '/news/details/a-slug?tag=craft#top',
            'https://example.com/page',
            'HTTP://example.com',
            'mailto:press@example.com',
            'tel:+86-21-0000-0000',
        ])
            expect(isSafeContentHref(href), href).toBe(true);
    });

    it('refuses another scheme, another host by a path, and an empty or endless link', () => {
        for (const href of [
            'javascript:alert(1)',
            'JaVaScRiPt:alert(1)',
            'data:text/html,<script>alert(1)</script>',
            'vbscript:x',
            '//evil.example',
            'https:///evil.example',
            'watches',
            '',
            `/${'a'.repeat(2000)}`,
        ])
            expect(isSafeContentHref(href), href).toBe(false);
    });

    it('refuses white space, a control character or a backslash anywhere, which browsers drop or read as a slash', () => {
        for (const href of [
            '/\t/evil.example',
            '/\n/evil.example',
            '/\r/evil.example',
            '/ /evil.example',
            '/\\evil.example',
            '/a\\b',
            '\\\\evil.example',
            ' /watches',
            '/watches\u0000',
            '/watches\u007f',
            'java\tscript:alert(1)',
            'https://example.com/\\@evil.example',
            'https:// evil.example',
            'mailto:a@example.com\nbcc:b@example.com',
        ])
            expect(isSafeContentHref(href), JSON.stringify(href)).toBe(false);
    });
});

describe('content years', () => {
    it('takes a whole year within the bounds only', () => {
        expect(isContentYear(CONTENT_YEAR_MIN)).toBe(true);
        expect(isContentYear(2026)).toBe(true);
        expect(isContentYear(CONTENT_YEAR_MAX)).toBe(true);
        expect(isContentYear(CONTENT_YEAR_MIN - 1)).toBe(false);
        expect(isContentYear(CONTENT_YEAR_MAX + 1)).toBe(false);
        expect(isContentYear(300_000)).toBe(false);
        expect(isContentYear(2026.5)).toBe(false);
        expect(isContentYear(Number.NaN)).toBe(false);
    });

    it('counts an instant in the year it is in Beijing', () => {
        // 17:00 UTC on 31 December is 01:00 on 1 January in Beijing.
        expect(beijingYear(new Date('2024-12-31T17:00:00Z'))).toBe(2025);
        expect(beijingYear(new Date('2024-12-31T15:59:59Z'))).toBe(2024);
        const { from, to } = beijingYearRange(2025);
        expect(from.toISOString()).toBe('2024-12-31T16:00:00.000Z');
        expect(to.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    });
});

describe('contentEntryHref', () => {
    it('links each kind at its section; media in the media centre', () => {
        expect(contentEntryHref('news', 'spring')).toBe('/news/details/spring');
        expect(contentEntryHref('press', 'geneva-2026')).toBe('/press-lounge/press-releases/geneva-2026');
        expect(contentEntryHref('page', '/history/part-2')).toBe('/history/part-2');
        expect(contentEntryHref('legal', '/privacy-policy')).toBe('/privacy-policy');
        expect(contentEntryHref('media', 'film')).toBe('/press-lounge/media-center');
    });
});
