/** Pin buckles and folding clasps, sold on their own and suggested with straps. */
import type { SeedProduct } from './catalogue.types';
import { L, MATERIAL_NAMES, type CaseMaterial } from './catalogue-words';
import { priceInFen, sentences, slugify } from './catalogue-text';

export interface BuckleDef {
    sku: string;
    folding: boolean;
    material: CaseMaterial;
    yuan: number;
}

export const BUCKLES: BuckleDef[] = [
    { sku: 'B3A0001', folding: false, material: 'stainless-steel', yuan: 800 },
    { sku: 'B3A0002', folding: false, material: 'titanium', yuan: 1200 },
    { sku: 'B3A0003', folding: false, material: 'rose-gold', yuan: 2600 },
    { sku: 'B3A0004', folding: true, material: 'stainless-steel', yuan: 1600 },
    { sku: 'B3A0005', folding: true, material: 'titanium', yuan: 2200 },
    { sku: 'B3A0006', folding: true, material: 'rose-gold', yuan: 3500 },
];

const PIN = L('针扣', 'Pin buckle', 'Dornschließe');
const FOLDING = L('折叠表扣', 'Folding clasp', 'Faltschließe');

const PIN_STORY = L(
    '经典针扣以整块金属切削而成，扣框内侧镌刻莫尔沃标志。',
    'A classic pin buckle machined from solid metal, with the Morvaux name engraved on the frame.',
    'Eine klassische Dornschließe, aus massivem Metall gefräst, mit eingraviertem Morvaux-Schriftzug.',
);
const FOLDING_STORY = L(
    '双折叠表扣让表带始终保持闭合，佩戴与取下都更安全，也能减少皮革磨损。',
    'A double folding clasp keeps the strap closed as you put the watch on and take it off, and spares the leather from wear.',
    'Eine doppelte Faltschließe hält das Armband beim An- und Ablegen geschlossen und schont das Leder.',
);
const FIT = L(
    '适用于16至22毫米的莫尔沃表带，更换无需工具。',
    'It fits every Morvaux strap from 16 to 22 mm and changes without tools.',
    'Sie passt zu allen Morvaux-Armbändern von 16 bis 22 mm und lässt sich ohne Werkzeug wechseln.',
);

/** `soldOutSku` is chosen by the seed so one buckle shows the sold-out state. */
export function buildBuckles(soldOutSku: string): SeedProduct[] {
    return BUCKLES.map((def, i) => {
        const noun = def.folding ? FOLDING : PIN;
        const material = MATERIAL_NAMES[def.material];
        const name = L(
            `${noun.zh} ${material.zh}`,
            `${noun.en}, ${material.en.toLowerCase()}`,
            `${noun.de} ${material.de}`,
        );
        return {
            kind: 'buckle',
            sku: def.sku,
            slug: `${slugify(name.en)}-${def.sku.toLowerCase()}`,
            name,
            description: sentences(def.folding ? FOLDING_STORY : PIN_STORY, FIT),
            facets: [{ facet: 'case-material', value: def.material }],
            optionGroups: [],
            variants: [
                {
                    sku: def.sku,
                    price: priceInFen(def.yuan, 800, 3500),
                    stockOnHand: def.sku === soldOutSku ? 0 : 4 + ((i * 7) % 17),
                    options: [],
                },
            ],
            images: [
                {
                    file: `buckle-${def.sku}.jpg`,
                    spec: { kind: 'buckle', material: def.material, folding: def.folding },
                },
            ],
        };
    });
}
