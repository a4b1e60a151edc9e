/**
 * A catalogue of any size, for load tests: the demo catalogue plus watches and straps derived
 * from its models, strap styles, words and facets, under the same collection tree. Pictures
 * are the demo's: a derived product shows the demo picture closest to it, so seeding ten
 * thousand variants draws no more images than the demo does.
 */
import { createRng, hashString, type Rng } from '@maison/shared';

import { buildCatalogue } from './build-catalogue';
import type { Localised, SeedCatalogue, SeedImage, SeedProduct, SeedVariant } from './catalogue.types';
import { buildCollections, WATCH_COLLECTIONS } from './catalogue-collections';
import { buildFacets } from './catalogue-facets';
import { STRAP_FAMILIES, STRAP_STYLES } from './catalogue-strap-styles';
import { buildStrap } from './catalogue-straps';
import { slugify } from './catalogue-text';
import { WATCH_MODELS } from './catalogue-watch-models';
import { buildWatch } from './catalogue-watches';
import { L, type Flag } from './catalogue-words';

export const LARGE_CATALOGUE_VARIANTS = 10_000;

export interface LargeCatalogueOptions {
    /** Variants in all, the demo's included; at least as many as the demo has. */
    variants?: number;
    seed?: number;
}

/** Places of the Swiss watch country, naming the editions that tell derived references apart. */
const EDITIONS: Localised[] = [
    L('勒洛克', 'Le Locle', 'Le Locle'),
    L('汝拉', 'Jura', 'Jura'),
    L('莱芒湖', 'Léman', 'Genfersee'),
    L('汝山谷', 'Vallée de Joux', 'Vallée de Joux'),
    L('纳沙泰尔', 'Neuchâtel', 'Neuenburg'),
    L('恩加丁', 'Engadine', 'Engadin'),
    L('格吕耶尔', 'Gruyère', 'Greyerz'),
    L('拉沃', 'Lavaux', 'Lavaux'),
    L('圣伊米耶', 'Saint-Imier', 'Saint-Imier'),
    L('沙塞拉尔', 'Chasseral', 'Chasseral'),
    L('杜河', 'Doubs', 'Doubs'),
    L('阿莱奇', 'Aletsch', 'Aletsch'),
    L('马特洪峰', 'Matterhorn', 'Matterhorn'),
    L('卢加诺', 'Lugano', 'Lugano'),
    L('比尔', 'Biel', 'Biel'),
    L('拉绍德封', 'La Chaux-de-Fonds', 'La Chaux-de-Fonds'),
];

/** Make-ups of a derived strap; a bracelet has its own, since it has no stitching or lining. */
const STRAP_FINISHES: Localised[] = [
    L('同色缝线', 'tone-on-tone stitching', 'Ton-in-Ton-Naht'),
    L('对比色缝线', 'contrast stitching', 'Kontrastnaht'),
    L('马鞍缝线', 'saddle stitching', 'Sattlernaht'),
    L('加厚衬垫', 'padded', 'gepolstert'),
    L('平边', 'flat edge', 'flache Kante'),
    L('卷边', 'rolled edge', 'gerollte Kante'),
    L('打孔', 'perforated', 'perforiert'),
    L('哑光', 'matt', 'matt'),
];
const BRACELET_FINISHES: Localised[] = [
    L('拉丝', 'brushed', 'gebürstet'),
    L('抛光', 'polished', 'poliert'),
    L('拉丝抛光相间', 'brushed and polished', 'gebürstet und poliert'),
];
const LENGTHS: Localised[] = [L('短款', 'short', 'kurz'), L('加长款', 'long', 'lang')];

/** Each finish alone, then in each length. */
function strapSuffixes(finishes: Localised[]): Localised[] {
    return [
        ...finishes,
        ...LENGTHS.flatMap((length) =>
            finishes.map((f) => L(`${f.zh}${length.zh}`, `${f.en}, ${length.en}`, `${f.de}, ${length.de}`)),
        ),
    ];
}
const STRAP_SUFFIXES = strapSuffixes(STRAP_FINISHES);
const BRACELET_SUFFIXES = strapSuffixes(BRACELET_FINISHES);

/** Shares of derived products carrying a flag, about what a real range shows. */
const FLAG_SHARES: Array<[Flag, number]> = [
    ['new', 0.06],
    ['limited-edition', 0.02],
    ['ecom-exclusive', 0.015],
    ['boutique-exclusive', 0.01],
    ['country-exclusive', 0.005],
    ['capsule', 0.005],
];

function pickFlag(rng: Rng): Flag | undefined {
    let r = rng.next();
    for (const [flag, share] of FLAG_SHARES) {
        if (r < share) return flag;
        r -= share;
    }
    return undefined;
}

/** Sold out and low stock in a few per cent of variants, as the demo shows both states. */
function dealStock(rng: Rng, variant: SeedVariant, max: number): void {
    const r = rng.next();
    variant.stockOnHand = r < 0.04 ? 0 : r < 0.08 ? rng.int(1, 2) : rng.int(3, max);
}

/**
 * Names repeat when products are derived from few models: the n-th product of a name gets
 * the n-th suffix (an edition, a finish), then a number once the suffixes run out.
 */
class NameDealer {
    private readonly seen = new Map<string, number>();

    next(base: string, suffixes: readonly Localised[]): { suffix: Localised; number: number } {
        const n = this.seen.get(base) ?? 0;
        this.seen.set(base, n + 1);
        return { suffix: suffixes[n % suffixes.length]!, number: Math.floor(n / suffixes.length) + 1 };
    }
}

/** The demo pictures of one kind, by every key a derived product may be matched on. */
function imageIndex(products: SeedProduct[], keys: (p: SeedProduct) => string[]): Map<string, SeedImage[][]> {
    const index = new Map<string, SeedImage[][]>();
    for (const p of products) {
        for (const key of keys(p)) {
            const list = index.get(key) ?? [];
            list.push(p.images);
            index.set(key, list);
        }
    }
    return index;
}

function reuseImages(rng: Rng, index: Map<string, SeedImage[][]>, keys: string[]): SeedImage[] {
    for (const key of keys) {
        const found = index.get(key);
        if (found?.length) return rng.pick(found);
    }
    throw new Error(`no demo picture for ${keys.join(' / ')}`);
}

const facetOf = (p: SeedProduct, facet: string): string => p.facets.find((f) => f.facet === facet)?.value ?? '';

function rename(p: SeedProduct, name: Localised): void {
    p.name = name;
    p.slug = `${slugify(name.en)}-${p.sku.toLowerCase()}`;
}

const numbered = (text: string, n: number): string => (n > 1 ? `${text} ${n}` : text);

function deriveWatches(rng: Rng, count: number, demo: SeedProduct[]): SeedProduct[] {
    const images = imageIndex(demo, (p) => {
        const dial = facetOf(p, 'dial-colour');
        const material = facetOf(p, 'case-material');
        return [`${dial}|${material}`, `dial:${dial}`, `material:${material}`, 'any'];
    });
    const names = new NameDealer();
    const perModel = new Map<string, number>();
    const width = Math.max(4, String(Math.ceil(count / WATCH_MODELS.length)).length);
    const products: SeedProduct[] = [];
    for (let i = 0; i < count; i++) {
        // Round-robin over the models keeps every line and movement collection in proportion.
        const model = WATCH_MODELS[i % WATCH_MODELS.length]!;
        const ci = WATCH_COLLECTIONS.findIndex((c) => c.code === model.collection);
        const mi = WATCH_MODELS.filter((m) => m.collection === model.collection).indexOf(model);
        const n = (perModel.get(model.code) ?? 0) + 1;
        perModel.set(model.code, n);
        // `B` where the demo's references have `A`: the two ranges never share a sku.
        const sku = `M${ci}B${mi + 1}${String(n).padStart(width, '0')}`;
        const material = rng.pick(model.materials);
        const dial = rng.pick(model.dials);
        const watch = buildWatch(rng, model, sku, material, dial);
        const { suffix, number } = names.next(watch.name.en, EDITIONS);
        rename(
            watch,
            L(
                `${watch.name.zh} ${numbered(`${suffix.zh}款`, number)}`,
                `${watch.name.en}, ${numbered(`${suffix.en} edition`, number)}`,
                `${watch.name.de}, ${numbered(`Edition ${suffix.de}`, number)}`,
            ),
        );
        watch.images = reuseImages(rng, images, [`${dial}|${material}`, `dial:${dial}`, `material:${material}`, 'any']);
        const flag = pickFlag(rng);
        if (flag) watch.facets.push({ facet: 'flag', value: flag });
        for (const v of watch.variants) dealStock(rng, v, 30);
        products.push(watch);
    }
    return products;
}

/** Straps of two or three widths each, adding up to exactly `variants` (at least 2). */
function deriveStraps(rng: Rng, variants: number, demo: SeedProduct[]): SeedProduct[] {
    const images = imageIndex(demo, (p) => {
        const spec = p.images[0]?.spec;
        return spec?.kind === 'strap' ? [`${spec.material}|${spec.colour}`, `material:${spec.material}`] : [];
    });
    const names = new NameDealer();
    const perFamily = new Map<string, number>();
    const width = Math.max(5, String(Math.ceil(variants / 2 / STRAP_FAMILIES.length)).length);
    const products: SeedProduct[] = [];
    let left = variants;
    for (let i = 0; left > 0; i++) {
        const style = STRAP_STYLES[i % STRAP_STYLES.length]!;
        const fi = STRAP_FAMILIES.findIndex((f) => f.code === style.family);
        const family = STRAP_FAMILIES[fi]!;
        const n = (perFamily.get(family.code) ?? 0) + 1;
        perFamily.set(family.code, n);
        // Free choice while any choice leaves a remainder that straps can still fill.
        const widthCount = left >= 5 ? undefined : left === 4 ? 2 : left;
        const sku = `S${fi}B${String(n).padStart(width, '0')}`;
        const strap = buildStrap(rng, family, style, sku, widthCount);
        const finishes = family.material === 'steel-bracelet' ? BRACELET_SUFFIXES : STRAP_SUFFIXES;
        const { suffix, number } = names.next(strap.name.en, finishes);
        rename(
            strap,
            L(
                `${strap.name.zh} ${numbered(suffix.zh, number)}`,
                `${strap.name.en}, ${numbered(suffix.en, number)}`,
                `${strap.name.de}, ${numbered(suffix.de, number)}`,
            ),
        );
        strap.images = reuseImages(rng, images, [`${family.material}|${style.colour}`, `material:${family.material}`]);
        const flag = pickFlag(rng);
        if (flag) strap.facets.push({ facet: 'flag', value: flag });
        for (const v of strap.variants) dealStock(rng, v, 40);
        left -= strap.variants.length;
        products.push(strap);
    }
    return products;
}

/**
 * `variants` variants in all: the demo's, then about half of the rest as watches (one variant
 * each) and half as strap widths. Deterministic for a seed; the demo part is the demo
 * catalogue of that seed.
 */
export function buildLargeCatalogue(opts: LargeCatalogueOptions = {}): SeedCatalogue {
    const seed = opts.seed ?? 1886;
    const variants = opts.variants ?? LARGE_CATALOGUE_VARIANTS;
    const demo = buildCatalogue(seed).products;
    const demoVariants = demo.reduce((n, p) => n + p.variants.length, 0);
    if (!Number.isInteger(variants) || variants < demoVariants) {
        throw new RangeError(`a large catalogue needs at least the demo's ${demoVariants} variants, not ${variants}`);
    }
    // Its own stream, so the demo part stays exactly the demo catalogue of the seed.
    const rng = createRng(hashString(`large-catalogue:${seed}`));
    const extra = variants - demoVariants;
    let strapVariants = Math.ceil(extra / 2);
    // A strap has at least two widths: a lone variant goes to the watches.
    if (strapVariants === 1) strapVariants = 0;
    const watches = deriveWatches(
        rng,
        extra - strapVariants,
        demo.filter((p) => p.kind === 'watch'),
    );
    const straps = deriveStraps(
        rng,
        strapVariants,
        demo.filter((p) => p.kind === 'strap'),
    );
    const products = [...demo, ...watches, ...straps];
    return { facets: buildFacets(products), collections: buildCollections(products), products };
}
