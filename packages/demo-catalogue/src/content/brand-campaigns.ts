/** Campaign pages of the year in China: gift ideas for Lunar New Year and for Qixi. */
import { cta, entry, L, picture, products, quote, text } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

export const campaignEntries: DemoContentEntry[] = [
    entry({
        kind: 'campaign',
        path: '/lunar-new-year',
        publishedAt: '2026-01-12T10:00:00+08:00',
        hero: 'campaign-lunar-new-year-calligraphy-hero.jpg',
        tags: ['campaign', 'gifts'],
        title: L('马年新春', 'Lunar New Year: the Year of the Horse', 'Mondneujahr: das Jahr des Pferdes'),
        summary: L(
            '马到成功，时来运转。为新的一年挑选一枚莫尔沃，赠予家人，也赠予自己。',
            'May the horse bring swift success. Choose a Morvaux for the new year, for your family or for yourself.',
            'Möge das Pferd raschen Erfolg bringen. Wählen Sie eine Morvaux für das neue Jahr, für Ihre Familie oder für sich selbst.',
        ),
        seoDescription: L(
            '莫尔沃新春礼赠精选：红色表盘、18K金表壳与中国特别版腕表。官网下单享新春礼盒与免费刻字服务。',
            'Lunar New Year gifts from Morvaux: red dials, 18k gold cases and the China exclusive edition, with a New Year gift box and free engraving online.',
            'Geschenke von Morvaux zum Mondneujahr: rote Zifferblätter, Gehäuse aus 18 Karat Gold und die China-Edition, online mit Neujahrs-Geschenkbox und kostenloser Gravur.',
        ),
        blocks: [
            text(
                null,
                L(
                    '2026年2月17日，我们迎来丙午马年。马象征奔腾向前的力量，也象征守时与信义。在这个新春，我们精选了几款寓意吉祥的腕表：红色的表盘、温润的金色表壳，以及只在中国发售的传承小秒针特别版。',
                    'On 17 February 2026 the Year of the Horse begins. The horse stands for forward strength, and for punctuality and trust. For the new year we have chosen watches of good omen: red dials, warm gold cases, and the Heritage Petite Seconde edition sold only in China.',
                    'Am 17. Februar 2026 beginnt das Jahr des Pferdes. Das Pferd steht für vorwärtsdrängende Kraft, für Pünktlichkeit und Vertrauen. Zum neuen Jahr haben wir Uhren mit gutem Vorzeichen ausgewählt: rote Zifferblätter, warme Goldgehäuse und die Heritage Petite Seconde, die es nur in China gibt.',
                ),
            ),
            picture(
                'campaign-lunar-new-year-calligraphy.jpg',
                L(
                    '“马”字书法',
                    'The character for horse, in calligraphy',
                    'Das Schriftzeichen für Pferd als Kalligrafie',
                ),
                L(
                    '新春礼盒上的书法由青年工艺奖获奖者书写。',
                    'The calligraphy on the gift box is by a winner of our Young Craft Prize.',
                    'Die Kalligrafie auf der Geschenkbox stammt von einem Preisträger unseres Nachwuchspreises.',
                ),
            ),
            products(L('新春礼赠', 'New Year gifts', 'Neujahrsgeschenke'), [
                'M3A1004',
                'M3A2005',
                'M0A1005',
                'M0A2001',
                'M1A1002',
                'M6A2005',
            ]),
            text(
                L('新春礼遇', 'For the new year', 'Zum neuen Jahr'),
                L(
                    '2026年1月12日至3月3日期间在官网下单，即可获赠红色新春礼盒，并可免费在底盖镌刻四个汉字或十二个字母。',
                    'Order online between 12 January and 3 March 2026 to receive a red New Year gift box and free engraving of four characters or twelve letters on the caseback.',
                    'Bestellen Sie zwischen dem 12. Januar und dem 3. März 2026 online und erhalten Sie eine rote Neujahrs-Geschenkbox sowie eine kostenlose Gravur von vier Schriftzeichen oder zwölf Buchstaben auf dem Gehäuseboden.',
                ),
            ),
            cta(L('浏览全部腕表', 'Browse all watches', 'Alle Uhren ansehen'), '/watches'),
        ],
    }),
    entry({
        kind: 'campaign',
        path: '/qixi',
        publishedAt: '2026-07-28T10:00:00+08:00',
        hero: 'campaign-qixi-calligraphy-hero.jpg',
        tags: ['campaign', 'gifts'],
        title: L('七夕 · 时光相守', 'Qixi: Time Together', 'Qixi: Gemeinsame Zeit'),
        summary: L(
            '金风玉露一相逢。今年七夕，以一对腕表记录两个人的时间。',
            'When the golden wind meets the jade dew. This Qixi, mark the time of two with a pair of watches.',
            'Wenn der goldene Wind den Jadetau trifft. Zu Qixi halten zwei Uhren die Zeit zu zweit fest.',
        ),
        seoDescription: L(
            '莫尔沃七夕礼赠：星辰系列女表与传承系列男表，成对选购，免费刻字，8月19日前送达。',
            'Qixi gifts from Morvaux: Étoile for her, Heritage for him, chosen as a pair with free engraving and delivery before 19 August.',
            'Qixi-Geschenke von Morvaux: Étoile für sie, Heritage für ihn, als Paar gewählt, mit kostenloser Gravur und Lieferung vor dem 19. August.',
        ),
        blocks: [
            text(
                null,
                L(
                    '七夕源自牛郎与织女的传说：一年一度，鹊桥相会。莫尔沃的星辰系列以汝拉山的星空为灵感，正适合在这个关于星辰的节日相赠。',
                    'Qixi comes from the tale of the cowherd and the weaver girl, who meet once a year on a bridge of magpies. Étoile takes its light from the night sky over the Jura, a fitting gift for a festival of the stars.',
                    'Qixi geht auf die Legende vom Kuhhirten und der Weberin zurück, die sich einmal im Jahr auf einer Brücke aus Elstern treffen. Étoile ist vom Nachthimmel über dem Jura inspiriert und ein passendes Geschenk zu einem Fest der Sterne.',
                ),
            ),
            quote(
                L(
                    '两情若是久长时，又岂在朝朝暮暮。',
                    'If love between two is to last, why must they be together day and night?',
                    'Wenn die Liebe zweier Menschen von Dauer ist, warum müssten sie Tag und Nacht beisammen sein?',
                ),
                L(
                    '秦观《鹊桥仙》',
                    'Qin Guan, “Immortals at the Magpie Bridge”',
                    'Qin Guan, „Unsterbliche an der Elsternbrücke“',
                ),
            ),
            picture('campaign-qixi-stars.jpg', L('七夕的星空', 'The night sky of Qixi', 'Der Nachthimmel an Qixi')),
            products(L('成对之选', 'Chosen as a pair', 'Als Paar gewählt'), [
                'M3A2001',
                'M0A2003',
                'M3A1003',
                'M0A1003',
                'M3A2002',
                'M5A2003',
            ]),
            text(
                null,
                L(
                    '8月15日前在官网下单，可于七夕（8月19日）前送达上海、北京、广州、深圳、成都与杭州；每枚腕表均可免费镌刻两人姓名的首字母。',
                    'Order online by 15 August for delivery before Qixi (19 August) in Shanghai, Beijing, Guangzhou, Shenzhen, Chengdu and Hangzhou; every watch can be engraved with two sets of initials free of charge.',
                    'Bestellen Sie bis zum 15. August online, dann wird vor Qixi (19. August) in Shanghai, Peking, Guangzhou, Shenzhen, Chengdu und Hangzhou geliefert; jede Uhr kann kostenlos mit zwei Initialen graviert werden.',
                ),
            ),
            cta(L('浏览星辰系列', 'Browse Étoile', 'Étoile ansehen'), '/watches/etoile'),
        ],
    }),
];
