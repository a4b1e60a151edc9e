import type { ID } from '@vendure/core';

/** One variant that matches a search, with what sorting, paging and counting need. */
export interface MatchRow {
    productId: string;
    variantId: string;
    price: number;
    priceWithTax: number;
    /**
     * How well it matches the search text, in any language: 2 when its sku or name is the
     * whole text, 1 when every word is in its sku or name, 0 when only in the description.
     */
    rank: number;
    facetValueIds: string[];
    collectionIds: string[];
}

/** A product (or, ungrouped, a variant) in the result list. */
export interface ResultGroup {
    productId: string;
    /** The variant the result shows: the cheapest one of the product. */
    variantId: string;
    /** Lowest and highest price with tax, in fen. */
    minPrice: number;
    maxPrice: number;
    /** The same without tax. */
    minNet: number;
    maxNet: number;
    rank: number;
}

export type SortKey = { by: 'price'; order: 'ASC' | 'DESC' } | { by: 'newest' } | { by: 'name'; order: 'ASC' | 'DESC' };

/** Groups matching variants by product, keeping the cheapest variant as the one shown. */
const single = (r: MatchRow): ResultGroup => ({
    productId: r.productId,
    variantId: r.variantId,
    minPrice: r.priceWithTax,
    maxPrice: r.priceWithTax,
    minNet: r.price,
    maxNet: r.price,
    rank: r.rank,
});

export function groupRows(rows: readonly MatchRow[], byProduct: boolean): ResultGroup[] {
    if (!byProduct) return rows.map(single);
    const groups = new Map<string, ResultGroup>();
    for (const r of rows) {
        const g = groups.get(r.productId);
        if (!g) {
            groups.set(r.productId, single(r));
            continue;
        }
        g.minNet = Math.min(g.minNet, r.price);
        g.maxNet = Math.max(g.maxNet, r.price);
        if (
            r.priceWithTax < g.minPrice ||
            (r.priceWithTax === g.minPrice && Number(r.variantId) < Number(g.variantId))
        ) {
            g.minPrice = r.priceWithTax;
            g.variantId = r.variantId;
        }
        g.maxPrice = Math.max(g.maxPrice, r.priceWithTax);
        g.rank = Math.max(g.rank, r.rank);
    }
    return [...groups.values()];
}

const byId = (a: string, b: string) => Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders results: better matches of the search text first (exact sku or name, then sku or
 * name, then description), each tier by the chosen sort, ties by id so that paging is stable.
 * Names are not known here, so a name sort falls back to ids.
 */
export function sortGroups(groups: ResultGroup[], sort: SortKey): ResultGroup[] {
    return groups.sort((a, b) => {
        if (a.rank !== b.rank) return b.rank - a.rank;
        if (sort.by === 'price') {
            const d = sort.order === 'ASC' ? a.minPrice - b.minPrice : b.minPrice - a.minPrice;
            if (d) return d;
        }
        if (sort.by === 'newest') {
            const d = byId(b.productId, a.productId);
            if (d) return d;
        }
        return byId(a.productId, b.productId) || byId(a.variantId, b.variantId);
    });
}

/** How often each id occurs among the results, each product (or variant) counted once. */
export function countIds(
    rows: readonly MatchRow[],
    byProduct: boolean,
    pick: (r: MatchRow) => string[],
): Map<ID, number> {
    const seen = new Map<string, Set<string>>();
    for (const r of rows) {
        const key = byProduct ? r.productId : r.variantId;
        for (const id of pick(r)) {
            if (!id) continue;
            let keys = seen.get(id);
            if (!keys) seen.set(id, (keys = new Set()));
            keys.add(key);
        }
    }
    return new Map([...seen].map(([id, keys]) => [id, keys.size]));
}

export function countResults(rows: readonly MatchRow[], byProduct: boolean): number {
    return byProduct ? new Set(rows.map((r) => r.productId)).size : rows.length;
}
