import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/shared';
import type { MetaDescriptor } from 'react-router';

import { htmlLang, LOCALE_PARAM } from './locale';

export interface SeoInput {
    title: string;
    description?: string;
    /** The page's canonical path (no query), e.g. `/watches/heritage`. */
    path: string;
    /** The shop's public origin, e.g. `https://www.example.cn`. */
    origin: string;
    /** Structured data (schema.org) for search engines. */
    jsonLd?: object[];
    /** Pages that should not be listed by search engines (search results). */
    noindex?: boolean;
}

/** The page's URL in a language: Chinese is the default and needs no parameter. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
    const url = new URL(path, origin);
    if (locale !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_PARAM, locale);
    return url.toString();
}

/**
 * Title, description, canonical link, hreflang alternates and JSON-LD of a page. The canonical
 * URL is always the Chinese one; each language has its own alternate, and x-default is Chinese.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
    const canonical = localizedUrl(input.origin, input.path, DEFAULT_LOCALE);
    const out: MetaDescriptor[] = [{ title: input.title }];
    if (input.description) {
        out.push({ name: 'description', content: input.description });
        out.push({ property: 'og:description', content: input.description });
    }
    out.push({ property: 'og:title', content: input.title });
    out.push({ property: 'og:url', content: canonical });
    if (input.noindex) {
        out.push({ name: 'robots', content: 'noindex, follow' });
        return out;
    }
    out.push({ tagName: 'link', rel: 'canonical', href: canonical });
    for (const locale of LOCALES) {
        out.push({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: htmlLang(locale),
            href: localizedUrl(input.origin, input.path, locale),
        });
    }
    out.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical });
    for (const data of input.jsonLd ?? []) out.push({ 'script:ld+json': data });
    return out;
}

/** A description's plain text (the Shop API's descriptionText), cut for a meta description. */
export function excerpt(text: string, max = 160): string {
    const trimmed = text.trim();
    return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

export function breadcrumbJsonLd(
    origin: string,
    crumbs: ReadonlyArray<{ name: string; href?: string }>,
    path: string,
): object {
    return {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: new URL(c.href ?? path, origin).toString(),
        })),
    };
}

interface RootMatch {
    id: string;
    data?: unknown;
}

/** The shop's origin and brand from the root loader's data, for a route's meta function. */
export function siteFrom(matches: ReadonlyArray<RootMatch | undefined>): { origin: string; brand: string } {
    const data = matches.find((m) => m?.id === 'root')?.data as
        { config?: { publicUrl?: string; brandName?: string } } | undefined;
    return { origin: data?.config?.publicUrl ?? '', brand: data?.config?.brandName ?? '' };
}
