import { LOCALES, STRAPS_COLLECTION_SLUG, WATCHES_COLLECTION_SLUG } from '@maison/shared';

import { isPrivateSection, PAGES, staticPath } from '~/features/content/pages';
import { storeSitemapPaths } from '~/features/stores/stores.server';
import { htmlLang } from '~/lib/locale';
import { localizedUrl } from '~/lib/seo';
import type { ShopClient } from '~/lib/shop-client.server';

import { loadCategoryPaths, loadProductPaths } from './catalog.server';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every path a search engine should know: home, listings, collections, products, stores, services and content pages. */
export async function sitemapPaths(client: ShopClient, brandSlug: string): Promise<string[]> {
    const [categories, products, stores] = await Promise.all([
        loadCategoryPaths(client),
        loadProductPaths(client),
        storeSitemapPaths(client, brandSlug),
    ]);
    const content = PAGES.filter((p) => !isPrivateSection(p.section)).flatMap((p) => staticPath(p, brandSlug) ?? []);
    return [
        ...new Set([
            '/',
            `/${WATCHES_COLLECTION_SLUG}`,
            `/${STRAPS_COLLECTION_SLUG}`,
            ...categories,
            ...products,
            ...stores,
            ...content,
        ]),
    ];
}

/** A sitemap with each page's language alternates (Chinese first, as the canonical one). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
    const urls = paths.map((path) => {
        const alternates = LOCALES.map(
            (l) =>
                `<xhtml:link rel="alternate" hreflang="${htmlLang(l)}" href="${escapeXml(localizedUrl(origin, path, l))}"/>`,
        ).join('');
        return `<url><loc>${escapeXml(localizedUrl(origin, path, 'zh'))}</loc>${alternates}</url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
