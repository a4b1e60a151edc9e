/** `/heritage` and its pages: the founders and the milestones of the maison. */
import { cta, entry, L, list, picture, products, quote, text } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

export const heritageEntries: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/heritage',
        publishedAt: '2025-06-10T10:00:00+08:00',
        hero: 'brand-heritage-archive-hero.jpg',
        tags: ['heritage'],
        title: L('品牌传承', 'Heritage', 'Erbe'),
        summary: L(
            '勒洛克档案馆保存着莫尔沃自1886年以来的每一本订单簿、每一张图纸与四百余枚历史腕表。',
            'The Le Locle archive keeps every order book and drawing Morvaux has made since 1886, and more than four hundred historic watches.',
            'Das Archiv in Le Locle bewahrt jedes Auftragsbuch und jede Zeichnung von Morvaux seit 1886 sowie über vierhundert historische Uhren.',
        ),
        blocks: [
            text(
                null,
                L(
                    '每一枚莫尔沃腕表都有一个编号，记录在档案馆的订单簿中：它在哪一天完成，由哪位制表师调校，最初售往哪座城市。凭借这个编号，我们可以为任何一枚历史腕表出具档案摘录。',
                    'Every Morvaux has a number, written into the archive’s order books: the day it was finished, the watchmaker who regulated it, the city it was first sold to. From that number we can issue an extract from the archive for any historic watch.',
                    'Jede Morvaux trägt eine Nummer, die in den Auftragsbüchern des Archivs verzeichnet ist: der Tag ihrer Fertigstellung, der Uhrmacher, der sie regulierte, die Stadt, in die sie zuerst verkauft wurde. Mit dieser Nummer stellen wir für jede historische Uhr einen Archivauszug aus.',
                ),
            ),
            picture(
                'brand-heritage-archive.jpg',
                L('档案馆中的订单簿', 'Order books in the archive', 'Auftragsbücher im Archiv'),
                L('最早的一本始于1886年5月。', 'The oldest begins in May 1886.', 'Das älteste beginnt im Mai 1886.'),
            ),
            list(null, null, [
                L(
                    '<a href="/heritage/founders">创始人</a>：奥古斯特与艾莉丝·莫尔沃。',
                    '<a href="/heritage/founders">The founders</a>: Auguste and Élise Morvaux.',
                    '<a href="/heritage/founders">Die Gründer</a>: Auguste und Élise Morvaux.',
                ),
                L(
                    '<a href="/heritage/milestones">里程碑</a>：改变莫尔沃的七枚腕表。',
                    '<a href="/heritage/milestones">Milestones</a>: seven watches that changed Morvaux.',
                    '<a href="/heritage/milestones">Meilensteine</a>: sieben Uhren, die Morvaux verändert haben.',
                ),
                L(
                    '<a href="/history/part-2">品牌历史</a>：七个篇章，从1886年到今天。',
                    '<a href="/history/part-2">The history</a>: seven chapters, from 1886 to today.',
                    '<a href="/history/part-2">Die Geschichte</a>: sieben Kapitel, von 1886 bis heute.',
                ),
            ]),
            cta(L('浏览传承系列', 'Browse Heritage', 'Heritage ansehen'), '/watches/heritage'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/heritage/founders',
        publishedAt: '2025-06-10T10:05:00+08:00',
        hero: 'brand-founders-workshop-hero.jpg',
        tags: ['heritage'],
        title: L('创始人', 'The Founders', 'Die Gründer'),
        summary: L(
            '奥古斯特·莫尔沃制作机芯，艾莉丝·莫尔沃让它们成为腕表。一对夫妇，一间朝北的工作室。',
            'Auguste Morvaux made the movements; Élise Morvaux made them into watches. A couple and a north-facing room.',
            'Auguste Morvaux baute die Werke, Élise Morvaux machte Uhren daraus. Ein Paar und ein Raum nach Norden.',
        ),
        blocks: [
            text(
                L('奥古斯特·莫尔沃（1857–1931）', 'Auguste Morvaux (1857–1931)', 'Auguste Morvaux (1857–1931)'),
                L(
                    '奥古斯特出生于勒洛克附近的一个农家，十四岁起跟随一位机芯师傅学艺。他在日内瓦工作了七年，学会了天文台计时表的调校，1886年回到故乡开设自己的工坊。他的笔记本至今保存在档案馆中，写满了摆轮与游丝的计算。',
                    'Auguste was born on a farm near Le Locle and apprenticed to a movement maker at fourteen. He worked seven years in Geneva, where he learned to regulate observatory chronometers, and came home in 1886 to open his own workshop. His notebooks, still in the archive, are full of calculations for balances and hairsprings.',
                    'Auguste wurde auf einem Hof bei Le Locle geboren und ging mit vierzehn bei einem Rohwerkmacher in die Lehre. Sieben Jahre arbeitete er in Genf, wo er Observatoriumschronometer regulieren lernte, und kehrte 1886 zurück, um seine eigene Werkstatt zu eröffnen. Seine Notizbücher, heute im Archiv, sind voller Berechnungen zu Unruh und Spirale.',
                ),
            ),
            text(
                L('艾莉丝·莫尔沃（1862–1944）', 'Élise Morvaux (1862–1944)', 'Élise Morvaux (1862–1944)'),
                L(
                    '艾莉丝是一位雕刻师的女儿。1894年，她创立了打磨与装饰工作室，并说服奥古斯特不再只为他人供应机芯，而是以莫尔沃之名出售完整的腕表。她亲自前往巴黎、米兰与上海的钟表商处洽谈，订单簿上许多早期的客户名字都出自她的笔迹。',
                    'Élise was an engraver’s daughter. In 1894 she founded the finishing atelier and persuaded Auguste to stop supplying movements to others and sell complete watches under the Morvaux name. She travelled herself to dealers in Paris, Milan and Shanghai, and many early clients in the order books are written in her hand.',
                    'Élise war die Tochter eines Graveurs. 1894 gründete sie das Veredelungsatelier und überzeugte Auguste, nicht mehr nur Werke für andere zu liefern, sondern ganze Uhren unter dem Namen Morvaux zu verkaufen. Sie reiste selbst zu Händlern in Paris, Mailand und Shanghai, und viele frühe Kunden in den Auftragsbüchern stehen in ihrer Handschrift.',
                ),
            ),
            quote(
                L(
                    '机芯是奥古斯特的，表盘是我的，而时间属于戴表的人。',
                    'The movement is Auguste’s, the dial is mine, and the time belongs to whoever wears it.',
                    'Das Werk gehört Auguste, das Zifferblatt mir, und die Zeit dem, der die Uhr trägt.',
                ),
                L('艾莉丝·莫尔沃', 'Élise Morvaux', 'Élise Morvaux'),
            ),
            picture(
                'brand-founders-portrait.jpg',
                L('创始人的工作台', 'The founders’ bench', 'Die Werkbank der Gründer'),
            ),
            text(
                L('今天的家族', 'The family today', 'Die Familie heute'),
                L(
                    '莫尔沃至今仍由家族持有。第五代的克莱尔·莫尔沃执掌制表工厂，她的表兄马蒂厄负责档案馆与历史腕表的修复。',
                    'Morvaux is still owned by the family. Claire Morvaux, of the fifth generation, runs the manufacture; her cousin Mathieu looks after the archive and the restoration of historic watches.',
                    'Morvaux ist bis heute in Familienbesitz. Claire Morvaux aus der fünften Generation leitet die Manufaktur, ihr Cousin Mathieu betreut das Archiv und die Restaurierung historischer Uhren.',
                ),
            ),
        ],
    }),
    entry({
        kind: 'page',
        path: '/heritage/milestones',
        publishedAt: '2025-06-10T10:10:00+08:00',
        hero: 'brand-milestones-dial-hero.jpg',
        tags: ['heritage'],
        title: L('里程碑', 'Milestones', 'Meilensteine'),
        summary: L(
            '七枚改变莫尔沃的腕表，从1907年的天文台冠军到2021年的千米潜水表。',
            'Seven watches that changed Morvaux, from the observatory winner of 1907 to the thousand-metre diver of 2021.',
            'Sieben Uhren, die Morvaux verändert haben, vom Observatoriumssieger 1907 bis zur Tausend-Meter-Taucheruhr 2021.',
        ),
        blocks: [
            list(
                null,
                L(
                    '每一枚都保存在勒洛克档案馆，并在“时间的手艺”巡回展中展出。',
                    'Each one is kept in the Le Locle archive and shown in the travelling exhibition “The Craft of Time”.',
                    'Jede wird im Archiv in Le Locle aufbewahrt und in der Wanderausstellung „Das Handwerk der Zeit“ gezeigt.',
                ),
                [
                    L(
                        '<strong>1907 天文台怀表</strong>：在纳沙泰尔天文台获得一等奖，日差不超过半秒。',
                        '<strong>1907, the observatory pocket watch</strong>: first prize at the Neuchâtel Observatory, within half a second a day.',
                        '<strong>1907, die Observatoriums-Taschenuhr</strong>: erster Preis an der Sternwarte Neuenburg, auf eine halbe Sekunde pro Tag genau.',
                    ),
                    L(
                        '<strong>1926 小秒针怀表</strong>：“最安静的表盘”，传承系列的原型。',
                        '<strong>1926, the small-seconds pocket watch</strong>: “the quietest dial”, ancestor of Heritage.',
                        '<strong>1926, die Taschenuhr mit kleiner Sekunde</strong>: „das ruhigste Zifferblatt“, Urahnin von Heritage.',
                    ),
                    L(
                        '<strong>1954 飞行员腕表</strong>：大号夜光数字，领航者系列的开端。',
                        '<strong>1954, the pilot’s watch</strong>: large luminous numerals, the beginning of Navigator.',
                        '<strong>1954, die Fliegeruhr</strong>: große Leuchtziffern, der Anfang von Navigator.',
                    ),
                    L(
                        '<strong>1961 深海200</strong>：莫尔沃的第一款潜水表。',
                        '<strong>1961, the Abysse 200</strong>: the first Morvaux diver.',
                        '<strong>1961, die Abysse 200</strong>: die erste Taucheruhr von Morvaux.',
                    ),
                    L(
                        '<strong>1968 疾速拉力</strong>：熊猫盘计时表。',
                        '<strong>1968, the Vitesse Rallye</strong>: the panda-dial chronograph.',
                        '<strong>1968, die Vitesse Rallye</strong>: der Chronograph mit Panda-Zifferblatt.',
                    ),
                    L(
                        '<strong>1996 大师万年历</strong>：一位制表师，一枚腕表。',
                        '<strong>1996, the Maître perpetual calendar</strong>: one watchmaker, one watch.',
                        '<strong>1996, der Maître Quantième Perpétuel</strong>: ein Uhrmacher, eine Uhr.',
                    ),
                    L(
                        '<strong>2021 深海1000</strong>：防水千米，配备氦气排放阀。',
                        '<strong>2021, the Abysse 1000</strong>: a thousand metres, with a helium escape valve.',
                        '<strong>2021, die Abysse 1000</strong>: tausend Meter, mit Heliumventil.',
                    ),
                ],
            ),
            picture(
                'brand-milestones-chronometer-dial.jpg',
                L(
                    '1907年天文台怀表的表盘',
                    'The dial of the 1907 observatory pocket watch',
                    'Das Zifferblatt der Observatoriums-Taschenuhr von 1907',
                ),
            ),
            products(L('里程碑的今日传人', 'Their heirs today', 'Ihre heutigen Erben'), [
                'M0A1004',
                'M1A2003',
                'M2A1004',
                'M4A2003',
                'M6A1004',
                'M2A2005',
            ]),
        ],
    }),
];
