/**
 * The demo shop's news: two years of the maison's life in China, from boutique openings to the
 * 140th anniversary. Each article is written in Chinese first, then translated; the skus of its
 * product row are the demo catalogue's.
 */
import type { SeedLanguage } from '../catalogue.types';
import type { DemoContentBlock, DemoContentEntry } from './content-data.types';

/** The few tags the news page filters by. */
export const NEWS_TAGS = [
    'anniversary',
    'boutiques',
    'watchmaking',
    'events',
    'sustainability',
    'partnerships',
] as const;
export type NewsTag = (typeof NEWS_TAGS)[number];

const BRAND: Record<SeedLanguage, string> = { zh: '莫尔沃', en: 'Morvaux', de: 'Morvaux' };

/** One language of an article: its opening text, a voice quoted, more text, a product row. */
interface ArticleText {
    title: string;
    summary: string;
    /** HTML: paragraphs, `<h2>` sections, lists and links to the shop's pages. */
    body: string;
    quote: { text: string; cite: string };
    /** HTML after the quote. */
    more?: string;
    productsTitle?: string;
}

interface ArticleDef {
    slug: string;
    publishedAt: string;
    tags: NewsTag[];
    skus?: string[];
    zh: ArticleText;
    en: ArticleText;
    de: ArticleText;
}

function article(def: ArticleDef): DemoContentEntry {
    const translation = (lang: SeedLanguage) => {
        const t = def[lang];
        const blocks: DemoContentBlock[] = [
            { type: 'richText', html: t.body },
            { type: 'quote', text: t.quote.text, cite: t.quote.cite },
        ];
        if (t.more) blocks.push({ type: 'richText', html: t.more });
        if (def.skus) blocks.push({ type: 'products', title: t.productsTitle, skus: def.skus });
        return {
            title: t.title,
            summary: t.summary,
            seoTitle: `${t.title} | ${BRAND[lang]}`,
            seoDescription: t.summary,
            blocks,
        };
    };
    return {
        kind: 'news',
        path: def.slug,
        publishedAt: def.publishedAt,
        tags: def.tags,
        hero: `news-${def.slug}.jpg`,
        translations: { zh: translation('zh'), en: translation('en'), de: translation('de') },
    };
}

export const newsEntries: DemoContentEntry[] = [
    article({
        slug: 'chengdu-taikoo-li-boutique-opening',
        publishedAt: '2024-12-12T10:00:00+08:00',
        tags: ['boutiques'],
        skus: ['M1A1003', 'M3A2004', 'M0A2005'],
        zh: {
            title: '莫尔沃成都远洋太古里精品店开幕',
            summary:
                '莫尔沃在成都远洋太古里开设西南地区首家精品店，以勒洛克工坊为灵感的空间，呈献七大系列与精品店专属款。',
            body: '<p>12月12日，莫尔沃成都远洋太古里精品店正式开幕。这是品牌在中国西南地区的首家精品店，坐落于大慈寺旁的川西院落之间，让瑞士制表传统与成都的慢生活在此相遇。</p><h2>来自勒洛克的空间</h2><p>精品店的设计取材于莫尔沃在勒洛克的制表工坊：浅色橡木、手工打磨的黄铜与一面可以俯瞰庭院的落地窗。店内设有一张制表师工作台，每月由来自瑞士的制表师现场演示机芯装配与表盘装饰。</p><ul><li>七大系列完整陈列，从传承系列到大师系列</li><li>精品店专属款领航者 GMT 钛金属绿盘</li><li>私人品鉴室，可预约一对一腕表鉴赏</li><li>表带更换、刻字与防水检测服务</li></ul>',
            quote: {
                text: '成都懂得时间的价值：一杯茶可以喝一个下午。我们希望这里也能让人慢下来，好好看一枚表。',
                cite: '莫尔沃中国区总经理',
            },
            more: '<p>精品店地址与营业时间请见<a href="/stores/morvaux-boutiques/chengdu-taikoo-li">成都远洋太古里精品店</a>页面，您也可以<a href="/stores/appointment/chengdu-taikoo-li">在线预约到店</a>。</p>',
            productsTitle: '在成都精品店品鉴',
        },
        en: {
            title: 'Morvaux opens its boutique at Sino-Ocean Taikoo Li, Chengdu',
            summary:
                'Morvaux opens its first boutique in south-west China at Sino-Ocean Taikoo Li in Chengdu: a space inspired by the Le Locle workshop, with all seven collections and a boutique exclusive.',
            body: '<p>On 12 December Morvaux opened its boutique at Sino-Ocean Taikoo Li in Chengdu. It is the maison’s first boutique in south-west China, set among the courtyards beside Daci Temple, where Swiss watchmaking meets Chengdu’s unhurried way of life.</p><h2>A space from Le Locle</h2><p>The boutique takes its design from the Morvaux workshop in Le Locle: pale oak, hand-brushed brass and a tall window onto the courtyard. A watchmaker’s bench stands in the room, where a watchmaker from Switzerland shows movement assembly and dial finishing once a month.</p><ul><li>All seven collections, from Heritage to Maître</li><li>The boutique-exclusive Navigator GMT in titanium with a green dial</li><li>A private salon for one-to-one viewings by appointment</li><li>Strap fitting, engraving and water-resistance checks</li></ul>',
            quote: {
                text: 'Chengdu knows what time is worth: a cup of tea can last an afternoon. We hope this is a place where people slow down and take a proper look at a watch.',
                cite: 'Managing Director, Morvaux China',
            },
            more: '<p>The address and opening hours are on the page of the <a href="/stores/morvaux-boutiques/chengdu-taikoo-li">Chengdu Sino-Ocean Taikoo Li boutique</a>, where you can also <a href="/stores/appointment/chengdu-taikoo-li">book a visit online</a>.</p>',
            productsTitle: 'To discover in Chengdu',
        },
        de: {
            title: 'Morvaux eröffnet seine Boutique im Sino-Ocean Taikoo Li in Chengdu',
            summary:
                'Morvaux eröffnet im Sino-Ocean Taikoo Li in Chengdu seine erste Boutique im Südwesten Chinas: ein Raum nach dem Vorbild der Werkstatt in Le Locle, mit allen sieben Kollektionen und einem Boutique-Exklusivmodell.',
            body: '<p>Am 12. Dezember hat Morvaux seine Boutique im Sino-Ocean Taikoo Li in Chengdu eröffnet. Es ist die erste Boutique des Hauses im Südwesten Chinas, gelegen zwischen den Innenhöfen neben dem Daci-Tempel, wo Schweizer Uhrmacherkunst auf die Gelassenheit Chengdus trifft.</p><h2>Ein Raum aus Le Locle</h2><p>Die Gestaltung folgt der Werkstatt von Morvaux in Le Locle: helle Eiche, von Hand gebürstetes Messing und ein hohes Fenster zum Hof. Im Raum steht eine Uhrmacherwerkbank, an der einmal im Monat ein Uhrmacher aus der Schweiz die Montage eines Uhrwerks und die Veredelung eines Zifferblatts zeigt.</p><ul><li>Alle sieben Kollektionen, von Heritage bis Maître</li><li>Die Boutique-exklusive Navigator GMT aus Titan mit grünem Zifferblatt</li><li>Ein privater Salon für persönliche Beratungen nach Vereinbarung</li><li>Armbandwechsel, Gravuren und Prüfung der Wasserdichtigkeit</li></ul>',
            quote: {
                text: 'Chengdu weiß, was Zeit wert ist: Eine Tasse Tee kann einen ganzen Nachmittag dauern. Wir möchten, dass man hier zur Ruhe kommt und sich eine Uhr in Ruhe ansieht.',
                cite: 'Geschäftsführer, Morvaux China',
            },
            more: '<p>Adresse und Öffnungszeiten finden Sie auf der Seite der <a href="/stores/morvaux-boutiques/chengdu-taikoo-li">Boutique Sino-Ocean Taikoo Li in Chengdu</a>, wo Sie auch <a href="/stores/appointment/chengdu-taikoo-li">online einen Termin vereinbaren</a> können.</p>',
            productsTitle: 'In Chengdu zu entdecken',
        },
    }),
    article({
        slug: 'lunar-new-year-of-the-snake',
        publishedAt: '2025-01-16T10:00:00+08:00',
        tags: ['events'],
        skus: ['M0A1005', 'M3A1004', 'M3A2005'],
        zh: {
            title: '乙巳蛇年：莫尔沃新春献礼',
            summary: '迎接乙巳蛇年，莫尔沃推出新春礼赠与中国特别版腕表，官网订单附赠手工烫金红封与限定礼盒。',
            body: '<p>蛇在中国文化中象征智慧与灵动，正如一枚机械腕表中不停摆动的游丝。值此乙巳蛇年新春，莫尔沃为中国的朋友准备了一份特别的礼物。</p><h2>新春礼遇</h2><ul><li>即日起至正月十五，官网订单均以红色新春礼盒包装，并附赠手工烫金红封一套</li><li>精品店提供免费表背刻字，可镌刻生肖纹样或祝福语</li><li>中国特别版传承小秒针18K黄金白盘腕表，仅在中国大陆发售</li></ul><p>更多新春之选请见<a href="/lunar-new-year">新春专题</a>。</p>',
            quote: {
                text: '一枚表从一代人传到下一代人手中，正是团圆的意义。',
                cite: '莫尔沃传承系列设计师',
            },
            productsTitle: '新春之选',
        },
        en: {
            title: 'The Year of the Snake: Lunar New Year gifts from Morvaux',
            summary:
                'For the Year of the Snake, Morvaux presents New Year gifts and a China-exclusive watch; online orders come in a limited gift box with hand-gilded red envelopes.',
            body: '<p>In Chinese culture the snake stands for wisdom and grace of movement, much like the hairspring that never stops breathing inside a mechanical watch. For the Year of the Snake, Morvaux has prepared a special gift for its friends in China.</p><h2>New Year privileges</h2><ul><li>Until the Lantern Festival, every online order is wrapped in a red New Year box with a set of hand-gilded red envelopes</li><li>Complimentary caseback engraving in our boutiques, with the zodiac sign or a wish of your choice</li><li>The China-exclusive Heritage Petite Seconde in 18k yellow gold with a white dial, sold only in mainland China</li></ul><p>More ideas for the season are on our <a href="/lunar-new-year">Lunar New Year page</a>.</p>',
            quote: {
                text: 'A watch handed from one generation to the next is what a family reunion is about.',
                cite: 'Designer of the Heritage collection, Morvaux',
            },
            productsTitle: 'For the New Year',
        },
        de: {
            title: 'Das Jahr der Schlange: Neujahrsgeschenke von Morvaux',
            summary:
                'Zum Jahr der Schlange präsentiert Morvaux Neujahrsgeschenke und eine China-exklusive Uhr; Online-Bestellungen kommen in einer limitierten Geschenkbox mit handvergoldeten roten Umschlägen.',
            body: '<p>In der chinesischen Kultur steht die Schlange für Weisheit und Anmut der Bewegung, ganz wie die Spiralfeder, die im Inneren einer mechanischen Uhr unablässig atmet. Zum Jahr der Schlange hat Morvaux ein besonderes Geschenk für seine Freunde in China vorbereitet.</p><h2>Neujahrsvorteile</h2><ul><li>Bis zum Laternenfest wird jede Online-Bestellung in einer roten Neujahrsbox mit einem Satz handvergoldeter roter Umschläge verpackt</li><li>Kostenlose Gravur des Gehäusebodens in unseren Boutiquen, mit dem Tierkreiszeichen oder einem Wunsch Ihrer Wahl</li><li>Die China-exklusive Heritage Petite Seconde aus 18 Karat Gelbgold mit weißem Zifferblatt, nur in Festlandchina erhältlich</li></ul><p>Weitere Ideen zur Festzeit finden Sie auf unserer <a href="/lunar-new-year">Seite zum Neujahrsfest</a>.</p>',
            quote: {
                text: 'Eine Uhr, die von einer Generation an die nächste weitergegeben wird: Darum geht es beim Familienfest.',
                cite: 'Designer der Heritage-Kollektion, Morvaux',
            },
            productsTitle: 'Zum Neujahrsfest',
        },
    }),
    article({
        slug: 'shanghai-service-centre-opening',
        publishedAt: '2025-03-20T10:00:00+08:00',
        tags: ['watchmaking', 'boutiques'],
        zh: {
            title: '莫尔沃上海客户服务中心启用',
            summary:
                '位于上海静安区的莫尔沃客户服务中心正式启用，由瑞士认证制表师为中国大陆客户提供完整保养与维修服务。',
            body: '<p>3月20日，莫尔沃上海客户服务中心在静安区正式启用。中心配备与勒洛克总部相同的检测设备，六位经瑞士认证的制表师可完成从机芯拆解保养到防水检测的全部工序，中国大陆客户的腕表无需再寄往瑞士。</p><h2>服务内容</h2><ul><li>完整保养：机芯拆解、清洗、上油、调校，并更换所有必要零件</li><li>走时检测与消磁、防水检测与密封件更换</li><li>表壳与表链的抛光翻新</li><li>保养后享有两年服务保修</li></ul>',
            quote: {
                text: '一枚莫尔沃腕表应当可以走上一百年。我们在上海做的，就是让它一直走下去。',
                cite: '莫尔沃上海客户服务中心技术主管',
            },
            more: '<h2>如何送修</h2><p>您可以将腕表送至任一莫尔沃精品店，或通过<a href="/service/my-watch-needs-a-service">在线送修</a>安排顺丰上门取件。服务项目与参考价格请见<a href="/service/service-prices">保养价格</a>。</p>',
        },
        en: {
            title: 'Morvaux opens its customer service centre in Shanghai',
            summary:
                'The Morvaux customer service centre in Shanghai’s Jing’an district opens, where watchmakers certified in Switzerland service and repair watches for customers across mainland China.',
            body: '<p>On 20 March the Morvaux customer service centre opened in Shanghai’s Jing’an district. It has the same testing equipment as our home in Le Locle, and its six watchmakers, certified in Switzerland, carry out every step from a full movement service to water-resistance testing: watches from mainland China no longer travel to Switzerland.</p><h2>What we do</h2><ul><li>Full service: the movement taken apart, cleaned, oiled and regulated, with every part replaced that needs it</li><li>Timekeeping tests and demagnetisation, water-resistance tests and new seals</li><li>Polishing and refinishing of case and bracelet</li><li>A two-year warranty on the work done</li></ul>',
            quote: {
                text: 'A Morvaux watch should run for a hundred years. What we do in Shanghai is keep it running.',
                cite: 'Technical Manager, Morvaux Customer Service Centre Shanghai',
            },
            more: '<h2>How to send your watch</h2><p>Bring your watch to any Morvaux boutique, or arrange a collection by SF Express through our <a href="/service/my-watch-needs-a-service">online service request</a>. Services and guide prices are listed under <a href="/service/service-prices">service prices</a>.</p>',
        },
        de: {
            title: 'Morvaux eröffnet sein Kundendienstzentrum in Shanghai',
            summary:
                'Im Bezirk Jing’an in Shanghai öffnet das Kundendienstzentrum von Morvaux, in dem in der Schweiz zertifizierte Uhrmacher Uhren für Kunden in ganz Festlandchina warten und reparieren.',
            body: '<p>Am 20. März hat Morvaux sein Kundendienstzentrum im Bezirk Jing’an in Shanghai eröffnet. Es verfügt über dieselben Prüfgeräte wie unser Stammhaus in Le Locle, und seine sechs in der Schweiz zertifizierten Uhrmacher übernehmen jeden Schritt von der vollständigen Revision bis zur Prüfung der Wasserdichtigkeit: Uhren aus Festlandchina müssen nicht mehr in die Schweiz reisen.</p><h2>Unsere Leistungen</h2><ul><li>Vollständige Revision: Das Uhrwerk wird zerlegt, gereinigt, geölt und reguliert, alle nötigen Teile werden ersetzt</li><li>Gangprüfung und Entmagnetisierung, Prüfung der Wasserdichtigkeit und neue Dichtungen</li><li>Politur und Aufarbeitung von Gehäuse und Armband</li><li>Zwei Jahre Garantie auf die ausgeführten Arbeiten</li></ul>',
            quote: {
                text: 'Eine Uhr von Morvaux sollte hundert Jahre laufen. In Shanghai sorgen wir dafür, dass sie weiterläuft.',
                cite: 'Technischer Leiter, Kundendienstzentrum Morvaux Shanghai',
            },
            more: '<h2>So senden Sie Ihre Uhr ein</h2><p>Bringen Sie Ihre Uhr in eine Boutique von Morvaux oder lassen Sie sie über unseren <a href="/service/my-watch-needs-a-service">Online-Serviceauftrag</a> von SF Express abholen. Leistungen und Richtpreise finden Sie unter <a href="/service/service-prices">Servicepreise</a>.</p>',
        },
    }),
    article({
        slug: 'young-craft-prize-exhibition-beijing',
        publishedAt: '2025-05-15T10:00:00+08:00',
        tags: ['events', 'partnerships'],
        skus: ['M6A2001', 'M6A1002', 'M0A1002'],
        zh: {
            title: '莫尔沃青年工艺奖2025获奖作品展在北京开幕',
            summary:
                '十位来自中国与瑞士的年轻手艺人获得2025年莫尔沃青年工艺奖，他们的珐琅、雕刻、漆艺与书法作品在北京798艺术区展出。',
            body: '<p>5月15日至6月15日，2025年莫尔沃青年工艺奖获奖作品展在北京798艺术区举办。十位获奖者中有六位来自中国、四位来自瑞士，展出的作品涵盖珐琅、手工雕刻、漆艺与书法，与莫尔沃大师系列的手工表盘并置陈列。</p><h2>展览亮点</h2><ul><li>一枚以景德镇青花为灵感的大明火珐琅表盘，出自一位二十六岁的珐琅师之手</li><li>苏州匠人以传统錾刻技法完成的表壳雕刻习作</li><li>制表师现场演示：珐琅上色、烧制与表盘装配</li><li>周末书法工作坊，由获奖书法家带领</li></ul><p>每位获奖者将获得一年的资助，并在勒洛克的装饰工作室或苏州、景德镇的合作工坊驻留三个月。展览免费开放，需提前在线预约入场时段。</p>',
            quote: {
                text: '在景德镇，我学会了等待釉色；在勒洛克，我学会了等待烤蓝的钢。',
                cite: '2025年莫尔沃青年工艺奖获奖者',
            },
            more: '<p>了解莫尔沃对传统手艺的支持，请访问<a href="/partnerships/arts">艺术合作</a>页面。</p>',
            productsTitle: '手工表盘之作',
        },
        en: {
            title: 'The 2025 Morvaux Young Craft Prize exhibition opens in Beijing',
            summary:
                'Ten young makers from China and Switzerland have won the 2025 Morvaux Young Craft Prize; their enamel, engraving, lacquer and calligraphy are on show in Beijing’s 798 Art District.',
            body: '<p>From 15 May to 15 June, the works of the 2025 Morvaux Young Craft Prize winners are on show in Beijing’s 798 Art District. Six of the ten winners come from China and four from Switzerland; their enamel, hand engraving, lacquer and calligraphy are shown beside the hand-made dials of the Maître collection.</p><h2>Highlights</h2><ul><li>A grand feu enamel dial inspired by the blue-and-white porcelain of Jingdezhen, by an enameller of twenty-six</li><li>Case engravings by a Suzhou craftsman in the traditional chasing technique</li><li>Watchmakers at work: painting and firing enamel, and fitting a dial</li><li>Calligraphy workshops at weekends, led by a prize-winning calligrapher</li></ul><p>Each winner receives a year’s funding and a three-month residency in our decoration atelier in Le Locle or in partner workshops in Suzhou and Jingdezhen. Admission is free; please book a time slot online in advance.</p>',
            quote: {
                text: 'In Jingdezhen I learned to wait for a glaze; in Le Locle, to wait for blued steel.',
                cite: 'A winner of the 2025 Morvaux Young Craft Prize',
            },
            more: '<p>Read more about how Morvaux supports traditional crafts on our <a href="/partnerships/arts">arts partnerships</a> page.</p>',
            productsTitle: 'Dials made by hand',
        },
        de: {
            title: 'Die Ausstellung des Morvaux Young Craft Prize 2025 öffnet in Peking',
            summary:
                'Zehn junge Kunsthandwerker aus China und der Schweiz haben den Morvaux Young Craft Prize 2025 gewonnen; ihre Arbeiten in Email, Gravur, Lack und Kalligrafie sind im Kunstbezirk 798 in Peking zu sehen.',
            body: '<p>Vom 15. Mai bis zum 15. Juni sind die Arbeiten der Gewinner des Morvaux Young Craft Prize 2025 im Kunstbezirk 798 in Peking zu sehen. Sechs der zehn Gewinner kommen aus China, vier aus der Schweiz; ihre Arbeiten in Email, Handgravur, Lack und Kalligrafie werden neben den handgefertigten Zifferblättern der Maître-Kollektion gezeigt.</p><h2>Höhepunkte</h2><ul><li>Ein Grand-Feu-Emailzifferblatt nach dem Vorbild des Blau-Weiß-Porzellans aus Jingdezhen, von einer sechsundzwanzigjährigen Emailleurin</li><li>Gehäusegravuren eines Kunsthandwerkers aus Suzhou in der traditionellen Ziseliertechnik</li><li>Uhrmacher bei der Arbeit: Email malen und brennen, ein Zifferblatt einsetzen</li><li>Kalligrafie-Workshops an den Wochenenden, geleitet von einem preisgekrönten Kalligrafen</li></ul><p>Jeder Gewinner erhält ein Jahr Förderung und einen dreimonatigen Aufenthalt in unserem Veredelungsatelier in Le Locle oder in Partnerwerkstätten in Suzhou und Jingdezhen. Der Eintritt ist frei; bitte buchen Sie vorab online ein Zeitfenster.</p>',
            quote: {
                text: 'In Jingdezhen habe ich gelernt, auf eine Glasur zu warten; in Le Locle, auf gebläuten Stahl.',
                cite: 'Eine Gewinnerin des Morvaux Young Craft Prize 2025',
            },
            more: '<p>Mehr darüber, wie Morvaux traditionelles Handwerk fördert, erfahren Sie auf der Seite <a href="/partnerships/arts">Kunst</a>.</p>',
            productsTitle: 'Von Hand gefertigte Zifferblätter',
        },
    }),
    article({
        slug: 'hangzhou-in77-boutique-opening',
        publishedAt: '2025-07-03T10:00:00+08:00',
        tags: ['boutiques'],
        skus: ['M3A2001', 'M5A1003', 'M0A2003'],
        zh: {
            title: '莫尔沃杭州湖滨银泰in77精品店开幕',
            summary: '莫尔沃杭州精品店在西湖畔的湖滨银泰in77开幕，融合江南园林意趣的空间设有私人品鉴室与表带定制台。',
            body: '<p>7月3日，莫尔沃杭州湖滨银泰in77精品店开幕。精品店距西湖仅数步之遥，设计师以江南园林的“借景”手法，将湖光引入店内：一扇圆形月洞窗正对湖滨，陈列着星辰与地平线系列的新作。</p><h2>为杭州而设</h2><ul><li>表带定制台：从五种材质、数十种颜色中为您的腕表挑选表带，现场更换</li><li>私人品鉴室：可预约欣赏大师系列万年历与陀飞轮</li><li>每季度举办的龙井茶与制表艺术沙龙</li></ul>',
            quote: {
                text: '西湖边的时间走得很慢，正适合欣赏一枚手工打磨的表盘。',
                cite: '莫尔沃杭州精品店店长',
            },
            more: '<p>欢迎<a href="/stores/appointment/hangzhou-in77">预约到店</a>，或查看<a href="/stores/morvaux-boutiques/hangzhou-in77">精品店信息</a>。</p>',
            productsTitle: '杭州精品店推荐',
        },
        en: {
            title: 'Morvaux opens its boutique at Hubin Yintai in77, Hangzhou',
            summary:
                'The Morvaux boutique in Hangzhou opens at Hubin Yintai in77 by the West Lake, in a space inspired by the gardens of Jiangnan, with a private salon and a strap bar.',
            body: '<p>On 3 July the Morvaux boutique at Hubin Yintai in77 in Hangzhou opened its doors. A few steps from the West Lake, its designers borrowed the view in the manner of the gardens of Jiangnan: a round moon-gate window faces the lakeside, framing the newest Étoile and Horizon watches.</p><h2>Made for Hangzhou</h2><ul><li>A strap bar: choose a strap for your watch from five materials and dozens of colours, fitted while you wait</li><li>A private salon to view the Maître perpetual calendars and tourbillons by appointment</li><li>A salon of Longjing tea and watchmaking every season</li></ul>',
            quote: {
                text: 'Time runs slowly by the West Lake, which is just right for looking at a hand-finished dial.',
                cite: 'Boutique Manager, Morvaux Hangzhou',
            },
            more: '<p>You are welcome to <a href="/stores/appointment/hangzhou-in77">book a visit</a> or to see the <a href="/stores/morvaux-boutiques/hangzhou-in77">boutique’s details</a>.</p>',
            productsTitle: 'Our choice in Hangzhou',
        },
        de: {
            title: 'Morvaux eröffnet seine Boutique im Hubin Yintai in77 in Hangzhou',
            summary:
                'Die Boutique von Morvaux in Hangzhou öffnet im Hubin Yintai in77 am Westsee, in einem von den Gärten Jiangnans inspirierten Raum mit privatem Salon und Armband-Bar.',
            body: '<p>Am 3. Juli hat die Boutique von Morvaux im Hubin Yintai in77 in Hangzhou ihre Türen geöffnet. Wenige Schritte vom Westsee entfernt haben die Gestalter nach Art der Gärten Jiangnans die Landschaft „geborgt“: Ein rundes Mondtor-Fenster blickt auf das Seeufer und rahmt die neuesten Uhren der Kollektionen Étoile und Horizon.</p><h2>Für Hangzhou gemacht</h2><ul><li>Eine Armband-Bar: Wählen Sie aus fünf Materialien und Dutzenden Farben ein Armband, das sofort montiert wird</li><li>Ein privater Salon, in dem Sie die ewigen Kalender und Tourbillons der Maître-Kollektion nach Vereinbarung betrachten</li><li>Jede Saison ein Salon zu Longjing-Tee und Uhrmacherkunst</li></ul>',
            quote: {
                text: 'Am Westsee vergeht die Zeit langsam, genau richtig, um ein von Hand veredeltes Zifferblatt zu betrachten.',
                cite: 'Boutiqueleiterin, Morvaux Hangzhou',
            },
            more: '<p>Gerne können Sie <a href="/stores/appointment/hangzhou-in77">einen Besuch vereinbaren</a> oder die <a href="/stores/morvaux-boutiques/hangzhou-in77">Angaben zur Boutique</a> ansehen.</p>',
            productsTitle: 'Unsere Auswahl in Hangzhou',
        },
    }),
    article({
        slug: 'qingdao-sailing-week-2025',
        publishedAt: '2025-09-15T10:00:00+08:00',
        tags: ['events', 'partnerships'],
        skus: ['M2A1001', 'M2A1004', 'M1A1001'],
        zh: {
            title: '莫尔沃担任2025青岛国际帆船周官方计时',
            summary:
                '作为官方计时，莫尔沃与二十四支船队在青岛浮山湾共度四天赛程，莫尔沃航海团队首次参赛，冠军船队获赠深海300限量腕表。',
            body: '<p>9月11日至14日，2025青岛国际帆船周在浮山湾举行。来自中国、瑞士与新西兰的二十四支船队在奥帆中心外海展开角逐。莫尔沃首次担任赛事官方计时，起航信号、终点与每一段分段成绩均由莫尔沃计时系统记录，精确至百分之一秒；莫尔沃航海团队也首次驾驶三十英尺竞赛帆船参赛。</p><h2>以秒为单位的较量</h2><p>帆船赛的起航计时精确到秒：倒计时五分钟内，船只须在起航线后方寻找最佳位置。深海300腕表的单向旋转表圈，正是为这样的倒计时而设计。</p><ul><li>四天、九轮场地赛与一轮环岛长距离赛</li><li>冠军船队每位船员获赠深海300精钢蓝盘限量腕表</li><li>岸上设有莫尔沃展区，提供防水检测与表带更换服务</li></ul>',
            quote: {
                text: '在海上，五分钟的起航倒计时决定了一半的胜负。我们信赖手腕上的那枚表。',
                cite: '冠军船队舵手',
            },
            more: '<p>了解莫尔沃与航海的故事，请访问<a href="/squads/sailing">航海团队</a>页面。</p>',
            productsTitle: '为海而生',
        },
        en: {
            title: 'Morvaux keeps time at Qingdao International Sailing Week 2025',
            summary:
                'As official timekeeper, Morvaux spent four days of racing with twenty-four crews on Fushan Bay in Qingdao; the Morvaux sailing squad raced for the first time, and the winners received limited-edition Abysse 300 watches.',
            body: '<p>From 11 to 14 September Qingdao International Sailing Week 2025 was sailed on Fushan Bay. Twenty-four crews from China, Switzerland and New Zealand raced off the Olympic Sailing Centre. For the first time Morvaux was official timekeeper: start signals, finishes and every split were recorded by the Morvaux timing system to a hundredth of a second, and the Morvaux sailing squad raced its thirty-foot yacht for the first time.</p><h2>A contest measured in seconds</h2><p>A sailing start is timed to the second: in the five-minute countdown each boat looks for the best place behind the line. The unidirectional bezel of the Abysse 300 was designed for exactly this countdown.</p><ul><li>Four days, nine inshore races and one long-distance race around the islands</li><li>Each member of the winning crew received a limited-edition Abysse 300 in steel with a blue dial</li><li>A Morvaux pavilion ashore, with water-resistance checks and strap fitting</li></ul>',
            quote: {
                text: 'At sea, the five-minute start sequence decides half the race. We trust the watch on our wrist.',
                cite: 'Helmsman of the winning crew',
            },
            more: '<p>Read more about Morvaux and the sea on our <a href="/squads/sailing">sailing squad</a> page.</p>',
            productsTitle: 'Made for the sea',
        },
        de: {
            title: 'Morvaux nimmt die Zeit bei der Qingdao International Sailing Week 2025',
            summary:
                'Als offizieller Zeitnehmer verbrachte Morvaux vier Renntage mit vierundzwanzig Crews in der Fushan-Bucht von Qingdao; das Segelteam von Morvaux startete zum ersten Mal, und die Sieger erhielten limitierte Abysse 300.',
            body: '<p>Vom 11. bis 14. September wurde in der Fushan-Bucht die Qingdao International Sailing Week 2025 gesegelt. Vierundzwanzig Crews aus China, der Schweiz und Neuseeland traten vor dem Olympischen Segelzentrum gegeneinander an. Zum ersten Mal war Morvaux offizieller Zeitnehmer: Startsignale, Zieldurchgänge und jede Zwischenzeit wurden vom Zeitmesssystem von Morvaux auf die Hundertstelsekunde erfasst, und das Segelteam von Morvaux startete erstmals mit seiner Dreißig-Fuß-Yacht.</p><h2>Ein Wettkampf in Sekunden</h2><p>Ein Segelstart wird auf die Sekunde genau gemessen: Während des fünfminütigen Countdowns sucht jedes Boot den besten Platz hinter der Linie. Die einseitig drehbare Lünette der Abysse 300 wurde genau für diesen Countdown entworfen.</p><ul><li>Vier Tage, neun Bahnrennen und eine Langstrecke rund um die Inseln</li><li>Jedes Mitglied der Siegercrew erhielt eine limitierte Abysse 300 aus Edelstahl mit blauem Zifferblatt</li><li>Ein Pavillon von Morvaux an Land, mit Prüfung der Wasserdichtigkeit und Armbandwechsel</li></ul>',
            quote: {
                text: 'Auf See entscheidet der fünfminütige Start die halbe Regatta. Wir vertrauen der Uhr an unserem Handgelenk.',
                cite: 'Steuermann der Siegercrew',
            },
            more: '<p>Mehr über Morvaux und das Meer erfahren Sie auf der Seite unseres <a href="/squads/sailing">Segelteams</a>.</p>',
            productsTitle: 'Für das Meer gemacht',
        },
    }),
    article({
        slug: 'coral-restoration-sanya',
        publishedAt: '2025-11-18T10:00:00+08:00',
        tags: ['sustainability', 'partnerships'],
        skus: ['M2A1005', 'M2A1002'],
        zh: {
            title: '莫尔沃支持三亚珊瑚礁修复计划',
            summary:
                '莫尔沃与海南三亚的海洋保护机构合作，三年内支持修复一万平方米珊瑚礁；每售出一枚深海系列青铜腕表，即资助种植十株珊瑚。',
            body: '<p>深海系列诞生于对海洋的敬畏。11月，莫尔沃与三亚一家海洋保护机构签署为期三年的合作协议，支持蜈支洲岛周边海域的珊瑚礁修复。</p><h2>合作内容</h2><ul><li>三年内支持修复一万平方米珊瑚礁，并持续监测珊瑚存活率</li><li>每售出一枚深海系列青铜腕表，资助种植十株珊瑚苗</li><li>莫尔沃员工与会员可报名参加志愿潜水日</li></ul><p>我们的环境承诺详见<a href="/sustainability">可持续发展</a>页面。</p>',
            quote: {
                text: '我们的潜水表在海底度过了许多时光，现在是回馈大海的时候了。',
                cite: '莫尔沃深海系列产品经理',
            },
            productsTitle: '深海系列青铜腕表',
        },
        en: {
            title: 'Morvaux supports coral reef restoration in Sanya',
            summary:
                'Morvaux partners with a marine conservation group in Sanya, Hainan, to restore 10,000 square metres of coral reef over three years; every bronze Abysse watch sold pays for ten coral seedlings.',
            body: '<p>The Abysse collection was born of respect for the ocean. In November Morvaux signed a three-year agreement with a marine conservation group in Sanya to support the restoration of the reefs around Wuzhizhou Island.</p><h2>The partnership</h2><ul><li>10,000 square metres of coral reef restored over three years, with the corals’ survival monitored throughout</li><li>Ten coral seedlings planted for every bronze Abysse watch sold</li><li>Volunteer diving days open to Morvaux staff and members</li></ul><p>Our commitments to the environment are on our <a href="/sustainability">sustainability</a> page.</p>',
            quote: {
                text: 'Our diving watches have spent a great deal of time under the sea. Now it is time to give something back.',
                cite: 'Product Manager of the Abysse collection, Morvaux',
            },
            productsTitle: 'The bronze Abysse watches',
        },
        de: {
            title: 'Morvaux unterstützt die Wiederherstellung von Korallenriffen in Sanya',
            summary:
                'Morvaux arbeitet mit einer Meeresschutzorganisation in Sanya auf Hainan zusammen, um in drei Jahren 10.000 Quadratmeter Korallenriff wiederherzustellen; jede verkaufte Abysse aus Bronze finanziert zehn Korallensetzlinge.',
            body: '<p>Die Kollektion Abysse entstand aus Respekt vor dem Meer. Im November hat Morvaux mit einer Meeresschutzorganisation in Sanya eine dreijährige Vereinbarung unterzeichnet, um die Wiederherstellung der Riffe rund um die Insel Wuzhizhou zu unterstützen.</p><h2>Die Partnerschaft</h2><ul><li>10.000 Quadratmeter Korallenriff in drei Jahren wiederhergestellt, mit laufender Überwachung des Korallenwachstums</li><li>Zehn Korallensetzlinge für jede verkaufte Abysse aus Bronze</li><li>Freiwillige Tauchtage für Mitarbeitende und Mitglieder von Morvaux</li></ul><p>Unsere Verpflichtungen für die Umwelt finden Sie auf der Seite <a href="/sustainability">Nachhaltigkeit</a>.</p>',
            quote: {
                text: 'Unsere Taucheruhren haben viel Zeit unter Wasser verbracht. Nun ist es Zeit, dem Meer etwas zurückzugeben.',
                cite: 'Produktmanager der Kollektion Abysse, Morvaux',
            },
            productsTitle: 'Die Abysse aus Bronze',
        },
    }),
    article({
        slug: 'anniversary-year-begins',
        publishedAt: '2026-01-08T10:00:00+08:00',
        tags: ['anniversary'],
        skus: ['M0A1001', 'M0A1004', 'M6A1004'],
        zh: {
            title: '莫尔沃140周年纪念年正式开启',
            summary:
                '1886年，莫尔沃在瑞士勒洛克创立。2026年，品牌迎来140周年，全年将推出新机芯、周年纪念款、巡回展览与上海周年庆典。',
            body: '<p>1886年春天，二十九岁的奥古斯特·莫尔沃在勒洛克格朗德街租下一间朝北的工作室，开始制作怀表机芯，这便是莫尔沃的起点。一百四十年后，品牌仍在同一座小城制作机械腕表。</p><h2>周年纪念年的安排</h2><ul><li>春季：发布全新自制机芯MV 1886</li><li>夏季：推出传承小秒针周年纪念款，表背镌刻“1886–2026”</li><li>5月至12月：“时间的手艺”巡回展依次在上海、北京与成都举办</li><li>秋季：上海周年庆典</li></ul><p>我们将在<a href="/140-years">140周年专题</a>中持续讲述这段历史。</p>',
            quote: {
                text: '一百四十年来，我们只做一件事：制作能够传承的腕表。',
                cite: '莫尔沃首席执行官',
            },
            productsTitle: '传承系列',
        },
        en: {
            title: 'Morvaux opens its 140th anniversary year',
            summary:
                'Morvaux was founded in Le Locle, Switzerland, in 1886. In 2026 the maison turns 140, with a new calibre, an anniversary edition, a touring exhibition and a celebration in Shanghai.',
            body: '<p>In the spring of 1886 Auguste Morvaux, twenty-nine years old, rented a north-facing room on the Grande Rue in Le Locle and began making pocket watch movements: this is where Morvaux began. One hundred and forty years later, the maison still makes mechanical watches in the same small town.</p><h2>The anniversary year</h2><ul><li>Spring: the new in-house calibre MV 1886</li><li>Summer: the Heritage Petite Seconde anniversary edition, its caseback engraved “1886–2026”</li><li>May to December: the exhibition “The Craft of Time” travels to Shanghai, Beijing and Chengdu</li><li>Autumn: the anniversary celebration in Shanghai</li></ul><p>We will tell this story throughout the year on our <a href="/140-years">140 years page</a>.</p>',
            quote: {
                text: 'For one hundred and forty years we have done one thing: make watches that are handed down.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'The Heritage collection',
        },
        de: {
            title: 'Morvaux eröffnet sein Jubiläumsjahr zum 140-jährigen Bestehen',
            summary:
                'Morvaux wurde 1886 in Le Locle in der Schweiz gegründet. 2026 wird das Haus 140 Jahre alt, mit einem neuen Kaliber, einer Jubiläumsedition, einer Wanderausstellung und einem Fest in Shanghai.',
            body: '<p>Im Frühling 1886 mietete der neunundzwanzigjährige Auguste Morvaux an der Grande Rue in Le Locle einen nach Norden gelegenen Raum und begann, Taschenuhrwerke zu fertigen: Hier begann Morvaux. Hundertvierzig Jahre später fertigt das Haus seine mechanischen Uhren noch immer in derselben kleinen Stadt.</p><h2>Das Jubiläumsjahr</h2><ul><li>Frühling: das neue Manufakturkaliber MV 1886</li><li>Sommer: die Jubiläumsedition der Heritage Petite Seconde mit der Gravur „1886–2026“ auf dem Gehäuseboden</li><li>Mai bis Dezember: die Ausstellung „Das Handwerk der Zeit“ in Shanghai, Peking und Chengdu</li><li>Herbst: das Jubiläumsfest in Shanghai</li></ul><p>Wir erzählen diese Geschichte das ganze Jahr über auf unserer <a href="/140-years">Seite zu 140 Jahren</a>.</p>',
            quote: {
                text: 'Seit hundertvierzig Jahren tun wir eines: Uhren fertigen, die weitergegeben werden.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'Die Heritage-Kollektion',
        },
    }),
    article({
        slug: 'lunar-new-year-of-the-horse',
        publishedAt: '2026-02-05T10:00:00+08:00',
        tags: ['events'],
        skus: ['M4A2001', 'M4A2003', 'M3A1004'],
        zh: {
            title: '丙午马年：疾速系列迎新春',
            summary:
                '马年新春，莫尔沃以疾速系列拉力计时腕表致敬一往无前的精神，并推出新春礼盒、免费刻字与精品店新春品鉴会。',
            body: '<p>马象征奔腾与进取。丙午马年之际，莫尔沃选择疾速系列作为新春主角：拉力计时腕表的熊猫盘与打孔皮表带，源自1960年代拉力赛车手的腕间，正合“马到成功”的祝愿。</p><h2>新春礼遇</h2><ul><li>1月12日至3月3日，官网订单以红色新春礼盒包装，并可免费在表背镌刻四个汉字或十二个字母</li><li>精品店可镌刻骏马纹样或新春祝福</li><li>正月期间，各地精品店举办新春品鉴会，欢迎预约</li></ul><p>更多礼赠灵感请见<a href="/lunar-new-year">新春专题</a>与<a href="/find-your-morvaux/gifting">礼赠指南</a>。</p>',
            quote: {
                text: '计时码表记录的是每一段冲刺，新的一年，愿每一次出发都有好结果。',
                cite: '莫尔沃疾速系列设计师',
            },
            productsTitle: '马年新春之选',
        },
        en: {
            title: 'The Year of the Horse: Vitesse for the New Year',
            summary:
                'For the Year of the Horse, Morvaux celebrates the spirit of going forward with the Vitesse Rallye chronograph, New Year gift boxes, complimentary engraving and New Year viewings in its boutiques.',
            body: '<p>The horse stands for energy and drive. For the Year of the Horse, Morvaux chose the Vitesse collection to lead the New Year: the panda dial and perforated strap of the Rallye chronograph come from the wrists of the rally drivers of the 1960s, just right for the wish of “success on horseback”.</p><h2>New Year privileges</h2><ul><li>From 12 January to 3 March, online orders arrive in a red New Year gift box, with free engraving of four characters or twelve letters on the caseback</li><li>Our boutiques can engrave a galloping horse or a New Year wish</li><li>New Year viewings in our boutiques throughout the first lunar month, by appointment</li></ul><p>Find more gift ideas on our <a href="/lunar-new-year">Lunar New Year page</a> and in our <a href="/find-your-morvaux/gifting">gift guide</a>.</p>',
            quote: {
                text: 'A chronograph records every sprint. In the new year, may every start end well.',
                cite: 'Designer of the Vitesse collection, Morvaux',
            },
            productsTitle: 'For the Year of the Horse',
        },
        de: {
            title: 'Das Jahr des Pferdes: Vitesse zum Neujahrsfest',
            summary:
                'Zum Jahr des Pferdes feiert Morvaux den Aufbruch mit dem Chronographen Vitesse Rallye, mit Neujahrsboxen, kostenloser Gravur und Neujahrsabenden in seinen Boutiquen.',
            body: '<p>Das Pferd steht für Kraft und Tatendrang. Zum Jahr des Pferdes hat Morvaux die Kollektion Vitesse an die Spitze des Neujahrsfests gestellt: Das Panda-Zifferblatt und das perforierte Armband des Rallye-Chronographen stammen von den Handgelenken der Rallyefahrer der 1960er-Jahre und passen zum Wunsch „Erfolg im Galopp“.</p><h2>Neujahrsvorteile</h2><ul><li>Vom 12. Januar bis 3. März kommen Online-Bestellungen in einer roten Neujahrsbox, mit kostenloser Gravur von vier Schriftzeichen oder zwölf Buchstaben auf dem Gehäuseboden</li><li>Unsere Boutiquen gravieren auch ein galoppierendes Pferd oder einen Neujahrswunsch</li><li>Neujahrsabende in unseren Boutiquen während des ersten Mondmonats, nach Vereinbarung</li></ul><p>Weitere Geschenkideen finden Sie auf unserer <a href="/lunar-new-year">Seite zum Neujahrsfest</a> und in unserem <a href="/find-your-morvaux/gifting">Geschenkratgeber</a>.</p>',
            quote: {
                text: 'Ein Chronograph hält jeden Sprint fest. Möge im neuen Jahr jeder Aufbruch gut enden.',
                cite: 'Designer der Kollektion Vitesse, Morvaux',
            },
            productsTitle: 'Zum Jahr des Pferdes',
        },
    }),
    article({
        slug: 'calibre-mv-1886-unveiled',
        publishedAt: '2026-04-16T10:00:00+08:00',
        tags: ['watchmaking', 'anniversary'],
        skus: ['M0A1003', 'M6A1004', 'M6A2003'],
        zh: {
            title: '全新自制机芯MV 1886发布',
            summary:
                '为140周年而生的MV 1886手动上链机芯：八十小时动力储存、硅质游丝与全手工装饰，首先搭载于传承小秒针周年纪念款。',
            body: '<p>4月，莫尔沃在勒洛克发布全新自制机芯MV 1886。这枚手动上链机芯历时五年研发，以品牌创立之年命名，是莫尔沃一百四十年制表经验的结晶。</p><h2>技术规格</h2><ul><li>手动上链，每小时振频21,600次</li><li>双发条盒，动力储存八十小时</li><li>硅质游丝，抗磁且不受温度变化影响</li><li>日内瓦波纹、珍珠纹打磨与手工倒角，透过蓝宝石水晶底盖可见</li><li>走时精度经勒洛克工坊检测，每日误差-2至+4秒</li></ul><p>六点钟位置的小秒针延续了品牌1920年代怀表的布局，机芯直径与传承系列38毫米表壳完美契合。</p>',
            quote: {
                text: 'MV 1886不是为了打破纪录，而是为了在一百年后仍然能被修好。',
                cite: '莫尔沃机芯研发总监',
            },
            productsTitle: '手动上链的传承',
        },
        en: {
            title: 'The new in-house calibre MV 1886',
            summary:
                'Born for the 140th anniversary, the hand-wound calibre MV 1886 has an 80-hour power reserve, a silicon hairspring and finishing by hand throughout; it first powers the Heritage Petite Seconde anniversary edition.',
            body: '<p>In April Morvaux unveiled its new in-house calibre MV 1886 in Le Locle. Five years in the making, the hand-wound movement is named after the year the maison was founded and distils one hundred and forty years of watchmaking.</p><h2>Specifications</h2><ul><li>Hand-wound, beating at 21,600 vibrations per hour</li><li>Twin barrels for an 80-hour power reserve</li><li>A silicon hairspring, unaffected by magnetism and changes of temperature</li><li>Côtes de Genève, perlage and hand-bevelled edges, visible through the sapphire caseback</li><li>Timekeeping tested in the Le Locle workshop to within −2 and +4 seconds a day</li></ul><p>The small seconds at six o’clock keep the layout of the maison’s pocket watches of the 1920s, and the movement fits the 38 mm case of the Heritage collection exactly.</p>',
            quote: {
                text: 'MV 1886 was not made to break records. It was made so that it can still be repaired in a hundred years.',
                cite: 'Director of Movement Development, Morvaux',
            },
            productsTitle: 'Hand-wound heritage',
        },
        de: {
            title: 'Das neue Manufakturkaliber MV 1886',
            summary:
                'Zum 140-jährigen Jubiläum entstanden: Das Handaufzugskaliber MV 1886 hat 80 Stunden Gangreserve, eine Spiralfeder aus Silizium und ist vollständig von Hand veredelt; zuerst schlägt es in der Jubiläumsedition der Heritage Petite Seconde.',
            body: '<p>Im April hat Morvaux in Le Locle sein neues Manufakturkaliber MV 1886 vorgestellt. Das Handaufzugswerk wurde in fünf Jahren entwickelt, trägt den Namen des Gründungsjahres und vereint hundertvierzig Jahre Uhrmacherei.</p><h2>Technische Daten</h2><ul><li>Handaufzug, 21.600 Halbschwingungen pro Stunde</li><li>Zwei Federhäuser für 80 Stunden Gangreserve</li><li>Eine Spiralfeder aus Silizium, unempfindlich gegen Magnetismus und Temperaturschwankungen</li><li>Genfer Streifen, Perlage und von Hand anglierte Kanten, sichtbar durch den Saphirglasboden</li><li>Ganggenauigkeit in der Werkstatt in Le Locle geprüft: −2 bis +4 Sekunden am Tag</li></ul><p>Die kleine Sekunde bei sechs Uhr bewahrt die Anordnung der Taschenuhren des Hauses aus den 1920er-Jahren, und das Werk passt genau in das 38-mm-Gehäuse der Heritage-Kollektion.</p>',
            quote: {
                text: 'MV 1886 wurde nicht gebaut, um Rekorde zu brechen, sondern damit man es auch in hundert Jahren noch reparieren kann.',
                cite: 'Direktor der Werkentwicklung, Morvaux',
            },
            productsTitle: 'Erbe mit Handaufzug',
        },
    }),
    article({
        slug: 'beijing-skp-boutique-reopening',
        publishedAt: '2026-06-18T10:00:00+08:00',
        tags: ['boutiques'],
        skus: ['M6A2003', 'M6A1001', 'M3A2001'],
        zh: {
            title: '莫尔沃北京SKP精品店焕新开幕',
            summary: '扩建后的北京SKP精品店面积增至两倍，新设高级制表沙龙与中国首个莫尔沃档案陈列室。',
            body: '<p>6月18日，经过四个月的改造，莫尔沃北京SKP精品店焕新开幕。精品店面积增至原来的两倍，成为品牌在中国最大的精品店。</p><h2>新空间</h2><ul><li>高级制表沙龙：专门陈列大师系列万年历与陀飞轮腕表</li><li>档案陈列室：展出品牌历史上的怀表与早期腕表，每季轮换</li><li>腕表工作台：提供表带更换、防水检测与保养咨询</li></ul>',
            quote: {
                text: '北京的客人懂得复杂功能的价值，我们希望给这些杰作一个安静的地方。',
                cite: '莫尔沃北京SKP精品店店长',
            },
            more: '<p>欢迎<a href="/stores/appointment/beijing-skp">预约私人品鉴</a>，精品店地址与营业时间请见<a href="/stores/morvaux-boutiques/beijing-skp">北京SKP精品店</a>。</p>',
            productsTitle: '高级制表沙龙',
        },
        en: {
            title: 'The Morvaux boutique at SKP Beijing reopens',
            summary:
                'Enlarged to twice its size, the boutique at SKP Beijing now has a haute horlogerie salon and the first Morvaux archive room in China.',
            body: '<p>On 18 June, after four months of work, the Morvaux boutique at SKP Beijing reopened. Twice its former size, it is now the maison’s largest boutique in China.</p><h2>The new space</h2><ul><li>A haute horlogerie salon devoted to the Maître perpetual calendars and tourbillons</li><li>An archive room showing pocket watches and early wristwatches from the maison’s history, changed every season</li><li>A watch bench for strap fitting, water-resistance checks and advice on servicing</li></ul>',
            quote: {
                text: 'Our clients in Beijing know the worth of a complication. We wanted to give these masterpieces a quiet place.',
                cite: 'Boutique Manager, Morvaux SKP Beijing',
            },
            more: '<p>You are welcome to <a href="/stores/appointment/beijing-skp">book a private viewing</a>; the address and opening hours are on the page of the <a href="/stores/morvaux-boutiques/beijing-skp">SKP Beijing boutique</a>.</p>',
            productsTitle: 'In the haute horlogerie salon',
        },
        de: {
            title: 'Die Boutique von Morvaux im SKP Peking öffnet neu',
            summary:
                'Auf die doppelte Fläche erweitert, hat die Boutique im SKP Peking nun einen Salon der Haute Horlogerie und den ersten Archivraum von Morvaux in China.',
            body: '<p>Am 18. Juni hat die Boutique von Morvaux im SKP Peking nach vier Monaten Umbau wieder geöffnet. Mit doppelter Fläche ist sie nun die größte Boutique des Hauses in China.</p><h2>Der neue Raum</h2><ul><li>Ein Salon der Haute Horlogerie für die ewigen Kalender und Tourbillons der Maître-Kollektion</li><li>Ein Archivraum mit Taschenuhren und frühen Armbanduhren aus der Geschichte des Hauses, jede Saison neu zusammengestellt</li><li>Eine Werkbank für Armbandwechsel, Prüfung der Wasserdichtigkeit und Beratung zur Revision</li></ul>',
            quote: {
                text: 'Unsere Kunden in Peking wissen, was eine Komplikation wert ist. Wir wollten diesen Meisterwerken einen ruhigen Ort geben.',
                cite: 'Boutiqueleiter, Morvaux SKP Peking',
            },
            more: '<p>Gerne können Sie <a href="/stores/appointment/beijing-skp">eine private Präsentation vereinbaren</a>; Adresse und Öffnungszeiten finden Sie auf der Seite der <a href="/stores/morvaux-boutiques/beijing-skp">Boutique im SKP Peking</a>.</p>',
            productsTitle: 'Im Salon der Haute Horlogerie',
        },
    }),
    article({
        slug: 'shanghai-ifc-boutique-opening',
        publishedAt: '2026-08-20T10:00:00+08:00',
        tags: ['boutiques'],
        skus: ['M1A1002', 'M1A1004', 'M5A1001'],
        zh: {
            title: '莫尔沃上海国金中心精品店开幕',
            summary:
                '继2014年在恒隆广场开设中国大陆首家精品店之后，莫尔沃在陆家嘴上海国金中心开设第二家上海精品店，以一面世界时区墙呈献领航者GMT系列。',
            body: '<p>8月20日，莫尔沃上海国金中心精品店在陆家嘴开幕。这是继2014年恒隆广场精品店之后，品牌在上海的第二家精品店，也是距离黄浦江最近的一家。</p><h2>为往来世界的人而设</h2><p>陆家嘴的客人常常同时生活在两个时区。精品店入口处的一面世界时区墙，以二十四枚时钟显示各大金融城市的时间，陈列其下的正是可同时显示两地时间的领航者GMT腕表。</p><ul><li>领航者与地平线系列的完整陈列</li><li>快速服务台：表带更换、走时检测与防水检测，多数服务可在一小时内完成</li><li>工作日晚间开放的私人品鉴室，需提前预约</li></ul>',
            quote: {
                text: '在陆家嘴，很多客人早上看纽约的收盘，晚上等伦敦的开盘。一枚GMT腕表，是他们最实用的伙伴。',
                cite: '莫尔沃上海国金中心精品店店长',
            },
            more: '<p>欢迎<a href="/stores/appointment/shanghai-ifc">预约到店</a>，精品店地址与营业时间请见<a href="/stores/morvaux-boutiques/shanghai-ifc">上海国金中心精品店</a>。</p>',
            productsTitle: '两地时间',
        },
        en: {
            title: 'Morvaux opens its boutique at IFC Mall, Shanghai',
            summary:
                'Twelve years after its first boutique in mainland China at Plaza 66, Morvaux opens its second Shanghai boutique at IFC Mall in Lujiazui, with a wall of world time zones for the Navigator GMT.',
            body: '<p>On 20 August the Morvaux boutique at IFC Mall opened in Lujiazui. After the Plaza 66 boutique of 2014, it is the maison’s second boutique in Shanghai, and the closest to the Huangpu.</p><h2>Made for people who travel the world</h2><p>Clients in Lujiazui often live in two time zones at once. At the entrance a wall of twenty-four clocks shows the time in the world’s financial cities, above the watch made for them: the Navigator GMT, which shows two time zones at a glance.</p><ul><li>The Navigator and Horizon collections in full</li><li>A quick-service desk for strap fitting, timekeeping and water-resistance checks, most of them done within an hour</li><li>A private salon open on weekday evenings, by appointment</li></ul>',
            quote: {
                text: 'In Lujiazui many clients read New York’s close in the morning and wait for London’s open in the evening. A GMT watch is their most practical companion.',
                cite: 'Boutique Manager, Morvaux IFC Mall Shanghai',
            },
            more: '<p>You are welcome to <a href="/stores/appointment/shanghai-ifc">book a visit</a>; the address and opening hours are on the page of the <a href="/stores/morvaux-boutiques/shanghai-ifc">IFC Mall boutique</a>.</p>',
            productsTitle: 'Two time zones',
        },
        de: {
            title: 'Morvaux eröffnet seine Boutique in der IFC Mall in Shanghai',
            summary:
                'Zwölf Jahre nach seiner ersten Boutique in Festlandchina im Plaza 66 eröffnet Morvaux seine zweite Boutique in Shanghai in der IFC Mall in Lujiazui, mit einer Wand der Weltzeitzonen für die Navigator GMT.',
            body: '<p>Am 20. August hat die Boutique von Morvaux in der IFC Mall in Lujiazui eröffnet. Nach der Boutique im Plaza 66 aus dem Jahr 2014 ist sie die zweite des Hauses in Shanghai und die dem Huangpu am nächsten gelegene.</p><h2>Für Menschen, die in der Welt unterwegs sind</h2><p>Kunden in Lujiazui leben oft in zwei Zeitzonen zugleich. Am Eingang zeigt eine Wand mit vierundzwanzig Uhren die Zeit der Finanzplätze der Welt, darunter die Uhr, die für sie gemacht ist: die Navigator GMT, die zwei Zeitzonen auf einen Blick zeigt.</p><ul><li>Die Kollektionen Navigator und Horizon vollständig</li><li>Ein Schnellservice für Armbandwechsel, Gangprüfung und Prüfung der Wasserdichtigkeit, meist binnen einer Stunde erledigt</li><li>Ein privater Salon, werktags auch abends geöffnet, nach Vereinbarung</li></ul>',
            quote: {
                text: 'In Lujiazui lesen viele Kunden morgens den Schlusskurs in New York und warten abends auf die Eröffnung in London. Eine GMT-Uhr ist ihre praktischste Begleiterin.',
                cite: 'Boutiqueleiterin, Morvaux IFC Mall Shanghai',
            },
            more: '<p>Gerne können Sie <a href="/stores/appointment/shanghai-ifc">einen Besuch vereinbaren</a>; Adresse und Öffnungszeiten finden Sie auf der Seite der <a href="/stores/morvaux-boutiques/shanghai-ifc">Boutique in der IFC Mall</a>.</p>',
            productsTitle: 'Zwei Zeitzonen',
        },
    }),
    article({
        slug: 'anniversary-gala-shanghai',
        publishedAt: '2026-10-29T10:00:00+08:00',
        tags: ['anniversary', 'events'],
        skus: ['M6A2005', 'M0A1003', 'M6A1004'],
        zh: {
            title: '莫尔沃140周年庆典在上海举行',
            summary:
                '莫尔沃在上海西岸举行140周年庆典，首次在中国展出仅此一枚的大师系列陀飞轮周年作品，并与五百位来宾共同回望一百四十年。',
            body: '<p>10月28日晚，莫尔沃140周年庆典在上海西岸举行。五百位来宾、品牌挚友与来自勒洛克的制表师共同见证了这一时刻。</p><h2>庆典之夜</h2><ul><li>“时间的手艺”巡回展的最后一站正在成都远洋太古里举行，展期至12月6日</li><li>仅此一枚的大师系列陀飞轮周年作品首次在中国亮相，表盘以手工珐琅描绘勒洛克小城</li><li>上海交响乐团现场演奏，以一百四十下节拍器声开场</li></ul><p>周年纪念年的全部故事请见<a href="/140-years">140周年专题</a>。</p>',
            quote: {
                text: '一百四十年前，莫尔沃在勒洛克格朗德街的一间工作室里起步；今天，我们在黄浦江畔与中国的朋友一同庆祝。',
                cite: '莫尔沃首席执行官',
            },
            productsTitle: '周年之作',
        },
        en: {
            title: 'Morvaux celebrates its 140th anniversary in Shanghai',
            summary:
                'Morvaux celebrated its 140th anniversary on Shanghai’s West Bund, showing a unique Maître Tourbillon anniversary piece in China for the first time and looking back on 140 years with five hundred guests.',
            body: '<p>On the evening of 28 October Morvaux celebrated its 140th anniversary on Shanghai’s West Bund. Five hundred guests, friends of the maison and watchmakers from Le Locle were there to share the moment.</p><h2>The evening</h2><ul><li>The last stop of the exhibition “The Craft of Time” is at Sino-Ocean Taikoo Li in Chengdu until 6 December</li><li>A unique Maître Tourbillon anniversary piece was shown in China for the first time, its enamel dial painted by hand with the town of Le Locle</li><li>The Shanghai Symphony Orchestra played live, opening with one hundred and forty beats of a metronome</li></ul><p>The whole story of the anniversary year is on our <a href="/140-years">140 years page</a>.</p>',
            quote: {
                text: 'One hundred and forty years ago Morvaux began in a room on the Grande Rue in Le Locle. Today we celebrate with our friends in China on the banks of the Huangpu.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'Anniversary pieces',
        },
        de: {
            title: 'Morvaux feiert sein 140-jähriges Jubiläum in Shanghai',
            summary:
                'Morvaux feierte sein 140-jähriges Bestehen am West Bund in Shanghai, zeigte erstmals in China ein einzigartiges Jubiläumsstück des Maître Tourbillon und blickte mit fünfhundert Gästen auf 140 Jahre zurück.',
            body: '<p>Am Abend des 28. Oktober feierte Morvaux am West Bund in Shanghai sein 140-jähriges Bestehen. Fünfhundert Gäste, Freunde des Hauses und Uhrmacher aus Le Locle teilten diesen Moment.</p><h2>Der Abend</h2><ul><li>Die letzte Station der Ausstellung „Das Handwerk der Zeit“ ist bis zum 6. Dezember im Sino-Ocean Taikoo Li in Chengdu zu sehen</li><li>Ein einzigartiges Jubiläumsstück des Maître Tourbillon wurde erstmals in China gezeigt, sein Emailzifferblatt von Hand mit der Stadt Le Locle bemalt</li><li>Das Shanghai Symphony Orchestra spielte live und begann mit hundertvierzig Schlägen eines Metronoms</li></ul><p>Die ganze Geschichte des Jubiläumsjahres finden Sie auf unserer <a href="/140-years">Seite zu 140 Jahren</a>.</p>',
            quote: {
                text: 'Vor hundertvierzig Jahren begann Morvaux in einem Raum an der Grande Rue in Le Locle. Heute feiern wir mit unseren Freunden in China am Ufer des Huangpu.',
                cite: 'Chief Executive Officer, Morvaux',
            },
            productsTitle: 'Stücke zum Jubiläum',
        },
    }),
];
