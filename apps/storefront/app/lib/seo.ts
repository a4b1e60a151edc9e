import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/shared';
import type { MetaDescriptor } from 'react-router';

import { htmlLang, isLocale, LOCALE_PARAM } from './locale';

/** Where a page lives: the shop's public origin and the language it is shown in. */
export interface Site {
    origin: string;
    locale: Locale;
}

export interface SeoInput {
    title: string;
    description?: string;
    /** The page's canonical path (no query), e.g. `/watches/heritage`. */
    path: string;
    /** The shop's public origin (e.g. `https://www.example.cn`) and the language the page is shown in. */
    site: Site;
    /** Structured data (schema.org) for search engines. */
    jsonLd?: object[];
    /** Pages that should not be listed by search engines (search results). */
    noindex?: boolean;
    /** The picture an app shows of a shared link (`og:image`): any address, made absolute on the shop's origin. */
    image?: string;
    /** What the page is to Open Graph; `website` unless told. */
    type?: 'website' | 'article' | 'product';
}

/** An address made absolute on the shop's origin (a relative one stays as it is without an origin). */
function absolute(url: string, origin: string): string {
    try {
        return new URL(url, origin || undefined).toString();
    } catch {
        return url;
    }
}

/** The page's URL in a language: Chinese is the default and needs no parameter. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
    const url = new URL(path, origin);
    if (locale !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_PARAM, locale);
    return url.toString();
}

/**
 * Title, description, canonical link, hreflang alternates and JSON-LD of a page. The canonical
 * URL is the page's own in the language it is shown in, whether `?lang=` or the language cookie
 * chose it: a German page naming the Chinese one as canonical contradicts its own alternate
 * (issue 29). Each language has its alternate, and x-default is Chinese.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
    const { origin, locale } = input.site;
    const canonical = localizedUrl(origin, input.path, locale);
    const out: MetaDescriptor[] = [{ title: input.title }];
    if (input.description) {
        out.push({ name: 'description', content: input.description });
        out.push({ property: 'og:description', content: input.description });
    }
    out.push({ property: 'og:title', content: input.title });
    out.push({ property: 'og:url', content: canonical });
    out.push({ property: 'og:type', content: input.type ?? 'website' });
    if (input.image) out.push({ property: 'og:image', content: absolute(input.image, origin) });
    if (input.noindex) {
        out.push({ name: 'robots', content: 'noindex, follow' });
        return out;
    }
    out.push({ tagName: 'link', rel: 'canonical', href: canonical });
    for (const alternate of LOCALES) {
        out.push({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: htmlLang(alternate),
            href: localizedUrl(origin, input.path, alternate),
        });
    }
    out.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: localizedUrl(origin, input.path, DEFAULT_LOCALE),
    });
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

/** The shop's origin, brand and the page's language from the root loader's data, for a route's meta function. */
export function siteFrom(matches: ReadonlyArray<RootMatch | undefined>): Site & { brand: string } {
    const data = matches.find((m) => m?.id === 'root')?.data as
        { locale?: unknown; config?: { publicUrl?: string; brandName?: string } } | undefined;
    return {
        origin: data?.config?.publicUrl ?? '',
        brand: data?.config?.brandName ?? '',
        locale: isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE,
    };
}
