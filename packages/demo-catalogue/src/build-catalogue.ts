/**
 * The demo catalogue as pure data. Everything random comes from one seeded PRNG so the same
 * seed always yields the same skus, prices, stock and flags (tests and screenshots rely on it).
 */
import type { SeedCatalogue, SeedProduct, SeedVariant } from './catalogue.types';
import { BUCKLES, buildBuckles } from './catalogue-buckles';
import { buildCollections } from './catalogue-collections';
import { buildFacets } from './catalogue-facets';
import { buildStraps } from './catalogue-straps';
import { buildWatches } from './catalogue-watches';
import type { Flag } from './catalogue-words';
import { createRng, type Rng } from '@maison/shared';

/** How many products carry each flag; `new` feeds the search popup's 12 recommendations. */
const WATCH_FLAGS: Array<[Flag, number]> = [
    ['new', 12],
    ['limited-edition', 4],
    ['ecom-exclusive', 3],
    ['boutique-exclusive', 2],
    ['country-exclusive', 1],
    ['capsule', 1],
];
const STRAP_FLAGS: Array<[Flag, number]> = [
    ['new', 2],
    ['ecom-exclusive', 2],
    ['capsule', 1],
];

const SOLD_OUT_WATCHES = 8;
const LOW_STOCK_WATCHES = 8;
const SOLD_OUT_STRAP_VARIANTS = 5;
const LOW_STOCK_STRAP_VARIANTS = 6;

function assignFlags(rng: Rng, products: SeedProduct[], counts: Array<[Flag, number]>): void {
    const order = rng.shuffle(products);
    let next = 0;
    for (const [flag, count] of counts) {
        for (let i = 0; i < count; i++) {
            const product = order[next++];
            if (!product) throw new Error(`not enough products for flag ${flag}`);
            product.facets.push({ facet: 'flag', value: flag });
        }
    }
}

/** Deals sold-out and low stock to a fixed number of variants so the storefront shows both states. */
function assignStock(rng: Rng, variants: SeedVariant[], soldOut: number, low: number, max: number): void {
    rng.shuffle(variants).forEach((variant, i) => {
        if (i < soldOut) variant.stockOnHand = 0;
        else if (i < soldOut + low) variant.stockOnHand = rng.int(1, 2);
        else variant.stockOnHand = rng.int(3, max);
    });
}

export function buildCatalogue(seed = 1886): SeedCatalogue {
    const rng = createRng(seed);
    const watches = buildWatches(rng);
    const straps = buildStraps(rng);
    const buckles = buildBuckles(rng.pick(BUCKLES).sku);

    assignFlags(rng, watches, WATCH_FLAGS);
    assignFlags(rng, straps, STRAP_FLAGS);
    assignStock(
        rng,
        watches.flatMap((p) => p.variants),
        SOLD_OUT_WATCHES,
        LOW_STOCK_WATCHES,
        30,
    );
    assignStock(
        rng,
        straps.flatMap((p) => p.variants),
        SOLD_OUT_STRAP_VARIANTS,
        LOW_STOCK_STRAP_VARIANTS,
        40,
    );

    const products = [...watches, ...straps, ...buckles];
    return { facets: buildFacets(products), collections: buildCollections(products), products };
}
