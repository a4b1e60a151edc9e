import type { ID } from '@vendure/core';

import type { MatchRow } from './match-set';
import type { CatalogueSearchInput } from './search-input';
import { TextIndex, yieldToRequests } from './text-index';

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
    collectionSlugs: readonly string[];
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
 * its rank), without a query. Each distinct field is held once (a product's name and
 * description are shared by all its variants), and a word is found among them through the index
 * of their tokens (text-index.ts), not by reading them.
 */
export class SearchSnapshot {
    private constructor(
        private readonly variants: readonly Variant[],
        /** How many distinct fields the texts have (TextRow.fields are ids among them). */
        readonly textCount: number,
        private readonly index: TextIndex,
        private readonly byFacetValue: Postings,
        private readonly byCollectionId: Postings,
        private readonly byCollectionSlug: Postings,
        /** For each distinct field, the variants whose texts have it. */
        private readonly byText: ReadonlyArray<Uint32Array>,
    ) {
        this.all = Uint32Array.from(variants, (_, i) => i);
    }

    /** Every variant's position, for a search that narrows by nothing but scalar filters. */
    private readonly all: Uint32Array;

    /** Variants held, for the figures and the tests. */
    get size(): number {
        return this.variants.length;
    }

    /** Built in slices, so that the searches and pages a backend serves meanwhile are not held up. */
    static async of(rows: readonly SnapshotSourceRow[], defaultLanguage: string): Promise<SearchSnapshot> {
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
        for (let i = 0; i < rows.length; i++) {
            if (i % 5_000 === 4_999) await yieldToRequests();
            const r = rows[i]!;
            const variantId = String(r.productVariantId);
            let v = byVariant.get(variantId);
            if (!v) {
                v = {
                    row: {
                        productId: String(r.productId),
                        variantId,
                        price: Number(r.price),
                        priceWithTax: Number(r.priceWithTax),
                        rank: 0,
                        facetValueIds: list(r.facetValueIds),
                        collectionIds: list(r.collectionIds),
                    },
                    enabled: truthy(r.enabled),
                    inStock: truthy(r.inStock),
                    productInStock: truthy(r.productInStock),
                    kind: r.kind,
                    collectionSlugs: list(r.collectionSlugs),
                    inDefaultLanguage: false,
                    texts: [],
                };
                byVariant.set(variantId, v);
            }
            if (r.languageCode === defaultLanguage) v.inDefaultLanguage = true;
            if (r.text !== null && r.names !== null) v.texts.push(textRow(r, intern));
        }
        const variants = [...byVariant.values()];
        const byText = Array.from({ length: strings.length }, (): number[] => []);
        variants.forEach((v, i) => {
            for (const t of v.texts) {
                for (const f of t.fields) {
                    const holders = byText[f]!;
                    if (holders[holders.length - 1] !== i) holders.push(i);
                }
            }
        });
        return new SearchSnapshot(
            variants,
            strings.length,
            await TextIndex.of(strings),
            postings(variants, (v) => v.row.facetValueIds),
            postings(variants, (v) => v.row.collectionIds),
            postings(variants, (v) => v.collectionSlugs),
            byText.map((l) => Uint32Array.from(l)),
        );
    }

    /** Every variant the query matches, as the database query would list them. */
    match(q: SnapshotQuery): MatchRow[] {
        const { input, words } = q;
        // Which strings hold each word, found once per search.
        const found = words.map((w) => this.index.holding(w));
        const inFields = (t: TextRow, word: number, count: number): boolean => {
            const { marks } = found[word]!;
            for (let f = 0; f < count; f++) if (marks[t.fields[f]!] === 1) return true;
            return false;
        };
        // Each entry a choice: a variant must be in one of its lists.
        const required: Uint32Array[][] = [];
        const ofIds = (ids: readonly ID[], by: Postings) => ids.map((id) => by.get(String(id)) ?? NONE);
        for (const f of input.facetValueFilters ?? []) {
            const ids = [...(f.and ? [f.and] : []), ...(f.or ?? [])];
            if (ids.length) required.push(ofIds(ids, this.byFacetValue));
        }
        if (input.facetValueIds?.length) {
            if (input.facetValueOperator === 'OR') required.push(ofIds(input.facetValueIds, this.byFacetValue));
            else for (const id of input.facetValueIds) required.push(ofIds([id], this.byFacetValue));
        }
        for (const ids of q.facetCodeIds) required.push(ofIds(ids, this.byFacetValue));
        if (input.collectionId) required.push(ofIds([input.collectionId], this.byCollectionId));
        if (input.collectionIds?.length) required.push(ofIds(input.collectionIds, this.byCollectionId));
        if (input.collectionSlug) required.push(ofIds([input.collectionSlug], this.byCollectionSlug));
        if (input.collectionSlugs?.length) required.push(ofIds(input.collectionSlugs, this.byCollectionSlug));
        // The first word narrows the variants to those with a text holding it; the rest is checked below.
        if (found.length) required.push(found[0]!.strings.map((s) => this.byText[s]!));

        const kinds = input.kinds?.length ? new Set(input.kinds) : undefined;
        const range = input.priceRangeWithTax;
        const min = range ? Math.min(range.min, range.max) : 0;
        const max = range ? Math.max(range.min, range.max) : 0;
        const out: MatchRow[] = [];
        for (const i of this.candidates(required)) {
            const v = this.variants[i]!;
            if (q.enabledOnly && !v.enabled) continue;
            if (!words.length && !v.inDefaultLanguage) continue;
            if (kinds && (v.kind === null || !kinds.has(v.kind))) continue;
            if (input.inStock != null && (input.groupByProduct ? v.productInStock : v.inStock) !== input.inStock) {
                continue;
            }
            if (range && (v.row.priceWithTax < min || v.row.priceWithTax > max)) continue;
            if (!words.length) {
                out.push(v.row);
                continue;
            }
            // Every word in one language's text; the best rank among the languages that match.
            let rank = -1;
            for (const t of v.texts) {
                let all = true;
                for (let w = 0; w < words.length && all; w++) all = inFields(t, w, t.fields.length);
                if (!all) continue;
                let r = 0;
                if (t.sku === q.exact || t.name === q.exact) r = 2;
                else if (words.every((_, w) => inFields(t, w, NAME_FIELDS))) r = 1;
                rank = Math.max(rank, r);
                if (rank === 2) break;
            }
            if (rank < 0) continue;
            out.push(rank === 0 ? v.row : { ...v.row, rank });
        }
        return out;
    }

    /** The variants in one list of each choice, in order; all of them when nothing is required. */
    private candidates(required: readonly Uint32Array[][]): Iterable<number> {
        const n = this.variants.length;
        if (!required.length) return this.all;
        // How many choices each variant has met, counting a variant once per choice.
        const met = new Uint16Array(n);
        required.forEach((lists, k) => {
            for (const l of lists) {
                for (const i of l) if (met[i] === k) met[i] = k + 1;
            }
        });
        const out: number[] = [];
        for (let i = 0; i < n; i++) if (met[i] === required.length) out.push(i);
        return out;
    }
}

const NONE = new Uint32Array(0);

/** Variant positions by a value they have, as the filters ask for them. */
type Postings = ReadonlyMap<string, Uint32Array>;

function postings(variants: readonly Variant[], valuesOf: (v: Variant) => readonly string[]): Postings {
    const lists = new Map<string, number[]>();
    variants.forEach((v, i) => {
        for (const value of new Set(valuesOf(v))) {
            let l = lists.get(value);
            if (!l) lists.set(value, (l = []));
            l.push(i);
        }
    });
    return new Map([...lists].map(([value, l]) => [value, Uint32Array.from(l)]));
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
