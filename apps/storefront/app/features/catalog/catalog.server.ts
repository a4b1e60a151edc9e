import {
    FLAG_FACET_CODE,
    isFromPrice,
    STRAPS_COLLECTION_SLUG,
    WATCHES_COLLECTION_SLUG,
    type ListingQuery,
    listingSearchInput,
    listingWindow,
    type PageSize,
    parseListingQuery,
    topFlag,
} from '@maison/shared';

import { graphql, type ResultOf } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import type { ShopClient } from '~/lib/shop-client.server';
import { productHref } from './product-href';

export { productHref };

const ListingQuery = graphql(`
    query Listing($input: SearchInput!) {
        search(input: $input) {
            totalItems
            items {
                productId
                productName
                slug
                sku
                kind
                productVariantId
                inStock
                facetValueIds
                productAsset {
                    preview
                }
                secondaryAsset {
                    preview
                }
                reviewRating
                reviewCount
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
export type SearchFacetValue = ResultOf<typeof ListingQuery>['search']['facetValues'][number];

/** What a product card shows; built on the server so the page ships no search plumbing. */
export interface ProductCardData {
    productId: string;
    variantId: string;
    kind: 'watch' | 'strap';
    name: string;
    /** As shown (spec §2: without the word "bundle"). */
    sku: string;
    /** The variant's own sku, which the wishlist keeps. */
    variantSku: string;
    href: string;
    image: string | null;
    /** The second picture, shown on hover (spec §2: up to two images). */
    hoverImage: string | null;
    /** Lowest price in fen; `fromPrice` when variants differ (spec §2: straps show "from"). */
    price: number;
    fromPrice: boolean;
    inStock: boolean;
    flag: string | undefined;
    /** Average stars of the approved reviews with their count; absent without any (spec §2). */
    rating?: { average: number; count: number };
}

export interface ListingResult {
    totalItems: number;
    cards: ProductCardData[];
    facetValues: SearchFacetValue[];
    /** Cards skipped before the first one shown (a long "more results" run drops the first pages). */
    skip: number;
}

function toCard(item: SearchItem, flagIds: Map<string, string>): ProductCardData {
    const kind = item.kind === 'strap' ? 'strap' : 'watch';
    const p = item.priceWithTax;
    const range = 'min' in p ? p : undefined;
    const price = range ? range.min : 'value' in p ? p.value : 0;
    return {
        productId: item.productId,
        variantId: item.productVariantId,
        kind,
        name: item.productName,
        // Spec §2: the sku is shown with the word "bundle" removed.
        sku: item.sku
            .replace(/bundle/gi, '')
            .replace(/^[-_\s]+|[-_\s]+$/g, '')
            .trim(),
        variantSku: item.sku,
        href: productHref(kind, item),
        image: item.productAsset?.preview ?? null,
        hoverImage: item.secondaryAsset?.preview ?? null,
        price,
        fromPrice: isFromPrice(kind, price, range ? range.max : price),
        inStock: item.inStock,
        rating:
            item.reviewCount > 0 && item.reviewRating != null
                ? { average: item.reviewRating, count: item.reviewCount }
                : undefined,
        flag: topFlag(item.facetValueIds.map((id) => flagIds.get(id)).filter((c): c is string => !!c)),
    };
}

export interface ListingRequest {
    /** The collection listed; without one (and without `collectionSlugs`) everything is searched. */
    collectionSlug?: string;
    /** Any of these collections (a search scope such as watches and straps together). */
    collectionSlugs?: string[];
    /** Only products of this kind, whatever the collections' filters match. */
    kind?: 'watch' | 'strap';
    query: ListingQuery;
}

/** One listing from the Shop API search, with cards ready to render. */
export async function loadListing(client: ShopClient, req: ListingRequest): Promise<ListingResult> {
    const { query } = req;
    const { skip, take } = listingWindow(query);
    // The `collection` parameter narrows the scope to some of the shop's public categories;
    // a private collection (buckles, the search picks) is never a scope of its own.
    const narrowed = query.collections.length ? await publicCategories(client, query.collections) : [];
    const scope = narrowed.length ? narrowed : req.collectionSlugs;
    const { search } = await client.catalogue(ListingQuery, {
        input: {
            ...listingSearchInput(query, { skip, take }),
            collectionSlug: req.collectionSlug,
            collectionSlugs: scope?.length ? scope : undefined,
            kinds: req.kind ? [req.kind] : undefined,
        },
    });
    const flagIds = new Map(
        search.facetValues
            .filter((fv) => fv.facetValue.facet.code === FLAG_FACET_CODE)
            .map((fv) => [fv.facetValue.id, fv.facetValue.code] as const),
    );
    return {
        totalItems: search.totalItems,
        cards: search.items.map((i) => toCard(i, flagIds)),
        facetValues: search.facetValues,
        skip,
    };
}

/** The first cards of a collection, cheapest first (home page novelties, search popup picks). */
export async function loadCards(
    client: ShopClient,
    collectionSlug: string,
    count: PageSize | number,
): Promise<ProductCardData[]> {
    const listing = await loadListing(client, {
        collectionSlug,
        query: { ...parseListingQuery({}), itemsPerPage: count as PageSize },
    });
    return listing.cards;
}

// A strap's page also asks what the strap is sold with, priced by the server (the strap-bundle
// plugin); no other page does.
const ProductBySkuQuery = graphql(`
    query ProductBySku($sku: String!, $strap: Boolean!) {
        productBySku(sku: $sku) {
            id
            name
            slug
            description
            descriptionText
            customFields {
                kind
                collectionCode
                modelCode
                reviewRating
                reviewCount
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
                strapBundle @include(if: $strap) {
                    strapPriceWithTax
                    buckles {
                        variantId
                        name
                        priceWithTax
                        bundlePriceWithTax
                        soldOut
                        image {
                            preview
                        }
                    }
                }
            }
        }
    }
`);

export type ProductDetail = NonNullable<ResultOf<typeof ProductBySkuQuery>['productBySku']>;

/**
 * The product whose variant carries `sku`, or undefined; with `strap`, each variant with what
 * it is sold with as a strap.
 */
export async function loadProductBySku(
    client: ShopClient,
    sku: string,
    { strap = false }: { strap?: boolean } = {},
): Promise<ProductDetail | undefined> {
    const { productBySku } = await client.catalogue(ProductBySkuQuery, { sku, strap });
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
    const { collection } = await client.catalogue(CollectionsQuery, { slug });
    return (collection?.children ?? []).filter((c) => c.slug !== slug);
}

// Vendure's Shop API lists at most 100 at a time, far more than the shop's categories.
const ListingTreeQuery = graphql(`
    query ListingTree {
        collections(options: { take: 100 }) {
            items {
                slug
                breadcrumbs {
                    slug
                }
            }
        }
    }
`);

/** The path of every public category under the watch and strap listings, at any depth. */
export async function loadCategoryPaths(client: ShopClient): Promise<string[]> {
    const { collections } = await client.catalogue(ListingTreeQuery);
    const roots: string[] = [WATCHES_COLLECTION_SLUG, STRAPS_COLLECTION_SLUG];
    return collections.items.flatMap((c) => {
        const trail = c.breadcrumbs.map((b) => b.slug).filter((slug) => slug !== ROOT_COLLECTION_SLUG);
        const [root, ...below] = trail;
        return roots.includes(root) && below.length ? [`/${root}/${below.join('/')}`] : [];
    });
}

/** Those of `slugs` that name a public watch or strap category. */
async function publicCategories(client: ShopClient, slugs: string[]): Promise<string[]> {
    const paths = await loadCategoryPaths(client);
    const known = new Set([WATCHES_COLLECTION_SLUG, STRAPS_COLLECTION_SLUG, ...paths.map((p) => p.split('/').at(-1))]);
    return slugs.filter((s) => known.has(s));
}

const CollectionPageQuery = graphql(`
    query CollectionPage($slug: String!) {
        collection(slug: $slug) {
            id
            name
            slug
            description
            descriptionText
            breadcrumbs {
                id
                name
                slug
            }
            children {
                id
                name
                slug
            }
        }
    }
`);

export interface Crumb {
    name: string;
    /** Absent for the page itself. */
    href?: string;
}

export interface CollectionPage {
    name: string;
    slug: string;
    /** Staff-written HTML, made safe by the Shop API. */
    description: string;
    descriptionText: string;
    /** Where the listing lives: the listing's path, then the slugs from below its root down to this one. */
    path: string;
    /** Home first (spec §3: the root collection shows as Home, linking to /), the collection last. */
    breadcrumbs: Crumb[];
    children: Array<{ name: string; href: string }>;
}

/**
 * The collection of a listing with its breadcrumbs and sub-collections, or a 404 when the slug
 * is unknown or outside the given roots (a strap collection under /watches, a private one).
 * Links follow the tree from the root's listing (`/watches/heritage/heritage-manual`); `path`
 * is the collection's canonical path there.
 */
export async function requireCollection(
    client: ShopClient,
    slug: string,
    base: { roots: readonly string[]; homeName: string },
): Promise<CollectionPage> {
    const { collection } = await client.catalogue(CollectionPageQuery, { slug });
    if (!collection) throw notFound();
    const trail = collection.breadcrumbs.filter((b) => b.slug !== ROOT_COLLECTION_SLUG);
    const [root, ...below] = trail;
    if (!root || !base.roots.includes(root.slug)) throw notFound();
    const href = (i: number) => ['', root.slug, ...below.slice(0, i + 1).map((b) => b.slug)].join('/');
    const path = href(below.length - 1);
    const crumb = (b: { name: string; slug: string }, at: string) =>
        b.slug === collection.slug ? { name: b.name } : { name: b.name, href: at };
    return {
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        descriptionText: collection.descriptionText,
        path,
        breadcrumbs: [
            { name: base.homeName, href: '/' },
            crumb(root, `/${root.slug}`),
            ...below.map((b, i) => crumb(b, href(i))),
        ],
        children: (collection.children ?? []).map((c) => ({ name: c.name, href: `${path}/${c.slug}` })),
    };
}

/** Vendure's root collection, the parent of every top-level one. */
const ROOT_COLLECTION_SLUG = '__root_collection__';

/** The product of a detail page, or a 404 when the sku is unknown or of another kind. */
export async function requireProductBySku(
    client: ShopClient,
    sku: string,
    kind: 'watch' | 'strap',
): Promise<ProductDetail> {
    const product = await loadProductBySku(client, sku, { strap: kind === 'strap' });
    // A sku whose variant is disabled is missing from the product's variants: no page for it.
    if (!product || product.customFields?.kind !== kind || !product.variants.some((v) => v.sku === sku)) {
        throw notFound();
    }
    return product;
}

const SitemapProductsQuery = graphql(`
    query SitemapProducts($input: SearchInput!) {
        search(input: $input) {
            totalItems
            items {
                productId
                slug
                sku
                kind
            }
        }
    }
`);

/** The canonical path of every watch and strap, for the sitemap; read a page of results at a time. */
export async function loadProductPaths(client: ShopClient): Promise<string[]> {
    const paths: string[] = [];
    const take = 400;
    for (let skip = 0; ; skip += take) {
        const { search } = await client.catalogue(SitemapProductsQuery, {
            input: {
                collectionSlugs: [WATCHES_COLLECTION_SLUG, STRAPS_COLLECTION_SLUG],
                groupByProduct: true,
                take,
                skip,
            },
        });
        paths.push(...search.items.map((i) => productHref(i.kind, i)));
        if (search.items.length < take || skip + take >= search.totalItems) return paths;
    }
}
