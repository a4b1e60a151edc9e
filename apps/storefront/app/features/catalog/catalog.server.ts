import { DEFAULT_PAGE_SIZE, topFlag } from '@maison/shared';

import { graphql, type ResultOf } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import type { ShopClient } from '~/lib/shop-client.server';

const ListingQuery = graphql(`
    query Listing($input: SearchInput!) {
        straps: collection(slug: "straps") {
            id
        }
        search(input: $input) {
            totalItems
            items {
                productId
                productName
                slug
                sku
                productVariantId
                inStock
                facetValueIds
                collectionIds
                productAsset {
                    preview
                }
                priceWithTax {
                    ... on PriceRange {
                        min
                        max
                    }
                    ... on SinglePrice {
                        value
                    }
                }
            }
            facetValues {
                count
                facetValue {
                    id
                    code
                    name
                    facet {
                        code
                        name
                    }
                }
            }
        }
    }
`);

type SearchItem = ResultOf<typeof ListingQuery>['search']['items'][number];

/** What a product card shows; built on the server so the page ships no search plumbing. */
export interface ProductCardData {
    productId: string;
    variantId: string;
    name: string;
    sku: string;
    href: string;
    image: string | null;
    /** Lowest price in fen; `fromPrice` when variants differ (spec §2: straps show "from"). */
    price: number;
    fromPrice: boolean;
    inStock: boolean;
    flag: string | undefined;
}

export interface ListingResult {
    totalItems: number;
    cards: ProductCardData[];
}

function cardHref(kind: 'watch' | 'strap', item: SearchItem): string {
    return kind === 'watch' ? `/watches/${item.slug}/${item.sku}/` : `/strap/${item.productId}/${item.sku}/`;
}

function toCard(item: SearchItem, strapsId: string | undefined, flagIds: Map<string, string>): ProductCardData {
    // A listing may mix watches and straps (the search popup's recommendations).
    const kind = strapsId && item.collectionIds.includes(strapsId) ? 'strap' : 'watch';
    const p = item.priceWithTax;
    const range = 'min' in p ? p : undefined;
    const price = range ? range.min : 'value' in p ? p.value : 0;
    return {
        productId: item.productId,
        variantId: item.productVariantId,
        name: item.productName,
        // Spec §2: the sku is shown with the word "bundle" removed.
        sku: item.sku.replace(/bundle/gi, '').trim(),
        href: cardHref(kind, item),
        image: item.productAsset?.preview ?? null,
        price,
        // Spec §2: strap prices carry "from" (a buckle may be added to the strap).
        fromPrice: kind === 'strap' || (!!range && range.min !== range.max),
        inStock: item.inStock,
        flag: topFlag(item.facetValueIds.map((id) => flagIds.get(id)).filter((c): c is string => !!c)),
    };
}

export interface ListingParams {
    /** Without a collection the whole catalogue is searched (the search page's "all"). */
    collectionSlug?: string;
    /** Pages shown so far: "more results" grows the page count, so the list stays one URL. */
    page: number;
    pageSize?: number;
    term?: string;
}

/** One listing page from the Shop API search, with cards ready to render. */
export async function loadListing(client: ShopClient, params: ListingParams): Promise<ListingResult> {
    const take = (params.pageSize ?? DEFAULT_PAGE_SIZE) * params.page;
    const { search, straps } = await client.request(ListingQuery, {
        input: {
            collectionSlug: params.collectionSlug,
            term: params.term,
            groupByProduct: true,
            take,
            skip: 0,
            sort: { price: 'ASC' },
        },
    });
    const flagIds = new Map(
        search.facetValues
            .filter((fv) => fv.facetValue.facet.code === 'flag')
            .map((fv) => [fv.facetValue.id, fv.facetValue.code] as const),
    );
    return { totalItems: search.totalItems, cards: search.items.map((i) => toCard(i, straps?.id, flagIds)) };
}

const ProductBySkuQuery = graphql(`
    query ProductBySku($sku: String!) {
        productBySku(sku: $sku) {
            id
            name
            slug
            description
            customFields {
                kind
                collectionCode
                modelCode
            }
            featuredAsset {
                id
                preview
            }
            assets {
                id
                preview
            }
            facetValues {
                id
                code
                name
                facet {
                    id
                    code
                    name
                }
            }
            collections {
                id
                slug
                name
                parent {
                    slug
                }
            }
            variants {
                id
                sku
                name
                priceWithTax
                currencyCode
                stockLevel
                options {
                    code
                    name
                    group {
                        code
                        name
                    }
                }
            }
        }
    }
`);

export type ProductDetail = NonNullable<ResultOf<typeof ProductBySkuQuery>['productBySku']>;

/** The product whose variant carries `sku`, or undefined. */
export async function loadProductBySku(client: ShopClient, sku: string): Promise<ProductDetail | undefined> {
    const { productBySku } = await client.request(ProductBySkuQuery, { sku });
    return productBySku ?? undefined;
}

const CollectionsQuery = graphql(`
    query HomeCollections($slug: String!) {
        collection(slug: $slug) {
            id
            name
            slug
            children {
                id
                name
                slug
                description
                featuredAsset {
                    preview
                }
            }
        }
    }
`);

export type CollectionTile = NonNullable<
    NonNullable<ResultOf<typeof CollectionsQuery>['collection']>['children']
>[number];

/** The child collections of a top-level collection, for the home page tiles. */
export async function loadChildCollections(client: ShopClient, slug: string): Promise<CollectionTile[]> {
    const { collection } = await client.request(CollectionsQuery, { slug });
    return (collection?.children ?? []).filter((c) => c.slug !== slug);
}

/** A collection's name for a listing heading, or a 404 when the slug is unknown. */
export async function requireCollection(client: ShopClient, slug: string): Promise<{ name: string; slug: string }> {
    const { collection } = await client.request(CollectionsQuery, { slug });
    if (!collection) throw notFound();
    return { name: collection.name, slug: collection.slug };
}

/** The product of a detail page, or a 404 when the sku is unknown or of another kind. */
export async function requireProductBySku(
    client: ShopClient,
    sku: string,
    kind: 'watch' | 'strap',
): Promise<ProductDetail> {
    const product = await loadProductBySku(client, sku);
    if (!product || product.customFields?.kind !== kind) {
        throw notFound();
    }
    return product;
}
