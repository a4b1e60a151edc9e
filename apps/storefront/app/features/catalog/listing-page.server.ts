import { parseListingQuery } from '@maison/shared';

import type { ShopClient } from '~/lib/shop-client.server';
import { safeRedirect } from '~/lib/safe-redirect';

import { loadListing } from './catalog.server';
import { facetGroups } from './facets';
import { APPLY_FIELD, listingHref } from './listing-form';
import { listingQueryFromForm } from './listing-form-query';

export interface ListingPageArgs {
    request: Request;
    client: ShopClient;
    collectionSlug?: string;
    collectionSlugs?: string[];
    /** Only products of this kind: a strap listing shows straps, a watch listing watches. */
    kind?: 'watch' | 'strap';
    /** The free-text parameter of the page: `q` on search pages, `phrase` on listings. */
    textParam: 'q' | 'phrase';
}

/**
 * What every listing page loads: the query read from its URL, the matching cards and the
 * filter groups. A filter form sent without script is answered with a redirect to the
 * canonical URL of the state it asks for, so the address is the same either way.
 */
export async function loadListingPage({
    request,
    client,
    collectionSlug,
    collectionSlugs,
    kind,
    textParam,
}: ListingPageArgs) {
    const url = new URL(request.url);
    if (url.searchParams.has(APPLY_FIELD)) {
        throw safeRedirect(listingHref(url.pathname, listingQueryFromForm(url.searchParams), textParam));
    }
    const query = parseListingQuery(url.searchParams);
    const listing = await loadListing(client, { collectionSlug, collectionSlugs, kind, query });
    return {
        cards: listing.cards,
        totalItems: listing.totalItems,
        skip: listing.skip,
        facets: facetGroups(listing.facetValues, query.filter),
        query,
        textParam,
    };
}
