import {
    ANALYTICS_LIMITS,
    KIND_COLLECTION_SLUG,
    LISTED_KINDS,
    STRAPS_COLLECTION_SLUG,
    WATCHES_COLLECTION_SLUG,
} from '@maison/shared';
import { useEffect, useRef } from 'react';

import { track } from '~/features/analytics/client';

import { requireCollection } from '~/features/catalog/catalog.server';
import { ListingView } from '~/features/catalog/components/ListingView';
import { loadListingPage } from '~/features/catalog/listing-page.server';
import { SearchForm } from '~/features/search/components/SearchForm';
import { SEARCH_PAGE_INPUT_ID } from '~/features/search/search-page';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { seoMeta, siteFrom } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { Route } from './+types/search';

/** Search scopes that are whole trees: "all" is every watch and strap (buckles come only with a strap). */
const SCOPES: Record<string, { collectionSlug?: string; collectionSlugs?: string[] }> = {
    all: { collectionSlugs: LISTED_KINDS.map((k) => KIND_COLLECTION_SLUG[k as 'watch' | 'strap']) },
    watches: { collectionSlug: WATCHES_COLLECTION_SLUG },
    straps: { collectionSlug: STRAPS_COLLECTION_SLUG },
};

/** /search/{slug?} with q: "all" searches everything, "watches" and "straps" their trees, any other slug one collection. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const scope = params.slug ?? 'all';
    const client = context.get(shopContext);
    const locale = context.get(localeContext);
    const t = serverT(locale);
    const named = !Object.prototype.hasOwnProperty.call(SCOPES, scope);
    const [collection, listing] = await Promise.all([
        named
            ? requireCollection(client, scope, {
                  roots: [WATCHES_COLLECTION_SLUG, STRAPS_COLLECTION_SLUG],
                  homeName: t('nav.home'),
              })
            : undefined,
        loadListingPage({ request, client, ...(named ? { collectionSlug: scope } : SCOPES[scope]), textParam: 'q' }),
    ]);
    const q = listing.query.text;
    const heading = q ? t('search.resultsFor', { q }) : t('search.heading');
    return { ...listing, q, scope, scopeName: collection?.name, heading, title: pageTitle(locale, heading) };
}

/** Result pages are not for search engines: they list what the listings already show. */
export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? seoMeta({ title: data.title, path: location.pathname, site: siteFrom(matches), noindex: true }) : [];

export default function Search({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { q, scope, heading, totalItems } = loaderData;
    // The popup's box lands here too. One search per term, with what it found first, not one
    // per page of its results or filter.
    const found = useRef(totalItems);
    found.current = totalItems;
    useEffect(() => {
        const term = q?.trim().slice(0, ANALYTICS_LIMITS.term);
        if (term) track({ kind: 'search', term, results: Math.min(found.current, ANALYTICS_LIMITS.results) });
    }, [q]);
    return (
        <ListingView
            {...loaderData}
            title={heading}
            countText={t('search.found', { count: totalItems })}
            emptyText={t('search.empty')}
        >
            <SearchForm
                id={SEARCH_PAGE_INPUT_ID}
                action={`/search/${scope}`}
                defaultValue={q}
                className="search-form"
                key={q}
            />
        </ListingView>
    );
}
