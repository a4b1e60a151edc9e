/** The strap range: one line per strap, by material family and shade. */
import type { Localised } from './catalogue.types';
import { L, type ColourCode, type StrapMaterial } from './catalogue-words';

export interface StrapFamily {
    code: string;
    material: StrapMaterial;
    /** Title noun: 鳄鱼皮表带 / Alligator strap / Alligatorlederarmband. */
    noun: Localised;
    /** Price range in yuan. */
    price: [number, number];
    /** Opening sentence of the description. */
    story: Localised;
}

export interface StrapStyle {
    family: string;
    colour: ColourCode;
    /** Shade in the title; for bracelets the whole title. */
    shade: Localised;
}

export const STRAP_FAMILIES: StrapFamily[] = [
    {
        code: 'alligator',
        material: 'alligator',
        noun: L('鳄鱼皮表带', 'Alligator strap', 'Alligatorlederarmband'),
        price: [3200, 4800],
        story: L(
            '精选鳄鱼皮方形鳞纹，内衬柔软小牛皮，以同色缝线手工缝制。',
            'Cut from hand-selected alligator hide with square scales, lined with soft calfskin and hand-stitched tone on tone.',
            'Aus handverlesenem Alligatorleder mit quadratischen Schuppen geschnitten, mit weichem Kalbsleder gefüttert und Ton in Ton handgenäht.',
        ),
    },
    {
        code: 'calfskin',
        material: 'leather',
        noun: L('小牛皮表带', 'Calfskin strap', 'Kalbslederarmband'),
        price: [1200, 2200],
        story: L(
            '意大利全粒面小牛皮，边缘经多次上蜡打磨，佩戴越久越显光泽。',
            'Full-grain Italian calfskin with edges waxed and polished several times, gaining a richer sheen the longer it is worn.',
            'Vollnarbiges italienisches Kalbsleder mit mehrfach gewachsten und polierten Kanten, das mit jedem Tragen schöner glänzt.',
        ),
    },
    {
        code: 'vintage',
        material: 'leather',
        noun: L('复古小牛皮表带', 'Vintage calfskin strap', 'Vintage-Kalbslederarmband'),
        price: [1500, 2400],
        story: L(
            '做旧处理的小牛皮配以粗犷的明线，为传承与飞行员腕表增添怀旧气息。',
            'Distressed calfskin with bold saddle stitching adds a touch of nostalgia to heritage and pilot watches.',
            'Gealtertes Kalbsleder mit kräftiger Sattlernaht verleiht Heritage- und Fliegeruhren einen nostalgischen Zug.',
        ),
    },
    {
        code: 'rubber',
        material: 'rubber',
        noun: L('橡胶表带', 'Rubber strap', 'Kautschukarmband'),
        price: [1200, 1800],
        story: L(
            '硫化天然橡胶表带，内侧带有透气沟槽，在水中与阳光下同样舒适。',
            'Vulcanised natural rubber with ventilation grooves underneath, equally comfortable in the water and in the sun.',
            'Vulkanisierter Naturkautschuk mit Belüftungsrillen auf der Innenseite, im Wasser wie in der Sonne angenehm zu tragen.',
        ),
    },
    {
        code: 'fabric',
        material: 'fabric',
        noun: L('织纹表带', 'Woven fabric strap', 'Textilarmband'),
        price: [1200, 1600],
        story: L(
            '在法国圣艾蒂安的织带工坊以提花织机织造，轻盈透气。',
            'Woven on jacquard looms by a ribbon maker in Saint-Étienne, France, it is light and breathable.',
            'Auf Jacquard-Webstühlen einer Bandweberei in Saint-Étienne gewebt, leicht und atmungsaktiv.',
        ),
    },
    {
        code: 'bracelet',
        material: 'steel-bracelet',
        noun: L('精钢链带', 'Steel bracelet', 'Edelstahlband'),
        price: [3200, 4800],
        story: L(
            '316L精钢链节逐一打磨，拉丝与抛光面交替呈现。',
            'Each 316L steel link is finished by hand, alternating brushed and polished surfaces.',
            'Jedes Glied aus Edelstahl 316L wird von Hand veredelt, gebürstete und polierte Flächen wechseln sich ab.',
        ),
    },
];

const s = (family: string, colour: ColourCode, zh: string, en: string, de: string): StrapStyle => ({
    family,
    colour,
    shade: L(zh, en, de),
});

export const STRAP_STYLES: StrapStyle[] = [
    s('alligator', 'black', '经典黑', 'classic black', 'Klassisch Schwarz'),
    s('alligator', 'blue', '午夜蓝', 'midnight blue', 'Mitternachtsblau'),
    s('alligator', 'brown', '巧克力棕', 'chocolate brown', 'Schokoladenbraun'),
    s('alligator', 'brown', '干邑棕', 'cognac', 'Cognac'),
    s('alligator', 'green', '森林绿', 'forest green', 'Waldgrün'),
    s('alligator', 'red', '勃艮第红', 'burgundy', 'Burgund'),
    s('alligator', 'sand', '沙漠米', 'desert sand', 'Wüstensand'),
    s('alligator', 'white', '象牙白', 'ivory', 'Elfenbein'),
    s('alligator', 'orange', '琥珀橙', 'amber', 'Bernstein'),
    s('alligator', 'yellow', '赭石黄', 'ochre', 'Ocker'),
    s('calfskin', 'black', '乌木黑', 'ebony black', 'Ebenholzschwarz'),
    s('calfskin', 'brown', '烟草棕', 'tobacco', 'Tabak'),
    s('calfskin', 'sand', '驼色', 'camel', 'Kamel'),
    s('calfskin', 'blue', '海军蓝', 'navy blue', 'Marineblau'),
    s('calfskin', 'green', '橄榄绿', 'olive', 'Oliv'),
    s('calfskin', 'red', '波尔多红', 'bordeaux', 'Bordeaux'),
    s('calfskin', 'white', '珍珠白', 'pearl white', 'Perlweiß'),
    s('calfskin', 'orange', '藏红橙', 'saffron', 'Safran'),
    s('calfskin', 'yellow', '芥末黄', 'mustard', 'Senfgelb'),
    s('vintage', 'brown', '做旧干邑', 'aged cognac', 'Cognac antik'),
    s('vintage', 'black', '做旧黑', 'aged black', 'Schwarz antik'),
    s('vintage', 'sand', '撒哈拉', 'sahara', 'Sahara'),
    s('vintage', 'green', '苔藓绿', 'moss green', 'Moosgrün'),
    s('vintage', 'blue', '丹宁蓝', 'denim blue', 'Jeansblau'),
    s('rubber', 'black', '深邃黑', 'deep black', 'Tiefschwarz'),
    s('rubber', 'blue', '海洋蓝', 'ocean blue', 'Ozeanblau'),
    s('rubber', 'white', '冰川白', 'glacier white', 'Gletscherweiß'),
    s('rubber', 'orange', '信号橙', 'signal orange', 'Signalorange'),
    s('rubber', 'green', '赛车绿', 'racing green', 'Renngrün'),
    s('rubber', 'red', '竞速红', 'racing red', 'Rennrot'),
    s('rubber', 'yellow', '柠檬黄', 'lemon yellow', 'Zitronengelb'),
    s('rubber', 'sand', '卡其', 'khaki', 'Khaki'),
    s('fabric', 'black', '曜石黑', 'obsidian black', 'Obsidianschwarz'),
    s('fabric', 'blue', '海军蓝', 'navy blue', 'Marineblau'),
    s('fabric', 'green', '军绿', 'military green', 'Militärgrün'),
    s('fabric', 'sand', '卡其', 'khaki', 'Khaki'),
    s('fabric', 'red', '学院红', 'regimental red', 'Regimentsrot'),
    s('fabric', 'orange', '日落橙', 'sunset orange', 'Abendrot'),
    s('fabric', 'white', '帆布白', 'sailcloth white', 'Segeltuchweiß'),
    s('fabric', 'yellow', '阳光黄', 'sun yellow', 'Sonnengelb'),
    s('bracelet', 'silver', '三排链节', 'three-link, brushed', 'dreireihig, gebürstet'),
    s('bracelet', 'metal', '五排链节', 'five-link, polished', 'fünfreihig, poliert'),
    s('bracelet', 'metal', '米兰编织', 'Milanese mesh', 'Milanaise'),
    s('bracelet', 'silver', '米粒链节', 'rice-grain', 'Reiskorn'),
    s('bracelet', 'black', '黑色PVD涂层', 'black PVD', 'schwarz PVD-beschichtet'),
];
