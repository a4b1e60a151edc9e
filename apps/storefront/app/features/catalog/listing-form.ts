import { type ListingQuery, listingSearchParams } from '@maison/shared';

/** The hidden field that marks a submitted filter form (sent only without script). */
export const APPLY_FIELD = 'apply';
/** Checkbox name of a facet value; its value is `facet:value`. */
export const FACET_FIELD = 'fv';
export const PRICE_MIN_FIELD = 'priceMin';
export const PRICE_MAX_FIELD = 'priceMax';

/** A listing URL: the path with the canonical query of the state. */
export function listingHref(pathname: string, query: Partial<ListingQuery>, textParam: string): string {
    const qs = listingSearchParams(query, textParam).toString();
    return qs ? `${pathname}?${qs}` : pathname;
}
