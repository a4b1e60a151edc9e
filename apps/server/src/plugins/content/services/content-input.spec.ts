import { CONTENT_HTML_MAX_LENGTH, MAX_CONTENT_BLOCKS, MAX_CONTENT_TAGS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { checkContentInput, type ContentSnapshotInput, contentPathProblem } from './content-input';
import { plainContentText } from './content-text';

function input(overrides: Partial<ContentSnapshotInput> = {}, blocks: unknown[] = []): ContentSnapshotInput {
    return {
        path: 'a-slug',
        tags: [],
        position: 0,
        translations: [{ languageCode: 'zh', title: '标题', blocks }],
        ...overrides,
    };
}

const fieldOf = (check: ReturnType<typeof checkContentInput>) => ('field' in check ? check.field : undefined);

describe('content paths', () => {
    it('puts a page under a brand wildcard, a campaign at one segment, news at a slug', () => {
        expect(contentPathProblem('page', '/about/manufacture')).toBe(false);
        expect(contentPathProblem('page', '/history/part-3')).toBe(false);
        expect(contentPathProblem('page', '/checkout')).toBe(true);
        expect(contentPathProblem('page', '/about/')).toBe(true);
    });

    it("takes a page at a fixed service page's own path, whose prose the CMS holds, and no deeper", () => {
        expect(contentPathProblem('page', '/service')).toBe(false);
        expect(contentPathProblem('page', '/service/watch-care')).toBe(false);
        expect(contentPathProblem('page', '/service/watch-care/more')).toBe(true);
        expect(contentPathProblem('page', '/service/user-manuals')).toBe(true);
    });

    it('puts a campaign at one segment and news at a slug', () => {
        expect(contentPathProblem('campaign', '/lunar-new-year')).toBe(false);
        expect(contentPathProblem('campaign', '/lunar/new-year')).toBe(true);
        expect(contentPathProblem('legal', '/mini-program/terms-of-use')).toBe(false);
        expect(contentPathProblem('legal', 'privacy-policy')).toBe(true);
        expect(contentPathProblem('news', 'a-new-watch')).toBe(false);
        expect(contentPathProblem('news', '/news/a-new-watch')).toBe(true);
        expect(contentPathProblem('press', 'Upper-Case')).toBe(true);
    });
});

describe('checkContentInput', () => {
    it('keeps a well-formed entry, its texts plain and its HTML sanitised', () => {
        const check = checkContentInput(
            'news',
            input({ tags: ['craft', 'Craft', ' heritage ', 'HERITAGE'] }, [
                {
                    type: 'richText',
                    html: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x()">l</a></p>',
                },
                { type: 'quote', text: 'Time <b>is</b> <img src=x onerror=alert(1)> art', cite: null },
                { type: 'picture', assetId: 12, alt: '<script>x</script>A dial' },
                { type: 'cta', label: 'Shop', href: '/watches' },
            ]),
        );
        if (!('snapshot' in check)) throw new Error(`refused: ${check.field}`);
        expect(check.snapshot.tags).toEqual(['craft', 'heritage']);
        expect(check.snapshot.translations[0].blocks).toEqual([
            { type: 'richText', html: '<p>Hi <a>l</a></p>' },
            { type: 'quote', text: 'Time is art', cite: '' },
            { type: 'picture', assetId: '12', alt: 'A dial', caption: '' },
            { type: 'cta', label: 'Shop', href: '/watches' },
        ]);
    });

    it('keeps a lone less-than sign in a text but no tag', () => {
        const check = checkContentInput('news', input({}, [{ type: 'quote', text: 'a < b &lt;script&gt;x' }]));
        if (!('snapshot' in check)) throw new Error('refused');
        expect(check.snapshot.translations[0].blocks[0]).toEqual({ type: 'quote', text: 'a < b script>x', cite: '' });
    });

    it('takes out a tag hidden behind doubled less-than signs, in every text field', () => {
        const doubled = '&lt;&lt;/script&gt;&lt;&lt;script&gt;alert(1)&lt;&lt;/script&gt;';
        const handler = '&lt;&lt;img src=x onerror=alert(1)&gt;';
        expect(plainContentText(doubled)).toBe('/script>script>alert(1)/script>');
        expect(plainContentText('<<<<<b>x')).toBe('x');
        const check = checkContentInput(
            'news',
            input({
                translations: [
                    {
                        languageCode: 'zh',
                        title: `Title ${doubled}`,
                        summary: handler,
                        seoTitle: doubled,
                        seoDescription: handler,
                        blocks: [{ type: 'quote', text: `Quote ${handler}`, cite: doubled }],
                    },
                ],
            }),
        );
        if (!('snapshot' in check)) throw new Error(`refused: ${check.field}`);
        const saved = JSON.stringify(check.snapshot);
        expect(saved).not.toMatch(/<[a-z/]/i);
        expect(check.snapshot.translations[0].title).toBe('Title /script>script>alert(1)/script>');
    });

    it('refuses a title, quote or label that is nothing but markup', () => {
        expect(
            fieldOf(
                checkContentInput(
                    'news',
                    input({ translations: [{ languageCode: 'zh', title: '<script>alert(1)</script>' }] }),
                ),
            ),
        ).toBe('translations.0.title');
        const blockField = (block: unknown) => fieldOf(checkContentInput('news', input({}, [block])));
        expect(blockField({ type: 'quote', text: '<b></b>' })).toBe('translations.0.blocks.0.text');
        expect(blockField({ type: 'cta', label: '<img src=x>', href: '/watches' })).toBe(
            'translations.0.blocks.0.label',
        );
    });

    it('names the first wrong field', () => {
        expect(fieldOf(checkContentInput('page', input({ path: '/shop' })))).toBe('path');
        expect(fieldOf(checkContentInput('news', input({ path: '' })))).toBe('path');
        expect(
            fieldOf(
                checkContentInput('news', input({ translations: [{ languageCode: 'en', title: 'Only English' }] })),
            ),
        ).toBe('translations');
        expect(
            fieldOf(
                checkContentInput(
                    'news',
                    input({
                        translations: [
                            { languageCode: 'zh', title: 'a' },
                            { languageCode: 'zh', title: 'b' },
                        ],
                    }),
                ),
            ),
        ).toBe('translations');
        expect(fieldOf(checkContentInput('news', input({ translations: [{ languageCode: 'fr', title: 'x' }] })))).toBe(
            'translations.0.languageCode',
        );
        expect(fieldOf(checkContentInput('news', input({ translations: [{ languageCode: 'zh', title: '  ' }] })))).toBe(
            'translations.0.title',
        );
        expect(fieldOf(checkContentInput('media', input()))).toBe('mediaType');
        expect(fieldOf(checkContentInput('legal', input({ path: '/privacy-policy' })))).toBe('documentVersion');
        expect(
            fieldOf(checkContentInput('legal', input({ path: '/privacy-policy', documentVersion: '2026-11-01' }))),
        ).toBeUndefined();
        expect(fieldOf(checkContentInput('news', input({ tags: ['100%'] })))).toBe('tags.0');
        expect(fieldOf(checkContentInput('news', input({ tags: Array(MAX_CONTENT_TAGS + 1).fill('t') })))).toBe('tags');
        expect(fieldOf(checkContentInput('legal', input({ path: '/privacy-policy', documentVersion: 'v 1' })))).toBe(
            'documentVersion',
        );
    });

    it('refuses a block of the wrong shape, an unsafe link and bodies past the limits', () => {
        const blockField = (block: unknown) => fieldOf(checkContentInput('news', input({}, [block])));
        expect(blockField({ type: 'cta', label: 'Go', href: 'javascript:alert(1)' })).toBe(
            'translations.0.blocks.0.href',
        );
        expect(blockField({ type: 'cta', label: 'Go', href: '//evil.example' })).toBe('translations.0.blocks.0.href');
        expect(blockField({ type: 'iframe', src: 'https://x' })).toBe('translations.0.blocks.0.type');
        expect(blockField({ type: 'picture' })).toBe('translations.0.blocks.0.assetId');
        for (const assetId of ['abc', '0', '-1', '1.5', ' 1', '1'.repeat(16), 0, 1.5])
            expect(blockField({ type: 'picture', assetId }), String(assetId)).toBe('translations.0.blocks.0.assetId');
        expect(fieldOf(checkContentInput('news', input({ heroAssetId: 'abc' })))).toBe('heroAssetId');
        expect(blockField({ type: 'gallery', pictures: [] })).toBe('translations.0.blocks.0.pictures');
        expect(blockField({ type: 'products', skus: Array(13).fill('SKU') })).toBe('translations.0.blocks.0.skus');
        expect(blockField({ type: 'richText', html: 'x'.repeat(CONTENT_HTML_MAX_LENGTH + 1) })).toBe(
            'translations.0.blocks.0.html',
        );
        const tooMany = Array(MAX_CONTENT_BLOCKS + 1).fill({ type: 'quote', text: 'q' });
        expect(fieldOf(checkContentInput('news', input({}, tooMany)))).toBe('translations.0.blocks');
    });
});
