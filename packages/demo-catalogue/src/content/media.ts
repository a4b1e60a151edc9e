/**
 * The press lounge's media: pictures and the film to download (media center), and the press
 * kits and fact sheets (media data). Each picture is offered as it is drawn, in full size.
 */
import type { Localised } from '../catalogue.types';
import { downloads, entry, L, picture, text, video } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

interface MediaPicture {
    slug: string;
    file: string;
    publishedAt: string;
    tags: string[];
    title: Localised;
    summary: Localised;
}

const PICTURES: MediaPicture[] = [
    {
        slug: 'manufacture-assembly-gallery',
        file: 'media-manufacture-workshop.jpg',
        publishedAt: '2025-09-01T10:00:00+08:00',
        tags: ['manufacture'],
        title: L('制表工厂的组装长廊', 'The assembly gallery of the manufacture', 'Die Montagegalerie der Manufaktur'),
        summary: L(
            '勒洛克制表工厂三层朝北的组装长廊。',
            'The north-facing assembly gallery on the second floor of the Le Locle manufacture.',
            'Die nach Norden gelegene Montagegalerie im zweiten Stock der Manufaktur in Le Locle.',
        ),
    },
    {
        slug: 'automatic-calibre',
        file: 'media-automatic-calibre-movement.jpg',
        publishedAt: '2025-09-01T10:05:00+08:00',
        tags: ['manufacture', 'watchmaking'],
        title: L('自动上链机芯', 'The automatic calibre', 'Das Automatikkaliber'),
        summary: L(
            '每小时28,800次振频，70小时动力储存，夹板饰以日内瓦波纹。',
            '28,800 beats an hour and a 70-hour power reserve, with Côtes de Genève on its bridges.',
            '28.800 Halbschwingungen pro Stunde und 70 Stunden Gangreserve, mit Genfer Streifen auf den Brücken.',
        ),
    },
    {
        slug: 'anniversary-edition-dial',
        file: 'media-anniversary-edition-dial.jpg',
        publishedAt: '2026-06-30T10:00:00+08:00',
        tags: ['anniversary'],
        title: L('周年纪念款表盘', 'The anniversary edition’s dial', 'Das Zifferblatt der Jubiläumsedition'),
        summary: L(
            '传承小秒针周年纪念款的珐琅质感表盘。',
            'The enamel-like dial of the Heritage Petite Seconde anniversary edition.',
            'Das emailleartige Zifferblatt der Jubiläumsedition der Heritage Petite Seconde.',
        ),
    },
    {
        slug: 'le-locle-in-winter',
        file: 'media-le-locle-mountains.jpg',
        publishedAt: '2026-04-02T10:00:00+08:00',
        tags: ['anniversary', 'le-locle'],
        title: L('冬日勒洛克', 'Le Locle in winter', 'Le Locle im Winter'),
        summary: L(
            '汝拉山谷中的勒洛克，莫尔沃自1886年以来的家。',
            'Le Locle in its Jura valley, home of Morvaux since 1886.',
            'Le Locle in seinem Jura-Tal, seit 1886 die Heimat von Morvaux.',
        ),
    },
    {
        slug: 'abysse-at-sea',
        file: 'media-abysse-sea.jpg',
        publishedAt: '2025-07-01T10:00:00+08:00',
        tags: ['abysse', 'squads'],
        title: L('海上的深海', 'Abysse at sea', 'Abysse auf See'),
        summary: L(
            '帆船小队在青岛国际帆船周佩戴深海300。',
            'The sailing squad wearing the Abysse 300 at Qingdao International Sailing Week.',
            'Das Segel-Squad mit der Abysse 300 bei der Internationalen Segelwoche Qingdao.',
        ),
    },
    {
        slug: 'vitesse-chronograph-dial',
        file: 'media-vitesse-chronograph-dial.jpg',
        publishedAt: '2025-10-08T10:00:00+08:00',
        tags: ['vitesse', 'icons'],
        title: L('疾速计时表', 'The Vitesse chronograph', 'Der Vitesse-Chronograph'),
        summary: L(
            '熊猫式计时盘与测速刻度。',
            'Panda sub-dials and a tachymeter scale.',
            'Panda-Hilfszifferblätter und Tachymeterskala.',
        ),
    },
    {
        slug: 'lunar-new-year-calligraphy',
        file: 'media-lunar-new-year-calligraphy.jpg',
        publishedAt: '2026-01-12T10:00:00+08:00',
        tags: ['campaign'],
        title: L('马年新春礼盒书法', 'Calligraphy for the Year of the Horse', 'Kalligrafie zum Jahr des Pferdes'),
        summary: L(
            '马年新春礼盒上的书法。',
            'The calligraphy on the gift box for the Year of the Horse.',
            'Die Kalligrafie auf der Geschenkbox zum Jahr des Pferdes.',
        ),
    },
];

const pictureEntries = PICTURES.map((p) =>
    entry({
        kind: 'media',
        mediaType: 'picture',
        path: p.slug,
        publishedAt: p.publishedAt,
        hero: p.file,
        tags: p.tags,
        title: p.title,
        summary: p.summary,
        blocks: [
            picture(p.file, p.title, p.summary),
            text(
                null,
                L(
                    '图片仅供媒体报道莫尔沃时使用，请注明“© Morvaux”。',
                    'For editorial use in coverage of Morvaux only; please credit “© Morvaux”.',
                    'Nur für redaktionelle Berichterstattung über Morvaux; bitte mit „© Morvaux“ kennzeichnen.',
                ),
            ),
        ],
    }),
);

const videoEntry = entry({
    kind: 'media',
    mediaType: 'video',
    path: 'balance-wheel-film',
    publishedAt: '2025-09-01T10:10:00+08:00',
    hero: 'brand-balance-wheel-poster.jpg',
    tags: ['manufacture', 'watchmaking'],
    title: L('摆轮的呼吸', 'The Breath of a Balance', 'Der Atem einer Unruh'),
    summary: L(
        '一段八秒的短片：自动上链机芯的摆轮以每小时28,800次的频率摆动。',
        'An eight-second film: the balance of the automatic calibre swinging at 28,800 beats an hour.',
        'Ein achtsekündiger Film: Die Unruh des Automatikkalibers schwingt mit 28.800 Halbschwingungen pro Stunde.',
    ),
    blocks: [
        video(
            'brand-balance-wheel.mp4',
            'brand-balance-wheel-poster.jpg',
            L('H.264，640×360', 'H.264, 640×360', 'H.264, 640×360'),
        ),
    ],
});

interface Kit {
    slug: string;
    file: string;
    publishedAt: string;
    tags: string[];
    title: Localised;
    summary: Localised;
    label: Localised;
}

const KITS: Kit[] = [
    {
        slug: 'press-kit-140-years',
        file: 'morvaux-press-kit-140-years.pdf',
        publishedAt: '2026-01-06T10:00:00+08:00',
        tags: ['anniversary'],
        title: L('140周年新闻资料包', '140 Years press kit', 'Pressemappe 140 Jahre'),
        summary: L(
            '品牌概况、大事年表、周年活动日程与媒体联络方式。',
            'The maison at a glance, the timeline, the anniversary programme and press contacts.',
            'Das Haus im Überblick, die Zeitleiste, das Jubiläumsprogramm und Pressekontakte.',
        ),
        label: L('140周年新闻资料包（PDF）', '140 Years press kit (PDF)', 'Pressemappe 140 Jahre (PDF)'),
    },
    {
        slug: 'fact-sheet-anniversary-edition',
        file: 'morvaux-fact-sheet-anniversary-edition.pdf',
        publishedAt: '2026-06-30T10:00:00+08:00',
        tags: ['anniversary', 'heritage'],
        title: L('周年纪念款产品资料', 'Anniversary edition fact sheet', 'Datenblatt Jubiläumsedition'),
        summary: L(
            '传承小秒针周年纪念款的技术参数、型号与建议零售价。',
            'Technical data, references and recommended prices of the Heritage Petite Seconde anniversary edition.',
            'Technische Daten, Referenzen und empfohlene Preise der Jubiläumsedition der Heritage Petite Seconde.',
        ),
        label: L(
            '周年纪念款产品资料（PDF）',
            'Anniversary edition fact sheet (PDF)',
            'Datenblatt Jubiläumsedition (PDF)',
        ),
    },
    {
        slug: 'fact-sheet-manufacture',
        file: 'morvaux-fact-sheet-manufacture.pdf',
        publishedAt: '2025-09-01T10:00:00+08:00',
        tags: ['manufacture'],
        title: L('制表工厂资料', 'Manufacture fact sheet', 'Datenblatt Manufaktur'),
        summary: L(
            '勒洛克制表工厂的数据：员工、工艺、测试与能源。',
            'The Le Locle manufacture in figures: people, crafts, testing and energy.',
            'Die Manufaktur in Le Locle in Zahlen: Menschen, Handwerk, Prüfung und Energie.',
        ),
        label: L('制表工厂资料（PDF）', 'Manufacture fact sheet (PDF)', 'Datenblatt Manufaktur (PDF)'),
    },
];

const kitEntries = KITS.map((kit) =>
    entry({
        kind: 'media',
        mediaType: 'pressKit',
        path: kit.slug,
        publishedAt: kit.publishedAt,
        tags: kit.tags,
        title: kit.title,
        summary: kit.summary,
        blocks: [
            text(null, kit.summary),
            downloads(L('下载', 'Download', 'Download'), [{ file: kit.file, label: kit.label }]),
        ],
    }),
);

export const mediaEntries: DemoContentEntry[] = [...pictureEntries, videoEntry, ...kitEntries];
