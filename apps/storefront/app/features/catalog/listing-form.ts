import {
    facetSelectionFromPairs,
    type ListingQuery,
    listingSearchParams,
    parseListingQuery,
    type PriceRange,
} from '@maison/shared';

/** The hidden field that marks a submitted filter form (sent only without script). */
export const APPLY_FIELD = 'apply';
/** Checkbox name of a facet value; its value is `facet:value`. */
export const FACET_FIELD = 'fv';
export const PRICE_MIN_FIELD = 'priceMin';
export const PRICE_MAX_FIELD = 'priceMax';

/** Yuan bounds typed in the form; both or nothing, as for the `price` parameter. */
function priceFromForm(min: string | null, max: string | null): PriceRange | undefined {
    if (!min?.trim() || !max?.trim()) return undefined;
    return parseListingQuery({ price: `${min.trim()},${max.trim()}` }).price;
}

/**
 * The listing state a submitted filter form asks for: its facet boxes, price bounds, sort and
 * page size, keeping the search text; the first page again, since the results changed.
 */
export function listingQueryFromForm(form: URLSearchParams): ListingQuery {
    const base = parseListingQuery(form);
    return {
        ...base,
        page: 1,
        filter: facetSelectionFromPairs(form.getAll(FACET_FIELD)),
        price: priceFromForm(form.get(PRICE_MIN_FIELD), form.get(PRICE_MAX_FIELD)),
    };
}

/** A listing URL: the path with the canonical query of the state. */
export function listingHref(pathname: string, query: Partial<ListingQuery>, textParam: string): string {
    const qs = listingSearchParams(query, textParam).toString();
    return qs ? `${pathname}?${qs}` : pathname;
}
