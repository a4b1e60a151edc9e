import {
    CONTENT_HTML_MAX_LENGTH,
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_PATH_PATTERN,
    CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
    CONTENT_SEO_TITLE_MAX_LENGTH,
    CONTENT_SLUG_PATTERN,
    CONTENT_SUMMARY_MAX_LENGTH,
    CONTENT_TAG_MAX_LENGTH,
    CONTENT_TEXT_MAX_LENGTH,
    CONTENT_TITLE_MAX_LENGTH,
    isBrandWildcardPath,
    isServiceContentPagePath,
    isSafeContentHref,
    MAX_CONTENT_BLOCKS,
    MAX_CONTENT_TAGS,
    MAX_DOWNLOADS,
    MAX_GALLERY_PICTURES,
    MAX_PRODUCT_ROW_SKUS,
    PATH_CONTENT_KINDS,
} from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { buildCatalogue } from '../build-catalogue';
import { brandPageEntries } from './brand-pages';
import type { DemoContentBlock, DemoContentEntry } from './content-data.types';
import { demoContent } from './demo-content';
import { mediaEntries } from './media';

const LANGS = ['zh', 'en', 'de'] as const;
const all = demoContent().entries;
const mine = [...brandPageEntries, ...mediaEntries];
const catalogue = buildCatalogue();
const skus = new Set(catalogue.products.flatMap((p) => p.variants.map((v) => v.sku)));

const blocksOf = (entry: DemoContentEntry): DemoContentBlock[] =>
    LANGS.flatMap((lang) => entry.translations[lang].blocks);
const page = (path: string): DemoContentEntry => {
    const found = all.find((e) => PATH_CONTENT_KINDS.includes(e.kind) && e.path === path);
    if (!found) throw new Error(`no entry at ${path}`);
    return found;
};
const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** Every short text a block holds, which the shared limit CONTENT_TEXT_MAX_LENGTH bounds. */
function blockTexts(block: DemoContentBlock): string[] {
    switch (block.type) {
        case 'picture':
            return [block.alt ?? '', block.caption ?? ''];
        case 'gallery':
            return block.pictures.flatMap((p) => [p.alt ?? '', p.caption ?? '']);
        case 'video':
            return [block.caption ?? ''];
        case 'quote':
            return [block.text, block.cite ?? ''];
        case 'products':
            return [block.title ?? ''];
        case 'cta':
            return [block.label];
        case 'downloads':
            return [block.title ?? '', ...block.files.map((f) => f.label)];
        case 'richText':
            return [];
    }
}

describe('demo content', () => {
    it('has every text in zh, en and de, with a title, a summary and a body', () => {
        for (const entry of all) {
            for (const lang of LANGS) {
                const t = entry.translations[lang];
                expect(t.title.trim(), `${entry.path} ${lang}`).not.toBe('');
                expect(t.summary.trim(), `${entry.path} ${lang}`).not.toBe('');
                const text = t.blocks
                    .map((b) => (b.type === 'richText' ? plain(b.html) : blockTexts(b).join('')))
                    .join('');
                expect(text, `${entry.path} ${lang} has a body`).not.toBe('');
            }
        }
    });

    it('writes the brand pages in Chinese first and translates them, not copies them', () => {
        for (const entry of mine) {
            const { zh, en, de } = entry.translations;
            expect(zh.summary, entry.path).toMatch(/[\u4e00-\u9fff]/);
            expect(en.summary, entry.path).not.toMatch(/[\u4e00-\u9fff]/);
            expect(de.summary, entry.path).not.toBe(en.summary);
            expect(zh.blocks.length, entry.path).toBe(en.blocks.length);
            expect(de.blocks.length, entry.path).toBe(en.blocks.length);
        }
    });

    it('addresses entries by paths and slugs the server accepts, each (kind, path) once', () => {
        const keys = new Set<string>();
        for (const entry of all) {
            expect(entry.path.length).toBeLessThanOrEqual(CONTENT_PATH_MAX_LENGTH);
            if (PATH_CONTENT_KINDS.includes(entry.kind)) expect(entry.path).toMatch(CONTENT_PATH_PATTERN);
            else expect(entry.path).toMatch(CONTENT_SLUG_PATTERN);
            if (entry.kind === 'page') {
                const accepted = isBrandWildcardPath(entry.path) || isServiceContentPagePath(entry.path);
                expect(accepted, entry.path).toBe(true);
            }
            const key = `${entry.kind} ${entry.path}`;
            expect(keys.has(key), key).toBe(false);
            keys.add(key);
        }
    });

    it('keeps every entry and block within the shared limits', () => {
        for (const entry of all) {
            expect(entry.tags?.length ?? 0).toBeLessThanOrEqual(MAX_CONTENT_TAGS);
            for (const tag of entry.tags ?? []) expect(tag.length).toBeLessThanOrEqual(CONTENT_TAG_MAX_LENGTH);
            expect(Number.isNaN(Date.parse(entry.publishedAt)), entry.path).toBe(false);
            expect(Date.parse(entry.publishedAt)).toBeLessThanOrEqual(Date.now());
            for (const lang of LANGS) {
                const t = entry.translations[lang];
                expect(t.title.length).toBeLessThanOrEqual(CONTENT_TITLE_MAX_LENGTH);
                expect(t.summary.length).toBeLessThanOrEqual(CONTENT_SUMMARY_MAX_LENGTH);
                expect((t.seoTitle ?? '').length, `${entry.path} ${lang}`).toBeLessThanOrEqual(
                    CONTENT_SEO_TITLE_MAX_LENGTH,
                );
                expect((t.seoDescription ?? '').length, `${entry.path} ${lang}`).toBeLessThanOrEqual(
                    CONTENT_SEO_DESCRIPTION_MAX_LENGTH,
                );
                expect(t.blocks.length).toBeLessThanOrEqual(MAX_CONTENT_BLOCKS);
                for (const block of t.blocks) {
                    if (block.type === 'richText')
                        expect(block.html.length).toBeLessThanOrEqual(CONTENT_HTML_MAX_LENGTH);
                    if (block.type === 'gallery')
                        expect(block.pictures.length).toBeLessThanOrEqual(MAX_GALLERY_PICTURES);
                    if (block.type === 'products') expect(block.skus.length).toBeLessThanOrEqual(MAX_PRODUCT_ROW_SKUS);
                    if (block.type === 'downloads') expect(block.files.length).toBeLessThanOrEqual(MAX_DOWNLOADS);
                    for (const text of blockTexts(block)) {
                        expect(text.length, `${entry.path} ${lang}`).toBeLessThanOrEqual(CONTENT_TEXT_MAX_LENGTH);
                    }
                }
            }
        }
    });

    it('gives the brand pages an SEO title and description in every language', () => {
        for (const entry of mine) {
            for (const lang of LANGS) {
                expect(entry.translations[lang].seoTitle, `${entry.path} ${lang}`).toBeTruthy();
                expect(entry.translations[lang].seoDescription, `${entry.path} ${lang}`).toBeTruthy();
            }
        }
    });

    it('names only skus of the demo catalogue in product rows', () => {
        let rows = 0;
        for (const entry of all) {
            for (const block of blocksOf(entry)) {
                if (block.type !== 'products') continue;
                rows++;
                expect(block.skus.length).toBeGreaterThan(0);
                for (const sku of block.skus) expect(skus.has(sku), `${entry.path}: ${sku}`).toBe(true);
            }
        }
        expect(rows).toBeGreaterThan(10);
    });

    it('links only to safe addresses, in calls to action and in rich text', () => {
        for (const entry of all) {
            for (const block of blocksOf(entry)) {
                if (block.type === 'cta') expect(isSafeContentHref(block.href), block.href).toBe(true);
                if (block.type === 'richText') {
                    for (const [, href] of block.html.matchAll(/href="([^"]*)"/g)) {
                        expect(isSafeContentHref(href ?? ''), `${entry.path}: ${href}`).toBe(true);
                    }
                    expect(block.html).not.toMatch(/<script|on\w+=/i);
                }
            }
        }
    });

    it('links the brand pages only to pages that exist: content pages, listings of the catalogue and shop pages', () => {
        const listings = catalogue.collections.flatMap((c) => [`/watches/${c.code}`, `/straps/${c.code}`]);
        const shopPages = ['/watches', '/stores', '/stores/appointment', '/service/faq'];
        const known = new Set([
            ...all.filter((e) => PATH_CONTENT_KINDS.includes(e.kind)).map((e) => e.path),
            ...listings,
            ...shopPages,
        ]);
        for (const entry of mine) {
            for (const block of blocksOf(entry)) {
                const hrefs =
                    block.type === 'cta'
                        ? [block.href]
                        : block.type === 'richText'
                          ? [...block.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '')
                          : [];
                for (const href of hrefs) expect(known.has(href), `${entry.path}: ${href}`).toBe(true);
            }
        }
    });

    it('has every brand page and campaign the shop links to', () => {
        const paths = [
            '/140-years',
            '/140-years/timeline',
            '/140-years/anniversary-edition',
            '/about',
            '/about/manufacture',
            '/about/savoir-faire',
            '/about/icons',
            '/about/icons/classic',
            '/about/icons/diver',
            '/about/icons/chronograph',
            '/heritage',
            '/heritage/founders',
            '/heritage/milestones',
            '/squads',
            '/squads/sailing',
            '/squads/mountain',
            '/partnerships',
            '/partnerships/arts',
            '/partnerships/sport',
            '/sustainability',
            '/sustainability/materials',
            '/sustainability/packaging',
            ...[2, 3, 4, 5, 6, 7, 8].map((n) => `/history/part-${n}`),
        ];
        for (const path of paths) expect(page(path).kind, path).toBe('page');
        expect(page('/lunar-new-year').kind).toBe('campaign');
        expect(page('/qixi').kind).toBe('campaign');
    });

    it('orders the history as a complete series, parts 2 to 8, and the anniversary as one of at least five', () => {
        const history = all.filter((e) => e.series === 'history');
        expect(history.map((e) => [e.position, e.path]).sort()).toEqual(
            [2, 3, 4, 5, 6, 7, 8].map((n) => [n, `/history/part-${n}`]),
        );
        for (const part of history)
            expect(
                blocksOf(part).some((b) => b.type === 'picture'),
                part.path,
            ).toBe(true);
        const anniversary = all.filter((e) => e.series === '140-years');
        expect(anniversary.length).toBeGreaterThanOrEqual(5);
        expect(new Set(anniversary.map((e) => e.position)).size).toBe(anniversary.length);
        expect(anniversary.every((e) => e.path.startsWith('/140-years'))).toBe(true);
        expect(page('/140-years').position).toBe(1);
    });

    it('shows on each icon page watches of that icon’s collection', () => {
        const collectionOf = new Map(catalogue.products.map((p) => [p.sku, p.collectionCode]));
        const icons = { classic: 'heritage', diver: 'abysse', chronograph: 'vitesse' };
        for (const [icon, collection] of Object.entries(icons)) {
            const rows = blocksOf(page(`/about/icons/${icon}`)).filter((b) => b.type === 'products');
            expect(rows.length, icon).toBe(3);
            for (const row of rows) {
                if (row.type !== 'products') continue;
                for (const sku of row.skus) expect(collectionOf.get(sku), `${icon}: ${sku}`).toBe(collection);
            }
        }
    });

    it('plays the demo film with its poster on the manufacture page, beside a product row', () => {
        const blocks = page('/about/manufacture').translations.zh.blocks;
        expect(blocks).toContainEqual(
            expect.objectContaining({
                type: 'video',
                file: 'brand-balance-wheel.mp4',
                poster: 'brand-balance-wheel-poster.jpg',
            }),
        );
        expect(blocks.some((b) => b.type === 'products')).toBe(true);
    });

    it('uses every kind of block somewhere on the brand pages', () => {
        const types = new Set(brandPageEntries.flatMap((e) => e.translations.en.blocks.map((b) => b.type)));
        expect([...types].sort()).toEqual(
            ['cta', 'downloads', 'gallery', 'picture', 'products', 'quote', 'richText', 'video'].sort(),
        );
    });

    it('gives each campaign gift ideas and a way to a listing', () => {
        for (const path of ['/lunar-new-year', '/qixi']) {
            const blocks = page(path).translations.zh.blocks;
            expect(
                blocks.some((b) => b.type === 'products' && b.skus.length >= 4),
                path,
            ).toBe(true);
            const ctas = blocks.filter((b) => b.type === 'cta');
            expect(
                ctas.some((b) => b.type === 'cta' && b.href.startsWith('/watches')),
                path,
            ).toBe(true);
        }
    });

    it('offers pictures, the film and press kits of PDFs in the media', () => {
        const media = all.filter((e) => e.kind === 'media');
        const ofType = (type: string) => media.filter((e) => e.mediaType === type);
        expect(ofType('picture').length).toBeGreaterThanOrEqual(6);
        for (const item of ofType('picture')) expect(item.hero, item.path).toMatch(/\.jpg$/);
        expect(ofType('video').some((e) => blocksOf(e).some((b) => b.type === 'video'))).toBe(true);
        const kits = ofType('pressKit');
        expect(kits.length).toBeGreaterThanOrEqual(3);
        for (const kit of kits) {
            const files = blocksOf(kit).flatMap((b) => (b.type === 'downloads' ? b.files.map((f) => f.file) : []));
            expect(files.length, kit.path).toBeGreaterThan(0);
            for (const file of files) expect(file).toMatch(/\.pdf$/);
        }
        expect(media.every((e) => e.mediaType !== undefined)).toBe(true);
    });
});
