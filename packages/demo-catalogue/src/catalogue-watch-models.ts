/**
 * Two models per watch collection. Each model spans a few materials, dials and sizes; the
 * builder picks five references per model from these ranges.
 */
import type { Localised } from './catalogue.types';
import {
    L,
    type CaseMaterial,
    type ColourCode,
    type Diameter,
    type Gender,
    type Movement,
    type StrapMaterial,
} from './catalogue-words';

export interface WatchModel {
    code: string;
    collection: string;
    /** Title stem: collection plus model, without the movement. */
    name: Localised;
    movement: Movement;
    diameters: Diameter[];
    materials: CaseMaterial[];
    dials: ColourCode[];
    straps: StrapMaterial[];
    gender: Gender;
    /** Price in yuan of the steel version in its smallest size, before the seeded jitter. */
    basePrice: number;
    /** Printed small on the dial; the drawer also reads its keywords (DATE, GMT, PLONGÉE...). */
    label: string;
    /** Opening sentence of the description. */
    story: Localised;
}

export const WATCH_MODELS: WatchModel[] = [
    {
        code: 'heritage-petite-seconde',
        collection: 'heritage',
        name: L('传承 小秒针', 'Heritage Petite Seconde', 'Heritage Petite Seconde'),
        movement: 'manual',
        diameters: [38, 40],
        materials: ['stainless-steel', 'rose-gold', 'yellow-gold'],
        dials: ['white', 'silver', 'sand', 'blue', 'black'],
        straps: ['alligator', 'leather'],
        gender: 'men',
        basePrice: 42000,
        label: 'PETITE SECONDE',
        story: L(
            '位于六点钟位置的小秒针盘，源自莫尔沃1920年代的怀表设计。',
            'The small-seconds dial at six o’clock comes straight from a Morvaux pocket watch of the 1920s.',
            'Die kleine Sekunde bei sechs Uhr stammt direkt von einer Morvaux-Taschenuhr der 1920er-Jahre.',
        ),
    },
    {
        code: 'heritage-date',
        collection: 'heritage',
        name: L('传承 日历', 'Heritage Date', 'Heritage Datum'),
        movement: 'automatic',
        diameters: [40, 41],
        materials: ['stainless-steel', 'rose-gold', 'yellow-gold'],
        dials: ['silver', 'white', 'blue', 'brown', 'black'],
        straps: ['alligator', 'leather', 'steel-bracelet'],
        gender: 'men',
        basePrice: 36000,
        label: 'AUTOMATIQUE DATE',
        story: L(
            '简洁的三针布局与三点钟日历窗，是一枚可以传承给下一代的日常腕表。',
            'Three hands and a date at three make it an everyday watch to hand down to the next generation.',
            'Drei Zeiger und ein Datum bei drei Uhr machen sie zu einer Alltagsuhr für die nächste Generation.',
        ),
    },
    {
        code: 'navigator-gmt',
        collection: 'navigator',
        name: L('领航者 GMT', 'Navigator GMT', 'Navigator GMT'),
        movement: 'automatic',
        diameters: [41, 42],
        materials: ['stainless-steel', 'titanium', 'rose-gold'],
        dials: ['blue', 'black', 'white', 'green'],
        straps: ['steel-bracelet', 'leather', 'rubber'],
        gender: 'men',
        basePrice: 52000,
        label: 'GMT',
        story: L(
            '独立调校的时针与24小时表圈，可同时显示两个时区的时间。',
            'An independently set hour hand and a 24-hour bezel show two time zones at a glance.',
            'Ein unabhängig stellbarer Stundenzeiger und eine 24-Stunden-Lünette zeigen zwei Zeitzonen auf einen Blick.',
        ),
    },
    {
        code: 'navigator-pilot',
        collection: 'navigator',
        name: L('领航者 飞行员', 'Navigator Pilot', 'Navigator Pilot'),
        movement: 'chronograph',
        diameters: [42, 44],
        materials: ['stainless-steel', 'titanium', 'bronze'],
        dials: ['black', 'blue', 'green', 'brown'],
        straps: ['leather', 'fabric', 'steel-bracelet'],
        gender: 'men',
        basePrice: 58000,
        label: 'PILOT',
        story: L(
            '大尺寸夜光数字与计时功能，灵感来自早期驾驶舱仪表。',
            'Large luminous numerals and a chronograph recall the instruments of early cockpits.',
            'Große Leuchtziffern und ein Chronograph erinnern an die Instrumente früher Cockpits.',
        ),
    },
    {
        code: 'abysse-300',
        collection: 'abysse',
        name: L('深海 300', 'Abysse 300', 'Abysse 300'),
        movement: 'automatic',
        diameters: [40, 42],
        materials: ['stainless-steel', 'titanium', 'bronze'],
        dials: ['black', 'blue', 'green', 'orange'],
        straps: ['rubber', 'steel-bracelet', 'fabric'],
        gender: 'men',
        basePrice: 45000,
        label: 'PLONGÉE 300 M',
        story: L(
            '防水深度300米，配备单向旋转潜水表圈与旋入式表冠。',
            'Water-resistant to 300 metres, with a unidirectional diving bezel and a screw-down crown.',
            'Wasserdicht bis 300 Meter, mit einseitig drehbarer Taucherlünette und verschraubter Krone.',
        ),
    },
    {
        code: 'abysse-1000',
        collection: 'abysse',
        name: L('深海 1000', 'Abysse 1000', 'Abysse 1000'),
        movement: 'automatic',
        diameters: [44],
        materials: ['titanium', 'ceramic'],
        dials: ['black', 'blue', 'orange', 'yellow'],
        straps: ['rubber'],
        gender: 'men',
        basePrice: 68000,
        label: 'PLONGÉE 1000 M',
        story: L(
            '为饱和潜水而设计，防水深度1000米，并配有氦气排放阀。',
            'Built for saturation diving, it is water-resistant to 1,000 metres and fitted with a helium escape valve.',
            'Für das Sättigungstauchen gebaut, wasserdicht bis 1.000 Meter und mit Heliumventil ausgestattet.',
        ),
    },
    {
        code: 'etoile-lumiere',
        collection: 'etoile',
        name: L('星辰 光华', 'Étoile Lumière', 'Étoile Lumière'),
        movement: 'quartz',
        diameters: [36],
        materials: ['stainless-steel', 'rose-gold', 'yellow-gold'],
        dials: ['white', 'silver', 'red', 'blue', 'green', 'sand'],
        straps: ['alligator', 'leather', 'steel-bracelet'],
        gender: 'women',
        basePrice: 22000,
        label: 'ÉTOILE DIAMANTS',
        story: L(
            '十一颗钻石时标如星光般点缀表盘，纤巧表壳贴合腕间。',
            'Eleven diamond hour markers scatter starlight across the dial, in a slender case that sits close to the wrist.',
            'Elf Diamant-Indizes streuen Sternenlicht über das Zifferblatt, das schlanke Gehäuse schmiegt sich ans Handgelenk.',
        ),
    },
    {
        code: 'etoile-celeste',
        collection: 'etoile',
        name: L('星辰 天穹', 'Étoile Céleste', 'Étoile Céleste'),
        movement: 'automatic',
        diameters: [36, 38],
        materials: ['stainless-steel', 'rose-gold', 'ceramic'],
        dials: ['blue', 'white', 'green', 'red', 'silver'],
        straps: ['alligator', 'steel-bracelet', 'leather'],
        gender: 'women',
        basePrice: 34000,
        label: 'ÉTOILE DIAMANTS',
        story: L(
            '钻石时标与日历窗相映成趣，自动上链机芯带来恒久动力。',
            'Diamond markers meet a discreet date window, driven by a self-winding movement that never needs a battery.',
            'Diamant-Indizes treffen auf ein dezentes Datumsfenster, angetrieben von einem Automatikwerk ohne Batterie.',
        ),
    },
    {
        code: 'vitesse-tachymetre',
        collection: 'vitesse',
        name: L('疾速 测速', 'Vitesse Tachymètre', 'Vitesse Tachymètre'),
        movement: 'chronograph',
        diameters: [42, 44],
        materials: ['stainless-steel', 'ceramic', 'titanium'],
        dials: ['black', 'white', 'silver', 'red', 'yellow'],
        straps: ['rubber', 'leather', 'steel-bracelet'],
        gender: 'men',
        basePrice: 62000,
        label: 'TACHYMÈTRE',
        story: L(
            '表圈上的测速刻度可根据一公里所用时间直接读出平均速度。',
            'The tachymeter bezel reads average speed straight from the time taken over one kilometre.',
            'Die Tachymeterlünette zeigt die Durchschnittsgeschwindigkeit direkt aus der Zeit für einen Kilometer.',
        ),
    },
    {
        code: 'vitesse-rallye',
        collection: 'vitesse',
        name: L('疾速 拉力', 'Vitesse Rallye', 'Vitesse Rallye'),
        movement: 'chronograph',
        diameters: [40, 41],
        materials: ['stainless-steel', 'rose-gold', 'bronze'],
        dials: ['silver', 'white', 'green', 'orange', 'sand'],
        straps: ['leather', 'rubber', 'fabric'],
        gender: 'unisex',
        basePrice: 55000,
        label: 'RALLYE',
        story: L(
            '熊猫式计时盘与打孔皮革表带，重现1960年代拉力赛车手的腕间风范。',
            'Panda sub-dials and a perforated strap bring back the style of 1960s rally drivers.',
            'Panda-Hilfszifferblätter und ein perforiertes Armband lassen den Stil der Rallyefahrer der 1960er aufleben.',
        ),
    },
    {
        code: 'horizon-classique',
        collection: 'horizon',
        name: L('地平线 经典', 'Horizon Classique', 'Horizon Classique'),
        movement: 'automatic',
        diameters: [38, 40, 41],
        materials: ['stainless-steel', 'titanium'],
        dials: ['blue', 'silver', 'white', 'black', 'green', 'sand'],
        straps: ['steel-bracelet', 'leather', 'fabric'],
        gender: 'unisex',
        basePrice: 18000,
        label: 'AUTOMATIQUE DATE',
        story: L(
            '一枚百搭的自动腕表，防水100米，日历清晰易读。',
            'A go-anywhere automatic, water-resistant to 100 metres with a clear, legible date.',
            'Eine Automatikuhr für alle Gelegenheiten, wasserdicht bis 100 Meter, mit klar ablesbarem Datum.',
        ),
    },
    {
        code: 'horizon-ville',
        collection: 'horizon',
        name: L('地平线 都会', 'Horizon Ville', 'Horizon Ville'),
        movement: 'quartz',
        diameters: [36, 38, 40],
        materials: ['stainless-steel', 'titanium'],
        dials: ['white', 'blue', 'black', 'silver', 'green', 'yellow'],
        straps: ['leather', 'steel-bracelet', 'fabric'],
        gender: 'unisex',
        basePrice: 11800,
        label: 'VILLE',
        story: L(
            '轻薄的城市腕表，无需上链，随时准备出发。',
            'A slim city watch that never needs winding and is always ready to go.',
            'Eine flache Stadtuhr, die nie aufgezogen werden muss und immer bereit ist.',
        ),
    },
    {
        code: 'maitre-quantieme',
        collection: 'maitre',
        name: L('大师 万年历', 'Maître Quantième Perpétuel', 'Maître Quantième Perpétuel'),
        movement: 'automatic',
        diameters: [40, 41, 42],
        materials: ['rose-gold', 'yellow-gold', 'stainless-steel'],
        dials: ['silver', 'blue', 'white', 'brown'],
        straps: ['alligator'],
        gender: 'men',
        basePrice: 158000,
        label: 'QUANTIÈME PERPÉTUEL',
        story: L(
            '万年历自动识别大小月与闰年，直至2100年无需调校，并配有月相显示。',
            'The perpetual calendar knows every month length and leap year until 2100, with a moon phase at six.',
            'Der ewige Kalender kennt alle Monatslängen und Schaltjahre bis 2100, mit Mondphase bei sechs Uhr.',
        ),
    },
    {
        code: 'maitre-tourbillon',
        collection: 'maitre',
        name: L('大师 陀飞轮', 'Maître Tourbillon', 'Maître Tourbillon'),
        movement: 'manual',
        diameters: [41, 42],
        materials: ['rose-gold', 'yellow-gold', 'titanium', 'ceramic'],
        dials: ['metal', 'black', 'blue', 'white'],
        straps: ['alligator', 'rubber'],
        gender: 'men',
        basePrice: 148000,
        label: 'TOURBILLON',
        story: L(
            '六点钟位置的一分钟陀飞轮抵消地心引力对走时的影响，透过表盘开口尽收眼底。',
            'A one-minute tourbillon at six o’clock cancels out the pull of gravity, on full view through an opening in the dial.',
            'Ein Minutentourbillon bei sechs Uhr gleicht die Schwerkraft aus und ist durch eine Öffnung im Zifferblatt zu sehen.',
        ),
    },
];
