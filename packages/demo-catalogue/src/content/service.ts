/** The prose of the service pages (issue 33): the hub, our services, watch care and when to service. */
import type { DemoContentEntry } from './content-data.types';
import { cta, entry, L, list, text } from './content-authoring';

export const serviceEntries: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/service',
        publishedAt: '2025-09-01T11:00:00+08:00',
        title: L('售后服务', 'Service', 'Service'),
        summary: L(
            '每一枚莫尔沃腕表都为传承而制。我们的制表师在中国为您的腕表提供与勒洛克工厂相同标准的保养。',
            'Every Morvaux is made to be handed down. Our watchmakers in China service your watch to the standards of the Le Locle manufacture.',
            'Jede Morvaux ist gemacht, um weitergegeben zu werden. Unsere Uhrmacher in China warten Ihre Uhr nach den Maßstäben der Manufaktur in Le Locle.',
        ),
        blocks: [
            list(L('保养的五个步骤', 'A service in five steps', 'Ein Service in fünf Schritten'), null, [
                L(
                    '<strong>送表</strong>：将腕表带到任一精品店，或预约上门取件。我们会当面记录腕表的状况。',
                    '<strong>Hand it in</strong>: bring your watch to any boutique, or book a collection. We record its condition with you.',
                    '<strong>Abgeben</strong>: Bringen Sie Ihre Uhr in eine Boutique oder vereinbaren Sie eine Abholung. Wir halten ihren Zustand gemeinsam mit Ihnen fest.',
                ),
                L(
                    '<strong>检查</strong>：制表师测试走时、动力储存与防水性能，找出腕表所需的工序。',
                    '<strong>Examination</strong>: a watchmaker tests its timekeeping, power reserve and water resistance to find the work it needs.',
                    '<strong>Prüfung</strong>: Ein Uhrmacher prüft Gang, Gangreserve und Wasserdichtheit und bestimmt die nötigen Arbeiten.',
                ),
                L(
                    '<strong>报价</strong>：您将收到书面报价，确认后我们才开始工作。',
                    '<strong>Quote</strong>: you receive a written quote; work begins only once you accept it.',
                    '<strong>Kostenvoranschlag</strong>: Sie erhalten einen schriftlichen Kostenvoranschlag; die Arbeit beginnt erst mit Ihrer Zusage.',
                ),
                L(
                    '<strong>保养</strong>：机芯拆解、清洗、上油、组装与调校，表壳更换密封圈，按您的意愿抛光。',
                    '<strong>Service</strong>: the movement is taken apart, cleaned, oiled, reassembled and regulated; the case gets new gaskets and is polished if you wish.',
                    '<strong>Service</strong>: Das Werk wird zerlegt, gereinigt, geölt, montiert und reguliert; das Gehäuse erhält neue Dichtungen und wird auf Wunsch poliert.',
                ),
                L(
                    '<strong>交还</strong>：经过七天的走时测试后，腕表连同两年保养保修一同交还给您。',
                    '<strong>Return</strong>: after seven days of timekeeping tests your watch comes back to you with a two-year service warranty.',
                    '<strong>Rückgabe</strong>: Nach sieben Tagen Gangprüfung erhalten Sie Ihre Uhr mit zwei Jahren Servicegarantie zurück.',
                ),
            ]),
            list(L('服务页面', 'Service pages', 'Serviceseiten'), null, [
                L(
                    '<a href="/service/our-services">我们的服务</a>：全面保养、局部保养与其他服务项目。',
                    '<a href="/service/our-services">Our services</a>: full and partial service and the other operations.',
                    '<a href="/service/our-services">Unsere Leistungen</a>: Komplett- und Teilservice und die weiteren Arbeiten.',
                ),
                L(
                    '<a href="/service/service-prices">服务价格</a>：查询您腕表的保养价格；<a href="/service/all-prices">全部服务价格</a>。',
                    '<a href="/service/service-prices">Service prices</a> for your own watch, and <a href="/service/all-prices">all service prices</a>.',
                    '<a href="/service/service-prices">Servicepreise</a> für Ihre Uhr und <a href="/service/all-prices">alle Servicepreise</a>.',
                ),
                L(
                    '<a href="/service/my-watch-needs-a-service">我的腕表需要保养吗？</a>：需要送修的迹象。',
                    '<a href="/service/my-watch-needs-a-service">My watch needs a service</a>: the signs to look for.',
                    '<a href="/service/my-watch-needs-a-service">Meine Uhr braucht einen Service</a>: die Anzeichen.',
                ),
                L(
                    '<a href="/service/watch-care">腕表护理</a>：日常佩戴与保存的建议。',
                    '<a href="/service/watch-care">Watch care</a>: advice for wearing and keeping your watch.',
                    '<a href="/service/watch-care">Uhrenpflege</a>: Ratschläge zum Tragen und Aufbewahren.',
                ),
                L(
                    '<a href="/service/international-warranty">国际保修</a>、<a href="/service/user-manuals">使用说明书</a>与<a href="/service/faq">常见问题</a>。',
                    'The <a href="/service/international-warranty">international warranty</a>, <a href="/service/user-manuals">user manuals</a> and <a href="/service/faq">frequently asked questions</a>.',
                    'Die <a href="/service/international-warranty">internationale Garantie</a>, <a href="/service/user-manuals">Bedienungsanleitungen</a> und <a href="/service/faq">häufige Fragen</a>.',
                ),
            ]),
            cta(L('向客户服务提问', 'Ask our client service', 'Fragen Sie unseren Kundenservice'), '/service/contact'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/service/our-services',
        publishedAt: '2025-09-01T11:05:00+08:00',
        title: L('我们的服务', 'Our services', 'Unsere Leistungen'),
        summary: L(
            '从更换电池到全面保养，每一项工作都由经过莫尔沃培训的制表师完成，只使用原厂零件。',
            'From a battery change to a full service, every task is done by watchmakers trained by Morvaux, with original parts only.',
            'Vom Batteriewechsel bis zum Komplettservice wird jede Arbeit von Morvaux-geschulten Uhrmachern ausgeführt, ausschließlich mit Originalteilen.',
        ),
        blocks: [
            text(
                L('全面保养', 'Full service', 'Komplettservice'),
                L(
                    '机芯完全拆解，每个零件在超声波清洗后逐一检查，磨损的零件更换为原厂零件。重新组装时，约二十个润滑点各使用其专用的油脂。最后在五个方位调校走时，并进行七天的走时与动力储存测试。',
                    'The movement is taken apart completely; each part is cleaned ultrasonically and inspected, and worn parts are replaced with original ones. On reassembly some twenty points each receive their own lubricant. The watch is then regulated in five positions and tested for seven days for timekeeping and power reserve.',
                    'Das Werk wird vollständig zerlegt; jedes Teil wird im Ultraschallbad gereinigt und geprüft, verschlissene Teile werden durch Originalteile ersetzt. Beim Zusammenbau erhalten rund zwanzig Stellen jeweils ihr eigenes Schmiermittel. Danach wird die Uhr in fünf Lagen reguliert und sieben Tage lang auf Gang und Gangreserve geprüft.',
                ),
            ),
            text(
                L('局部保养', 'Partial service', 'Teilservice'),
                L(
                    '适用于走时正常、但需要恢复防水性能或外观的腕表：更换表冠、表背与表镜的密封圈，清洁表壳与表链，进行防水测试并检查走时。',
                    'For a watch that keeps good time but needs its water resistance or appearance restored: new gaskets for crown, case back and crystal, the case and bracelet cleaned, a water-resistance test and a timekeeping check.',
                    'Für eine Uhr, die gut läuft, deren Wasserdichtheit oder Aussehen aber erneuert werden soll: neue Dichtungen für Krone, Boden und Glas, Reinigung von Gehäuse und Band, Dichtheitsprüfung und Gangkontrolle.',
                ),
            ),
            list(L('其他服务', 'Other services', 'Weitere Leistungen'), null, [
                L(
                    '<strong>更换电池</strong>：石英腕表更换电池时同时更换表背密封圈并测试防水。',
                    '<strong>Battery change</strong>: for a quartz watch, with a new case-back gasket and a water-resistance test.',
                    '<strong>Batteriewechsel</strong>: bei Quarzuhren, mit neuer Bodendichtung und Dichtheitsprüfung.',
                ),
                L(
                    '<strong>防水测试</strong>：在干式与湿式压力下测试，建议每年一次，潜水表每次潜水季前一次。',
                    '<strong>Water-resistance test</strong>: under dry and wet pressure, once a year, and for a diver’s watch before each diving season.',
                    '<strong>Dichtheitsprüfung</strong>: unter Trocken- und Nassdruck, einmal im Jahr, bei Taucheruhren vor jeder Tauchsaison.',
                ),
                L(
                    '<strong>抛光</strong>：按原有的拉丝与镜面分区重新打磨表壳与表链，保留其原本的线条。',
                    '<strong>Polishing</strong>: case and bracelet refinished along their original brushed and mirror surfaces, keeping their lines.',
                    '<strong>Politur</strong>: Gehäuse und Band werden entlang ihrer ursprünglichen satinierten und polierten Flächen aufgearbeitet, ihre Linien bleiben erhalten.',
                ),
                L(
                    '<strong>表带安装</strong>：在精品店当场更换表带与表扣。',
                    '<strong>Strap fitting</strong>: a new strap and buckle fitted while you wait at a boutique.',
                    '<strong>Armbandmontage</strong>: ein neues Armband mit Schließe, montiert in der Boutique, während Sie warten.',
                ),
            ]),
            cta(
                L('查询您腕表的保养价格', 'Find the prices for your watch', 'Preise für Ihre Uhr finden'),
                '/service/service-prices',
            ),
        ],
    }),
    entry({
        kind: 'page',
        path: '/service/my-watch-needs-a-service',
        publishedAt: '2025-09-01T11:10:00+08:00',
        title: L('我的腕表需要保养吗？', 'Does my watch need a service?', 'Braucht meine Uhr einen Service?'),
        summary: L(
            '机械腕表建议每五至七年保养一次。以下迹象表明您的腕表可能需要提前送修。',
            'We recommend servicing a mechanical watch every five to seven years. These signs say yours may need it sooner.',
            'Wir empfehlen, eine mechanische Uhr alle fünf bis sieben Jahre warten zu lassen. Diese Anzeichen sprechen dafür, es früher zu tun.',
        ),
        blocks: [
            list(L('需要留意的迹象', 'Signs to look for', 'Anzeichen'), null, [
                L(
                    '走时每天偏差超过十秒，或突然明显加快（可能已被磁化）。',
                    'It gains or loses more than ten seconds a day, or suddenly runs much faster (it may be magnetised).',
                    'Sie geht mehr als zehn Sekunden am Tag vor oder nach oder läuft plötzlich deutlich schneller (sie könnte magnetisiert sein).',
                ),
                L(
                    '充满链后，动力储存明显短于说明书所述。',
                    'Fully wound, it runs down well before the power reserve its manual states.',
                    'Voll aufgezogen bleibt sie deutlich vor der in der Anleitung genannten Gangreserve stehen.',
                ),
                L(
                    '表镜内侧起雾或出现水珠：请立即送修，湿气会很快损坏机芯。',
                    'Mist or droplets inside the crystal: bring it in at once, as moisture quickly harms the movement.',
                    'Beschlag oder Tropfen unter dem Glas: Bringen Sie sie sofort, denn Feuchtigkeit schadet dem Werk schnell.',
                ),
                L(
                    '表冠难以旋紧或上链时有摩擦感，计时按钮回弹无力。',
                    'The crown is hard to screw down or feels gritty when winding; the chronograph pushers spring back weakly.',
                    'Die Krone lässt sich schwer verschrauben oder fühlt sich beim Aufziehen rau an; die Chronographendrücker federn schwach zurück.',
                ),
                L(
                    '石英腕表的秒针每四秒跳动一次：这是电池即将耗尽的提示。',
                    'The seconds hand of a quartz watch jumps every four seconds: its battery is nearly spent.',
                    'Der Sekundenzeiger einer Quarzuhr springt alle vier Sekunden: Die Batterie ist fast leer.',
                ),
            ]),
            text(
                L('送修之前', 'Before you send it', 'Bevor Sie sie einsenden'),
                L(
                    '请带上保修卡或购买凭证，并告诉我们您注意到的问题。若腕表受过撞击或进水，请尽快送修，不要继续佩戴。',
                    'Bring the warranty card or proof of purchase and tell us what you have noticed. If the watch has taken a knock or water, stop wearing it and bring it in as soon as you can.',
                    'Bringen Sie Garantiekarte oder Kaufbeleg mit und sagen Sie uns, was Ihnen aufgefallen ist. Hat die Uhr einen Stoß oder Wasser abbekommen, tragen Sie sie nicht weiter und bringen Sie sie so bald wie möglich.',
                ),
            ),
            cta(L('查询保养价格', 'See the service prices', 'Servicepreise ansehen'), '/service/service-prices'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/service/watch-care',
        publishedAt: '2025-09-01T11:15:00+08:00',
        title: L('腕表护理', 'Watch care', 'Uhrenpflege'),
        summary: L(
            '日常的一点用心，能让腕表在两次保养之间保持精准与美观。',
            'A little care every day keeps your watch accurate and beautiful between services.',
            'Ein wenig Sorgfalt im Alltag hält Ihre Uhr zwischen zwei Services genau und schön.',
        ),
        blocks: [
            text(
                L('佩戴', 'Wearing', 'Tragen'),
                L(
                    '自动上链腕表每天佩戴八小时以上即可保持走时；若连续几天未佩戴，请先手动上链约二十圈再调校时间。请勿在晚上九点至凌晨三点之间调校日期，此时日期机构正在运转。',
                    'An automatic watch worn eight hours a day keeps itself wound; after a few days off the wrist, wind it some twenty turns before setting it. Do not set the date between 9 pm and 3 am, when the date mechanism is at work.',
                    'Eine Automatikuhr, die acht Stunden am Tag getragen wird, zieht sich selbst auf; nach einigen Tagen Pause ziehen Sie sie vor dem Stellen etwa zwanzigmal auf. Stellen Sie das Datum nicht zwischen 21 und 3 Uhr, wenn der Datumsmechanismus arbeitet.',
                ),
            ),
            text(
                L('水与温度', 'Water and temperature', 'Wasser und Temperatur'),
                L(
                    '入水前确认表冠已旋紧，切勿在水中操作表冠或按钮。海水或泳池水中佩戴后，请用清水冲洗。避免桑拿、热水浴与剧烈的温差，它们会加速密封圈老化。',
                    'Screw the crown down before going into water and never use crown or pushers under water. Rinse the watch in fresh water after sea or pool. Avoid saunas, hot baths and sudden changes of temperature, which age the gaskets.',
                    'Verschrauben Sie die Krone vor dem Wasserkontakt und bedienen Sie Krone und Drücker nie unter Wasser. Spülen Sie die Uhr nach Meer oder Schwimmbad mit Süßwasser ab. Meiden Sie Sauna, heiße Bäder und schroffe Temperaturwechsel, die die Dichtungen altern lassen.',
                ),
            ),
            text(
                L('保存', 'Keeping', 'Aufbewahren'),
                L(
                    '请将腕表放在原装表盒中，远离音箱、手机与带磁扣的手袋。长期不佩戴的腕表，每月上链一次，让润滑油保持均匀分布。',
                    'Keep the watch in its box, away from speakers, phones and handbags with magnetic clasps. Wind a watch you do not wear once a month so that its oils stay evenly spread.',
                    'Bewahren Sie die Uhr in ihrer Schachtel auf, fern von Lautsprechern, Telefonen und Taschen mit Magnetverschluss. Ziehen Sie eine Uhr, die Sie nicht tragen, einmal im Monat auf, damit sich die Öle gleichmäßig verteilen.',
                ),
            ),
            cta(L('阅读常见问题', 'Read the FAQ', 'Häufige Fragen lesen'), '/service/faq'),
        ],
    }),
];
