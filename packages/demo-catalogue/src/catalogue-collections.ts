/**
 * The collection tree: `watches` and `straps` at the top, one child per watch line and per
 * strap material, a grandchild per movement of a line, and two private collections the
 * storefront uses without showing them in navigation.
 */
import type { Localised, SeedCollection, SeedImage, SeedProduct } from './catalogue.types';
import {
    L,
    MOVEMENTS,
    MOVEMENT_NAMES,
    STRAP_MATERIALS,
    STRAP_MATERIAL_NAMES,
    type ColourCode,
} from './catalogue-words';

export interface WatchCollectionDef {
    code: string;
    name: Localised;
    description: Localised;
    /** Mood of the banner. */
    tone: ColourCode;
}

export const WATCH_COLLECTIONS: WatchCollectionDef[] = [
    {
        code: 'heritage',
        name: L('传承', 'Heritage', 'Heritage'),
        description: L(
            '传承系列重现莫尔沃1886年在勒洛克创立之初的怀表美学。纤薄表壳、珐琅般的表盘与手工打磨的指针，向百年制表传统致敬。',
            'Heritage revisits the pocket watches Morvaux built in Le Locle from 1886. Slim cases, enamel-like dials and hand-polished hands honour more than a century of craft.',
            'Heritage greift die Taschenuhren auf, die Morvaux seit 1886 in Le Locle baut. Schlanke Gehäuse, emailleartige Zifferblätter und handpolierte Zeiger ehren über ein Jahrhundert Handwerk.',
        ),
        tone: 'brown',
    },
    {
        code: 'navigator',
        name: L('领航者', 'Navigator', 'Navigator'),
        description: L(
            '领航者系列为穿梭于时区之间的旅人而生。清晰易读的刻度与第二时区显示，让每一次启程都从容不迫。',
            'Navigator is made for those who live between time zones. Legible scales and a second time zone keep every departure calm and certain.',
            'Navigator ist für alle gemacht, die zwischen Zeitzonen leben. Klare Skalen und eine zweite Zeitzone machen jeden Aufbruch gelassen.',
        ),
        tone: 'blue',
    },
    {
        code: 'abysse',
        name: L('深海', 'Abysse', 'Abysse'),
        description: L(
            '深海系列是莫尔沃的专业潜水表，防水深度达300至1000米。单向旋转表圈与夜光刻度，在幽暗深处依然清晰可读。',
            'Abysse is the Morvaux professional diver, water-resistant to 300 and 1,000 metres. A unidirectional bezel and generous luminescent markers stay readable in the dark of the deep.',
            'Abysse ist die professionelle Taucheruhr von Morvaux, wasserdicht bis 300 und 1.000 Meter. Die einseitig drehbare Lünette und große Leuchtindizes bleiben auch in der Tiefe ablesbar.',
        ),
        tone: 'green',
    },
    {
        code: 'etoile',
        name: L('星辰', 'Étoile', 'Étoile'),
        description: L(
            '星辰系列以汝拉山夜空为灵感，专为女士打造。柔和的线条与熠熠生辉的细节，在腕间点亮每一刻。',
            'Étoile takes its light from the night sky over the Jura mountains and is designed for women. Soft lines and glinting details make every moment on the wrist shine.',
            'Étoile ist vom Nachthimmel über dem Jura inspiriert und für Damen gestaltet. Sanfte Linien und funkelnde Details lassen jeden Moment am Handgelenk leuchten.',
        ),
        tone: 'red',
    },
    {
        code: 'vitesse',
        name: L('疾速', 'Vitesse', 'Vitesse'),
        description: L(
            '疾速系列诞生于二十世纪六十年代的山地拉力赛道。测速刻度与计时功能，精准捕捉每一个瞬间。',
            'Vitesse was born on the mountain rally stages of the 1960s. A tachymeter scale and a precise chronograph capture every fraction of a second.',
            'Vitesse entstand auf den Bergrallyes der 1960er-Jahre. Tachymeterskala und präziser Chronograph halten jeden Sekundenbruchteil fest.',
        ),
        tone: 'orange',
    },
    {
        code: 'horizon',
        name: L('地平线', 'Horizon', 'Horizon'),
        description: L(
            '地平线系列是莫尔沃的日常之选，简洁而经得起时间考验。从办公室到周末远足，始终是最可靠的伙伴。',
            'Horizon is the everyday Morvaux, pared back and built to last. From the office to a weekend hike, it is the companion you can always rely on.',
            'Horizon ist die Morvaux für jeden Tag, reduziert und für die Ewigkeit gebaut. Vom Büro bis zur Wanderung am Wochenende ein verlässlicher Begleiter.',
        ),
        tone: 'sand',
    },
    {
        code: 'maitre',
        name: L('大师', 'Maître', 'Maître'),
        description: L(
            '大师系列汇集莫尔沃最复杂的制表技艺，包括万年历与陀飞轮。每一枚腕表均由一位制表大师从头至尾亲手组装。',
            'Maître gathers the most demanding Morvaux complications, from the perpetual calendar to the tourbillon. Each watch is assembled from start to finish by a single master watchmaker.',
            'Maître vereint die anspruchsvollsten Komplikationen von Morvaux, vom ewigen Kalender bis zum Tourbillon. Jede Uhr wird von einem einzigen Uhrmachermeister von Anfang bis Ende montiert.',
        ),
        tone: 'metal',
    },
];

const BANNER_TONES: Record<string, ColourCode> = {
    watches: 'black',
    straps: 'brown',
    buckles: 'silver',
    recommend_search: 'yellow',
    ...Object.fromEntries(WATCH_COLLECTIONS.map((c) => [c.code, c.tone])),
};

/**
 * The picture behind a collection's `image` file. The contract's collection carries only the
 * file name, so the renderer asks here for what to draw.
 */
export function collectionBanner(collection: SeedCollection): SeedImage {
    return {
        file: collection.image,
        spec: { kind: 'banner', title: collection.name.en, tone: BANNER_TONES[collection.code] ?? 'black' },
    };
}

const STRAPS_DESCRIPTION = L(
    '更换一条表带，腕表便焕然一新。鳄鱼皮、小牛皮、橡胶与织物表带均配备快拆弹簧杆，无需工具即可轻松更换。',
    'A new strap gives a watch a new character. Alligator, calfskin, rubber and fabric straps all come with quick-release spring bars for a tool-free change.',
    'Ein neues Armband verleiht jeder Uhr einen neuen Charakter. Alligator-, Kalbsleder-, Kautschuk- und Textilarmbänder haben Schnellwechsel-Federstege und lassen sich ohne Werkzeug tauschen.',
);

const hasFacet = (p: SeedProduct, facet: string, value: string) =>
    p.facets.some((f) => f.facet === facet && f.value === value);

export function buildCollections(products: SeedProduct[]): SeedCollection[] {
    const collections: SeedCollection[] = [];
    const add = (def: Omit<SeedCollection, 'image'>): void => {
        collections.push({ ...def, image: `banner-${def.code}.jpg` });
    };

    add({
        code: 'watches',
        name: L('腕表', 'Watches', 'Uhren'),
        description: L(
            '自1886年起，莫尔沃在瑞士勒洛克制作机械腕表。探索七大系列，从传承经典到复杂功能杰作。',
            'Since 1886 Morvaux has made mechanical watches in Le Locle, Switzerland. Explore seven collections, from heritage classics to grand complications.',
            'Seit 1886 fertigt Morvaux in Le Locle in der Schweiz mechanische Uhren. Entdecken Sie sieben Kollektionen, von Heritage-Klassikern bis zu Großen Komplikationen.',
        ),
        filter: { kind: 'watch' },
    });
    for (const def of WATCH_COLLECTIONS) {
        add({
            code: def.code,
            name: def.name,
            description: def.description,
            parent: 'watches',
            filter: { facets: [{ facet: 'collection', value: def.code }] },
        });
        // A line's movements, e.g. /watches/heritage/heritage-automatic (slugs are unique shop-wide).
        const line = products.filter((p) => p.kind === 'watch' && hasFacet(p, 'collection', def.code));
        const movements = MOVEMENTS.filter((m) => line.some((p) => hasFacet(p, 'movement', m)));
        if (movements.length < 2) continue;
        for (const m of movements) {
            const movement = MOVEMENT_NAMES[m];
            add({
                code: `${def.code}-${m}`,
                name: L(
                    `${def.name.zh} · ${movement.zh}`,
                    `${def.name.en} ${movement.en}`,
                    `${def.name.de} ${movement.de}`,
                ),
                description: def.description,
                parent: def.code,
                filter: {
                    facets: [
                        { facet: 'collection', value: def.code },
                        { facet: 'movement', value: m },
                    ],
                },
            });
        }
    }
    add({
        code: 'straps',
        name: L('表带', 'Straps', 'Armbänder'),
        description: STRAPS_DESCRIPTION,

        filter: { kind: 'strap' },
    });
    for (const material of STRAP_MATERIALS) {
        if (!products.some((p) => p.kind === 'strap' && hasFacet(p, 'strap-material', material))) continue;
        add({
            code: material,
            name: STRAP_MATERIAL_NAMES[material],
            description: STRAPS_DESCRIPTION,
            parent: 'straps',
            filter: { facets: [{ facet: 'strap-material', value: material }] },
        });
    }
    add({
        code: 'buckles',
        name: L('表扣', 'Buckles', 'Schließen'),
        description: L(
            '针扣与折叠扣，采用精钢、钛金属与18K玫瑰金打造。可与任何莫尔沃表带搭配。',
            'Pin buckles and folding clasps in stainless steel, titanium and 18k rose gold. Each one fits any Morvaux strap.',
            'Dornschließen und Faltschließen aus Edelstahl, Titan und 18 Karat Roségold. Jede passt zu allen Armbändern von Morvaux.',
        ),
        filter: { kind: 'buckle' },
        private: true,
    });
    add({
        code: 'recommend_search',
        name: L('为您推荐', 'Recommended for you', 'Empfehlungen für Sie'),
        description: L(
            '莫尔沃最新推出的腕表与配件。在搜索之前，先来看看我们的新品。',
            'The latest watches and accessories from Morvaux. Before you search, take a look at what is new.',
            'Die neuesten Uhren und Accessoires von Morvaux. Bevor Sie suchen, sehen Sie sich unsere Neuheiten an.',
        ),
        filter: { facets: [{ facet: 'flag', value: 'new' }] },
        private: true,
    });

    return collections;
}
