import { RECOMMEND_SEARCH_COLLECTION_SLUG, RECOMMEND_SEARCH_TAKE, WATCHES_COLLECTION_SLUG } from '@maison/shared';

import { loadCards, loadChildCollections, type ProductCardData } from '~/features/catalog/catalog.server';
import type { ShopClient } from '~/lib/shop-client.server';

/** How many watch collections the popup suggests (spec §2). */
export const SUGGESTED_COLLECTIONS = 5;

export interface SearchPopupData {
    collections: { name: string; slug: string }[];
    products: ProductCardData[];
    /** The suggestions could not be loaded; the box still searches. */
    unavailable?: boolean;
}

/** What the search popup shows before the visitor types: five collections and twelve picks. */
export async function loadSearchPopup(client: ShopClient): Promise<SearchPopupData> {
    const [collections, picks] = await Promise.all([
        loadChildCollections(client, WATCHES_COLLECTION_SLUG),
        loadCards(client, RECOMMEND_SEARCH_COLLECTION_SLUG, RECOMMEND_SEARCH_TAKE),
    ]);
    return {
        collections: collections.slice(0, SUGGESTED_COLLECTIONS).map((c) => ({ name: c.name, slug: c.slug })),
        products: picks,
    };
}
