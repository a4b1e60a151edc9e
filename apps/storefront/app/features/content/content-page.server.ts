import type { Locale } from '@maison/shared';
import { redirect } from 'react-router';

import { canonicalPath, withoutTrailingSlash } from '~/lib/canonical-path';
import { publicConfig } from '~/lib/env.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { safeRedirectPath } from '~/lib/safe-redirect';

import { findPage, PAGES, staticPath, type Section } from './pages';

/**
 * Listings, products, search and the store pages: routes of their own, outside the content
 * table (the store pages' slugs are checked by their own route, which answers 404).
 */
const ROUTED_PATH =
    /^\/(?:$|watches(?:\/|$)|straps(?:\/|$)|strap\/|search(?:\/|$)|stores(?:\/|$)|store\/services(?:\/|$))/;

/** How many pages of the same section a page links to. */
const RELATED_LINKS = 8;

/** Pages of a section served by routes of their own, which its content pages link to first. */
const ROUTED_RELATED: Partial<Record<Section, ReadonlyArray<{ path: string; id: string }>>> = {
    stores: [
        { path: '/stores', id: 'stores' },
        { path: '/stores/{brand}-boutiques', id: 'boutiques' },
        { path: '/store/services', id: 'storeServices' },
    ],
};

export interface ContentPageData {
    id: string;
    section: Section;
    title: string;
    metaTitle: string;
    related: { href: string; title: string }[];
}

/**
 * A content page by its path: a permanent redirect for a non-canonical twin, the page from
 * the table, or a 404. Shared by the catch-all and the account, blank and map layouts.
 */
export function loadContentPage(request: Request, locale: Locale): ContentPageData {
    const url = new URL(request.url);
    const { brandSlug } = publicConfig();
    const path = withoutTrailingSlash(url.pathname);
    const found = findPage(path, brandSlug);
    if (!found) {
        // Only a path that is no page is a twin: order numbers and slugs may carry capitals.
        const exists = (p: string) => ROUTED_PATH.test(p) || findPage(p, brandSlug) !== undefined;
        // A twin whose canonical path would not stay on the site is no page of ours.
        const target = safeRedirectPath(canonicalPath(url.pathname, url.search, exists));
        throw target ? redirect(target, 301) : notFound();
    }
    const t = serverT(locale);
    const { page, params } = found;
    const title = t(`pages.${page.id}`, { ...params, ...page.titleValues });
    const routed = (ROUTED_RELATED[page.section] ?? []).map((p) => ({
        href: p.path.replaceAll('{brand}', brandSlug),
        title: t(`pages.${p.id}`),
    }));
    const related = [
        ...routed,
        ...PAGES.filter((p) => p.section === page.section && p !== page).flatMap((p) => {
            const href = staticPath(p, brandSlug);
            return href ? [{ href, title: t(`pages.${p.id}`, p.titleValues) }] : [];
        }),
    ].slice(0, RELATED_LINKS);
    return {
        id: page.id,
        section: page.section,
        title,
        metaTitle: pageTitle(locale, title),
        related,
    };
}
