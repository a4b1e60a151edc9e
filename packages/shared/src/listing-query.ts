/**
 * The listing query parameters of spec §2, parsed once for the storefront's loaders and the
 * REST API. A listing's URL is its whole state; every parameter that cannot be read falls back
 * to its default, so a mangled link still shows a normal page.
 */
import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants.js';
import {
    DEFAULT_SORT,
    LISTING_CODE,
    type ListingQuery,
    MAX_COLLECTIONS,
    MAX_LISTING_PAGE,
    MAX_PRICE_YUAN,
    MAX_SEARCH_LENGTH,
    normaliseFacetSelection,
    type PageSize,
    type PriceRange,
    SORT_OPTIONS,
    type SortOption,
} from './listing-params.js';

const pageSchema = z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_LISTING_PAGE));

/** Shared with the REST face's strict reading (legacy-listing-query.ts). */
export const sortSchema = z.enum(SORT_OPTIONS);

const pageSizeSchema = z.coerce
    .number()
    .refine((n): n is PageSize => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n));

/** Shared with the REST face's strict reading (legacy-listing-query.ts). */
export const textSchema = z.string().transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH).trim());

/** Shared with the REST face's strict reading (legacy-listing-query.ts). */
export const filterSchema = z
    .string()
    .max(4000)
    .transform((s, ctx) => {
        try {
            return normaliseFacetSelection(JSON.parse(s));
        } catch {
            ctx.addIssue({ code: 'custom', message: 'filter is not JSON' });
            return z.NEVER;
        }
    });

const yuan = z.coerce.number().finite().min(0).max(MAX_PRICE_YUAN);

/** `min,max` in yuan; both bounds or nothing; given the wrong way round, they are swapped. */
/** Shared with the REST face's strict reading (legacy-listing-query.ts). */
export const priceSchema = z.string().transform((s, ctx): PriceRange => {
    const parts = s.split(',');
    const min = yuan.safeParse(parts[0]?.trim() || undefined);
    const max = yuan.safeParse(parts[1]?.trim() || undefined);
    if (parts.length !== 2 || !min.success || !max.success) {
        ctx.addIssue({ code: 'custom', message: 'price is min,max' });
        return z.NEVER;
    }
    const [lo, hi] = min.data <= max.data ? [min.data, max.data] : [max.data, min.data];
    return { min: Math.round(lo * 100), max: Math.round(hi * 100) };
});

/** Shared with the REST face's strict reading (legacy-listing-query.ts). */
export const collectionsSchema = z
    .string()
    .transform((s) =>
        [...new Set(s.split(',').map((c) => c.trim()))].filter((c) => LISTING_CODE.test(c)).slice(0, MAX_COLLECTIONS),
    );

/** Parses one parameter, or gives its default when it is missing or cannot be read. */
function read<T>(schema: z.ZodType<T>, value: string | undefined, fallback: T): T {
    if (value === undefined) return fallback;
    const r = schema.safeParse(value);
    return r.success ? r.data : fallback;
}

/** Anything with `get` like URLSearchParams, or a plain record of first values. */
export type QuerySource = { get(name: string): string | null } | Record<string, string | undefined>;

function getter(source: QuerySource): (name: string) => string | undefined {
    if (typeof (source as URLSearchParams).get === 'function') {
        return (name) => (source as URLSearchParams).get(name) ?? undefined;
    }
    return (name) => {
        const v = (source as Record<string, unknown>)[name];
        return typeof v === 'string' ? v : undefined;
    };
}

export function parseListingQuery(source: QuerySource): ListingQuery {
    const get = getter(source);
    return {
        page: read(pageSchema, get('page'), 1),
        sort: read(sortSchema, get('sort'), DEFAULT_SORT),
        itemsPerPage: read(pageSizeSchema, get('itemsPerPage'), DEFAULT_PAGE_SIZE as PageSize),
        text: read(textSchema, get('q') ?? get('phrase') ?? get('term'), ''),
        filter: read(filterSchema, get('filter'), {}),
        price: read(priceSchema.optional(), get('price'), undefined),
        collections: read(collectionsSchema, get('collection'), []),
    };
}

/** The Shop API search input fields of a listing's sort options (the catalog plugin adds `newest`). */
export const LISTING_SORT_INPUT = {
    'price-ASC': { price: 'ASC' },
    'price-DESC': { price: 'DESC' },
    'new-DESC': { newest: 'DESC' },
} as const satisfies Record<SortOption, object>;

/**
 * The search a listing query asks for, for a window of its results: the Shop API `search`
 * input's fields (groupByProduct, term, sort, facetCodeFilters, priceRangeWithTax), the same
 * for the storefront's listings and the REST face's. The scope (collections, kinds) is the
 * caller's.
 */
export function listingSearchInput(
    query: Pick<ListingQuery, 'text' | 'sort' | 'filter' | 'price'>,
    window: { skip: number; take: number },
) {
    return {
        term: query.text || undefined,
        groupByProduct: true,
        take: window.take,
        skip: window.skip,
        sort: LISTING_SORT_INPUT[query.sort],
        facetCodeFilters: Object.entries(query.filter).map(([facet, values]) => ({ facet, values: values ?? [] })),
        priceRangeWithTax: query.price,
    };
}
