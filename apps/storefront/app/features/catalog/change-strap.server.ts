import {
    LUG_WIDTH_FACET_CODE,
    parseListingQuery,
    STRAPS_COLLECTION_SLUG,
    WATCHES_COLLECTION_SLUG,
} from '@maison/shared';

import type { ShopClient } from '~/lib/shop-client.server';

import { loadChildCollections, loadListing, loadProductBySku, type ProductCardData } from './catalog.server';

export interface ChangeStrapData {
    collections: Array<{ slug: string; name: string }>;
    collection?: string;
    /** The watches of the chosen collection, by reference. */
    watches: Array<{ sku: string; name: string }>;
    watch?: { sku: string; name: string; lugWidth: string };
    straps: ProductCardData[];
    totalStraps: number;
}

/**
 * `/straps/change-watch-strap`: the shopper picks a collection, then a watch of it, and sees
 * the straps made in that watch's lug width. Unknown choices are ignored, not errors.
 */
export async function loadChangeStrap(client: ShopClient, url: URL): Promise<ChangeStrapData> {
    const base = parseListingQuery({});
    const collections = (await loadChildCollections(client, WATCHES_COLLECTION_SLUG)).map((c) => ({
        slug: c.slug,
        name: c.name,
    }));
    const collection = collections.find((c) => c.slug === url.searchParams.get('collection'))?.slug;
    const empty = { collections, watches: [], straps: [], totalStraps: 0 };
    if (!collection) return empty;
    const listing = await loadListing(client, {
        collectionSlug: collection,
        kind: 'watch',
        query: { ...base, itemsPerPage: 100 },
    });
    const watches = listing.cards.map((c) => ({ sku: c.sku, name: c.name }));
    const sku = url.searchParams.get('watch');
    const chosen = sku && watches.some((w) => w.sku === sku) ? await loadProductBySku(client, sku) : undefined;
    const lugWidth = chosen?.facetValues.find((fv) => fv.facet.code === LUG_WIDTH_FACET_CODE);
    if (!chosen || !lugWidth) return { ...empty, collection, watches };
    const straps = await loadListing(client, {
        collectionSlug: STRAPS_COLLECTION_SLUG,
        kind: 'strap',
        query: { ...base, itemsPerPage: 100, filter: { [LUG_WIDTH_FACET_CODE]: [lugWidth.code] } },
    });
    return {
        collections,
        collection,
        watches,
        watch: { sku: sku!, name: chosen.name, lugWidth: lugWidth.name },
        straps: straps.cards,
        totalStraps: straps.totalItems,
    };
}
