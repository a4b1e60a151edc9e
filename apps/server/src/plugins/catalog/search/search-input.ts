import type { SearchInput, SortOrder } from '@vendure/common/lib/generated-types';

import { normaliseSearchText } from './search-text';

/** A facet filter by codes: a product matches when it has any of the values. */
export interface FacetCodeFilter {
    facet: string;
    values: string[];
}

/** SearchInput with the fields the catalog plugin adds (api-extensions.ts). */
export interface CatalogueSearchInput extends SearchInput {
    inStock?: boolean | null;
    /** Only products of these kinds (watch, strap, buckle), whatever else the input matches. */
    kinds?: string[] | null;
    facetCodeFilters?: FacetCodeFilter[] | null;
    /** Inclusive bounds in fen, on the price a shopper pays. */
    priceRangeWithTax?: { min: number; max: number } | null;
    sort?: NonNullable<SearchInput['sort']> & { newest?: SortOrder | null };
}

/** Bounds on what one search may ask, whoever sends it: the Shop API is public. */
export const MAX_FACET_FILTERS = 10;
export const MAX_FILTER_VALUES = 20;
export const MAX_COLLECTIONS = 10;
/** More kinds than the shop has (watch, strap, buckle) select nothing more. */
export const MAX_KINDS = 3;
/** The highest price in fen a 32-bit price column holds. */
export const MAX_PRICE_FEN = 2_147_483_647;

/** The input with every list cut to its bound and the price range made whole and in range. */
export function boundedSearchInput(input: CatalogueSearchInput): CatalogueSearchInput {
    const fen = (n: number) => Math.min(Math.max(Math.round(Number(n) || 0), 0), MAX_PRICE_FEN);
    const range = input.priceRangeWithTax;
    return {
        ...input,
        term: input.term?.slice(0, 200),
        kinds: input.kinds?.slice(0, MAX_KINDS).map((k) => k.slice(0, 16)),
        facetCodeFilters: input.facetCodeFilters?.slice(0, MAX_FACET_FILTERS).map((f) => ({
            facet: f.facet.slice(0, 64),
            values: f.values.slice(0, MAX_FILTER_VALUES).map((v) => v.slice(0, 64)),
        })),
        facetValueFilters: input.facetValueFilters
            ?.slice(0, MAX_FACET_FILTERS)
            .map((f) => ({ ...f, or: f.or?.slice(0, MAX_FILTER_VALUES) })),
        facetValueIds: input.facetValueIds?.slice(0, MAX_FILTER_VALUES),
        collectionIds: input.collectionIds?.slice(0, MAX_COLLECTIONS),
        collectionSlugs: input.collectionSlugs?.slice(0, MAX_COLLECTIONS),
        priceRangeWithTax: range ? { min: fen(range.min), max: fen(range.max) } : range,
    };
}

/** The most results one search returns; a listing shows at most this many cards at once. */
export const MAX_SEARCH_TAKE = 400;
/** Words of a search text that are matched; more only slow the query down. */
export const MAX_SEARCH_WORDS = 6;

/**
 * The words of a search text: split on white space, each normalised as the stored text is
 * (search-text.ts) and at most 100 characters. Each word must be found, in any language, for a
 * product to match; the spaces a shopper types between Chinese words part them like any other.
 */
export function searchWords(term: string | null | undefined): string[] {
    if (!term) return [];
    const words = term
        .split(/\s+/u)
        .map((w) => normaliseSearchText(w).slice(0, 100))
        .filter(Boolean);
    return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern that finds `word` anywhere, with the pattern characters of the word escaped. */
export function containsPattern(word: string): string {
    return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
