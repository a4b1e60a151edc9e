import {
    FACET_CODES,
    type Locale,
    LUG_WIDTH_FACET_CODE,
    parseListingQuery,
    STRAPS_COLLECTION_SLUG,
    WATCHES_COLLECTION_SLUG,
} from '@maison/shared';

import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';
import { safeRedirect } from '~/lib/safe-redirect';

import {
    type Crumb,
    loadListing,
    type ProductCardData,
    type ProductDetail,
    productHref,
    requireProductBySku,
} from './catalog.server';

const RELATED_COUNT = 4;
const STRAPS_COUNT = 8;

/** The canonical path of a product page (spec §2): watches by slug and sku, straps by id and sku. */
export function canonicalProductPath(product: ProductDetail, sku: string): string {
    return productHref(product.customFields?.kind ?? 'watch', { productId: product.id, slug: product.slug, sku });
}

/**
 * The product a detail URL names, or a redirect. A right sku under a wrong slug, model path or
 * product id answers 301 to the canonical URL; an unknown sku is a 404.
 * `/watches/{collection}/{model}/{sku}/` is served as it is when the codes are the watch's own.
 */
export async function requireProductPage(
    client: ShopClient,
    request: Request,
    params: { sku: string; slug?: string; collection?: string; model?: string; id?: string },
    kind: 'watch' | 'strap',
): Promise<ProductDetail> {
    const product = await requireProductBySku(client, params.sku, kind);
    const url = new URL(request.url);
    const canonical = canonicalProductPath(product, params.sku);
    const fields = product.customFields;
    const right =
        kind === 'strap'
            ? params.id === product.id
            : params.slug !== undefined
              ? params.slug === product.slug
              : params.collection === fields?.collectionCode && params.model === fields?.modelCode;
    // A missing trailing slash is the same page (its canonical link names the slashed form):
    // redirecting it would also catch the client's own data requests.
    if (!right) throw safeRedirect(`${canonical}${url.search}`, 301);
    return product;
}

function facetCodes(product: ProductDetail, facet: string): string[] {
    return product.facetValues.filter((fv) => fv.facet.code === facet).map((fv) => fv.code);
}

/** Home, the kind's listing, the watch's collection, the product. */
function productBreadcrumbs(product: ProductDetail, names: { home: string; watches: string; straps: string }): Crumb[] {
    const strap = product.customFields?.kind === 'strap';
    const root = strap
        ? { name: names.straps, href: `/${STRAPS_COLLECTION_SLUG}` }
        : { name: names.watches, href: `/${WATCHES_COLLECTION_SLUG}` };
    const line = strap ? undefined : product.collections.find((c) => c.parent?.slug === WATCHES_COLLECTION_SLUG);
    return [
        { name: names.home, href: '/' },
        root,
        ...(line ? [{ name: line.name, href: `/${WATCHES_COLLECTION_SLUG}/${line.slug}` }] : []),
        { name: product.name },
    ];
}

/** Specifications from the product's facets, in the shop's order. */
function specifications(product: ProductDetail): Array<{ name: string; value: string }> {
    return FACET_CODES.filter((c) => c !== 'flag').flatMap((code) => {
        const values = product.facetValues.filter((fv) => fv.facet.code === code);
        return values.length ? [{ name: values[0].facet.name, value: values.map((v) => v.name).join(' / ') }] : [];
    });
}

/**
 * What a watch page shows beside the watch: other watches of its collection, and the straps
 * made in its lug width. Neither may fail the page: without them it still sells the watch.
 */
export async function loadWatchExtras(
    client: ShopClient,
    product: ProductDetail,
): Promise<{ related: ProductCardData[]; straps: ProductCardData[] }> {
    const base = parseListingQuery({});
    const collection = facetCodes(product, 'collection');
    const lug = facetCodes(product, LUG_WIDTH_FACET_CODE);
    const [related, straps] = await Promise.all([
        collection.length
            ? loadListing(client, {
                  collectionSlug: WATCHES_COLLECTION_SLUG,
                  kind: 'watch',
                  query: { ...base, itemsPerPage: 20, filter: { collection } },
              }).catch(() => undefined)
            : undefined,
        lug.length
            ? loadListing(client, {
                  collectionSlug: STRAPS_COLLECTION_SLUG,
                  kind: 'strap',
                  query: { ...base, itemsPerPage: 20, filter: { [LUG_WIDTH_FACET_CODE]: lug } },
              }).catch(() => undefined)
            : undefined,
    ]);
    return {
        related: (related?.cards ?? []).filter((c) => c.productId !== product.id).slice(0, RELATED_COUNT),
        straps: (straps?.cards ?? []).slice(0, STRAPS_COUNT),
    };
}

/** Everything a product page renders about the product itself. */
export function productPageData(product: ProductDetail, sku: string, locale: Locale) {
    const t = serverT(locale);
    return {
        product,
        sku,
        breadcrumbs: productBreadcrumbs(product, {
            home: t('nav.home'),
            watches: t('nav.watches'),
            straps: t('nav.straps'),
        }),
        specs: specifications(product),
        title: pageTitle(locale, product.name),
        canonicalPath: canonicalProductPath(product, sku),
    };
}
