/** The facets the shop filters on, with their values in every language. */
import type { Localised, SeedFacet, SeedProduct } from './catalogue.types';
import {
    CASE_MATERIALS,
    COLOUR_NAMES,
    DIAL_COLOURS,
    DIAMETERS,
    FLAGS,
    FLAG_NAMES,
    GENDERS,
    GENDER_NAMES,
    L,
    LUG_WIDTHS,
    MATERIAL_NAMES,
    MOVEMENTS,
    MOVEMENT_NAMES,
    STRAP_MATERIALS,
    STRAP_MATERIAL_NAMES,
    millimetres,
} from './catalogue-words';
import { WATCH_COLLECTIONS } from './catalogue-collections';

function values<C extends string>(codes: readonly C[], names: Record<C, Localised>): SeedFacet['values'] {
    return codes.map((code) => ({ code, name: names[code] }));
}

/**
 * All facets, keeping only the values some product carries: a filter option that finds
 * nothing would only disappoint, and which dial colours occur depends on the seed.
 */
export function buildFacets(products: SeedProduct[]): SeedFacet[] {
    const used = new Set(
        products.flatMap((p) =>
            [...p.facets, ...p.variants.flatMap((v) => v.facets ?? [])].map((f) => `${f.facet}=${f.value}`),
        ),
    );
    return allFacets().map((facet) => ({
        ...facet,
        values: facet.values.filter((v) => used.has(`${facet.code}=${v.code}`)),
    }));
}

function allFacets(): SeedFacet[] {
    return [
        {
            code: 'collection',
            name: L('系列', 'Collection', 'Kollektion'),
            values: WATCH_COLLECTIONS.map((c) => ({ code: c.code, name: c.name })),
        },
        {
            code: 'case-material',
            name: L('表壳材质', 'Case material', 'Gehäusematerial'),
            values: values(CASE_MATERIALS, MATERIAL_NAMES),
        },
        {
            code: 'dial-colour',
            name: L('表盘颜色', 'Dial colour', 'Zifferblattfarbe'),
            values: values(DIAL_COLOURS, COLOUR_NAMES),
        },
        {
            code: 'case-diameter',
            name: L('表壳直径', 'Case diameter', 'Gehäusedurchmesser'),
            values: DIAMETERS.map((mm) => ({ code: `${mm}mm`, name: millimetres(mm) })),
        },
        {
            code: 'lug-width',
            name: L('表耳宽度', 'Lug width', 'Bandanstoß'),
            values: LUG_WIDTHS.map((mm) => ({ code: `${mm}mm`, name: millimetres(mm) })),
        },
        {
            code: 'movement',
            name: L('机芯', 'Movement', 'Uhrwerk'),
            values: values(MOVEMENTS, MOVEMENT_NAMES),
        },
        {
            code: 'strap-material',
            name: L('表带材质', 'Strap material', 'Armbandmaterial'),
            values: values(STRAP_MATERIALS, STRAP_MATERIAL_NAMES),
        },
        {
            code: 'gender',
            name: L('适用性别', 'Gender', 'Geschlecht'),
            values: values(GENDERS, GENDER_NAMES),
        },
        {
            code: 'flag',
            name: L('特别款', 'Highlights', 'Besonderheiten'),
            values: values(FLAGS, FLAG_NAMES),
        },
    ];
}
