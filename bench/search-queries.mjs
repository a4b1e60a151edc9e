// Shop API searches drawn from the seeded catalogue for the search load runs. Every search of a
// run differs from every other one in what decides its matching set (term, filters, collection,
// price range), so the backend's shared match sets and pages, which answer a repeated search
// from memory, answer none of them: each is read from the database afresh.
import { createHash } from 'node:crypto';

import { createRng } from '@maison/shared';

/**
 * Words a shopper types, taken in turn from four kinds so that none crowds out the others: the
 * words of product names in Chinese, in English, SKU prefixes (a model's, a family's) and
 * whole SKUs.
 */
function searchTerms(catalogue, rng) {
    const zh = new Set();
    const en = new Set();
    const prefixes = new Set();
    const skus = new Set();
    for (const p of catalogue.products) {
        for (const w of p.name.zh.split(/[\s,，]+/)) if (w) zh.add(w);
        for (const w of p.name.en.split(/[\s,()]+/)) if (w.length >= 3) en.add(w.toLowerCase());
        for (const v of p.variants) {
            skus.add(v.sku);
            prefixes.add(v.sku.slice(0, 5));
            prefixes.add(v.sku.slice(0, 6));
        }
    }
    const kinds = [zh, en, prefixes, skus].map((set) => rng.shuffle([...set]));
    const terms = new Set();
    for (let i = 0; kinds.some((k) => i < k.length); i++) {
        for (const k of kinds) if (i < k.length) terms.add(k[i]);
    }
    return [...terms];
}

const CARD =
    'totalItems items { productName sku slug kind productAsset { preview } priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } }';
const COUNTS = 'facetValues { count facetValue { code facet { code } } }';

export const searchQuery = (input, withCounts) =>
    `query ($input: SearchInput!) { search(input: $input) { ${CARD} ${withCounts ? COUNTS : ''} } }`;

/**
 * Three lists of `count` searches each, as the storefront asks them: (a) a term alone with
 * the facet counts, (b) a term and one facet value with the counts, (c) a collection's listing
 * with a price sort, a page of 1-3, sometimes in stock only, narrowed to a price range. No two
 * searches of all three lists share a matching set, nor does (b)'s set without its facet
 * (which its counts read) equal any other.
 */
export function searchLoad(catalogue, count, seed = 1886) {
    // Deterministic, so two runs ask the same searches.
    const rng = createRng(seed);
    const { pick } = rng;
    const terms = searchTerms(catalogue, rng);
    if (terms.length < 2 * count) throw new Error(`the catalogue has ${terms.length} search terms, not ${2 * count}`);
    const facetValues = catalogue.facets.flatMap((f) => f.values.map((v) => ({ facet: f.code, value: v.code })));
    const slugs = catalogue.collections.filter((c) => !c.private).map((c) => c.code);
    const prices = catalogue.products.flatMap((p) => p.variants.map((v) => v.price)).sort((a, b) => a - b);
    const page = () => rng.int(0, 2);

    const termOnly = terms.slice(0, count).map((term) => ({ term, groupByProduct: true, take: 24, skip: 24 * page() }));
    const termAndFacet = terms.slice(count, 2 * count).map((term) => {
        const f = pick(facetValues);
        return {
            term,
            facetCodeFilters: [{ facet: f.facet, values: [f.value] }],
            groupByProduct: true,
            take: 24,
            skip: 24 * page(),
        };
    });
    const seen = new Set();
    const listing = [];
    while (listing.length < count) {
        // A range from one catalogue price to a dearer one: prices are many, so ranges rarely repeat.
        const a = pick(prices);
        const b = pick(prices);
        const input = {
            collectionSlug: pick(slugs),
            groupByProduct: true,
            ...(rng.chance(0.5) ? { inStock: true } : {}),
            priceRangeWithTax: { min: Math.min(a, b), max: Math.max(a, b) + 100_000 },
            sort: { price: rng.chance(0.5) ? 'ASC' : 'DESC' },
            take: 24,
            skip: 24 * page(),
        };
        const key = JSON.stringify([input.collectionSlug, input.inStock, input.priceRangeWithTax]);
        if (seen.has(key)) continue;
        seen.add(key);
        listing.push(input);
    }
    return { termOnly, termAndFacet, listing };
}

/** A fingerprint of a list of searches, printed so two runs can be seen to ask the same. */
export const fingerprint = (list) => createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 12);
