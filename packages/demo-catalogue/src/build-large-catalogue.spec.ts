import { FACET_CODES } from '@maison/shared';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import { buildLargeCatalogue, LARGE_CATALOGUE_VARIANTS } from './build-large-catalogue';
import type { SeedCatalogue, SeedProduct } from './catalogue.types';
import { catalogueImages } from './render-images';

const demo = buildCatalogue();
const large = buildLargeCatalogue();
const variantsOf = (c: SeedCatalogue) => c.products.flatMap((p) => p.variants);
const demoVariants = variantsOf(demo).length;

function expectUnique(values: string[]): void {
    const seen = new Set<string>();
    const dupes = values.filter((v) => seen.size === seen.add(v).size);
    expect(dupes).toEqual([]);
}

const matches = (c: SeedCatalogue, filter: SeedCatalogue['collections'][number]['filter']): SeedProduct[] =>
    'kind' in filter
        ? c.products.filter((p) => p.kind === filter.kind)
        : c.products.filter((p) =>
              filter.facets.every((f) => p.facets.some((pf) => pf.facet === f.facet && pf.value === f.value)),
          );

// Building and comparing 10,000 variants takes seconds, more on a machine that runs other suites too.
describe('buildLargeCatalogue', { timeout: 60_000 }, () => {
    it('holds exactly the variants asked for, 10,000 by default', () => {
        expect(variantsOf(large)).toHaveLength(LARGE_CATALOGUE_VARIANTS);
        for (const variants of [demoVariants, demoVariants + 1, demoVariants + 2, demoVariants + 5, 1_234]) {
            expect(variantsOf(buildLargeCatalogue({ variants }))).toHaveLength(variants);
        }
        expect(() => buildLargeCatalogue({ variants: demoVariants - 1 })).toThrow(RangeError);
    });

    it('is the demo catalogue plus about as many watch as strap variants', () => {
        expect(large.products.slice(0, demo.products.length)).toEqual(demo.products);
        const count = (kind: SeedProduct['kind']) =>
            large.products.filter((p) => p.kind === kind).flatMap((p) => p.variants).length;
        expect(count('watch')).toBeGreaterThan(4_000);
        expect(count('strap')).toBeGreaterThan(4_000);
        expect(count('buckle')).toBe(6);
    });

    it('is deterministic for a seed and varies with it', () => {
        expect(buildLargeCatalogue({ variants: LARGE_CATALOGUE_VARIANTS, seed: 1886 })).toEqual(large);
        expect(buildLargeCatalogue({ seed: 7 })).not.toEqual(large);
    });

    it('keeps skus, slugs and names unique', () => {
        expectUnique(large.products.map((p) => p.sku));
        expectUnique(variantsOf(large).map((v) => v.sku));
        expectUnique(large.products.map((p) => p.slug));
        for (const lang of ['zh', 'en', 'de'] as const) expectUnique(large.products.map((p) => p.name[lang]));
        for (const p of large.products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const p of large.products) {
            for (const lang of ['zh', 'en', 'de'] as const) expect(p.description[lang].length).toBeGreaterThan(0);
            expect(p.name.zh).toMatch(/[\u4e00-\u9fff]/);
        }
    });

    it('reuses the demo pictures instead of drawing new ones', () => {
        const demoFiles = new Set(catalogueImages(demo).map((i) => i.file));
        const files = catalogueImages(large).map((i) => i.file);
        expect(files.filter((f) => !demoFiles.has(f))).toEqual([]);
        for (const p of large.products) expect(p.images.length).toBeGreaterThan(0);
    });

    it('uses the demo facets and collections, each facet value and collection used', () => {
        expect(large.facets.map((f) => f.code)).toEqual([...FACET_CODES]);
        expect(large.collections.map((c) => c.code)).toEqual(demo.collections.map((c) => c.code));
        const known = new Set(large.facets.flatMap((f) => f.values.map((v) => `${f.code}=${v.code}`)));
        const used = new Set<string>();
        for (const p of large.products)
            for (const ref of [...p.facets, ...p.variants.flatMap((v) => v.facets ?? [])]) {
                expect(known.has(`${ref.facet}=${ref.value}`), `${p.sku} ${ref.facet}=${ref.value}`).toBe(true);
                used.add(`${ref.facet}=${ref.value}`);
            }
        expect([...known].filter((k) => !used.has(k))).toEqual([]);
        for (const c of large.collections) expect(matches(large, c.filter).length, c.code).toBeGreaterThan(0);
    });

    it('gives watches a lug width, strap variants theirs, and straps for every watch', () => {
        const straps = large.products.filter((p) => p.kind === 'strap');
        const offered = new Set(straps.flatMap((s) => s.variants.map((v) => v.options[0]?.value)));
        for (const s of straps) {
            expect(s.variants.length).toBeGreaterThanOrEqual(2);
            expect(s.variants.length).toBeLessThanOrEqual(3);
            for (const v of s.variants) expect(v.facets).toEqual([{ facet: 'lug-width', value: v.options[0]?.value }]);
        }
        for (const w of large.products.filter((p) => p.kind === 'watch')) {
            const lug = w.facets.filter((f) => f.facet === 'lug-width').map((f) => f.value);
            expect(lug).toHaveLength(1);
            expect(offered.has(lug[0])).toBe(true);
        }
    });

    it('prices and stocks like the demo: ranges, whole ¥100, sold-out and low stock', () => {
        const ranges: Record<SeedProduct['kind'], [number, number]> = {
            watch: [980_000, 39_800_000],
            strap: [120_000, 480_000],
            buckle: [80_000, 350_000],
        };
        for (const p of large.products) {
            const [min, max] = ranges[p.kind];
            for (const v of p.variants) {
                expect(v.price % 10_000).toBe(0);
                expect(v.price).toBeGreaterThanOrEqual(min);
                expect(v.price).toBeLessThanOrEqual(max);
                expect(Number.isInteger(v.stockOnHand) && v.stockOnHand >= 0).toBe(true);
            }
        }
        const stock = variantsOf(large).map((v) => v.stockOnHand);
        expect(stock.filter((s) => s === 0).length).toBeGreaterThan(100);
        expect(stock.filter((s) => s === 1 || s === 2).length).toBeGreaterThan(100);
    });
});
