/**
 * The catalogue contract: what the server stores and the storefront, the REST API and the
 * demo catalogue rely on. Each code is defined here once.
 */
import { FLAG_PRIORITY, type FlagCode } from './flags.js';

/** What a product is: the `kind` custom field of a Product, exposed on search results too. */
export const PRODUCT_KINDS = ['watch', 'strap', 'buckle'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export function isProductKind(value: unknown): value is ProductKind {
    return typeof value === 'string' && (PRODUCT_KINDS as readonly string[]).includes(value);
}

/** The kinds a shopper browses and searches; buckles are sold only with a strap. */
export const LISTED_KINDS: readonly ProductKind[] = ['watch', 'strap'];

/**
 * Codes of the facets the shop filters on, in the order the filter panel shows them.
 * `collection` is the watch line, `flag` carries the card tags of spec §9.
 */
export const FACET_CODES = [
    'collection',
    'case-material',
    'dial-colour',
    'case-diameter',
    'lug-width',
    'movement',
    'strap-material',
    'gender',
    'flag',
] as const;
export type FacetCode = (typeof FACET_CODES)[number];

export function isFacetCode(value: string): value is FacetCode {
    return (FACET_CODES as readonly string[]).includes(value);
}

export const FLAG_FACET_CODE: FacetCode = 'flag';

/** The flag codes, highest priority first (spec §9). */
export const FLAG_CODES = (Object.keys(FLAG_PRIORITY) as FlagCode[]).sort(
    (a, b) => FLAG_PRIORITY[a] - FLAG_PRIORITY[b],
);

/**
 * The facet that says which straps fit a watch: a watch has its lug width, a strap one value
 * per width it is made in (on its variants).
 */
export const LUG_WIDTH_FACET_CODE: FacetCode = 'lug-width';

/** Specifications shown on a watch page, in this order (each a facet). */
export const SPECIFICATION_FACET_CODES: readonly FacetCode[] = [
    'collection',
    'case-material',
    'case-diameter',
    'lug-width',
    'dial-colour',
    'movement',
    'strap-material',
    'gender',
];

/** Top-level collections and the collection behind the search popup's recommendations. */
export const WATCHES_COLLECTION_SLUG = 'watches';
export const STRAPS_COLLECTION_SLUG = 'straps';
export const BUCKLES_COLLECTION_SLUG = 'buckles';
export const RECOMMEND_SEARCH_COLLECTION_SLUG = 'recommend_search';
export const RECOMMEND_SEARCH_TAKE = 12;

/** The code of the collection filter that selects products by their `kind`. */
export const PRODUCT_KIND_FILTER_CODE = 'product-kind-filter';

/** The slug of the top-level collection that lists a kind. */
export const KIND_COLLECTION_SLUG: Record<'watch' | 'strap', string> = {
    watch: WATCHES_COLLECTION_SLUG,
    strap: STRAPS_COLLECTION_SLUG,
};

/**
 * Whether a card's price carries the trailing "from" mark (spec §2): a strap's always (a buckle
 * may be added to it), any other product's when its variants' prices differ.
 */
export function isFromPrice(kind: string, min: number, max: number): boolean {
    return kind === 'strap' || min !== max;
}
