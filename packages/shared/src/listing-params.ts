/**
 * The listing query's values, limits and canonical URL form (spec §2), without the parser:
 * pages' scripts need these on every view, the parser (listing-query.ts) only on the server
 * and when a filter form is applied.
 */
import { FACET_CODES, type FacetCode, isFacetCode } from './catalogue.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants.js';

/** Sort options of spec §3, price ascending first (the default). */
export const SORT_OPTIONS = ['price-ASC', 'price-DESC', 'new-DESC'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-ASC';

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** The longest search text read; the rest of a longer one is ignored. */
export const MAX_SEARCH_LENGTH = 100;
/** "More results" grows the page number; a listing never shows more than this many pages at once. */
export const MAX_LISTING_PAGE = 50;
/** A listing shows at most this many cards at once; beyond, the first pages give way to later ones. */
export const MAX_CARDS_SHOWN = 400;
/** Values of one facet a listing reads; more are ignored. */
export const MAX_VALUES_PER_FACET = 20;
/** Collections of the `collection` parameter read; more are ignored. */
export const MAX_COLLECTIONS = 10;
/** Prices are stored in fen in 32-bit integer columns: no bound may pass 2^31 fen. */
export const MAX_PRICE_YUAN = 20_000_000;

/** The REST face's listing (spec §9): pages of at most this many, up to this page. */
export const LEGACY_MAX_PAGE_SIZE = 100;
export const LEGACY_MAX_LISTING_PAGE = 500;

/** A facet value or collection code as the shop writes them. */
export const LISTING_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Facet code → value codes; values of one facet are alternatives, facets must all match. */
export type FacetSelection = Partial<Record<FacetCode, string[]>>;

export interface PriceRange {
    /** Inclusive bounds in fen (spec §3 price range, in minor units). */
    min: number;
    max: number;
}

export interface ListingQuery {
    page: number;
    sort: SortOption;
    itemsPerPage: PageSize;
    /** Free text: `q` on the search pages, `phrase` or `term` on listings. */
    text: string;
    filter: FacetSelection;
    price: PriceRange | undefined;
    collections: string[];
}

/** Keeps only known facets and well-formed value codes; the JSON may come from anyone. */
export function normaliseFacetSelection(raw: unknown): FacetSelection {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    const out: FacetSelection = {};
    for (const code of FACET_CODES) {
        const values: unknown = (raw as Record<string, unknown>)[code];
        const list = Array.isArray(values) ? values : typeof values === 'string' ? [values] : [];
        const codes = [...new Set(list.filter((v): v is string => typeof v === 'string' && LISTING_CODE.test(v)))]
            .slice(0, MAX_VALUES_PER_FACET)
            .sort();
        if (codes.length) out[code] = codes;
    }
    return out;
}

/** Yuan for a price bound in fen, without trailing decimals. */
function yuanText(fen: number): string {
    return String(fen / 100);
}

/**
 * The canonical query string of a listing state: defaults left out, keys in a fixed order,
 * so equal states have equal URLs. `textParam` names the free-text parameter of the page.
 */
export function listingSearchParams(query: Partial<ListingQuery>, textParam = 'q'): URLSearchParams {
    const p = new URLSearchParams();
    if (query.text) p.set(textParam, query.text);
    if (query.filter && Object.keys(query.filter).length) p.set('filter', JSON.stringify(query.filter));
    if (query.price) p.set('price', `${yuanText(query.price.min)},${yuanText(query.price.max)}`);
    if (query.collections?.length) p.set('collection', query.collections.join(','));
    if (query.sort && query.sort !== DEFAULT_SORT) p.set('sort', query.sort);
    if (query.itemsPerPage && query.itemsPerPage !== DEFAULT_PAGE_SIZE)
        p.set('itemsPerPage', String(query.itemsPerPage));
    if (query.page && query.page > 1) p.set('page', String(query.page));
    return p;
}

/** The selection with one value switched on or off. */
export function toggleFacetValue(selection: FacetSelection, facet: FacetCode, value: string): FacetSelection {
    const current = selection[facet] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
    const out: FacetSelection = { ...selection };
    if (next.length) out[facet] = next;
    else delete out[facet];
    return out;
}

/** Reads `facet:value` pairs, as a filter form without script submits them. */
export function facetSelectionFromPairs(pairs: readonly string[]): FacetSelection {
    const raw: Record<string, string[]> = {};
    for (const pair of pairs) {
        const at = pair.indexOf(':');
        if (at < 1) continue;
        const facet = pair.slice(0, at);
        if (!isFacetCode(facet)) continue;
        (raw[facet] ??= []).push(pair.slice(at + 1));
    }
    return normaliseFacetSelection(raw);
}

/** How many cards to skip and take so that pages 1..page show, bounded by MAX_CARDS_SHOWN. */
export function listingWindow(query: Pick<ListingQuery, 'page' | 'itemsPerPage'>): { skip: number; take: number } {
    const end = query.page * query.itemsPerPage;
    const take = Math.min(end, Math.max(MAX_CARDS_SHOWN, query.itemsPerPage));
    return { skip: end - take, take };
}

/** The legacy listing's window (spec §9): skip = size * (page - 1), take = size. */
export function legacyListingWindow(page: number, pageSize: number): { skip: number; take: number } {
    return { skip: pageSize * (page - 1), take: pageSize };
}

/** How many pages `total` results make at `pageSize` a page (spec §9: rounded up). */
export function totalPages(total: number, pageSize: number): number {
    return Math.ceil(total / pageSize);
}
