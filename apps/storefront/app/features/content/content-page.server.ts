import type { Locale } from '@maison/shared';
import { redirect } from 'react-router';

import { canonicalPath, withoutTrailingSlash } from '~/lib/canonical-path';
import { publicConfig } from '~/lib/env.server';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { safeRedirectPath } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import { contentKindAt } from './content-paths';
import { type ContentEntryView, findEntry } from './content.server';
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

/** A page of the CMS at its own path: a brand page, a campaign or a legal text. */
export interface CmsPageData {
    entry: ContentEntryView;
    metaTitle: string;
    description: string;
}

export type CatchAllData = ({ type: 'fixed' } & ContentPageData) | ({ type: 'cms' } & CmsPageData);

/** A fixed page from the table (features/content/pages.ts), or undefined. */
export function fixedPage(path: string, locale: Locale): ContentPageData | undefined {
    const { brandSlug } = publicConfig();
    const found = findPage(path, brandSlug);
    if (!found) return undefined;
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
    return { id: page.id, section: page.section, title, metaTitle: pageTitle(locale, title), related };
}

/** A CMS entry's page data: its SEO texts fall back to its title and summary. */
export function cmsPage(entry: ContentEntryView, locale: Locale): CmsPageData {
    return {
        entry,
        metaTitle: pageTitle(locale, entry.seoTitle || entry.title),
        description: entry.seoDescription || entry.summary,
    };
}

/**
 * The page at a path the routes do not claim: a fixed page, a published CMS entry (an entry's
 * old path answers 301 to its new one), a permanent redirect for a non-canonical twin, or a
 * 404. The CMS is asked only for a path where content may be (content-paths.ts), through the
 * shared catalogue cache. Shared by the catch-all and the blank layout's legal pages.
 */
export async function loadCatchAll(client: ShopClient, request: Request, locale: Locale): Promise<CatchAllData> {
    const url = new URL(request.url);
    const { brandSlug } = publicConfig();
    const path = withoutTrailingSlash(url.pathname);
    const fixed = fixedPage(path, locale);
    if (fixed) return { type: 'fixed', ...fixed };
    const kind = contentKindAt(path);
    const entry = kind ? await findEntry(client, request, kind, path) : undefined;
    if (entry) return { type: 'cms', ...cmsPage(entry, locale) };

    // Only a path that is no page is a twin: order numbers and slugs may carry capitals. A twin
    // of a CMS path is one when the CMS has the lower-case path.
    const lower = path.toLowerCase();
    const lowerKind = lower !== path ? contentKindAt(lower) : undefined;
    const lowerIsEntry =
        lowerKind !== undefined &&
        (await findEntry(client, new Request(new URL(lower, url.origin)), lowerKind, lower).then(
            (e) => e !== undefined,
            (err: unknown) => {
                // An old path of an entry: the twin leads to it, and it on to the new path.
                if (err instanceof Response && err.status === 301) return true;
                throw err;
            },
        ));
    const exists = (p: string) =>
        ROUTED_PATH.test(p) || findPage(p, brandSlug) !== undefined || (p === lower && lowerIsEntry);
    // A twin whose canonical path would not stay on the site is no page of ours.
    const target = safeRedirectPath(canonicalPath(url.pathname, url.search, exists));
    throw target ? redirect(target, 301) : notFound();
}
