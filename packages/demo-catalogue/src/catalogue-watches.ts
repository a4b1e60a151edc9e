/**
 * Watch references: five per model, each a distinct case material and dial colour so both
 * the names and the pictures of one model differ.
 */
import type { Localised, SeedProduct } from './catalogue.types';
import { WATCH_COLLECTIONS } from './catalogue-collections';
import { WATCH_MODELS, type WatchModel } from './catalogue-watch-models';
import {
    COLOUR_ADJECTIVES,
    DIAL_TITLES,
    L,
    LUG_WIDTH_BY_DIAMETER,
    MATERIAL_PHRASES,
    MATERIAL_TITLES,
    MOVEMENT_SENTENCES,
    MOVEMENT_TITLES,
    type CaseMaterial,
    type ColourCode,
    type StrapMaterial,
} from './catalogue-words';
import { article, priceInFen, sentences, slugify } from './catalogue-text';
import type { Rng } from '@maison/shared';

export const WATCHES_PER_MODEL = 5;
const MIN_YUAN = 9_800;
const MAX_YUAN = 398_000;

const MATERIAL_PRICE_FACTOR: Record<CaseMaterial, number> = {
    'stainless-steel': 1,
    titanium: 1.15,
    bronze: 1.1,
    ceramic: 1.3,
    'rose-gold': 2.3,
    'yellow-gold': 2.2,
};

/** Brown and black twice: the classic choices should stay the common ones. */
const STRAP_COLOURS: Record<StrapMaterial, ColourCode[]> = {
    leather: ['brown', 'black', 'brown', 'black', 'sand', 'blue'],
    alligator: ['black', 'brown', 'black', 'brown', 'blue'],
    rubber: ['black', 'blue', 'orange', 'white', 'green', 'yellow'],
    fabric: ['green', 'sand', 'blue', 'black'],
    'steel-bracelet': ['metal'],
};
const WOMEN_STRAP_COLOURS: ColourCode[] = ['red', 'white', 'sand'];

/** A metal bracelet only on steel and titanium: gold, bronze and ceramic come on straps. */
function strapMaterialsFor(model: WatchModel, material: CaseMaterial): StrapMaterial[] {
    if (material === 'stainless-steel' || material === 'titanium') return model.straps;
    const straps = model.straps.filter((s) => s !== 'steel-bracelet');
    return straps.length > 0 ? straps : ['alligator'];
}

function strapColourFor(rng: Rng, model: WatchModel, strap: StrapMaterial, dial: ColourCode): ColourCode {
    const colours = [...STRAP_COLOURS[strap]];
    if (model.gender === 'women' && (strap === 'leather' || strap === 'alligator'))
        colours.push(...WOMEN_STRAP_COLOURS);
    // A strap matching the dial is a classic pairing, most of all on rubber.
    if (colours.includes(dial) && rng.chance(0.4)) return dial;
    return rng.pick(colours);
}

function strapPhrase(strap: StrapMaterial, colour: ColourCode): Localised {
    const c = COLOUR_ADJECTIVES[colour];
    const en = (noun: string): string => `${article(c.en)} ${c.en} ${noun}`;
    switch (strap) {
        case 'leather':
            return L(`${c.zh}小牛皮表带`, en('calfskin strap'), `einem ${c.de}en Kalbslederarmband`);
        case 'alligator':
            return L(`${c.zh}鳄鱼皮表带`, en('alligator strap'), `einem ${c.de}en Alligatorlederarmband`);
        case 'rubber':
            return L(`${c.zh}橡胶表带`, en('rubber strap'), `einem ${c.de}en Kautschukarmband`);
        case 'fabric':
            return L(`${c.zh}织物表带`, en('woven fabric strap'), `einem ${c.de}en Textilarmband`);
        case 'steel-bracelet':
            return L(
                '同材质三排链节表链',
                'a matching three-link bracelet',
                'einem passenden dreireihigen Gliederarmband',
            );
    }
}

/** (material, dial) pairs dealt round-robin by material so each model shows its range. */
function pickCombos(rng: Rng, model: WatchModel): Array<{ material: CaseMaterial; dial: ColourCode }> {
    const byMaterial = rng
        .shuffle(model.materials)
        .map((material) => rng.shuffle(model.dials).map((dial) => ({ material, dial })));
    const combos: Array<{ material: CaseMaterial; dial: ColourCode }> = [];
    for (let round = 0; combos.length < WATCHES_PER_MODEL; round++) {
        for (const pairs of byMaterial) {
            const pair = pairs[round];
            if (pair && combos.length < WATCHES_PER_MODEL) combos.push(pair);
        }
        if (round > model.dials.length) throw new Error(`model ${model.code} has too few combinations`);
    }
    return combos;
}

export function buildWatch(
    rng: Rng,
    model: WatchModel,
    sku: string,
    material: CaseMaterial,
    dial: ColourCode,
): SeedProduct {
    const diameter = rng.pick(model.diameters);
    const strap = rng.pick(strapMaterialsFor(model, material));
    const strapColour = strapColourFor(rng, model, strap, dial);
    const movement = MOVEMENT_TITLES[model.movement];
    const mat = MATERIAL_TITLES[material];
    const dialTitle = DIAL_TITLES[dial];
    const name = L(
        `${model.name.zh} ${movement.zh} ${diameter}毫米 ${mat.zh}${dialTitle.zh}`,
        `${model.name.en} ${movement.en} ${diameter} mm, ${mat.en}, ${dialTitle.en}`,
        `${model.name.de} ${movement.de} ${diameter} mm, ${mat.de}, ${dialTitle.de}`,
    );
    const colour = COLOUR_ADJECTIVES[dial];
    const phrase = MATERIAL_PHRASES[material];
    const onStrap = strapPhrase(strap, strapColour);
    const body = L(
        `${diameter}毫米${phrase.zh}表壳环抱${colour.zh}旭日纹表盘，搭配${onStrap.zh}。`,
        `A ${diameter} mm case in ${phrase.en} frames ${article(colour.en)} ${colour.en} sunburst dial, worn on ${onStrap.en}.`,
        `Ein ${diameter}-mm-Gehäuse aus ${phrase.de} umrahmt ein ${colour.de}es Zifferblatt mit Sonnenschliff, getragen an ${onStrap.de}.`,
    );
    const sizePremium = 1 + 0.02 * (diameter - Math.min(...model.diameters));
    const yuan = model.basePrice * MATERIAL_PRICE_FACTOR[material] * sizePremium * (0.96 + rng.next() * 0.08);
    const image = (view: 'front' | 'angle') => ({
        file: `watch-${sku}-${view}.jpg`,
        spec: {
            kind: 'watch' as const,
            view,
            dial,
            caseMaterial: material,
            strapMaterial: strap,
            strapColour,
            diameterMm: diameter,
            chronograph: model.movement === 'chronograph',
            label: model.label,
        },
    });
    return {
        kind: 'watch',
        sku,
        slug: `${slugify(name.en)}-${sku.toLowerCase()}`,
        name,
        description: sentences(model.story, body, MOVEMENT_SENTENCES[model.movement]),
        collectionCode: model.collection,
        modelCode: model.code,
        facets: [
            { facet: 'collection', value: model.collection },
            { facet: 'case-material', value: material },
            { facet: 'dial-colour', value: dial },
            { facet: 'case-diameter', value: `${diameter}mm` },
            { facet: 'lug-width', value: `${LUG_WIDTH_BY_DIAMETER[diameter]}mm` },
            { facet: 'movement', value: model.movement },
            { facet: 'strap-material', value: strap },
            { facet: 'gender', value: model.gender },
        ],
        optionGroups: [],
        // Stock is dealt later across the whole range, see build-catalogue.ts.
        variants: [{ sku, price: priceInFen(yuan, MIN_YUAN, MAX_YUAN), stockOnHand: 0, options: [] }],
        images: [image('front'), image('angle')],
    };
}

/** Skus read `M<collection>A<model><nnn>`, e.g. M1A2003: third reference of Navigator's second model. */
export function buildWatches(rng: Rng): SeedProduct[] {
    const products: SeedProduct[] = [];
    WATCH_COLLECTIONS.forEach((collection, ci) => {
        WATCH_MODELS.filter((m) => m.collection === collection.code).forEach((model, mi) => {
            pickCombos(rng, model).forEach(({ material, dial }, n) => {
                const sku = `M${ci}A${mi + 1}${String(n + 1).padStart(3, '0')}`;
                products.push(buildWatch(rng, model, sku, material, dial));
            });
        });
    });
    return products;
}
