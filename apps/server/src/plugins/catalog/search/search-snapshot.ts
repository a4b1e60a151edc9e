import type { ID } from '@vendure/core';

import type { MatchRow } from './match-set';
import type { CatalogueSearchInput } from './search-input';

/**
 * One row of the search index with its stored search text (catalogue_search_text) and its
 * product's kind, as the snapshot reads them: a variant in one language.
 */
export interface SnapshotSourceRow {
    productVariantId: string | number;
    productId: string | number;
    languageCode: string;
    price: string | number;
    priceWithTax: string | number;
    facetValueIds: string | null;
    collectionIds: string | null;
    collectionSlugs: string | null;
    inStock: boolean | number | string;
    productInStock: boolean | number | string;
    enabled: boolean | number | string;
    kind: string | null;
    /** The stored search text's columns; null when the row has none yet (never found by a word). */
    sku: string | null;
    name: string | null;
    names: string | null;
    text: string | null;
}

/** The input as the snapshot filters it: facet codes already turned into their values' ids. */
export interface SnapshotQuery {
    words: readonly string[];
    /** The whole search text, normalised: an equal sku or name ranks first. */
    exact: string;
    input: CatalogueSearchInput;
    /** Per facet code filter, the ids of its values: a variant must have one of each list. */
    facetCodeIds: ReadonlyArray<readonly ID[]>;
    enabledOnly: boolean;
}

/** The stored text of a variant in one language, its fields as ids into the snapshot's strings. */
interface TextRow {
    /** sku, product name and variant name, then the description. */
    fields: number[];
    sku: string;
    name: string;
}

interface Variant {
    /** The match row it gives when the search text does not rank it (rank 0). */
    row: MatchRow;
    enabled: boolean;
    inStock: boolean;
    productInStock: boolean;
    kind: string | null;
    facetValueIds: ReadonlySet<string>;
    collectionIds: ReadonlySet<string>;
    collectionSlugs: ReadonlySet<string>;
    /** Whether the channel's default language has a row of it: searches without words read those. */
    inDefaultLanguage: boolean;
    texts: TextRow[];
}

/** The name fields are the first three of a text's fields (search-text.ts: sku, name, variant name). */
const NAME_FIELDS = 3;
/** The break search-text.ts puts between fields; no search word holds one. */
const FIELD_BREAK = '\n';

const list = (s: string | null): string[] => (s ? s.split(',').filter(Boolean) : []);
const truthy = (v: boolean | number | string): boolean =>
    v === true || v === 1 || v === '1' || v === 't' || v === 'true';

/**
 * The search index of one channel at one catalogue version, held in memory, answering what the
 * database query of CatalogueSearchStrategy answers (the same matching set of variants, each with
 * its rank), without a query. A word is looked for in each distinct field once per search: a
 * product's name and description are shared by all its variants, so the strings to search are
 * far fewer than the rows.
 */
export class SearchSnapshot {
    private constructor(
        private readonly variants: readonly Variant[],
        private readonly strings: readonly string[],
    ) {}

    /** Variants held, for the figures and the tests. */
    get size(): number {
        return this.variants.length;
    }

    static of(rows: readonly SnapshotSourceRow[], defaultLanguage: string): SearchSnapshot {
        const strings: string[] = [];
        const ids = new Map<string, number>();
        const intern = (s: string): number => {
            let id = ids.get(s);
            if (id === undefined) {
                id = strings.push(s) - 1;
                ids.set(s, id);
            }
            return id;
        };
        const byVariant = new Map<string, Variant>();
        for (const r of rows) {
            const variantId = String(r.productVariantId);
            let v = byVariant.get(variantId);
            if (!v) {
                const facetValueIds = list(r.facetValueIds);
                const collectionIds = list(r.collectionIds);
                v = {
                    row: {
                        productId: String(r.productId),
                        variantId,
                        price: Number(r.price),
                        priceWithTax: Number(r.priceWithTax),
                        rank: 0,
                        facetValueIds,
                        collectionIds,
                    },
                    enabled: truthy(r.enabled),
                    inStock: truthy(r.inStock),
                    productInStock: truthy(r.productInStock),
                    kind: r.kind,
                    facetValueIds: new Set(facetValueIds),
                    collectionIds: new Set(collectionIds),
                    collectionSlugs: new Set(list(r.collectionSlugs)),
                    inDefaultLanguage: false,
                    texts: [],
                };
                byVariant.set(variantId, v);
            }
            if (r.languageCode === defaultLanguage) v.inDefaultLanguage = true;
            if (r.text !== null && r.names !== null) v.texts.push(textRow(r, intern));
        }
        return new SearchSnapshot([...byVariant.values()], strings);
    }

    /** Every variant the query matches, as the database query would list them. */
    match(q: SnapshotQuery): MatchRow[] {
        const { input } = q;
        // Whether each string holds each word, found once per search and only when asked.
        const found = q.words.map(() => new Int8Array(this.strings.length).fill(-1));
        const has = (word: number, field: number): boolean => {
            const seen = found[word]![field]!;
            if (seen !== -1) return seen === 1;
            const yes = this.strings[field]!.includes(q.words[word]!);
            found[word]![field] = yes ? 1 : 0;
            return yes;
        };
        const inFields = (t: TextRow, word: number, count: number): boolean => {
            for (let f = 0; f < count; f++) if (has(word, t.fields[f]!)) return true;
            return false;
        };
        const kinds = input.kinds?.length ? new Set(input.kinds) : undefined;
        const range = input.priceRangeWithTax;
        const min = range ? Math.min(range.min, range.max) : 0;
        const max = range ? Math.max(range.min, range.max) : 0;
        const anyOf = (ids: readonly ID[], set: ReadonlySet<string>) => ids.some((id) => set.has(String(id)));
        const facetLists: Array<readonly ID[]> = [];
        for (const f of input.facetValueFilters ?? []) {
            const ids = [...(f.and ? [f.and] : []), ...(f.or ?? [])];
            if (ids.length) facetLists.push(ids);
        }
        if (input.facetValueIds?.length) {
            if (input.facetValueOperator === 'OR') facetLists.push(input.facetValueIds);
            else for (const id of input.facetValueIds) facetLists.push([id]);
        }
        facetLists.push(...q.facetCodeIds);
        const collectionLists: Array<readonly ID[]> = [];
        if (input.collectionId) collectionLists.push([input.collectionId]);
        if (input.collectionIds?.length) collectionLists.push(input.collectionIds);
        const slugLists = [input.collectionSlug ? [input.collectionSlug] : [], input.collectionSlugs ?? []].filter(
            (l) => l.length > 0,
        );

        const out: MatchRow[] = [];
        for (const v of this.variants) {
            if (q.enabledOnly && !v.enabled) continue;
            if (!q.words.length && !v.inDefaultLanguage) continue;
            if (kinds && (v.kind === null || !kinds.has(v.kind))) continue;
            if (input.inStock != null && (input.groupByProduct ? v.productInStock : v.inStock) !== input.inStock) {
                continue;
            }
            if (range && (v.row.priceWithTax < min || v.row.priceWithTax > max)) continue;
            if (!facetLists.every((ids) => anyOf(ids, v.facetValueIds))) continue;
            if (!collectionLists.every((ids) => anyOf(ids, v.collectionIds))) continue;
            if (!slugLists.every((slugs) => slugs.some((s) => v.collectionSlugs.has(s)))) continue;
            if (!q.words.length) {
                out.push(v.row);
                continue;
            }
            // Every word in one language's text; the best rank among the languages that match.
            let rank = -1;
            for (const t of v.texts) {
                let all = true;
                for (let w = 0; w < q.words.length && all; w++) all = inFields(t, w, t.fields.length);
                if (!all) continue;
                let r = 0;
                if (t.sku === q.exact || t.name === q.exact) r = 2;
                else if (q.words.every((_, w) => inFields(t, w, NAME_FIELDS))) r = 1;
                rank = Math.max(rank, r);
                if (rank === 2) break;
            }
            if (rank < 0) continue;
            out.push(rank === 0 ? v.row : { ...v.row, rank });
        }
        return out;
    }
}

/**
 * A stored text split back into its fields: `names` is sku, name and variant name on three
 * lines, and `text` is `names`, a line and the description (search-text.ts). A text of another
 * shape is kept whole, found by its words all the same.
 */
function textRow(r: SnapshotSourceRow, intern: (s: string) => number): TextRow {
    const names = r.names!;
    const text = r.text!;
    const nameFields = names.split(FIELD_BREAK);
    const fields =
        nameFields.length === NAME_FIELDS && text.startsWith(names + FIELD_BREAK)
            ? [...nameFields, text.slice(names.length + FIELD_BREAK.length)]
            : [names, '', '', text];
    return { fields: fields.map(intern), sku: r.sku ?? '', name: r.name ?? '' };
}
