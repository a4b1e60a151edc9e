import { FACET_CODES } from '@maison/shared';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import type { Localised, SeedCatalogue, SeedProduct } from './catalogue.types';

const catalogue = buildCatalogue();
const byKind = (kind: SeedProduct['kind']): SeedProduct[] => catalogue.products.filter((p) => p.kind === kind);
const watches = byKind('watch');
const straps = byKind('strap');
const buckles = byKind('buckle');
const facetValues = (p: SeedProduct, facet: string): string[] =>
    p.facets.filter((f) => f.facet === facet).map((f) => f.value);
type CollectionFilter = SeedCatalogue['collections'][number]['filter'];
const matches = (c: SeedCatalogue, filter: CollectionFilter | undefined): SeedProduct[] =>
    !filter
        ? []
        : 'kind' in filter
          ? c.products.filter((p) => p.kind === filter.kind)
          : c.products.filter((p) =>
                filter.facets.every((f) => p.facets.some((pf) => pf.facet === f.facet && pf.value === f.value)),
            );

function allTexts(c: SeedCatalogue): Localised[] {
    return [
        ...c.facets.flatMap((f) => [f.name, ...f.values.map((v) => v.name)]),
        ...c.collections.flatMap((col) => [col.name, col.description]),
        ...c.products.flatMap((p) => [
            p.name,
            p.description,
            ...p.optionGroups.flatMap((g) => [g.name, ...g.options.map((o) => o.name)]),
        ]),
    ];
}

function expectUnique(values: string[]): void {
    const dupes = values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes).toEqual([]);
}

describe('buildCatalogue', () => {
    it('is deterministic for a seed and varies with it', () => {
        expect(buildCatalogue()).toEqual(catalogue);
        expect(buildCatalogue(1886)).toEqual(catalogue);
        expect(buildCatalogue(7)).not.toEqual(catalogue);
    });

    it('keeps its guarantees under other seeds', () => {
        for (const seed of [1, 7, 42, 2024]) {
            const other = buildCatalogue(seed);
            expectUnique(other.products.map((p) => p.name.en));
            expectUnique(other.products.map((p) => p.name.zh));
            expect(other.products.filter((p) => p.kind === 'watch').length).toBe(watches.length);
            const recommend = other.collections.find((c) => c.code === 'recommend_search');
            expect(matches(other, recommend?.filter).length).toBeGreaterThanOrEqual(12);
            for (const c of other.collections) expect(matches(other, c.filter).length).toBeGreaterThan(0);
        }
    });

    it('holds enough watches, straps and buckles', () => {
        expect(watches.length).toBeGreaterThanOrEqual(70);
        expect(new Set(watches.map((w) => w.collectionCode)).size).toBeGreaterThanOrEqual(7);
        expect(straps.length).toBeGreaterThanOrEqual(44);
        expect(buckles).toHaveLength(6);
        const models = new Map<string, Set<string>>();
        for (const w of watches) {
            expect(w.modelCode?.startsWith(`${w.collectionCode}-`)).toBe(true);
            const set = models.get(w.collectionCode ?? '') ?? new Set<string>();
            set.add(w.modelCode ?? '');
            models.set(w.collectionCode ?? '', set);
        }
        for (const set of models.values()) expect(set.size).toBe(2);
    });

    it('gives every strap one to three existing buckles', () => {
        const buckleSkus = new Set(buckles.map((b) => b.sku));
        for (const strap of straps) {
            expect(strap.buckleSkus?.length).toBeGreaterThanOrEqual(1);
            expect(strap.buckleSkus?.length).toBeLessThanOrEqual(3);
            for (const sku of strap.buckleSkus ?? []) expect(buckleSkus.has(sku)).toBe(true);
        }
    });

    it('keeps skus, slugs, names and image files unique', () => {
        expectUnique(catalogue.products.map((p) => p.sku));
        expectUnique(catalogue.products.flatMap((p) => p.variants.map((v) => v.sku)));
        expectUnique(catalogue.products.map((p) => p.slug));
        for (const lang of ['zh', 'en', 'de'] as const) expectUnique(catalogue.products.map((p) => p.name[lang]));
        expectUnique([
            ...catalogue.products.flatMap((p) => p.images.map((i) => i.file)),
            ...catalogue.collections.map((c) => c.image),
        ]);
        expectUnique(catalogue.collections.map((c) => c.code));
        for (const p of catalogue.products) {
            expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
            expect(p.slug.endsWith(p.sku.toLowerCase())).toBe(true);
        }
    });

    it('shapes skus, variants and options per kind', () => {
        for (const w of watches) {
            expect(w.sku).toMatch(/^M\dA\d{4}$/);
            expect(w.optionGroups).toEqual([]);
            expect(w.variants).toHaveLength(1);
            expect(w.variants[0]?.sku).toBe(w.sku);
            expect(w.variants[0]?.options).toEqual([]);
            expect(w.images.map((i) => i.spec.kind === 'watch' && i.spec.view)).toEqual(['front', 'angle']);
        }
        for (const s of straps) {
            expect(s.sku).toMatch(/^S\dA\d{4}$/);
            const group = s.optionGroups[0];
            expect(s.optionGroups).toHaveLength(1);
            expect(group?.code).toBe('width');
            expect(group?.options.length).toBeGreaterThanOrEqual(2);
            expect(group?.options.length).toBeLessThanOrEqual(3);
            expect(s.variants.map((v) => v.options)).toEqual(
                group?.options.map((o) => [{ group: 'width', value: o.code }]),
            );
            for (const v of s.variants) expect(v.sku).toBe(`${s.sku}-${v.options[0]?.value.replace('mm', '')}`);
            expect(s.images.map((i) => i.spec.kind === 'strap' && i.spec.view)).toEqual(['front', 'detail']);
        }
        for (const b of buckles) {
            expect(b.sku).toMatch(/^B\dA\d{4}$/);
            expect(b.variants).toHaveLength(1);
            expect(b.images).toHaveLength(1);
        }
    });

    it('writes every text in zh, en and de, zh in Chinese', () => {
        for (const text of allTexts(catalogue)) {
            for (const lang of ['zh', 'en', 'de'] as const) expect(text[lang].trim().length).toBeGreaterThan(0);
            expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
        }
        for (const p of catalogue.products) {
            expect(p.description.en.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(2);
        }
    });

    it('refers only to existing facet values and uses each of them', () => {
        const known = new Set(catalogue.facets.flatMap((f) => f.values.map((v) => `${f.code}=${v.code}`)));
        const used = new Set<string>();
        for (const p of catalogue.products) {
            for (const ref of [...p.facets, ...p.variants.flatMap((v) => v.facets ?? [])]) {
                expect(known.has(`${ref.facet}=${ref.value}`), `${p.sku} ${ref.facet}=${ref.value}`).toBe(true);
                used.add(`${ref.facet}=${ref.value}`);
            }
        }
        for (const c of catalogue.collections)
            for (const ref of 'facets' in c.filter ? c.filter.facets : [])
                expect(known.has(`${ref.facet}=${ref.value}`)).toBe(true);
        expect([...known].filter((k) => !used.has(k))).toEqual([]);
        const codes = (facet: string): string[] =>
            catalogue.facets.find((f) => f.code === facet)?.values.map((v) => v.code) ?? [];
        expect(codes('flag').sort()).toEqual(
            ['capsule', 'country-exclusive', 'ecom-exclusive', 'boutique-exclusive', 'limited-edition', 'new'].sort(),
        );
        expect(codes('case-material')).toHaveLength(6);
        expect(codes('dial-colour').length).toBeGreaterThanOrEqual(8);
        expect(codes('case-diameter')).toEqual(['36mm', '38mm', '40mm', '41mm', '42mm', '44mm']);
        expect(catalogue.facets.map((f) => f.code)).toEqual([...FACET_CODES]);
    });

    it('gives each watch its facets once, and at most one flag to any product', () => {
        const facets = FACET_CODES.filter((code) => code !== 'flag');
        for (const w of watches)
            for (const facet of facets) expect(facetValues(w, facet), `${w.sku} ${facet}`).toHaveLength(1);
        for (const s of straps)
            for (const facet of ['strap-material', 'gender']) expect(facetValues(s, facet)).toHaveLength(1);
        for (const p of catalogue.products) expect(facetValues(p, 'flag').length).toBeLessThanOrEqual(1);
        const flagged = watches.filter((w) => facetValues(w, 'flag').length > 0).length;
        expect(flagged).toBeGreaterThanOrEqual(Math.floor(watches.length / 4));
        expect(flagged).toBeLessThanOrEqual(Math.ceil(watches.length / 2.5));
    });

    it('builds a collection tree whose parents exist and whose filters find products', () => {
        const codes = new Set(catalogue.collections.map((c) => c.code));
        for (const c of catalogue.collections) {
            if (c.parent) expect(codes.has(c.parent)).toBe(true);
            expect(c.image).toMatch(/\.jpg$/);
            expect(matches(catalogue, c.filter).length).toBeGreaterThan(0);
        }
        const children = catalogue.collections.filter((c) => c.parent === 'watches');
        expect(children.length).toBeGreaterThanOrEqual(7);
        for (const code of ['watches', 'straps'])
            expect(catalogue.collections.find((c) => c.code === code)?.private).toBeFalsy();
        for (const code of ['buckles', 'recommend_search'])
            expect(catalogue.collections.find((c) => c.code === code)?.private).toBe(true);
    });

    it('flags 12 to 16 products new, all found by recommend_search', () => {
        const recommend = catalogue.collections.find((c) => c.code === 'recommend_search');
        expect(recommend?.filter).toEqual({ facets: [{ facet: 'flag', value: 'new' }] });
        const found = matches(catalogue, recommend?.filter);
        expect(found.length).toBeGreaterThanOrEqual(12);
        expect(found.length).toBeLessThanOrEqual(16);
    });

    it('prices in whole fen within each range, rounded to ¥100', () => {
        const ranges: Record<SeedProduct['kind'], [number, number]> = {
            watch: [980_000, 39_800_000],
            strap: [120_000, 480_000],
            buckle: [80_000, 350_000],
        };
        for (const p of catalogue.products) {
            const [min, max] = ranges[p.kind];
            for (const v of p.variants) {
                expect(Number.isInteger(v.price)).toBe(true);
                expect(v.price % 10_000).toBe(0);
                expect(v.price).toBeGreaterThanOrEqual(min);
                expect(v.price).toBeLessThanOrEqual(max);
            }
        }
    });

    it('shows sold-out and low stock', () => {
        const stock = (products: SeedProduct[]): number[] =>
            products.flatMap((p) => p.variants.map((v) => v.stockOnHand));
        const watchStock = stock(watches);
        expect(watchStock.filter((s) => s === 0)).toHaveLength(8);
        expect(watchStock.filter((s) => s === 1 || s === 2)).toHaveLength(8);
        expect(Math.max(...watchStock)).toBeLessThanOrEqual(30);
        const strapStock = stock(straps);
        expect(strapStock.filter((s) => s === 0).length).toBeGreaterThan(0);
        expect(strapStock.filter((s) => s === 1 || s === 2).length).toBeGreaterThan(0);
        expect(stock(buckles).filter((s) => s === 0)).toHaveLength(1);
        for (const s of stock(catalogue.products)) expect(Number.isInteger(s) && s >= 0).toBe(true);
    });

    it('gives straps their widths as lug-width facets and has straps for every watch', () => {
        for (const s of straps)
            for (const v of s.variants) {
                expect(v.facets).toEqual([{ facet: 'lug-width', value: v.options[0].value }]);
            }
        const offered = new Set(straps.flatMap((s) => s.variants.map((v) => v.options[0].value)));
        for (const w of watches) {
            const lug = facetValues(w, 'lug-width');
            expect(lug).toHaveLength(1);
            expect(offered.has(lug[0]), `${w.sku} ${lug[0]}`).toBe(true);
        }
    });
});
