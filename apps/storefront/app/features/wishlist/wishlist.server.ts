import {
    type FailureCode,
    isFailureCode,
    MAX_WISHLIST_ENTRIES,
    wishlistSku,
    type WishlistEntry,
    type WishlistType,
} from '@maison/shared';

import { productHref } from '~/features/catalog/product-href';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

const WishlistQuery = graphql(`
    query Wishlist {
        wishlist {
            id
            sku
            type
        }
    }
`);

const AddMutation = graphql(`
    mutation AddToWishlist($input: WishlistEntryInput!) {
        addToWishlist(input: $input) {
            __typename
            ... on WishlistEntry {
                id
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`);

const RemoveMutation = graphql(`
    mutation RemoveFromWishlist($id: ID!) {
        removeFromWishlist(id: $id) {
            id
        }
    }
`);

const MergeMutation = graphql(`
    mutation MergeWishlist($entries: [WishlistEntryInput!]!) {
        mergeWishlist(entries: $entries) {
            id
            sku
            type
        }
    }
`);

const VariantsQuery = graphql(`
    query WishlistVariants($skus: [String!]!) {
        variantsBySku(skus: $skus) {
            id
            sku
            name
            priceWithTax
            stockLevel
            featuredAsset {
                preview
            }
            product {
                id
                name
                slug
                featuredAsset {
                    preview
                }
                customFields {
                    kind
                }
            }
        }
    }
`);

/** What the wishlist page shows of an entry's product. */
export interface WishCard {
    sku: string;
    kind: WishlistType;
    variantId: string;
    name: string;
    href: string;
    image: string | null;
    /** Price in fen; a strap's is the strap's alone (its buckle is chosen on its page). */
    price: number;
    inStock: boolean;
}

export async function loadWishlist(client: ShopClient): Promise<WishlistEntry[]> {
    const { wishlist } = await client.request(WishlistQuery);
    return wishlist;
}

/** Adds a sku to the member's list: null when added (or there already), else why not (WISHLIST_FULL). */
export async function addWish(client: ShopClient, sku: string, type: WishlistType): Promise<FailureCode | null> {
    const { addToWishlist } = await client.request(AddMutation, { input: { sku, type } });
    if (addToWishlist.__typename !== 'ShopFailure') return null;
    return isFailureCode(addToWishlist.errorCode) ? addToWishlist.errorCode : 'UNKNOWN';
}

/** Removes the member's entry `id`; another member's id is a 404 from the Shop API. */
export async function removeWish(client: ShopClient, id: string): Promise<void> {
    await client.request(RemoveMutation, { id });
}

export async function mergeWishes(
    client: ShopClient,
    entries: Array<{ sku: string; type: WishlistType }>,
): Promise<WishlistEntry[]> {
    const { mergeWishlist } = await client.request(MergeMutation, { entries });
    return mergeWishlist;
}

/** The cards of the skus the shop still sells, in the order given; at most a full list's worth. */
export async function loadWishCards(client: ShopClient, skus: readonly string[]): Promise<WishCard[]> {
    const wanted = [...new Set(skus.map(wishlistSku).filter((s): s is string => !!s))].slice(0, MAX_WISHLIST_ENTRIES);
    if (!wanted.length) return [];
    const { variantsBySku } = await client.request(VariantsQuery, { skus: wanted });
    return variantsBySku.map((variant) => {
        const kind: WishlistType = variant.product.customFields?.kind === 'strap' ? 'strap' : 'watch';
        return {
            sku: variant.sku,
            kind,
            variantId: variant.id,
            name: variant.product.name,
            href: productHref(kind, { productId: variant.product.id, slug: variant.product.slug, sku: variant.sku }),
            image: variant.featuredAsset?.preview ?? variant.product.featuredAsset?.preview ?? null,
            price: variant.priceWithTax,
            inStock: variant.stockLevel !== 'OUT_OF_STOCK',
        };
    });
}
