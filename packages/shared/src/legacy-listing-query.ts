/**
 * The listing parameters of spec §2 as the REST face reads them: apart from listing-query.ts,
 * whose parsers the storefront's pages load in the browser, so that no page builds this object
 * schema (zod's object schemas test for `new Function`, which the pages' policy refuses).
 */
import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, LEGACY_DEFAULT_PAGE_SIZE } from './constants.js';
import {
    DEFAULT_SORT,
    LEGACY_MAX_LISTING_PAGE,
    LEGACY_MAX_PAGE_SIZE,
    type ListingQuery,
    type PageSize,
} from './listing-params.js';
import { collectionsSchema, filterSchema, priceSchema, sortSchema, textSchema } from './listing-query.js';

/** A whole number in a query string, within bounds. */
const queryInt = (max: number) =>
    z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number)
        .pipe(z.number().int().min(1).max(max));

/**
 * The listing parameters of spec §2 as the REST face reads them (`init-product/product/manual`):
 * the same parameters and parsers as the storefront's, but strict, since a client that sends one
 * it cannot form wants to be told (400) rather than shown a default; and paged as the legacy
 * listing pages (spec §9): `itemsPerPage` 24 unless given, page 1, no cards of earlier pages.
 */
export const legacyListingQuerySchema = z.object({
    page: queryInt(LEGACY_MAX_LISTING_PAGE).optional(),
    itemsPerPage: queryInt(LEGACY_MAX_PAGE_SIZE).optional(),
    sort: sortSchema.optional(),
    phrase: z.string().max(1000).pipe(textSchema).optional(),
    term: z.string().max(1000).pipe(textSchema).optional(),
    filter: filterSchema.optional(),
    price: priceSchema.optional(),
    collection: z.string().max(1000).pipe(collectionsSchema).optional(),
});
export type LegacyListingParams = z.output<typeof legacyListingQuerySchema>;

/** A parsed legacy listing query as the storefront's, with its page and page size. */
export function legacyListingQuery(params: LegacyListingParams): ListingQuery & { pageSize: number } {
    return {
        page: params.page ?? 1,
        sort: params.sort ?? DEFAULT_SORT,
        // The storefront's page sizes are 20, 40 and 100; the legacy listing's default is 24.
        itemsPerPage: DEFAULT_PAGE_SIZE as PageSize,
        pageSize: params.itemsPerPage ?? LEGACY_DEFAULT_PAGE_SIZE,
        text: params.phrase ?? params.term ?? '',
        filter: params.filter ?? {},
        price: params.price,
        collections: params.collection ?? [],
    };
}
