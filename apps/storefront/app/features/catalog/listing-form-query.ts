import { facetSelectionFromPairs, type ListingQuery, parseListingQuery, type PriceRange } from '@maison/shared';

import { FACET_FIELD, PRICE_MAX_FIELD, PRICE_MIN_FIELD } from './listing-form';

/*
 * Apart from the form's field names (listing-form.ts) because it needs the query parser, which
 * a page's script loads only when a filter is applied.
 */

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
