/** Straps: one product per style, one variant per lug width. */
import type { Localised, SeedOptionGroup, SeedProduct } from './catalogue.types';
import { BUCKLES } from './catalogue-buckles';
import { STRAP_FAMILIES, STRAP_STYLES, type StrapFamily, type StrapStyle } from './catalogue-strap-styles';
import { L, millimetres, type Gender } from './catalogue-words';
import { priceInFen, sentences, slugify } from './catalogue-text';
import type { Rng } from '@maison/shared';

const WIDTHS_BY_GENDER: Record<Gender, number[][]> = {
    women: [
        [16, 18],
        [16, 18, 20],
    ],
    unisex: [
        [18, 20],
        [18, 20, 22],
        [20, 21],
    ],
    men: [
        [20, 22],
        [20, 21, 22],
        [22, 24],
        [21, 22],
    ],
};

function genderFor(rng: Rng, family: StrapFamily, style: StrapStyle): Gender {
    const dressy = family.material === 'alligator' || family.material === 'leather';
    if (dressy && (style.colour === 'red' || style.colour === 'white')) return 'women';
    if (family.material === 'rubber' || family.material === 'steel-bracelet') return rng.chance(0.6) ? 'men' : 'unisex';
    return rng.pick<Gender>(['men', 'men', 'unisex', 'women']);
}

/** Which buckles suit a strap: a bracelet needs a folding clasp, rubber and fabric no gold. */
function buckleChoicesFor(family: StrapFamily): string[] {
    switch (family.material) {
        case 'steel-bracelet':
            return BUCKLES.filter((b) => b.folding && b.material !== 'rose-gold').map((b) => b.sku);
        case 'rubber':
        case 'fabric':
            return BUCKLES.filter((b) => b.material !== 'rose-gold').map((b) => b.sku);
        default:
            return BUCKLES.map((b) => b.sku);
    }
}

function listWidths(widths: number[]): Localised {
    const head = widths.slice(0, -1).join(', ');
    const last = widths[widths.length - 1];
    return L(`${widths.slice(0, -1).join('、')}和${last}`, `${head} and ${last}`, `${head} und ${last}`);
}

const WIDTH_GROUP_NAME = L('宽度', 'Width', 'Breite');

/** `widthCount` narrows the widths to lists of that length, so a caller can hit an exact variant count. */
export function buildStrap(
    rng: Rng,
    family: StrapFamily,
    style: StrapStyle,
    sku: string,
    widthCount?: number,
): SeedProduct {
    const gender = genderFor(rng, family, style);
    const widthLists = WIDTHS_BY_GENDER[gender];
    const widths = rng.pick(widthCount === undefined ? widthLists : widthLists.filter((w) => w.length === widthCount));
    const bracelet = family.material === 'steel-bracelet';
    const name = L(
        `${family.noun.zh} ${style.shade.zh}`,
        `${family.noun.en}, ${style.shade.en}`,
        bracelet ? `${family.noun.de}, ${style.shade.de}` : `${family.noun.de} ${style.shade.de}`,
    );
    const w = listWidths(widths);
    const fit = bracelet
        ? L(
              `提供${w.zh}毫米宽度，配备折叠表扣与快拆端节。`,
              `Available in ${w.en} mm, with a folding clasp and quick-release end links.`,
              `Erhältlich in ${w.de} mm, mit Faltschließe und Schnellwechsel-Endgliedern.`,
          )
        : L(
              `提供${w.zh}毫米宽度，配备快拆弹簧杆，无需工具即可更换。`,
              `Available in ${w.en} mm, with quick-release spring bars for a tool-free change.`,
              `Erhältlich in ${w.de} mm, mit Schnellwechsel-Federstegen für den Wechsel ohne Werkzeug.`,
          );
    const optionGroup: SeedOptionGroup = {
        code: 'width',
        name: WIDTH_GROUP_NAME,
        options: widths.map((mm) => ({ code: `${mm}mm`, name: millimetres(mm) })),
    };
    const price = priceInFen(rng.int(family.price[0], family.price[1]), family.price[0], family.price[1]);
    const choices = buckleChoicesFor(family);
    const buckleSkus = rng
        .shuffle(choices)
        .slice(0, rng.int(1, Math.min(3, choices.length)))
        .sort();
    const widthMm = widths[Math.floor(widths.length / 2)] ?? 20;
    const image = (view: 'front' | 'detail') => ({
        file: `strap-${sku}-${view}.jpg`,
        spec: { kind: 'strap' as const, view, material: family.material, colour: style.colour, widthMm },
    });
    return {
        kind: 'strap',
        sku,
        slug: `${slugify(name.en)}-${sku.toLowerCase()}`,
        name,
        description: sentences(family.story, fit),
        facets: [
            { facet: 'strap-material', value: family.material },
            { facet: 'gender', value: gender },
        ],
        optionGroups: [optionGroup],
        // Stock is dealt later across the whole range, see build-catalogue.ts.
        variants: widths.map((mm) => ({
            sku: `${sku}-${mm}`,
            price,
            stockOnHand: 0,
            options: [{ group: 'width', value: `${mm}mm` }],
            facets: [{ facet: 'lug-width', value: `${mm}mm` }],
        })),
        images: [image('front'), image('detail')],
        buckleSkus,
    };
}

/** Skus read `S<family>A2<nnn>`, e.g. S0A2003 for the third alligator strap. */
export function buildStraps(rng: Rng): SeedProduct[] {
    const products: SeedProduct[] = [];
    STRAP_FAMILIES.forEach((family, fi) => {
        STRAP_STYLES.filter((s) => s.family === family.code).forEach((style, n) => {
            const sku = `S${fi}A2${String(n + 1).padStart(3, '0')}`;
            products.push(buildStrap(rng, family, style, sku));
        });
    });
    return products;
}
