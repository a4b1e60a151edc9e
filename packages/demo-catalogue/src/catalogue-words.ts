/**
 * Vocabulary shared by the facet names, product names and generated descriptions, so a
 * material or colour reads the same wherever it appears in one language.
 */
import { FLAG_CODES, type FlagCode } from '@maison/shared';

import type { Localised } from './catalogue.types';

export function L(zh: string, en: string, de: string): Localised {
    return { zh, en, de };
}

export const DIAL_COLOURS = [
    'blue',
    'silver',
    'yellow',
    'black',
    'green',
    'white',
    'red',
    'orange',
    'sand',
    'brown',
    'metal',
] as const;
export type ColourCode = (typeof DIAL_COLOURS)[number];

export const CASE_MATERIALS = ['stainless-steel', 'titanium', 'rose-gold', 'yellow-gold', 'ceramic', 'bronze'] as const;
export type CaseMaterial = (typeof CASE_MATERIALS)[number];

export const MOVEMENTS = ['automatic', 'manual', 'quartz', 'chronograph'] as const;
export type Movement = (typeof MOVEMENTS)[number];

export const STRAP_MATERIALS = ['leather', 'alligator', 'rubber', 'fabric', 'steel-bracelet'] as const;
export type StrapMaterial = (typeof STRAP_MATERIALS)[number];

export const GENDERS = ['men', 'women', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];

/** The flags of spec §9, as codes of the `flag` facet. */
export const FLAGS = FLAG_CODES;
export type Flag = FlagCode;

export const DIAMETERS = [36, 38, 40, 41, 42, 44] as const;
export type Diameter = (typeof DIAMETERS)[number];

/** Widths between a watch's lugs, in millimetres: the width of strap it takes. */
export const LUG_WIDTHS = [16, 18, 20, 21, 22, 24] as const;
export const LUG_WIDTH_BY_DIAMETER: Record<Diameter, (typeof LUG_WIDTHS)[number]> = {
    36: 18,
    38: 20,
    40: 20,
    41: 21,
    42: 22,
    44: 22,
};

/** Facet value names of the colours. */
export const COLOUR_NAMES: Record<ColourCode, Localised> = {
    blue: L('蓝色', 'Blue', 'Blau'),
    silver: L('银色', 'Silver', 'Silber'),
    yellow: L('黄色', 'Yellow', 'Gelb'),
    black: L('黑色', 'Black', 'Schwarz'),
    green: L('绿色', 'Green', 'Grün'),
    white: L('白色', 'White', 'Weiß'),
    red: L('红色', 'Red', 'Rot'),
    orange: L('橙色', 'Orange', 'Orange'),
    sand: L('沙色', 'Sand', 'Sand'),
    brown: L('棕色', 'Brown', 'Braun'),
    metal: L('金属灰', 'Metallic grey', 'Metallgrau'),
};

/**
 * Colours as adjectives inside sentences: lower-case English, and German stems that take
 * the ending of their noun (`blau` + `es Zifferblatt`, `an einem blau` + `en Armband`).
 */
export const COLOUR_ADJECTIVES: Record<ColourCode, Localised> = {
    blue: L('蓝色', 'blue', 'blau'),
    silver: L('银色', 'silver', 'silbern'),
    yellow: L('黄色', 'yellow', 'gelb'),
    black: L('黑色', 'black', 'schwarz'),
    green: L('绿色', 'green', 'grün'),
    white: L('白色', 'white', 'weiß'),
    red: L('红色', 'red', 'rot'),
    orange: L('橙色', 'orange', 'orangefarben'),
    sand: L('沙色', 'sand-coloured', 'sandfarben'),
    brown: L('棕色', 'brown', 'braun'),
    metal: L('金属灰', 'metallic grey', 'metallgrau'),
};

/** Short dial names for product titles: 精钢蓝盘 / Blue Dial / blaues Zifferblatt. */
export const DIAL_TITLES: Record<ColourCode, Localised> = {
    blue: L('蓝盘', 'Blue Dial', 'blaues Zifferblatt'),
    silver: L('银盘', 'Silver Dial', 'silbernes Zifferblatt'),
    yellow: L('黄盘', 'Yellow Dial', 'gelbes Zifferblatt'),
    black: L('黑盘', 'Black Dial', 'schwarzes Zifferblatt'),
    green: L('绿盘', 'Green Dial', 'grünes Zifferblatt'),
    white: L('白盘', 'White Dial', 'weißes Zifferblatt'),
    red: L('红盘', 'Red Dial', 'rotes Zifferblatt'),
    orange: L('橙盘', 'Orange Dial', 'orangefarbenes Zifferblatt'),
    sand: L('沙色盘', 'Sand Dial', 'sandfarbenes Zifferblatt'),
    brown: L('棕盘', 'Brown Dial', 'braunes Zifferblatt'),
    metal: L('金属灰盘', 'Slate Dial', 'metallgraues Zifferblatt'),
};

export const MATERIAL_NAMES: Record<CaseMaterial, Localised> = {
    'stainless-steel': L('精钢', 'Stainless steel', 'Edelstahl'),
    titanium: L('钛金属', 'Titanium', 'Titan'),
    'rose-gold': L('18K玫瑰金', '18k rose gold', '18 Karat Roségold'),
    'yellow-gold': L('18K黄金', '18k yellow gold', '18 Karat Gelbgold'),
    ceramic: L('陶瓷', 'Ceramic', 'Keramik'),
    bronze: L('青铜', 'Bronze', 'Bronze'),
};

/** Materials in product titles, kept short. */
export const MATERIAL_TITLES: Record<CaseMaterial, Localised> = {
    'stainless-steel': L('精钢', 'Steel', 'Edelstahl'),
    titanium: L('钛金属', 'Titanium', 'Titan'),
    'rose-gold': L('玫瑰金', 'Rose Gold', 'Roségold'),
    'yellow-gold': L('黄金', 'Yellow Gold', 'Gelbgold'),
    ceramic: L('陶瓷', 'Ceramic', 'Keramik'),
    bronze: L('青铜', 'Bronze', 'Bronze'),
};

/** Materials after "in" / "aus" inside a sentence. */
export const MATERIAL_PHRASES: Record<CaseMaterial, Localised> = {
    'stainless-steel': L('精钢', 'polished stainless steel', 'poliertem Edelstahl'),
    titanium: L('5级钛金属', 'grade 5 titanium', 'Titan Grad 5'),
    'rose-gold': L('18K玫瑰金', '18k rose gold', '18 Karat Roségold'),
    'yellow-gold': L('18K黄金', '18k yellow gold', '18 Karat Gelbgold'),
    ceramic: L('黑色高科技陶瓷', 'black high-tech ceramic', 'schwarzer Hightech-Keramik'),
    bronze: L('青铜', 'bronze that patinates with wear', 'Bronze, die mit der Zeit Patina ansetzt'),
};

export const MOVEMENT_NAMES: Record<Movement, Localised> = {
    automatic: L('自动上链', 'Automatic', 'Automatik'),
    manual: L('手动上链', 'Hand-wound', 'Handaufzug'),
    quartz: L('石英', 'Quartz', 'Quarz'),
    chronograph: L('计时码表', 'Chronograph', 'Chronograph'),
};

/** The movement word in a watch's title. */
export const MOVEMENT_TITLES: Record<Movement, Localised> = {
    automatic: L('自动腕表', 'Automatic', 'Automatik'),
    manual: L('手动上链腕表', 'Hand-wound', 'Handaufzug'),
    quartz: L('石英腕表', 'Quartz', 'Quarz'),
    chronograph: L('计时腕表', 'Chronograph', 'Chronograph'),
};

/** One closing sentence per movement for watch descriptions. */
export const MOVEMENT_SENTENCES: Record<Movement, Localised> = {
    automatic: L(
        '自动上链机芯以每小时28,800次的频率摆动，提供70小时动力储存。',
        'The self-winding calibre beats at 28,800 vibrations per hour and holds a 70-hour power reserve.',
        'Das Automatikkaliber schwingt mit 28.800 Halbschwingungen pro Stunde und bietet 70 Stunden Gangreserve.',
    ),
    manual: L(
        '手动上链机芯由勒洛克工坊手工装饰，透过蓝宝石水晶底盖清晰可见。',
        'Its hand-wound calibre is decorated by hand in our Le Locle workshop and visible through the sapphire caseback.',
        'Das Handaufzugskaliber wird in unserer Werkstatt in Le Locle von Hand veredelt und zeigt sich durch den Saphirglasboden.',
    ),
    quartz: L(
        '高精度石英机芯每年误差仅数秒，电池续航长达五年。',
        'A high-precision quartz movement keeps time to within seconds a year, with a battery life of up to five years.',
        'Ein Hochpräzisions-Quarzwerk geht auf wenige Sekunden im Jahr genau, die Batterie hält bis zu fünf Jahre.',
    ),
    chronograph: L(
        '自动上链计时机芯配备导柱轮与垂直离合，按压手感清脆利落。',
        'The self-winding chronograph calibre pairs a column wheel with a vertical clutch for a crisp, precise push.',
        'Das automatische Chronographenkaliber verbindet Schaltrad und vertikale Kupplung für einen präzisen, klaren Drücker.',
    ),
};

export const STRAP_MATERIAL_NAMES: Record<StrapMaterial, Localised> = {
    leather: L('小牛皮', 'Leather', 'Leder'),
    alligator: L('鳄鱼皮', 'Alligator', 'Alligatorleder'),
    rubber: L('橡胶', 'Rubber', 'Kautschuk'),
    fabric: L('织物', 'Fabric', 'Textil'),
    'steel-bracelet': L('精钢链带', 'Steel bracelet', 'Edelstahlband'),
};

export const GENDER_NAMES: Record<Gender, Localised> = {
    men: L('男士', 'Men', 'Herren'),
    women: L('女士', 'Women', 'Damen'),
    unisex: L('中性', 'Unisex', 'Unisex'),
};

export const FLAG_NAMES: Record<Flag, Localised> = {
    'limited-edition': L('限量版', 'Limited edition', 'Limitierte Edition'),
    'ecom-exclusive': L('官网独家', 'Online exclusive', 'Online-exklusiv'),
    'boutique-exclusive': L('精品店专属', 'Boutique exclusive', 'Boutique-exklusiv'),
    'country-exclusive': L('中国特别版', 'China exclusive', 'China-exklusiv'),
    capsule: L('胶囊系列', 'Capsule collection', 'Capsule-Kollektion'),
    new: L('新品', 'New', 'Neu'),
};

/** `20mm` → 20 毫米 / 20 mm / 20 mm, used for diameters and strap widths alike. */
export function millimetres(mm: number): Localised {
    return L(`${mm} 毫米`, `${mm} mm`, `${mm} mm`);
}
