/**
 * The demo shop's press releases, two years of them: each ends with what a journalist needs,
 * a paragraph about the maison and whom to call. Written in Chinese first, then translated.
 */
import type { SeedLanguage } from '../catalogue.types';
import type { DemoContentBlock, DemoContentEntry } from './content-data.types';
import type { NewsTag } from './news';

const BRAND: Record<SeedLanguage, string> = { zh: '莫尔沃', en: 'Morvaux', de: 'Morvaux' };

export const PRESS_EMAIL = 'press@morvaux.cn';
/** The press office in Shanghai, written as the shop's demo numbers are. */
export const PRESS_PHONE = '+86 21 6133 1886';
const PRESS_TEL = 'tel:+862161331886';

const ABOUT_THE_MAISON: Record<SeedLanguage, string> = {
    zh: '<h2>关于莫尔沃</h2><p>莫尔沃于1886年创立于瑞士汝拉山区的制表小城勒洛克，至今仍在当地的工坊中设计、装配和调校每一枚腕表。品牌的七大系列涵盖传承、领航者、深海、星辰、疾速、地平线与大师系列，从日常佩戴的自动腕表到万年历与陀飞轮。在中国大陆，莫尔沃腕表通过品牌精品店、授权零售商与<a href="/">官方网站</a>发售，并由上海客户服务中心提供保养与维修。</p>',
    en: '<h2>About Morvaux</h2><p>Morvaux was founded in 1886 in Le Locle, the watchmaking town of the Swiss Jura, where it still designs, assembles and regulates every watch in its own workshop. Its seven collections, Heritage, Navigator, Abysse, Étoile, Vitesse, Horizon and Maître, range from everyday automatics to perpetual calendars and tourbillons. In mainland China, Morvaux watches are sold in the maison’s boutiques, by authorised retailers and on its <a href="/">official website</a>, and serviced by the customer service centre in Shanghai.</p>',
    de: '<h2>Über Morvaux</h2><p>Morvaux wurde 1886 in Le Locle gegründet, der Uhrmacherstadt im Schweizer Jura, wo das Haus bis heute jede Uhr in seiner eigenen Werkstatt entwirft, montiert und reguliert. Seine sieben Kollektionen Heritage, Navigator, Abysse, Étoile, Vitesse, Horizon und Maître reichen von Automatikuhren für jeden Tag bis zu ewigen Kalendern und Tourbillons. In Festlandchina sind die Uhren von Morvaux in den Boutiquen des Hauses, bei autorisierten Fachhändlern und auf der <a href="/">offiziellen Website</a> erhältlich und werden vom Kundendienstzentrum in Shanghai gewartet.</p>',
};

const PRESS_CONTACT: Record<SeedLanguage, string> = {
    zh: `<h2>媒体联络</h2><p>莫尔沃中国公关部<br>电子邮件：<a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a><br>电话：<a href="${PRESS_TEL}">${PRESS_PHONE}</a></p><p>高清图片与新闻资料包请至<a href="/press-lounge/media-center">媒体中心</a>下载。</p>`,
    en: `<h2>Press contact</h2><p>Morvaux China, Public Relations<br>E-mail: <a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a><br>Phone: <a href="${PRESS_TEL}">${PRESS_PHONE}</a></p><p>High-resolution pictures and press kits can be downloaded from the <a href="/press-lounge/media-center">media centre</a>.</p>`,
    de: `<h2>Pressekontakt</h2><p>Morvaux China, Öffentlichkeitsarbeit<br>E-Mail: <a href="mailto:${PRESS_EMAIL}">${PRESS_EMAIL}</a><br>Telefon: <a href="${PRESS_TEL}">${PRESS_PHONE}</a></p><p>Bilder in hoher Auflösung und Pressemappen stehen im <a href="/press-lounge/media-center">Medienzentrum</a> zum Download bereit.</p>`,
};

/** One language of a release: where and when, the news, a voice, the facts. */
interface ReleaseText {
    title: string;
    summary: string;
    /** HTML, opening with the place and date line. */
    body: string;
    quote: { text: string; cite: string };
    /** HTML: the facts (specifications, dates, places), often a list. */
    facts?: string;
    productsTitle?: string;
}

interface ReleaseDef {
    slug: string;
    publishedAt: string;
    tags: NewsTag[];
    skus?: string[];
    zh: ReleaseText;
    en: ReleaseText;
    de: ReleaseText;
}

function release(def: ReleaseDef): DemoContentEntry {
    const translation = (lang: SeedLanguage) => {
        const t = def[lang];
        const blocks: DemoContentBlock[] = [
            { type: 'richText', html: t.body },
            { type: 'quote', text: t.quote.text, cite: t.quote.cite },
        ];
        if (t.facts) blocks.push({ type: 'richText', html: t.facts });
        if (def.skus) blocks.push({ type: 'products', title: t.productsTitle, skus: def.skus });
        blocks.push({ type: 'richText', html: ABOUT_THE_MAISON[lang] + PRESS_CONTACT[lang] });
        return {
            title: t.title,
            summary: t.summary,
            seoTitle: `${t.title} | ${BRAND[lang]}`,
            seoDescription: t.summary,
            blocks,
        };
    };
    return {
        kind: 'press',
        path: def.slug,
        publishedAt: def.publishedAt,
        tags: def.tags,
        hero: `press-${def.slug}.jpg`,
        translations: { zh: translation('zh'), en: translation('en'), de: translation('de') },
    };
}

export const pressEntries: DemoContentEntry[] = [
    release({
        slug: 'chengdu-boutique-opening',
        publishedAt: '2024-12-10T09:00:00+08:00',
        tags: ['boutiques'],
        skus: ['M1A1003', 'M3A2004'],
        zh: {
            title: '莫尔沃在成都远洋太古里开设中国西南首家精品店',
            summary: '瑞士制表品牌莫尔沃宣布，其中国西南地区首家精品店将于2024年12月12日在成都远洋太古里开幕。',
            body: '<p><strong>2024年12月10日，成都</strong>——瑞士制表品牌莫尔沃今日宣布，品牌在中国西南地区的首家精品店将于12月12日在成都远洋太古里正式开幕。精品店面积约一百二十平方米，完整陈列品牌七大系列，并设有私人品鉴室与制表师工作台。</p><p>开幕当月，来自勒洛克的制表师将在店内现场演示机芯装配；精品店同时首发领航者GMT钛金属绿盘精品店专属款。</p>',
            quote: {
                text: '成都是中国最具生活美学的城市之一。我们希望在这里，与热爱生活的人分享慢下来的制表艺术。',
                cite: '莫尔沃中国区总经理',
            },
            facts: '<h2>精品店信息</h2><ul><li>地址：成都市锦江区中纱帽街8号远洋太古里</li><li>营业时间：每日10:00至22:00</li><li>服务：私人品鉴、表带更换、刻字、防水检测</li></ul>',
            productsTitle: '精品店首发',
        },
        en: {
            title: 'Morvaux opens its first boutique in south-west China at Sino-Ocean Taikoo Li, Chengdu',
            summary:
                'The Swiss watchmaker Morvaux announces that its first boutique in south-west China opens at Sino-Ocean Taikoo Li in Chengdu on 12 December 2024.',
            body: '<p><strong>Chengdu, 10 December 2024</strong> – The Swiss watchmaker Morvaux today announced that its first boutique in south-west China opens at Sino-Ocean Taikoo Li in Chengdu on 12 December. The boutique of some 120 square metres shows all seven of the maison’s collections and has a private salon and a watchmaker’s bench.</p><p>In its opening month a watchmaker from Le Locle will demonstrate movement assembly in the boutique, which also launches the boutique-exclusive Navigator GMT in titanium with a green dial.</p>',
            quote: {
                text: 'Chengdu is one of China’s cities with the finest art of living. Here we want to share the art of slowing down with people who love life.',
                cite: 'Managing Director, Morvaux China',
            },
            facts: '<h2>The boutique</h2><ul><li>Address: Sino-Ocean Taikoo Li, 8 Zhongshamao Street, Jinjiang District, Chengdu</li><li>Opening hours: daily 10:00 to 22:00</li><li>Services: private viewings, strap fitting, engraving, water-resistance checks</li></ul>',
            productsTitle: 'Launched in the boutique',
        },
        de: {
            title: 'Morvaux eröffnet seine erste Boutique im Südwesten Chinas im Sino-Ocean Taikoo Li in Chengdu',
            summary:
                'Der Schweizer Uhrenhersteller Morvaux gibt bekannt, dass seine erste Boutique im Südwesten Chinas am 12. Dezember 2024 im Sino-Ocean Taikoo Li in Chengdu eröffnet.',
            body: '<p><strong>Chengdu, 10. Dezember 2024</strong> – Der Schweizer Uhrenhersteller Morvaux hat heute bekannt gegeben, dass seine erste Boutique im Südwesten Chinas am 12. Dezember im Sino-Ocean Taikoo Li in Chengdu eröffnet. Die rund 120 Quadratmeter große Boutique zeigt alle sieben Kollektionen des Hauses und verfügt über einen privaten Salon und eine Uhrmacherwerkbank.</p><p>Im Eröffnungsmonat zeigt ein Uhrmacher aus Le Locle in der Boutique die Montage eines Uhrwerks; zugleich wird dort die Boutique-exklusive Navigator GMT aus Titan mit grünem Zifferblatt vorgestellt.</p>',
            quote: {
                text: 'Chengdu ist eine der Städte Chinas mit der feinsten Lebenskunst. Hier möchten wir die Kunst der Langsamkeit mit Menschen teilen, die das Leben lieben.',
                cite: 'Geschäftsführer, Morvaux China',
            },
            facts: '<h2>Die Boutique</h2><ul><li>Adresse: Sino-Ocean Taikoo Li, Zhongshamao Street 8, Bezirk Jinjiang, Chengdu</li><li>Öffnungszeiten: täglich 10:00 bis 22:00 Uhr</li><li>Leistungen: private Präsentationen, Armbandwechsel, Gravur, Prüfung der Wasserdichtigkeit</li></ul>',
            productsTitle: 'Neu in der Boutique',
        },
    }),
    release({
        slug: 'anniversary-programme-announced',
        publishedAt: '2025-01-09T09:00:00+08:00',
        tags: ['anniversary'],
        zh: {
            title: '莫尔沃公布2026年140周年纪念计划',
            summary:
                '莫尔沃公布140周年纪念计划：全新自制机芯、传承小秒针周年纪念款、在中国三座城市举办的巡回展，以及上海周年庆典。',
            body: '<p><strong>2025年1月9日，勒洛克／上海</strong>——瑞士制表品牌莫尔沃今日公布2026年创立140周年的纪念计划。自1886年在勒洛克创立以来，莫尔沃始终坚持在同一座小城制作机械腕表，140周年纪念年将以一系列新作、展览与活动回顾这段历史。</p>',
            quote: {
                text: '一个品牌能走过一百四十年，靠的是一代代制表师的双手与一代代佩戴者的信任。周年纪念年属于他们。',
                cite: '莫尔沃首席执行官',
            },
            facts: '<h2>纪念计划</h2><ul><li>2026年春季：发布全新自制机芯</li><li>2026年夏季：推出传承小秒针周年纪念款</li><li>2026年5月至12月：“时间的手艺”巡回展依次在上海、北京与成都举办，展出140件档案藏品</li><li>2026年秋季：上海周年庆典</li></ul>',
        },
        en: {
            title: 'Morvaux announces its programme for the 140th anniversary in 2026',
            summary:
                'Morvaux announces its 140th anniversary programme: a new in-house calibre, a Heritage Petite Seconde anniversary edition, an exhibition in three Chinese cities and an anniversary celebration in Shanghai.',
            body: '<p><strong>Le Locle / Shanghai, 9 January 2025</strong> – The Swiss watchmaker Morvaux today announced its programme for its 140th anniversary in 2026. Since its founding in Le Locle in 1886, Morvaux has made its mechanical watches in the same small town; the anniversary year will look back on this history with new watches, exhibitions and events.</p>',
            quote: {
                text: 'A maison lasts one hundred and forty years thanks to generations of watchmakers’ hands and generations of wearers’ trust. The anniversary year belongs to them.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            facts: '<h2>The programme</h2><ul><li>Spring 2026: a new in-house calibre</li><li>Summer 2026: the Heritage Petite Seconde anniversary edition</li><li>May to December 2026: the exhibition “The Craft of Time”, with 140 pieces from the archive, in Shanghai, Beijing and Chengdu</li><li>Autumn 2026: the anniversary celebration in Shanghai</li></ul>',
        },
        de: {
            title: 'Morvaux stellt sein Programm zum 140-jährigen Jubiläum 2026 vor',
            summary:
                'Morvaux stellt sein Programm zum 140-jährigen Jubiläum vor: ein neues Manufakturkaliber, eine Jubiläumsedition der Heritage Petite Seconde, eine Ausstellung in drei chinesischen Städten und ein Jubiläumsfest in Shanghai.',
            body: '<p><strong>Le Locle / Shanghai, 9. Januar 2025</strong> – Der Schweizer Uhrenhersteller Morvaux hat heute sein Programm zum 140-jährigen Bestehen im Jahr 2026 vorgestellt. Seit der Gründung 1886 in Le Locle fertigt Morvaux seine mechanischen Uhren in derselben kleinen Stadt; das Jubiläumsjahr blickt mit neuen Uhren, Ausstellungen und Veranstaltungen auf diese Geschichte zurück.</p>',
            quote: {
                text: 'Ein Haus besteht hundertvierzig Jahre dank der Hände von Generationen von Uhrmachern und des Vertrauens von Generationen von Trägern. Das Jubiläumsjahr gehört ihnen.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            facts: '<h2>Das Programm</h2><ul><li>Frühling 2026: ein neues Manufakturkaliber</li><li>Sommer 2026: die Jubiläumsedition der Heritage Petite Seconde</li><li>Mai bis Dezember 2026: die Ausstellung „Das Handwerk der Zeit“ mit 140 Stücken aus dem Archiv in Shanghai, Peking und Chengdu</li><li>Herbst 2026: das Jubiläumsfest in Shanghai</li></ul>',
        },
    }),
    release({
        slug: 'shanghai-service-centre',
        publishedAt: '2025-03-18T09:00:00+08:00',
        tags: ['watchmaking'],
        zh: {
            title: '莫尔沃上海客户服务中心于3月20日启用',
            summary:
                '莫尔沃在上海静安区设立中国大陆客户服务中心，由六位瑞士认证制表师提供与勒洛克总部同等标准的保养与维修。',
            body: '<p><strong>2025年3月18日，上海</strong>——莫尔沃今日宣布，品牌中国大陆客户服务中心将于3月20日在上海静安区启用。中心按照勒洛克总部的标准建设，中国大陆客户的腕表保养与维修此后均可在上海完成，平均周期由十周缩短至四周。</p>',
            quote: {
                text: '售后服务是一枚腕表生命中最长的一段。把服务中心设在上海，是对中国客户最长久的承诺。',
                cite: '莫尔沃国际售后服务总监',
            },
            facts: '<h2>服务中心信息</h2><ul><li>六位经瑞士认证的制表师，配备与勒洛克相同的检测设备</li><li>完整保养、走时检测、防水检测、表壳与表链翻新</li><li>保养后两年服务保修</li><li>可通过任一精品店或官网在线送修，顺丰上门取件</li></ul>',
        },
        en: {
            title: 'The Morvaux customer service centre in Shanghai opens on 20 March',
            summary:
                'Morvaux sets up its customer service centre for mainland China in Shanghai’s Jing’an district, where six watchmakers certified in Switzerland service and repair watches to the standard of the maison’s home in Le Locle.',
            body: '<p><strong>Shanghai, 18 March 2025</strong> – Morvaux today announced that its customer service centre for mainland China opens in Shanghai’s Jing’an district on 20 March. Built to the standard of the maison’s home in Le Locle, it lets customers in mainland China have their watches serviced and repaired in Shanghai, bringing the average time from ten weeks down to four.</p>',
            quote: {
                text: 'Service is the longest part of a watch’s life. A service centre in Shanghai is our most lasting promise to our clients in China.',
                cite: 'International After-Sales Director, Morvaux',
            },
            facts: '<h2>The service centre</h2><ul><li>Six watchmakers certified in Switzerland, with the same testing equipment as in Le Locle</li><li>Full service, timekeeping tests, water-resistance tests, refinishing of case and bracelet</li><li>A two-year warranty on the work done</li><li>Watches accepted in every boutique or collected by SF Express after an online request</li></ul>',
        },
        de: {
            title: 'Das Kundendienstzentrum von Morvaux in Shanghai öffnet am 20. März',
            summary:
                'Morvaux richtet im Bezirk Jing’an in Shanghai sein Kundendienstzentrum für Festlandchina ein, in dem sechs in der Schweiz zertifizierte Uhrmacher Uhren nach dem Standard des Stammhauses in Le Locle warten und reparieren.',
            body: '<p><strong>Shanghai, 18. März 2025</strong> – Morvaux hat heute bekannt gegeben, dass sein Kundendienstzentrum für Festlandchina am 20. März im Bezirk Jing’an in Shanghai öffnet. Es ist nach dem Standard des Stammhauses in Le Locle eingerichtet, sodass Kunden in Festlandchina ihre Uhren in Shanghai warten und reparieren lassen können; die durchschnittliche Dauer sinkt von zehn auf vier Wochen.</p>',
            quote: {
                text: 'Der Kundendienst ist der längste Abschnitt im Leben einer Uhr. Ein Servicezentrum in Shanghai ist unser dauerhaftestes Versprechen an unsere Kunden in China.',
                cite: 'Internationaler Kundendienstdirektor, Morvaux',
            },
            facts: '<h2>Das Kundendienstzentrum</h2><ul><li>Sechs in der Schweiz zertifizierte Uhrmacher mit denselben Prüfgeräten wie in Le Locle</li><li>Vollständige Revision, Gangprüfung, Prüfung der Wasserdichtigkeit, Aufarbeitung von Gehäuse und Armband</li><li>Zwei Jahre Garantie auf die ausgeführten Arbeiten</li><li>Annahme in jeder Boutique oder Abholung durch SF Express nach einem Online-Auftrag</li></ul>',
        },
    }),
    release({
        slug: 'abysse-1000-titanium-blue',
        publishedAt: '2025-06-05T09:00:00+08:00',
        tags: ['watchmaking'],
        skus: ['M2A2005', 'M2A2001', 'M2A2003'],
        zh: {
            title: '莫尔沃推出深海1000钛金属蓝盘腕表',
            summary:
                '深海1000系列新增钛金属蓝盘款：44毫米5级钛金属表壳，防水深度1000米，配备氦气排放阀与蓝色橡胶表带。',
            body: '<p><strong>2025年6月5日，勒洛克／上海</strong>——世界海洋日前夕，莫尔沃推出深海1000钛金属蓝盘腕表。这枚专业潜水表以5级钛金属打造，比精钢轻约40%，深邃的渐变蓝色表盘令人联想到两百米以下的海水颜色。</p>',
            quote: {
                text: '在一千米的深度，每一个密封圈都不容妥协。我们用钛金属让这份坚固变得轻盈。',
                cite: '莫尔沃深海系列产品经理',
            },
            facts: '<h2>技术规格</h2><ul><li>表壳：44毫米，5级钛金属，单向旋转陶瓷表圈</li><li>防水：1000米，旋入式表冠，氦气排放阀</li><li>机芯：自动上链，每小时振频28,800次，动力储存70小时</li><li>表带：蓝色橡胶表带，配钛金属折叠扣与潜水服延长片</li></ul>',
            productsTitle: '深海1000系列',
        },
        en: {
            title: 'Morvaux introduces the Abysse 1000 in titanium with a blue dial',
            summary:
                'The Abysse 1000 gains a blue-dial titanium model: a 44 mm case in grade 5 titanium, water-resistant to 1,000 metres, with a helium escape valve and a blue rubber strap.',
            body: '<p><strong>Le Locle / Shanghai, 5 June 2025</strong> – On the eve of World Oceans Day, Morvaux introduces the Abysse 1000 in titanium with a blue dial. The professional diving watch is made of grade 5 titanium, some 40% lighter than steel, and its deep gradient blue dial recalls the colour of the sea below two hundred metres.</p>',
            quote: {
                text: 'At a thousand metres, no seal can be a compromise. Titanium makes that strength light.',
                cite: 'Product Manager of the Abysse collection, Morvaux',
            },
            facts: '<h2>Specifications</h2><ul><li>Case: 44 mm, grade 5 titanium, unidirectional ceramic bezel</li><li>Water resistance: 1,000 metres, screw-down crown, helium escape valve</li><li>Movement: self-winding, 28,800 vibrations per hour, 70-hour power reserve</li><li>Strap: blue rubber with a titanium folding clasp and a diving-suit extension</li></ul>',
            productsTitle: 'The Abysse 1000',
        },
        de: {
            title: 'Morvaux stellt die Abysse 1000 aus Titan mit blauem Zifferblatt vor',
            summary:
                'Die Abysse 1000 erhält ein Modell aus Titan mit blauem Zifferblatt: ein 44-mm-Gehäuse aus Titan Grad 5, wasserdicht bis 1.000 Meter, mit Heliumventil und blauem Kautschukarmband.',
            body: '<p><strong>Le Locle / Shanghai, 5. Juni 2025</strong> – Am Vorabend des Welttags der Ozeane stellt Morvaux die Abysse 1000 aus Titan mit blauem Zifferblatt vor. Die professionelle Taucheruhr besteht aus Titan Grad 5, das rund 40 % leichter ist als Stahl, und ihr tiefblaues Verlaufszifferblatt erinnert an die Farbe des Meeres unterhalb von zweihundert Metern.</p>',
            quote: {
                text: 'In tausend Metern Tiefe darf keine Dichtung ein Kompromiss sein. Titan macht diese Stärke leicht.',
                cite: 'Produktmanager der Kollektion Abysse, Morvaux',
            },
            facts: '<h2>Technische Daten</h2><ul><li>Gehäuse: 44 mm, Titan Grad 5, einseitig drehbare Keramiklünette</li><li>Wasserdichtigkeit: 1.000 Meter, verschraubte Krone, Heliumventil</li><li>Uhrwerk: Automatik, 28.800 Halbschwingungen pro Stunde, 70 Stunden Gangreserve</li><li>Armband: blauer Kautschuk mit Faltschließe aus Titan und Verlängerung für den Tauchanzug</li></ul>',
            productsTitle: 'Die Abysse 1000',
        },
    }),
    release({
        slug: 'qingdao-sailing-week-official-timekeeper',
        publishedAt: '2025-08-26T09:00:00+08:00',
        tags: ['partnerships', 'events'],
        skus: ['M2A1001', 'M1A1001'],
        zh: {
            title: '莫尔沃成为青岛国际帆船周官方计时',
            summary:
                '莫尔沃与青岛国际帆船周组委会签署三年合作协议，自2025年起担任赛事官方计时；2025青岛国际帆船周将于9月11日至14日举行。',
            body: '<p><strong>2025年8月26日，青岛</strong>——莫尔沃今日与青岛国际帆船周组委会签署为期三年的合作协议，成为赛事官方计时。2025青岛国际帆船周将于9月11日至14日在浮山湾举行，预计有来自三个国家的二十四支船队参赛，莫尔沃航海团队也将首次参赛。</p>',
            quote: {
                text: '帆船与制表有着相同的语言：耐心、精确，以及对自然之力的尊重。',
                cite: '莫尔沃中国区总经理',
            },
            facts: '<h2>合作要点</h2><ul><li>合作期限：2025年至2027年</li><li>起航信号、终点与每一段分段成绩均由莫尔沃计时系统记录，精确至百分之一秒</li><li>冠军船队船员获赠深海300精钢蓝盘限量腕表</li><li>赛事期间设莫尔沃岸上展区</li></ul>',
            productsTitle: '航海腕表',
        },
        en: {
            title: 'Morvaux becomes official timekeeper of Qingdao International Sailing Week',
            summary:
                'Morvaux signs a three-year agreement to be official timekeeper of Qingdao International Sailing Week from 2025; this year’s races are sailed from 11 to 14 September.',
            body: '<p><strong>Qingdao, 26 August 2025</strong> – Morvaux today signed a three-year agreement with the organisers of Qingdao International Sailing Week, becoming its official timekeeper. This year’s races are sailed on Fushan Bay from 11 to 14 September, with twenty-four crews from three countries expected, among them the Morvaux sailing squad for the first time.</p>',
            quote: {
                text: 'Sailing and watchmaking speak the same language: patience, precision and respect for the forces of nature.',
                cite: 'Managing Director, Morvaux China',
            },
            facts: '<h2>The partnership</h2><ul><li>Term: 2025 to 2027</li><li>Start signals, finishes and every split are recorded by the Morvaux timing system to a hundredth of a second</li><li>Members of the winning crew receive a limited-edition Abysse 300 in steel with a blue dial</li><li>A Morvaux pavilion ashore during the regatta</li></ul>',
            productsTitle: 'Watches for sailing',
        },
        de: {
            title: 'Morvaux wird offizieller Zeitnehmer der Qingdao International Sailing Week',
            summary:
                'Morvaux unterzeichnet einen Dreijahresvertrag als offizieller Zeitnehmer der Qingdao International Sailing Week ab 2025; gesegelt wird in diesem Jahr vom 11. bis 14. September.',
            body: '<p><strong>Qingdao, 26. August 2025</strong> – Morvaux hat heute mit den Veranstaltern der Qingdao International Sailing Week einen Vertrag über drei Jahre unterzeichnet und wird offizieller Zeitnehmer. Gesegelt wird in diesem Jahr vom 11. bis 14. September in der Fushan-Bucht; erwartet werden vierundzwanzig Crews aus drei Ländern, darunter erstmals das Segelteam von Morvaux.</p>',
            quote: {
                text: 'Segeln und Uhrmacherei sprechen dieselbe Sprache: Geduld, Präzision und Respekt vor den Kräften der Natur.',
                cite: 'Geschäftsführer, Morvaux China',
            },
            facts: '<h2>Die Partnerschaft</h2><ul><li>Laufzeit: 2025 bis 2027</li><li>Startsignale, Zieldurchgänge und jede Zwischenzeit erfasst das Zeitmesssystem von Morvaux auf die Hundertstelsekunde</li><li>Die Mitglieder der Siegercrew erhalten eine limitierte Abysse 300 aus Edelstahl mit blauem Zifferblatt</li><li>Ein Pavillon von Morvaux an Land während der Regatta</li></ul>',
            productsTitle: 'Uhren für das Segeln',
        },
    }),
    release({
        slug: 'etoile-lumiere-new-dials',
        publishedAt: '2025-10-21T09:00:00+08:00',
        tags: ['watchmaking'],
        skus: ['M3A1003', 'M3A1004', 'M3A2001'],
        zh: {
            title: '星辰系列推出全新表盘色彩',
            summary:
                '星辰光华新增18K黄金白盘与18K玫瑰金红盘，星辰天穹推出38毫米玫瑰金银盘款，以十一颗钻石时标点缀腕间。',
            body: '<p><strong>2025年10月21日，上海</strong>——莫尔沃今日为星辰系列推出三款新作。星辰光华石英腕表新增18K黄金白盘与18K玫瑰金红盘，星辰天穹自动腕表则首次推出38毫米18K玫瑰金银盘款，为偏爱稍大表径的佩戴者而设。</p>',
            quote: {
                text: '红色在中国意味着喜悦，我们把它放进一枚可以每天佩戴的腕表里。',
                cite: '莫尔沃星辰系列设计师',
            },
            facts: '<h2>新作一览</h2><ul><li>星辰光华 36毫米 18K黄金 白盘，石英机芯</li><li>星辰光华 36毫米 18K玫瑰金 红盘，石英机芯</li><li>星辰天穹 38毫米 18K玫瑰金 银盘，自动上链机芯</li><li>均以十一颗钻石作为时标</li></ul>',
            productsTitle: '星辰系列新作',
        },
        en: {
            title: 'New dial colours for the Étoile collection',
            summary:
                'The Étoile Lumière gains a white dial in 18k yellow gold and a red dial in 18k rose gold, and the Étoile Céleste comes in 38 mm rose gold with a silver dial, each with eleven diamond markers.',
            body: '<p><strong>Shanghai, 21 October 2025</strong> – Morvaux today presents three new Étoile watches. The Étoile Lumière quartz watch gains a white dial in 18k yellow gold and a red dial in 18k rose gold, and the self-winding Étoile Céleste comes for the first time in 38 mm 18k rose gold with a silver dial, for those who prefer a slightly larger watch.</p>',
            quote: {
                text: 'In China, red means joy. We put it into a watch to be worn every day.',
                cite: 'Designer of the Étoile collection, Morvaux',
            },
            facts: '<h2>The new watches</h2><ul><li>Étoile Lumière, 36 mm, 18k yellow gold, white dial, quartz</li><li>Étoile Lumière, 36 mm, 18k rose gold, red dial, quartz</li><li>Étoile Céleste, 38 mm, 18k rose gold, silver dial, self-winding</li><li>Each with eleven diamond hour markers</li></ul>',
            productsTitle: 'New in the Étoile collection',
        },
        de: {
            title: 'Neue Zifferblattfarben für die Kollektion Étoile',
            summary:
                'Die Étoile Lumière erhält ein weißes Zifferblatt in 18 Karat Gelbgold und ein rotes in 18 Karat Roségold, die Étoile Céleste kommt in 38 mm Roségold mit silbernem Zifferblatt, jede mit elf Diamant-Indizes.',
            body: '<p><strong>Shanghai, 21. Oktober 2025</strong> – Morvaux stellt heute drei neue Uhren der Kollektion Étoile vor. Die Quarzuhr Étoile Lumière erhält ein weißes Zifferblatt in 18 Karat Gelbgold und ein rotes in 18 Karat Roségold, die Automatikuhr Étoile Céleste gibt es erstmals in 38 mm aus 18 Karat Roségold mit silbernem Zifferblatt, für alle, die eine etwas größere Uhr bevorzugen.</p>',
            quote: {
                text: 'In China bedeutet Rot Freude. Wir haben es in eine Uhr für jeden Tag gelegt.',
                cite: 'Designerin der Kollektion Étoile, Morvaux',
            },
            facts: '<h2>Die neuen Uhren</h2><ul><li>Étoile Lumière, 36 mm, 18 Karat Gelbgold, weißes Zifferblatt, Quarz</li><li>Étoile Lumière, 36 mm, 18 Karat Roségold, rotes Zifferblatt, Quarz</li><li>Étoile Céleste, 38 mm, 18 Karat Roségold, silbernes Zifferblatt, Automatik</li><li>Jede mit elf Diamant-Indizes</li></ul>',
            productsTitle: 'Neu in der Kollektion Étoile',
        },
    }),
    release({
        slug: 'anniversary-year-opens',
        publishedAt: '2026-01-06T09:00:00+08:00',
        tags: ['anniversary'],
        skus: ['M0A1001', 'M0A2005'],
        zh: {
            title: '莫尔沃开启140周年纪念年',
            summary: '2026年1月6日，莫尔沃在勒洛克与上海同步开启140周年纪念年，并上线140周年专题网站。',
            body: '<p><strong>2026年1月6日，勒洛克／上海</strong>——莫尔沃今日在勒洛克与上海同步开启品牌创立140周年纪念年。1886年，奥古斯特·莫尔沃在勒洛克格朗德街的一间朝北的工作室里开设工坊；140年后，莫尔沃仍在这座联合国教科文组织世界遗产小城中设计、装配和调校每一枚腕表。</p><p>今日上线的<a href="/140-years">140周年专题</a>将以年表、档案图片与制表师访谈，全年讲述品牌的历史。</p>',
            quote: {
                text: '我们庆祝的不是一个数字，而是一种从未中断的手艺。',
                cite: '莫尔沃首席执行官',
            },
            productsTitle: '传承系列',
        },
        en: {
            title: 'Morvaux opens its 140th anniversary year',
            summary:
                'On 6 January 2026 Morvaux opened its 140th anniversary year in Le Locle and Shanghai together, and launched its 140 years website.',
            body: '<p><strong>Le Locle / Shanghai, 6 January 2026</strong> – Morvaux today opened the year of its 140th anniversary in Le Locle and Shanghai at once. In 1886 Auguste Morvaux set up his workshop in a north-facing room on the Grande Rue in Le Locle; 140 years later Morvaux still designs, assembles and regulates every watch in this small town, a UNESCO World Heritage site.</p><p>The <a href="/140-years">140 years pages</a> launched today will tell the maison’s history throughout the year, with a timeline, pictures from the archives and interviews with its watchmakers.</p>',
            quote: {
                text: 'We are not celebrating a number. We are celebrating a craft that has never been interrupted.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'The Heritage collection',
        },
        de: {
            title: 'Morvaux eröffnet das Jahr seines 140-jährigen Jubiläums',
            summary:
                'Am 6. Januar 2026 hat Morvaux in Le Locle und Shanghai zugleich sein Jubiläumsjahr zum 140-jährigen Bestehen eröffnet und seine Jubiläumsseiten freigeschaltet.',
            body: '<p><strong>Le Locle / Shanghai, 6. Januar 2026</strong> – Morvaux hat heute in Le Locle und Shanghai zugleich das Jahr seines 140-jährigen Bestehens eröffnet. 1886 richtete Auguste Morvaux in einem nach Norden gelegenen Raum an der Grande Rue in Le Locle seine Werkstatt ein; 140 Jahre später entwirft, montiert und reguliert Morvaux jede Uhr noch immer in dieser kleinen Stadt, die zum UNESCO-Welterbe gehört.</p><p>Die heute freigeschalteten <a href="/140-years">Seiten zu 140 Jahren</a> erzählen das ganze Jahr über die Geschichte des Hauses, mit einer Zeitleiste, Bildern aus dem Archiv und Gesprächen mit seinen Uhrmachern.</p>',
            quote: {
                text: 'Wir feiern keine Zahl. Wir feiern ein Handwerk, das nie unterbrochen wurde.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'Die Heritage-Kollektion',
        },
    }),
    release({
        slug: 'calibre-mv-1886',
        publishedAt: '2026-04-14T09:00:00+08:00',
        tags: ['watchmaking', 'anniversary'],
        skus: ['M0A1003'],
        zh: {
            title: '莫尔沃发布自制手动上链机芯MV 1886',
            summary:
                '历时五年研发的MV 1886手动上链机芯：双发条盒八十小时动力储存、硅质游丝、全手工装饰，将首先搭载于传承小秒针周年纪念款。',
            body: '<p><strong>2026年4月14日，勒洛克</strong>——莫尔沃今日发布自制手动上链机芯MV 1886。机芯在勒洛克工坊历时五年研发与测试，以品牌创立之年命名，将首先搭载于今年夏季推出的传承小秒针周年纪念款。</p>',
            quote: {
                text: '我们为MV 1886设定的第一个目标，是让一百年后的制表师依然能打开它、读懂它、修好它。',
                cite: '莫尔沃机芯研发总监',
            },
            facts: '<h2>技术规格</h2><ul><li>类型：手动上链，小秒针位于六点钟</li><li>振频：每小时21,600次（3赫兹）</li><li>动力储存：双发条盒，八十小时</li><li>游丝：硅质，抗磁</li><li>装饰：日内瓦波纹、珍珠纹、手工倒角</li><li>精度：每日-2至+4秒，于勒洛克检测</li></ul>',
            productsTitle: '传承小秒针',
        },
        en: {
            title: 'Morvaux unveils the in-house hand-wound calibre MV 1886',
            summary:
                'Five years in development, the hand-wound calibre MV 1886 has twin barrels for an 80-hour power reserve, a silicon hairspring and hand finishing throughout; it first powers the Heritage Petite Seconde anniversary edition.',
            body: '<p><strong>Le Locle, 14 April 2026</strong> – Morvaux today unveiled its in-house hand-wound calibre MV 1886. Developed and tested for five years in the Le Locle workshop and named after the year the maison was founded, it first powers the Heritage Petite Seconde anniversary edition, to be launched this summer.</p>',
            quote: {
                text: 'The first goal we set for MV 1886 was that a watchmaker a hundred years from now can still open it, understand it and repair it.',
                cite: 'Director of Movement Development, Morvaux',
            },
            facts: '<h2>Specifications</h2><ul><li>Type: hand-wound, small seconds at six o’clock</li><li>Frequency: 21,600 vibrations per hour (3 Hz)</li><li>Power reserve: twin barrels, 80 hours</li><li>Hairspring: silicon, antimagnetic</li><li>Finishing: Côtes de Genève, perlage, hand-bevelled edges</li><li>Precision: −2 to +4 seconds a day, tested in Le Locle</li></ul>',
            productsTitle: 'Heritage Petite Seconde',
        },
        de: {
            title: 'Morvaux stellt das Manufakturkaliber MV 1886 mit Handaufzug vor',
            summary:
                'In fünf Jahren entwickelt: Das Handaufzugskaliber MV 1886 hat zwei Federhäuser für 80 Stunden Gangreserve, eine Spiralfeder aus Silizium und ist vollständig von Hand veredelt; zuerst schlägt es in der Jubiläumsedition der Heritage Petite Seconde.',
            body: '<p><strong>Le Locle, 14. April 2026</strong> – Morvaux hat heute sein Manufakturkaliber MV 1886 mit Handaufzug vorgestellt. Es wurde fünf Jahre lang in der Werkstatt in Le Locle entwickelt und erprobt, trägt den Namen des Gründungsjahres und schlägt zuerst in der Jubiläumsedition der Heritage Petite Seconde, die diesen Sommer erscheint.</p>',
            quote: {
                text: 'Das erste Ziel für MV 1886 war, dass ein Uhrmacher in hundert Jahren es noch öffnen, verstehen und reparieren kann.',
                cite: 'Direktor der Werkentwicklung, Morvaux',
            },
            facts: '<h2>Technische Daten</h2><ul><li>Typ: Handaufzug, kleine Sekunde bei sechs Uhr</li><li>Frequenz: 21.600 Halbschwingungen pro Stunde (3 Hz)</li><li>Gangreserve: zwei Federhäuser, 80 Stunden</li><li>Spiralfeder: Silizium, antimagnetisch</li><li>Veredelung: Genfer Streifen, Perlage, von Hand anglierte Kanten</li><li>Genauigkeit: −2 bis +4 Sekunden am Tag, geprüft in Le Locle</li></ul>',
            productsTitle: 'Heritage Petite Seconde',
        },
    }),
    release({
        slug: 'heritage-petite-seconde-anniversary-edition',
        publishedAt: '2026-06-30T09:00:00+08:00',
        tags: ['anniversary', 'watchmaking'],
        skus: ['M0A1003', 'M0A1002', 'M0A1001'],
        zh: {
            title: '莫尔沃推出传承小秒针140周年纪念款',
            summary:
                '传承小秒针140周年纪念款以1926年的小秒针怀表为蓝本：珐琅质感表盘、手工打磨的叶形指针、MV 1886手动上链机芯，底盖镌刻“1886–2026”。',
            body: '<p><strong>2026年6月30日，勒洛克／上海</strong>——莫尔沃今日推出传承小秒针140周年纪念款。腕表以品牌1926年的小秒针怀表为蓝本，逐一测量原件的刻度、字体与指针比例，并搭载全新MV 1886手动上链机芯。纪念款即日起在莫尔沃官网与全国精品店同步发售。</p>',
            quote: {
                text: '我们把一百四十年浓缩在一枚38毫米的腕表里：同样的小秒针，同样的耐心。',
                cite: '莫尔沃传承系列设计师',
            },
            facts: '<h2>技术规格</h2><ul><li>表壳：38毫米，18K玫瑰金，蓝宝石水晶底盖外圈镌刻“1886–2026”</li><li>表盘：珐琅质感表盘，六点钟位置微微下沉的小秒针盘，手工打磨叶形指针</li><li>机芯：MV 1886手动上链，动力储存八十小时</li><li>表带：黑色鳄鱼皮表带，18K玫瑰金针扣</li><li>每枚腕表附带勒洛克档案馆签发的证书</li></ul>',
            productsTitle: '传承小秒针系列',
        },
        en: {
            title: 'Morvaux presents the Heritage Petite Seconde 140th anniversary edition',
            summary:
                'Drawn from the small-seconds pocket watch of 1926, the Heritage Petite Seconde anniversary edition has an enamel-like dial, hand-polished leaf hands, the hand-wound calibre MV 1886 and “1886–2026” engraved on its caseback.',
            body: '<p><strong>Le Locle / Shanghai, 30 June 2026</strong> – Morvaux today launches the Heritage Petite Seconde 140th anniversary edition. Modelled on the maison’s small-seconds pocket watch of 1926, whose scales, numerals and hands were measured one by one, it is powered by the new hand-wound calibre MV 1886. The anniversary edition is available from today online and in Morvaux boutiques across China.</p>',
            quote: {
                text: 'We have put one hundred and forty years into a 38 mm watch: the same small seconds, the same patience.',
                cite: 'Designer of the Heritage collection, Morvaux',
            },
            facts: '<h2>Specifications</h2><ul><li>Case: 38 mm, 18k rose gold, sapphire caseback with “1886–2026” engraved on its outer ring</li><li>Dial: enamel-like, with a slightly sunk small-seconds dial at six o’clock and hand-polished leaf hands</li><li>Movement: MV 1886, hand-wound, 80-hour power reserve</li><li>Strap: black alligator with an 18k rose gold pin buckle</li><li>Each watch comes with a certificate issued by the archive in Le Locle</li></ul>',
            productsTitle: 'The Heritage Petite Seconde',
        },
        de: {
            title: 'Morvaux stellt die Heritage Petite Seconde zum 140-jährigen Jubiläum vor',
            summary:
                'Nach der Taschenuhr mit kleiner Sekunde von 1926: Die Jubiläumsedition der Heritage Petite Seconde hat ein emailleartiges Zifferblatt, handpolierte Blattzeiger, das Handaufzugskaliber MV 1886 und „1886–2026“ auf dem Gehäuseboden.',
            body: '<p><strong>Le Locle / Shanghai, 30. Juni 2026</strong> – Morvaux stellt heute die Heritage Petite Seconde zum 140-jährigen Jubiläum vor. Vorbild ist die Taschenuhr des Hauses mit kleiner Sekunde von 1926, deren Skalen, Ziffern und Zeiger einzeln vermessen wurden; angetrieben wird sie vom neuen Handaufzugskaliber MV 1886. Die Jubiläumsedition ist ab heute online und in den Boutiquen von Morvaux in ganz China erhältlich.</p>',
            quote: {
                text: 'Wir haben hundertvierzig Jahre in eine 38-mm-Uhr gelegt: dieselbe kleine Sekunde, dieselbe Geduld.',
                cite: 'Designer der Heritage-Kollektion, Morvaux',
            },
            facts: '<h2>Technische Daten</h2><ul><li>Gehäuse: 38 mm, 18 Karat Roségold, Saphirglasboden mit „1886–2026“ auf dem äußeren Ring</li><li>Zifferblatt: emailleartig, mit leicht vertiefter kleiner Sekunde bei sechs Uhr und handpolierten Blattzeigern</li><li>Uhrwerk: MV 1886, Handaufzug, 80 Stunden Gangreserve</li><li>Armband: schwarzes Alligatorleder mit Dornschließe aus 18 Karat Roségold</li><li>Jede Uhr wird mit einem Zertifikat des Archivs in Le Locle geliefert</li></ul>',
            productsTitle: 'Die Heritage Petite Seconde',
        },
    }),
    release({
        slug: 'maitre-tourbillon-ceramic',
        publishedAt: '2026-09-08T09:00:00+08:00',
        tags: ['watchmaking'],
        skus: ['M6A2004', 'M6A2003', 'M6A2002'],
        zh: {
            title: '莫尔沃推出大师陀飞轮黑色陶瓷腕表',
            summary:
                '大师陀飞轮首次采用42毫米黑色高科技陶瓷表壳，六点钟位置一分钟陀飞轮透过镂空表盘可见，手动上链机芯全手工装饰。',
            body: '<p><strong>2026年9月8日，上海</strong>——莫尔沃今日在上海发布大师陀飞轮黑色陶瓷腕表。这是大师系列首次采用高科技陶瓷表壳：陶瓷耐刮、轻盈且不会褪色，与黑色表盘浑然一体，让六点钟位置的一分钟陀飞轮成为唯一的焦点。</p>',
            quote: {
                text: '陶瓷让陀飞轮回到它本来的样子：在一片黑色中，一个不停转动的小宇宙。',
                cite: '莫尔沃大师系列制表师',
            },
            facts: '<h2>技术规格</h2><ul><li>表壳：42毫米，黑色高科技陶瓷，钛金属底盖</li><li>机芯：手动上链，一分钟陀飞轮，动力储存七十二小时</li><li>表盘：黑色，镂空展示陀飞轮框架</li><li>表带：黑色鳄鱼皮表带，钛金属折叠扣</li><li>每枚腕表均由一位制表大师从头至尾亲手组装</li></ul>',
            productsTitle: '大师陀飞轮',
        },
        en: {
            title: 'Morvaux introduces the Maître Tourbillon in black ceramic',
            summary:
                'For the first time the Maître Tourbillon comes in a 42 mm case of black high-tech ceramic, its one-minute tourbillon at six o’clock on view through an open dial, with a hand-wound movement finished entirely by hand.',
            body: '<p><strong>Shanghai, 8 September 2026</strong> – Morvaux today presented the Maître Tourbillon in black ceramic in Shanghai. It is the first Maître watch in a high-tech ceramic case: scratch-resistant, light and unfading, the ceramic melts into the black dial, leaving the one-minute tourbillon at six o’clock as the only point of focus.</p>',
            quote: {
                text: 'Ceramic lets the tourbillon be what it is: a small universe turning without pause in the middle of the black.',
                cite: 'Watchmaker of the Maître collection, Morvaux',
            },
            facts: '<h2>Specifications</h2><ul><li>Case: 42 mm, black high-tech ceramic, titanium caseback</li><li>Movement: hand-wound, one-minute tourbillon, 72-hour power reserve</li><li>Dial: black, open to show the tourbillon cage</li><li>Strap: black alligator with a titanium folding clasp</li><li>Each watch is assembled from start to finish by one master watchmaker</li></ul>',
            productsTitle: 'The Maître Tourbillon',
        },
        de: {
            title: 'Morvaux stellt den Maître Tourbillon aus schwarzer Keramik vor',
            summary:
                'Zum ersten Mal kommt der Maître Tourbillon in einem 42-mm-Gehäuse aus schwarzer Hightech-Keramik, sein Minutentourbillon bei sechs Uhr durch ein offenes Zifferblatt sichtbar, mit einem vollständig von Hand veredelten Handaufzugswerk.',
            body: '<p><strong>Shanghai, 8. September 2026</strong> – Morvaux hat heute in Shanghai den Maître Tourbillon aus schwarzer Keramik vorgestellt. Es ist die erste Uhr der Maître-Kollektion mit einem Gehäuse aus Hightech-Keramik: kratzfest, leicht und farbecht verschmilzt die Keramik mit dem schwarzen Zifferblatt, sodass das Minutentourbillon bei sechs Uhr der einzige Blickfang bleibt.</p>',
            quote: {
                text: 'Die Keramik lässt das Tourbillon sein, was es ist: ein kleines Universum, das sich inmitten des Schwarz unablässig dreht.',
                cite: 'Uhrmacher der Maître-Kollektion, Morvaux',
            },
            facts: '<h2>Technische Daten</h2><ul><li>Gehäuse: 42 mm, schwarze Hightech-Keramik, Gehäuseboden aus Titan</li><li>Uhrwerk: Handaufzug, Minutentourbillon, 72 Stunden Gangreserve</li><li>Zifferblatt: schwarz, geöffnet für den Blick auf den Tourbillonkäfig</li><li>Armband: schwarzes Alligatorleder mit Faltschließe aus Titan</li><li>Jede Uhr wird von einem einzigen Uhrmachermeister von Anfang bis Ende montiert</li></ul>',
            productsTitle: 'Der Maître Tourbillon',
        },
    }),
    release({
        slug: 'anniversary-celebration-shanghai',
        publishedAt: '2026-10-29T09:00:00+08:00',
        tags: ['anniversary', 'events'],
        skus: ['M6A2005', 'M0A1003'],
        zh: {
            title: '莫尔沃在上海西岸庆祝品牌创立140周年',
            summary:
                '莫尔沃于2026年10月28日在上海西岸举行140周年庆典，五百位来宾出席，仅此一枚的大师陀飞轮周年作品首次在中国亮相。',
            body: '<p><strong>2026年10月29日，上海</strong>——莫尔沃于10月28日晚在上海西岸举行品牌创立140周年庆典，五百位来宾、品牌挚友与来自勒洛克的制表师出席。庆典上，仅此一枚的大师陀飞轮周年作品首次在中国亮相，其手工珐琅表盘描绘了勒洛克的街景。</p><p>2014年，莫尔沃在上海开设中国大陆首家精品店；十二年后，品牌选择在这座城市庆祝一百四十岁生日。</p>',
            quote: {
                text: '一百四十年前，我们在勒洛克格朗德街的一间工作室里起步；十二年前，我们在上海开设了中国的第一家精品店。今晚的庆典，是我们对中国朋友的感谢。',
                cite: '莫尔沃首席执行官',
            },
            facts: '<h2>周年纪念年后续活动</h2><ul><li>“时间的手艺”巡回展成都站：2026年10月17日至12月6日，成都远洋太古里，免费入场，需在线预约</li><li>大师陀飞轮周年作品将于11月在北京SKP精品店高级制表沙龙展出</li></ul>',
            productsTitle: '周年之作',
        },
        en: {
            title: 'Morvaux celebrates its 140th anniversary on Shanghai’s West Bund',
            summary:
                'Morvaux held its 140th anniversary celebration on Shanghai’s West Bund on 28 October 2026 with five hundred guests, where a unique Maître Tourbillon anniversary piece was shown in China for the first time.',
            body: '<p><strong>Shanghai, 29 October 2026</strong> – On the evening of 28 October Morvaux celebrated the 140th anniversary of its founding on Shanghai’s West Bund, with five hundred guests, friends of the maison and watchmakers from Le Locle. A unique Maître Tourbillon anniversary piece was shown in China for the first time, its enamel dial painted by hand with the streets of Le Locle.</p><p>Morvaux opened its first boutique in mainland China in Shanghai in 2014; twelve years later, the maison chose the same city to celebrate its hundred and fortieth birthday.</p>',
            quote: {
                text: 'One hundred and forty years ago we began in a room on the Grande Rue in Le Locle; twelve years ago we opened our first boutique in China, here in Shanghai. Tonight’s celebration is our thanks to our friends in China.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            facts: '<h2>Still to come in the anniversary year</h2><ul><li>“The Craft of Time” in Chengdu: 17 October to 6 December 2026 at Sino-Ocean Taikoo Li, free admission, booking online required</li><li>The unique Maître Tourbillon anniversary piece will be shown in the haute horlogerie salon of the SKP Beijing boutique in November</li></ul>',
            productsTitle: 'Anniversary pieces',
        },
        de: {
            title: 'Morvaux feiert sein 140-jähriges Bestehen am West Bund in Shanghai',
            summary:
                'Morvaux feierte am 28. Oktober 2026 mit fünfhundert Gästen am West Bund in Shanghai sein 140-jähriges Jubiläum; dabei wurde erstmals in China ein einzigartiges Jubiläumsstück des Maître Tourbillon gezeigt.',
            body: '<p><strong>Shanghai, 29. Oktober 2026</strong> – Am Abend des 28. Oktober feierte Morvaux am West Bund in Shanghai das 140-jährige Bestehen des Hauses, mit fünfhundert Gästen, Freunden des Hauses und Uhrmachern aus Le Locle. Erstmals in China wurde ein einzigartiges Jubiläumsstück des Maître Tourbillon gezeigt, dessen Emailzifferblatt von Hand mit den Straßen von Le Locle bemalt ist.</p><p>2014 eröffnete Morvaux in Shanghai seine erste Boutique in Festlandchina; zwölf Jahre später hat das Haus dieselbe Stadt gewählt, um seinen hundertvierzigsten Geburtstag zu feiern.</p>',
            quote: {
                text: 'Vor hundertvierzig Jahren begannen wir in einem Raum an der Grande Rue in Le Locle; vor zwölf Jahren eröffneten wir hier in Shanghai unsere erste Boutique in China. Das Fest heute Abend ist unser Dank an unsere Freunde in China.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            facts: '<h2>Was im Jubiläumsjahr noch folgt</h2><ul><li>„Das Handwerk der Zeit“ in Chengdu: 17. Oktober bis 6. Dezember 2026 im Sino-Ocean Taikoo Li, Eintritt frei, Online-Buchung erforderlich</li><li>Das einzigartige Jubiläumsstück des Maître Tourbillon ist im November im Salon der Haute Horlogerie der Boutique im SKP Peking zu sehen</li></ul>',
            productsTitle: 'Stücke zum Jubiläum',
        },
    }),
];
