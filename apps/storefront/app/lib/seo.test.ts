import { describe, expect, it } from 'vitest';

import { sitemapXml } from '~/features/catalog/sitemap.server';

import { breadcrumbJsonLd, excerpt, localizedUrl, seoMeta, siteFrom } from './seo';

describe('page metadata for search engines', () => {
    it('links the Chinese page as canonical and each language as an alternate', () => {
        const meta = seoMeta({
            title: 'T',
            description: 'D',
            path: '/watches/heritage',
            site: { origin: 'https://shop.example.cn', locale: 'zh' },
        });
        expect(meta).toContainEqual({
            tagName: 'link',
            rel: 'canonical',
            href: 'https://shop.example.cn/watches/heritage',
        });
        expect(meta).toContainEqual({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'en',
            href: 'https://shop.example.cn/watches/heritage?lang=en',
        });
        expect(meta).toContainEqual({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'zh-CN',
            href: 'https://shop.example.cn/watches/heritage',
        });
        expect(meta).toContainEqual({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: 'https://shop.example.cn/watches/heritage',
        });
        expect(meta).toContainEqual({ name: 'description', content: 'D' });
    });

    it('names as canonical the URL of the language the page is shown in (issue 29)', () => {
        for (const [locale, canonical] of [
            ['en', 'https://x.cn/watches?lang=en'],
            ['de', 'https://x.cn/watches?lang=de'],
        ] as const) {
            const meta = seoMeta({ title: 'T', path: '/watches', site: { origin: 'https://x.cn', locale } });
            expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: canonical });
            expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: canonical });
            expect(meta).toContainEqual({ property: 'og:url', content: canonical });
            // Search engines without a language of their own still get the Chinese page.
            expect(meta).toContainEqual({
                tagName: 'link',
                rel: 'alternate',
                hrefLang: 'x-default',
                href: 'https://x.cn/watches',
            });
        }
    });

    it('gives apps that draw a shared link its type and an absolute picture', () => {
        const site = { origin: 'https://x.cn', locale: 'zh' } as const;
        const product = seoMeta({ title: 'T', path: '/w', site, type: 'product', image: '/assets/a.jpg?preset=large' });
        expect(product).toContainEqual({ property: 'og:type', content: 'product' });
        expect(product).toContainEqual({ property: 'og:image', content: 'https://x.cn/assets/a.jpg?preset=large' });
        const cdn = seoMeta({ title: 'T', path: '/w', site, image: 'https://cdn.example/b.jpg' });
        expect(cdn).toContainEqual({ property: 'og:image', content: 'https://cdn.example/b.jpg' });
        const plain = seoMeta({ title: 'T', path: '/w', site });
        expect(plain).toContainEqual({ property: 'og:type', content: 'website' });
        expect(plain.some((m) => 'property' in m && m.property === 'og:image')).toBe(false);
    });

    it('reads the origin, brand and language of the page from the root route', () => {
        const root = { id: 'root', data: { locale: 'de', config: { publicUrl: 'https://x.cn', brandName: 'M' } } };
        expect(siteFrom([root, undefined])).toEqual({ origin: 'https://x.cn', brand: 'M', locale: 'de' });
        expect(siteFrom([{ ...root, data: { locale: 'fr' } }])).toEqual({ origin: '', brand: '', locale: 'zh' });
    });

    it('keeps private and result pages out of the index, without a canonical link', () => {
        const meta = seoMeta({
            title: 'T',
            path: '/search/all',
            site: { origin: 'https://x.cn', locale: 'en' },
            noindex: true,
        });
        expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
        expect(meta.some((m) => 'rel' in m && m.rel === 'canonical')).toBe(false);
    });

    it('writes breadcrumbs as absolute schema.org list items', () => {
        expect(
            breadcrumbJsonLd('https://x.cn', [{ name: '首页', href: '/' }, { name: '传承' }], '/watches/heritage'),
        ).toEqual({
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
                { '@type': 'ListItem', position: 1, name: '首页', item: 'https://x.cn/' },
                { '@type': 'ListItem', position: 2, name: '传承', item: 'https://x.cn/watches/heritage' },
            ],
        });
    });

    it('cuts descriptions for a meta description', () => {
        expect(excerpt(' Hello world ')).toBe('Hello world');
        expect(excerpt('x'.repeat(300))).toHaveLength(160);
        expect(excerpt('x'.repeat(300)).endsWith('…')).toBe(true);
        expect(localizedUrl('https://x.cn', '/a?b=1', 'de')).toBe('https://x.cn/a?b=1&lang=de');
    });

    it('writes a sitemap with escaped addresses and language alternates', () => {
        const xml = sitemapXml('https://x.cn', ['/', '/strap/1/S&1/']);
        expect(xml).toContain('<loc>https://x.cn/strap/1/S&#38;1/</loc>');
        expect(xml).toContain('hreflang="de" href="https://x.cn/?lang=de"');
        expect(xml.match(/<url>/g)).toHaveLength(2);
    });
});
