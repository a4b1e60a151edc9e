import type { MetaDescriptor } from 'react-router';

import { htmlLang } from '~/lib/locale';
import { seoMeta, type Site } from '~/lib/seo';

import type { ContentEntryView } from './content.server';
import { imageUrl } from '~/lib/image-url';
import { articleJsonLd } from './json-ld';

/** A draft shown through a preview link belongs to the staff member who opened it. */
export const previewHeaders = { 'Cache-Control': 'private, no-store' } as const;

/** The hero as Open Graph and JSON-LD name it: an absolute address of a large size. */
export function heroUrl(entry: ContentEntryView, origin: string): string | undefined {
    if (!entry.hero) return undefined;
    return new URL(imageUrl(entry.hero.src, 'large'), origin || 'http://localhost').toString();
}

/**
 * Title, description, canonical, hreflang and the hero as Open Graph image of a CMS page;
 * news and press releases carry article structured data. A preview is never indexed.
 */
export function contentSeoMeta(
    entry: ContentEntryView,
    title: string,
    description: string,
    site: Site & { brand: string },
): MetaDescriptor[] {
    const image = heroUrl(entry, site.origin);
    const url = new URL(entry.href, site.origin || 'http://localhost').toString();
    const article =
        entry.kind === 'news' || entry.kind === 'press'
            ? [
                  articleJsonLd({
                      type: entry.kind === 'news' ? 'NewsArticle' : 'Article',
                      url,
                      headline: entry.title,
                      description,
                      images: image ? [image] : [],
                      datePublished: entry.publishedAt,
                      dateModified: entry.updatedAt,
                      inLanguage: htmlLang(site.locale),
                      publisher: { name: site.brand, url: site.origin },
                  }),
              ]
            : [];
    return seoMeta({
        title,
        description,
        path: entry.href,
        site,
        noindex: entry.preview,
        jsonLd: entry.preview ? [] : article,
        type: entry.kind === 'news' || entry.kind === 'press' ? 'article' : 'website',
        image,
    });
}
