import { describe, expect, it } from 'vitest';

import { isSafeContentHref } from './content';

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
