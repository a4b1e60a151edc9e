import { KIND_COLLECTION_SLUG, type Locale } from '@maison/shared';

import { pageTitle, serverT } from '~/lib/messages.server';
import { safeRedirect } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import { requireCollection } from './catalog.server';
import { loadListingPage } from './listing-page.server';

/**
 * A watch or strap listing: the kind's root (`/watches`, `/watches/all`) or a category at any
 * depth (`/watches/{slug_2}/…/{slug_5}`), where the last slug present names the category. A
 * category reached by a path that is not its own answers 301 to its canonical path.
 */
export async function loadCategoryListing(args: {
    request: Request;
    client: ShopClient;
    locale: Locale;
    kind: 'watch' | 'strap';
    segments: string[];
}) {
    const { request, client, locale, kind, segments } = args;
    const root = KIND_COLLECTION_SLUG[kind];
    const t = serverT(locale);
    const slug = segments.at(-1) ?? root;
    const [collection, listing] = await Promise.all([
        requireCollection(client, slug, { roots: [root], homeName: t('nav.home') }),
        // A collection's filters are facet values (a leather collection matches watches on
        // leather straps too): the listing's kind is what keeps a strap listing to straps.
        loadListingPage({ request, client, collectionSlug: slug, kind, textParam: 'phrase' }),
    ]);
    if (segments.length && collection.path !== `/${root}/${segments.join('/')}`) {
        throw safeRedirect(`${collection.path}${new URL(request.url).search}`, 301);
    }
    const heading = segments.length
        ? collection.name
        : t(kind === 'strap' ? 'listing.strapsTitle' : 'listing.watchesTitle');
    return {
        page: 'listing' as const,
        ...listing,
        kind,
        heading,
        collection,
        title: pageTitle(locale, heading),
    };
}

export type CategoryListingData = Awaited<ReturnType<typeof loadCategoryListing>>;

/** The category slugs of a listing URL below the kind's root, from the route's params in order. */
export function categorySegments(params: Record<string, string | undefined>, names: readonly string[]): string[] {
    return names.map((n) => params[n]).filter((s): s is string => Boolean(s));
}
