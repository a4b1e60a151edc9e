import type { SearchInput, SortOrder } from '@vendure/common/lib/generated-types';

/** A facet filter by codes: a product matches when it has any of the values. */
export interface FacetCodeFilter {
    facet: string;
    values: string[];
}

/** SearchInput with the fields the catalog plugin adds (api-extensions.ts). */
export interface CatalogueSearchInput extends SearchInput {
    inStock?: boolean | null;
    facetCodeFilters?: FacetCodeFilter[] | null;
    /** Inclusive bounds in fen, on the price a shopper pays. */
    priceRangeWithTax?: { min: number; max: number } | null;
    sort?: NonNullable<SearchInput['sort']> & { newest?: SortOrder | null };
}

/** The most results one search returns; a listing shows at most this many cards at once. */
export const MAX_SEARCH_TAKE = 400;
/** Words of a search text that are matched; more only slow the query down. */
export const MAX_SEARCH_WORDS = 6;

/**
 * The words of a search text: split on white space, each at most 100 characters. Each word
 * must be found, in any language, for a product to match.
 */
export function searchWords(term: string | null | undefined): string[] {
    if (!term) return [];
    return [...new Set(term.trim().toLowerCase().split(/\s+/u).filter(Boolean))]
        .map((w) => w.slice(0, 100))
        .slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern that finds `word` anywhere, with the pattern characters of the word escaped. */
export function containsPattern(word: string): string {
    return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
