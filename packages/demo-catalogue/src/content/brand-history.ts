/**
 * `/history/part-2` to `part-8`: the maison's history in seven chapters, read with previous and
 * next. The series starts at 2, as the shop's history paths always have (spec §2).
 */
import type { Localised } from '../catalogue.types';
import { cta, entry, L, picture, products, quote, text, type LocalisedBlock } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

interface Chapter {
    part: number;
    years: string;
    title: Localised;
    summary: Localised;
    publishedAt: string;
    scene: string;
    body: LocalisedBlock[];
}

/** Named like the path, `part-3` is part 3: the first part is the heritage page. */
const PART_WORD: Localised = L('第{n}部分', 'Part {n}', 'Teil {n}');

const chapters: Chapter[] = [
    {
        part: 2,
        years: '1886–1905',
        scene: 'workshop',
        publishedAt: '2025-03-03T10:00:00+08:00',
        title: L('格朗德街的工作室', 'The Room on the Grande Rue', 'Der Raum an der Grande Rue'),
        summary: L(
            '1886年，奥古斯特·莫尔沃在勒洛克租下一间朝北的工作室；八年后，艾莉丝让莫尔沃之名第一次出现在表盘上。',
            'In 1886 Auguste Morvaux rented a north-facing room in Le Locle; eight years later Élise put the Morvaux name on a dial for the first time.',
            '1886 mietete Auguste Morvaux in Le Locle einen Raum nach Norden; acht Jahre später setzte Élise den Namen Morvaux zum ersten Mal auf ein Zifferblatt.',
        ),
        body: [
            text(
                null,
                L(
                    '最初的工作室只有两张工作台、一台车床和一扇大窗。奥古斯特为拉绍德封的表厂供应怀表机芯，每周一次步行送货，往返二十公里。',
                    'The first room held two benches, a lathe and one large window. Auguste supplied pocket watch movements to makers in La Chaux-de-Fonds and delivered them on foot once a week, twenty kilometres there and back.',
                    'Der erste Raum hatte zwei Werkbänke, eine Drehbank und ein großes Fenster. Auguste lieferte Taschenuhrwerke an Hersteller in La Chaux-de-Fonds und brachte sie einmal pro Woche zu Fuß hin, zwanzig Kilometer hin und zurück.',
                ),
                L(
                    '1894年，艾莉丝·莫尔沃在隔壁房间开设打磨与装饰工作室。同年秋天，第一枚在表盘上写着“Morvaux Le Locle”的怀表被记入订单簿，编号1。',
                    'In 1894 Élise Morvaux opened the finishing atelier in the room next door. That autumn the first pocket watch with “Morvaux Le Locle” on its dial entered the order book as number 1.',
                    '1894 eröffnete Élise Morvaux im Nebenraum das Veredelungsatelier. Im Herbst desselben Jahres wurde die erste Taschenuhr mit „Morvaux Le Locle“ auf dem Zifferblatt als Nummer 1 ins Auftragsbuch eingetragen.',
                ),
            ),
            quote(
                L('北面的光从不说谎。', 'Northern light never lies.', 'Nordlicht lügt nie.'),
                L('奥古斯特·莫尔沃', 'Auguste Morvaux', 'Auguste Morvaux'),
            ),
        ],
    },
    {
        part: 3,
        years: '1906–1937',
        scene: 'movement',
        publishedAt: '2025-03-17T10:00:00+08:00',
        title: L('精准的年代', 'The Age of Precision', 'Das Zeitalter der Präzision'),
        summary: L(
            '1907年的天文台一等奖让莫尔沃声名远播，1926年的小秒针怀表则定义了品牌的审美。',
            'First prize at the observatory in 1907 made Morvaux known; the small-seconds pocket watch of 1926 defined its style.',
            'Der erste Preis an der Sternwarte 1907 machte Morvaux bekannt; die Taschenuhr mit kleiner Sekunde von 1926 prägte seinen Stil.',
        ),
        body: [
            text(
                null,
                L(
                    '纳沙泰尔天文台每年举办计时比赛，参赛怀表要在不同方位与温度下接受四十五天的测试。1907年，奥古斯特亲手调校的一枚怀表以日差不超过半秒的成绩获得一等奖。',
                    'Every year the Neuchâtel Observatory held chronometry trials, testing pocket watches for forty-five days in different positions and temperatures. In 1907 a watch regulated by Auguste himself took first prize, within half a second a day.',
                    'Die Sternwarte Neuenburg veranstaltete jedes Jahr Chronometriewettbewerbe, bei denen Taschenuhren fünfundvierzig Tage lang in verschiedenen Lagen und Temperaturen geprüft wurden. 1907 gewann eine von Auguste selbst regulierte Uhr den ersten Preis, auf eine halbe Sekunde pro Tag genau.',
                ),
                L(
                    '二十年代，艾莉丝与年轻的设计师一起绘制了六点钟小秒针表盘：宽阔的留白、纤细的宝玑数字。它销往巴黎、米兰，也经由香港的钟表商来到上海。',
                    'In the 1920s Élise and a young designer drew the dial with small seconds at six: wide margins and slender Breguet numerals. It sold in Paris and Milan, and reached Shanghai through dealers in Hong Kong.',
                    'In den 1920er-Jahren zeichnete Élise mit einem jungen Gestalter das Zifferblatt mit kleiner Sekunde bei sechs: breite Ränder und schlanke Breguet-Ziffern. Es wurde in Paris und Mailand verkauft und gelangte über Händler in Hongkong nach Shanghai.',
                ),
            ),
            products(L('今日的传承小秒针', 'The Heritage Petite Seconde today', 'Die Heritage Petite Seconde heute'), [
                'M0A1001',
                'M0A1002',
                'M0A1004',
            ]),
        ],
    },
    {
        part: 4,
        years: '1938–1959',
        scene: 'sky',
        publishedAt: '2025-03-31T10:00:00+08:00',
        title: L('从口袋到腕间', 'From the Pocket to the Wrist', 'Von der Tasche ans Handgelenk'),
        summary: L(
            '腕表取代怀表，莫尔沃的第二代接过工坊，并为飞行员制作了第一枚领航者。',
            'The wristwatch replaced the pocket watch, the second generation took over the workshop, and the first Navigator was made for pilots.',
            'Die Armbanduhr löste die Taschenuhr ab, die zweite Generation übernahm die Werkstatt, und die erste Navigator entstand für Piloten.',
        ),
        body: [
            text(
                null,
                L(
                    '1938年，腕表的订单第一次超过怀表。奥古斯特与艾莉丝的儿子保罗·莫尔沃重新设计了机芯，使之更小、更耐震，同时保留了父亲的调校标准。',
                    'In 1938 orders for wristwatches overtook pocket watches for the first time. Paul Morvaux, son of Auguste and Élise, redesigned the movements to be smaller and more shock-resistant while keeping his father’s standard of regulation.',
                    '1938 überholten die Aufträge für Armbanduhren erstmals die Taschenuhren. Paul Morvaux, Sohn von Auguste und Élise, konstruierte die Werke kleiner und stoßfester, ohne die Regulierungsansprüche seines Vaters aufzugeben.',
                ),
                L(
                    '1954年，瑞士航线的机组请莫尔沃制作一枚戴着手套也能读时的腕表。大号夜光数字与宽大表冠的飞行员腕表由此诞生，它是今天领航者系列的前身。',
                    'In 1954 the crews of a Swiss airline asked Morvaux for a watch they could read and set with gloves on. The pilot’s watch with large luminous numerals and a broad crown was the result, forerunner of today’s Navigator.',
                    '1954 baten die Besatzungen einer Schweizer Fluglinie Morvaux um eine Uhr, die sich mit Handschuhen ablesen und stellen ließ. So entstand die Fliegeruhr mit großen Leuchtziffern und breiter Krone, Vorläuferin der heutigen Navigator.',
                ),
            ),
            products(L('领航者系列', 'The Navigator collection', 'Die Navigator-Kollektion'), [
                'M1A2001',
                'M1A2003',
                'M1A1001',
            ]),
        ],
    },
    {
        part: 5,
        years: '1960–1975',
        scene: 'sea',
        publishedAt: '2025-04-14T10:00:00+08:00',
        title: L('深度与速度', 'Depth and Speed', 'Tiefe und Tempo'),
        summary: L(
            '深海潜入汝拉湖泊，疾速驰骋阿尔卑斯赛道：莫尔沃最具活力的十五年。',
            'Abysse went down into the Jura lakes and Vitesse raced the Alpine stages: the liveliest fifteen years of Morvaux.',
            'Abysse tauchte in die Jurasseen, Vitesse fuhr die Alpenetappen: die lebhaftesten fünfzehn Jahre von Morvaux.',
        ),
        body: [
            text(
                null,
                L(
                    '1961年的深海200为纳沙泰尔湖的潜水俱乐部打造，单向旋转表圈让潜水员在冰冷的湖水中也能安全计时。1967年，一枚莫尔沃计时表陪伴勒洛克的车手完成阿尔卑斯拉力赛，次年疾速系列正式问世。',
                    'The Abysse 200 of 1961 was made for a diving club on Lake Neuchâtel; its unidirectional bezel kept divers safely timed in cold water. In 1967 a Morvaux chronograph rode with a Le Locle driver through the Alpine rally, and Vitesse was launched the following year.',
                    'Die Abysse 200 von 1961 entstand für einen Tauchclub am Neuenburgersee; ihre einseitig drehbare Lünette ließ Taucher im kalten Wasser sicher die Zeit messen. 1967 fuhr ein Morvaux-Chronograph mit einem Fahrer aus Le Locle durch die Alpenrallye, und im Jahr darauf kam Vitesse heraus.',
                ),
            ),
            products(L('深海与疾速', 'Abysse and Vitesse', 'Abysse und Vitesse'), [
                'M2A1001',
                'M2A1004',
                'M4A2003',
                'M4A2002',
            ]),
        ],
    },
    {
        part: 6,
        years: '1976–1999',
        scene: 'dial',
        publishedAt: '2025-04-28T10:00:00+08:00',
        title: L('坚守机械', 'Keeping Faith with Mechanics', 'Der Mechanik treu'),
        summary: L(
            '石英危机中，许多汝拉工坊关上了大门。莫尔沃保留了每一位制表师，并以星辰与大师系列走出低谷。',
            'In the quartz crisis many Jura workshops closed their doors. Morvaux kept every watchmaker, and came through with Étoile and Maître.',
            'In der Quarzkrise schlossen viele Werkstätten im Jura. Morvaux behielt jeden Uhrmacher und fand mit Étoile und Maître den Weg hinaus.',
        ),
        body: [
            text(
                null,
                L(
                    '七十年代末，廉价的石英表让瑞士钟表业失去了大半的工作岗位。第三代的让娜·莫尔沃决定不裁减一位制表师：工坊一边继续制作机械表，一边推出第一款石英女表，这就是星辰系列的起点。',
                    'In the late 1970s cheap quartz watches cost the Swiss industry most of its jobs. Jeanne Morvaux, of the third generation, decided not to let a single watchmaker go: the workshop kept making mechanical watches and introduced its first quartz watch for women, the beginning of Étoile.',
                    'Ende der 1970er-Jahre kosteten billige Quarzuhren die Schweizer Uhrenindustrie die meisten ihrer Arbeitsplätze. Jeanne Morvaux aus der dritten Generation beschloss, keinen einzigen Uhrmacher zu entlassen: Die Werkstatt baute weiter mechanische Uhren und brachte ihre erste Quarz-Damenuhr heraus, den Anfang von Étoile.',
                ),
                L(
                    '1996年，大师系列的第一枚万年历问世。它由一位制表师从头到尾独立组装，这一做法沿用至今。',
                    'In 1996 the first Maître perpetual calendar appeared, assembled from start to finish by one watchmaker, as every Maître still is.',
                    '1996 erschien der erste ewige Kalender der Maître-Linie, von einem einzigen Uhrmacher von Anfang bis Ende montiert, wie jede Maître bis heute.',
                ),
            ),
            products(L('星辰与大师', 'Étoile and Maître', 'Étoile und Maître'), [
                'M3A1002',
                'M3A2003',
                'M6A1001',
                'M6A1003',
            ]),
        ],
    },
    {
        part: 7,
        years: '2000–2019',
        scene: 'workshop',
        publishedAt: '2025-05-12T10:00:00+08:00',
        title: L(
            '新工厂与东方之旅',
            'A New Manufacture, a Journey East',
            'Eine neue Manufaktur, eine Reise nach Osten',
        ),
        summary: L(
            '2008年勒洛克新制表工厂落成，2014年上海首家精品店开业：莫尔沃与中国的故事翻开新的一页。',
            'The new manufacture opened in Le Locle in 2008 and the first boutique in Shanghai in 2014: a new page in the story of Morvaux and China.',
            '2008 öffnete die neue Manufaktur in Le Locle, 2014 die erste Boutique in Shanghai: ein neues Kapitel der Geschichte von Morvaux und China.',
        ),
        body: [
            text(
                null,
                L(
                    '新制表工厂把零件加工、装饰与组装集中在一栋建筑中，屋顶的太阳能板提供了工厂三分之一的电力。',
                    'The new manufacture brought parts making, decoration and assembly under one roof, and the solar panels on that roof supply a third of its power.',
                    'Die neue Manufaktur vereint Teilefertigung, Dekoration und Montage unter einem Dach, und die Solarmodule auf diesem Dach liefern ein Drittel ihres Stroms.',
                ),
                L(
                    '早在1920年代，莫尔沃怀表就已经过香港的钟表商来到上海。2014年，莫尔沃在上海恒隆广场开设了中国大陆的第一家精品店，随后北京SKP、广州太古汇与深圳万象城的精品店相继开业。',
                    'Morvaux pocket watches had reached Shanghai through Hong Kong dealers as early as the 1920s. In 2014 Morvaux opened its first boutique in mainland China at Plaza 66 in Shanghai; boutiques at SKP in Beijing, Taikoo Hui in Guangzhou and The MixC in Shenzhen followed.',
                    'Schon in den 1920er-Jahren kamen Taschenuhren von Morvaux über Händler in Hongkong nach Shanghai. 2014 eröffnete Morvaux im Plaza 66 in Shanghai seine erste Boutique auf dem chinesischen Festland; es folgten Boutiquen im SKP in Peking, im Taikoo Hui in Guangzhou und im MixC in Shenzhen.',
                ),
            ),
            cta(L('查找精品店', 'Find a boutique', 'Eine Boutique finden'), '/stores'),
        ],
    },
    {
        part: 8,
        years: '2020–2026',
        scene: 'mountains',
        publishedAt: '2025-05-26T10:00:00+08:00',
        title: L('一百四十年', 'One Hundred and Forty Years', 'Hundertvierzig Jahre'),
        summary: L(
            '深海1000潜入千米深海，精品店遍布中国各地，莫尔沃迎来第五代与140周年。',
            'The Abysse 1000 went a thousand metres down, boutiques opened across China, and Morvaux reached its fifth generation and its 140th year.',
            'Die Abysse 1000 tauchte tausend Meter tief, in ganz China öffneten Boutiquen, und Morvaux erreichte seine fünfte Generation und sein 140. Jahr.',
        ),
        body: [
            text(
                null,
                L(
                    '2021年，深海1000通过了千米压力测试，配备氦气排放阀，成为莫尔沃最深的潜水表。同年，第五代的克莱尔·莫尔沃接掌制表工厂。',
                    'In 2021 the Abysse 1000 passed its thousand-metre pressure test with a helium escape valve, the deepest Morvaux diver yet. That same year Claire Morvaux, of the fifth generation, took charge of the manufacture.',
                    '2021 bestand die Abysse 1000 mit Heliumventil ihre Drucktests auf tausend Meter und wurde zur tiefsten Taucheruhr von Morvaux. Im selben Jahr übernahm Claire Morvaux aus der fünften Generation die Leitung der Manufaktur.',
                ),
                L(
                    '在中国，成都太古里精品店于2024年底开业，上海服务中心与杭州湖滨银泰in77精品店于2025年相继落成。如今，莫尔沃在中国大陆八座城市设有九家精品店。',
                    'In China the Chengdu Taikoo Li boutique opened at the end of 2024, followed in 2025 by the Shanghai service centre and the boutique at Hubin Yintai in77 in Hangzhou. Today Morvaux has nine boutiques in eight cities of mainland China.',
                    'In China öffnete Ende 2024 die Boutique im Taikoo Li in Chengdu, 2025 folgten das Servicezentrum in Shanghai und die Boutique im Hubin Yintai in77 in Hangzhou. Heute hat Morvaux neun Boutiquen in acht Städten auf dem chinesischen Festland.',
                ),
                L(
                    '2026年，莫尔沃迎来140周年。勒洛克的工作台依然朝北，而我们的故事仍在继续，请在<a href="/140-years">140周年</a>页面阅读下一章。',
                    'In 2026 Morvaux turns 140. The benches in Le Locle still face north, and the story goes on: read its next chapter on the <a href="/140-years">140 years</a> page.',
                    '2026 wird Morvaux 140 Jahre alt. Die Werkbänke in Le Locle blicken noch immer nach Norden, und die Geschichte geht weiter: Lesen Sie das nächste Kapitel auf der Seite <a href="/140-years">140 Jahre</a>.',
                ),
            ),
            products(L('今日莫尔沃', 'Morvaux today', 'Morvaux heute'), ['M2A2005', 'M6A2004', 'M3A2001', 'M5A1003']),
        ],
    },
];

function chapterLabel(part: number, years: string): Localised {
    const n = String(part);
    return {
        zh: `${PART_WORD.zh.replace('{n}', n)} · ${years}`,
        en: `${PART_WORD.en.replace('{n}', n)} · ${years}`,
        de: `${PART_WORD.de.replace('{n}', n)} · ${years}`,
    };
}

export const historyEntries: DemoContentEntry[] = chapters.map((chapter) => {
    const label = chapterLabel(chapter.part, chapter.years);
    return entry({
        kind: 'page',
        path: `/history/part-${chapter.part}`,
        series: 'history',
        position: chapter.part,
        publishedAt: chapter.publishedAt,
        hero: `brand-history-part-${chapter.part}-${chapter.scene}-hero.jpg`,
        tags: ['history', 'heritage'],
        title: chapter.title,
        summary: chapter.summary,
        seoTitle: {
            zh: `${chapter.title.zh}（${label.zh}）| 莫尔沃品牌历史`,
            en: `${chapter.title.en} (${label.en}) | The History of Morvaux`,
            de: `${chapter.title.de} (${label.de}) | Die Geschichte von Morvaux`,
        },
        blocks: [
            text(
                null,
                L(`<strong>${label.zh}</strong>`, `<strong>${label.en}</strong>`, `<strong>${label.de}</strong>`),
            ),
            ...chapter.body.slice(0, 1),
            picture(`brand-history-part-${chapter.part}-${chapter.scene}.jpg`, chapter.title, label),
            ...chapter.body.slice(1),
        ],
    });
});
