/** The maison beyond the bench: its squads, partnerships and sustainability pages. */
import { cta, downloads, entry, gallery, L, list, picture, products, quote, text } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

const squads: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/squads',
        publishedAt: '2025-07-01T10:00:00+08:00',
        hero: 'brand-squads-mountains-sea-hero.jpg',
        tags: ['squads'],
        title: L('莫尔沃小队', 'The Morvaux Squads', 'Die Morvaux-Squads'),
        summary: L(
            '帆船手与登山者：两支小队在最严苛的环境中佩戴莫尔沃，并把他们的经验带回勒洛克的工作台。',
            'Sailors and mountaineers: two squads who wear Morvaux where conditions are hardest, and bring what they learn back to the benches in Le Locle.',
            'Segler und Bergsteiger: zwei Squads, die Morvaux dort tragen, wo es am härtesten ist, und ihre Erfahrungen an die Werkbänke in Le Locle zurückbringen.',
        ),
        blocks: [
            text(
                null,
                L(
                    '莫尔沃小队不是代言人，而是测试者。每一位成员都会在一个赛季里佩戴尚未发布的原型表，并在赛季结束后与制表师一起拆开它们，查看每一处磨损。',
                    'The Morvaux squads are not ambassadors but testers. Each member wears prototype watches for a season, then opens them with our watchmakers to look at every mark of wear.',
                    'Die Morvaux-Squads sind keine Botschafter, sondern Tester. Jedes Mitglied trägt eine Saison lang Prototypen und öffnet sie danach mit unseren Uhrmachern, um jede Gebrauchsspur zu untersuchen.',
                ),
            ),
            list(null, null, [
                L(
                    '<a href="/squads/sailing">帆船小队</a>：从日内瓦湖到青岛。',
                    '<a href="/squads/sailing">The sailing squad</a>: from Lake Geneva to Qingdao.',
                    '<a href="/squads/sailing">Das Segel-Squad</a>: vom Genfersee bis Qingdao.',
                ),
                L(
                    '<a href="/squads/mountain">山地小队</a>：从汝拉山到玉龙雪山。',
                    '<a href="/squads/mountain">The mountain squad</a>: from the Jura to the Jade Dragon Snow Mountain.',
                    '<a href="/squads/mountain">Das Berg-Squad</a>: vom Jura bis zum Jadedrachen-Schneeberg.',
                ),
            ]),
            gallery([
                {
                    file: 'brand-squads-sea.jpg',
                    alt: L(
                        '帆船小队在海上训练',
                        'The sailing squad training at sea',
                        'Das Segel-Squad beim Training auf See',
                    ),
                },
                {
                    file: 'brand-squads-mountains.jpg',
                    alt: L(
                        '山地小队攀登雪坡',
                        'The mountain squad on a snow slope',
                        'Das Berg-Squad an einem Schneehang',
                    ),
                },
            ]),
        ],
    }),
    entry({
        kind: 'page',
        path: '/squads/sailing',
        publishedAt: '2025-07-01T10:05:00+08:00',
        hero: 'brand-sailing-sea-hero.jpg',
        tags: ['squads', 'sailing'],
        title: L('帆船小队', 'The Sailing Squad', 'Das Segel-Squad'),
        summary: L(
            '六名船员，一条三十英尺的竞赛帆船，每年参加日内瓦湖环湖赛与青岛国际帆船周。',
            'Six crew and a thirty-foot racing yacht, sailing the Bol d’Or on Lake Geneva and Qingdao International Sailing Week every year.',
            'Sechs Crewmitglieder und eine Dreißig-Fuß-Regattayacht, jedes Jahr beim Bol d’Or auf dem Genfersee und bei der Internationalen Segelwoche Qingdao.',
        ),
        blocks: [
            text(
                null,
                L(
                    '帆船比赛的起航以倒计时开始，差一秒就可能被判抢航。船员们佩戴深海300，用单向旋转表圈标记五分钟倒计时，并在比赛后把腕表交给制表师检查盐水与日晒留下的痕迹。',
                    'A sailing race begins with a countdown, and one second early is a false start. The crew wear the Abysse 300, mark the five-minute countdown on its unidirectional bezel, and after the race hand the watches to our watchmakers to check what salt and sun have done.',
                    'Eine Segelregatta beginnt mit einem Countdown, und eine Sekunde zu früh ist ein Frühstart. Die Crew trägt die Abysse 300, markiert den Fünf-Minuten-Countdown auf der einseitig drehbaren Lünette und übergibt die Uhren nach dem Rennen unseren Uhrmachern, die prüfen, was Salz und Sonne angerichtet haben.',
                ),
            ),
            picture(
                'brand-sailing-sea.jpg',
                L('青岛海面上的帆船', 'The yacht off Qingdao', 'Die Yacht vor Qingdao'),
                L(
                    '2026年青岛国际帆船周',
                    'Qingdao International Sailing Week 2026',
                    'Internationale Segelwoche Qingdao 2026',
                ),
            ),
            quote(
                L(
                    '风会变，潮水会变，起航时间不会变。',
                    'The wind changes and the tide changes. The start time does not.',
                    'Der Wind ändert sich, die Gezeiten ändern sich. Die Startzeit nicht.',
                ),
                L('帆船小队船长', 'The sailing squad’s skipper', 'Der Skipper des Segel-Squads'),
            ),
            products(L('船员的腕表', 'The crew’s watches', 'Die Uhren der Crew'), ['M2A1001', 'M2A1003', 'M2A1005']),
        ],
    }),
    entry({
        kind: 'page',
        path: '/squads/mountain',
        publishedAt: '2025-07-01T10:10:00+08:00',
        hero: 'brand-mountain-hero.jpg',
        tags: ['squads', 'mountain'],
        title: L('山地小队', 'The Mountain Squad', 'Das Berg-Squad'),
        summary: L(
            '四位登山者与一位高山向导，在汝拉山、阿尔卑斯山与云南玉龙雪山测试领航者与地平线。',
            'Four climbers and a mountain guide, testing Navigator and Horizon in the Jura, the Alps and on the Jade Dragon Snow Mountain in Yunnan.',
            'Vier Bergsteiger und ein Bergführer testen Navigator und Horizon im Jura, in den Alpen und am Jadedrachen-Schneeberg in Yunnan.',
        ),
        blocks: [
            text(
                null,
                L(
                    '在海拔四千米以上，气温可能在一小时内下降二十度。山地小队用两个时区安排行程：一个是营地的当地时间，一个是勒洛克的时间，每晚与制表工厂通话时使用。',
                    'Above four thousand metres the temperature can fall twenty degrees in an hour. The mountain squad plans in two time zones: local time at camp, and Le Locle time for the nightly call to the manufacture.',
                    'Oberhalb von viertausend Metern kann die Temperatur in einer Stunde um zwanzig Grad fallen. Das Berg-Squad plant in zwei Zeitzonen: Ortszeit im Lager und die Zeit von Le Locle für den abendlichen Anruf in der Manufaktur.',
                ),
                L(
                    '他们的反馈改变了领航者GMT的表冠：更大的防滑纹，戴着手套也能调校第二时区。',
                    'Their reports changed the crown of the Navigator GMT: a larger grip, so the second time zone can be set with gloves on.',
                    'Ihre Berichte haben die Krone der Navigator GMT verändert: ein größerer Griff, damit sich die zweite Zeitzone mit Handschuhen stellen lässt.',
                ),
            ),
            picture(
                'brand-mountain-snow.jpg',
                L('玉龙雪山的清晨', 'Morning on the Jade Dragon Snow Mountain', 'Morgen am Jadedrachen-Schneeberg'),
            ),
            products(L('登山者的腕表', 'The climbers’ watches', 'Die Uhren der Bergsteiger'), [
                'M1A1003',
                'M1A1004',
                'M5A1001',
                'M5A1005',
            ]),
        ],
    }),
];

const partnerships: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/partnerships',
        publishedAt: '2025-08-05T10:00:00+08:00',
        hero: 'brand-partnerships-hero.jpg',
        tags: ['partnerships'],
        title: L('合作伙伴', 'Partnerships', 'Partnerschaften'),
        summary: L(
            '我们支持那些与制表相通的事业：耐心的手艺与对时间的精准把握。',
            'We support work that shares something with watchmaking: patient craft and a precise sense of time.',
            'Wir unterstützen, was mit der Uhrmacherei etwas gemeinsam hat: geduldiges Handwerk und ein genaues Gefühl für Zeit.',
        ),
        blocks: [
            text(
                null,
                L(
                    '莫尔沃的合作分为两个方向：<a href="/partnerships/arts">艺术</a>，支持传统手工艺的传承；<a href="/partnerships/sport">运动</a>，为需要精准计时的赛事担任计时伙伴。',
                    'Our partnerships go two ways: <a href="/partnerships/arts">the arts</a>, where we help traditional crafts pass to a new generation, and <a href="/partnerships/sport">sport</a>, where we keep time for events that need it precisely.',
                    'Unsere Partnerschaften gehen in zwei Richtungen: <a href="/partnerships/arts">die Künste</a>, wo wir traditionellem Handwerk helfen, an eine neue Generation weitergegeben zu werden, und <a href="/partnerships/sport">der Sport</a>, wo wir die Zeit für Veranstaltungen messen, die es genau nehmen.',
                ),
            ),
            picture(
                'brand-partnerships-calligraphy.jpg',
                L('手工艺工作坊', 'A craft workshop', 'Eine Handwerkswerkstatt'),
            ),
        ],
    }),
    entry({
        kind: 'page',
        path: '/partnerships/arts',
        publishedAt: '2025-08-05T10:05:00+08:00',
        hero: 'brand-arts-calligraphy-hero.jpg',
        tags: ['partnerships', 'arts'],
        title: L('艺术合作', 'The Arts', 'Die Künste'),
        summary: L(
            '莫尔沃青年工艺奖每年资助十位中国与瑞士的年轻手艺人：珐琅、雕刻、漆艺与书法。',
            'The Morvaux Young Craft Prize supports ten young makers from China and Switzerland every year: enamel, engraving, lacquer and calligraphy.',
            'Der Morvaux-Nachwuchspreis für Handwerk fördert jedes Jahr zehn junge Handwerker aus China und der Schweiz: Email, Gravur, Lack und Kalligrafie.',
        ),
        blocks: [
            text(
                null,
                L(
                    '手艺靠师徒相传，需要时间。青年工艺奖为每位获奖者提供一年的资助，并安排他们在勒洛克的装饰工作室或苏州、景德镇的合作工坊中驻留三个月。',
                    'Craft passes from master to apprentice, and that takes time. The Young Craft Prize funds each winner for a year and gives them a three-month residency in our decoration atelier in Le Locle or in partner workshops in Suzhou and Jingdezhen.',
                    'Handwerk geht vom Meister auf den Lehrling über, und das braucht Zeit. Der Nachwuchspreis finanziert jeden Preisträger ein Jahr lang und ermöglicht einen dreimonatigen Aufenthalt in unserem Dekorationsatelier in Le Locle oder in Partnerwerkstätten in Suzhou und Jingdezhen.',
                ),
            ),
            quote(
                L(
                    '在景德镇，我学会了等待釉色；在勒洛克，我学会了等待蓝钢。',
                    'In Jingdezhen I learned to wait for a glaze; in Le Locle, to wait for blued steel.',
                    'In Jingdezhen habe ich gelernt, auf eine Glasur zu warten, in Le Locle, auf gebläuten Stahl.',
                ),
                L(
                    '2025年青年工艺奖获奖者',
                    'A winner of the 2025 Young Craft Prize',
                    'Ein Preisträger des Nachwuchspreises 2025',
                ),
            ),
            picture('brand-arts-calligraphy.jpg', L('书法作品', 'A work of calligraphy', 'Eine Kalligrafie')),
            cta(L('了解制表技艺', 'Discover our savoir-faire', 'Unser Savoir-faire entdecken'), '/about/savoir-faire'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/partnerships/sport',
        publishedAt: '2025-08-05T10:10:00+08:00',
        hero: 'brand-sport-sea-hero.jpg',
        tags: ['partnerships', 'sport'],
        title: L('运动合作', 'Sport', 'Sport'),
        summary: L(
            '莫尔沃是青岛国际帆船周与汝拉越野滑雪赛的官方计时伙伴。',
            'Morvaux is the official timekeeper of Qingdao International Sailing Week and the Jura cross-country ski race.',
            'Morvaux ist offizieller Zeitnehmer der Internationalen Segelwoche Qingdao und des Jura-Langlaufrennens.',
        ),
        blocks: [
            text(
                null,
                L(
                    '担任计时伙伴意味着我们的工程师与赛事裁判一同工作：起航信号、终点线与每一段成绩都由莫尔沃的计时系统记录，精确到百分之一秒。',
                    'Being timekeeper means our engineers work beside the race officials: start signals, finish lines and every split are recorded by the Morvaux timing system to a hundredth of a second.',
                    'Zeitnehmer zu sein heißt, dass unsere Ingenieure neben den Schiedsrichtern arbeiten: Startsignale, Ziellinien und jede Zwischenzeit werden vom Zeitmesssystem von Morvaux auf die Hundertstelsekunde erfasst.',
                ),
            ),
            gallery([
                {
                    file: 'brand-sport-sea.jpg',
                    alt: L('青岛国际帆船周', 'Qingdao International Sailing Week', 'Internationale Segelwoche Qingdao'),
                },
                {
                    file: 'brand-sport-mountains.jpg',
                    alt: L('汝拉越野滑雪赛', 'The Jura cross-country ski race', 'Das Jura-Langlaufrennen'),
                },
            ]),
            products(L('计时之选', 'For keeping time', 'Zum Zeitnehmen'), ['M4A1003', 'M4A2005', 'M1A2002']),
        ],
    }),
];

const sustainability: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/sustainability',
        publishedAt: '2025-11-03T10:00:00+08:00',
        hero: 'brand-sustainability-mountains-hero.jpg',
        tags: ['sustainability'],
        title: L('可持续发展', 'Sustainability', 'Nachhaltigkeit'),
        summary: L(
            '一枚可以佩戴百年的腕表，本身就是对资源的珍惜。我们也在材料、能源与包装上做得更多。',
            'A watch that can be worn for a hundred years is already careful with resources. We are doing more, in materials, energy and packaging.',
            'Eine Uhr, die hundert Jahre getragen werden kann, geht bereits sorgsam mit Ressourcen um. Wir tun mehr, bei Materialien, Energie und Verpackung.',
        ),
        blocks: [
            list(L('我们的承诺', 'Our commitments', 'Unsere Verpflichtungen'), null, [
                L(
                    '每一枚莫尔沃，无论诞生于哪一年，都可以在我们的服务中心保养与修复。',
                    'Every Morvaux, whatever its year, can be serviced and restored in our workshops.',
                    'Jede Morvaux, gleich aus welchem Jahr, kann in unseren Werkstätten gewartet und restauriert werden.',
                ),
                L(
                    '到2027年，表壳所用的精钢与黄金全部来自回收材料或可追溯来源。',
                    'By 2027 all the steel and gold in our cases will be recycled or from traceable sources.',
                    'Bis 2027 stammen Stahl und Gold unserer Gehäuse vollständig aus Recycling oder rückverfolgbaren Quellen.',
                ),
                L(
                    '制表工厂三分之一的电力来自屋顶的太阳能板，其余来自汝拉的水电。',
                    'A third of the manufacture’s power comes from the solar panels on its roof, the rest from Jura hydropower.',
                    'Ein Drittel des Stroms der Manufaktur kommt von den Solarmodulen auf dem Dach, der Rest aus Wasserkraft im Jura.',
                ),
                L(
                    '自2025年起，包装中不再使用塑料。',
                    'Since 2025 our packaging contains no plastic.',
                    'Seit 2025 enthält unsere Verpackung keinen Kunststoff.',
                ),
            ]),
            picture(
                'brand-sustainability-mountains.jpg',
                L('汝拉的森林与牧场', 'Forests and pastures of the Jura', 'Wälder und Weiden im Jura'),
            ),
            downloads(L('报告下载', 'Reports', 'Berichte'), [
                {
                    file: 'morvaux-sustainability-report-2025.pdf',
                    label: L(
                        '2025年可持续发展报告（PDF）',
                        'Sustainability report 2025 (PDF)',
                        'Nachhaltigkeitsbericht 2025 (PDF)',
                    ),
                },
            ]),
            list(null, null, [
                L(
                    '<a href="/sustainability/materials">材料</a>：精钢、黄金与皮革从何而来。',
                    '<a href="/sustainability/materials">Materials</a>: where our steel, gold and leather come from.',
                    '<a href="/sustainability/materials">Materialien</a>: woher unser Stahl, unser Gold und unser Leder kommen.',
                ),
                L(
                    '<a href="/sustainability/packaging">包装</a>：一只可以继续使用的表盒。',
                    '<a href="/sustainability/packaging">Packaging</a>: a box worth keeping.',
                    '<a href="/sustainability/packaging">Verpackung</a>: eine Schachtel, die man behält.',
                ),
            ]),
        ],
    }),
    entry({
        kind: 'page',
        path: '/sustainability/materials',
        publishedAt: '2025-11-03T10:05:00+08:00',
        hero: 'brand-materials-workshop-hero.jpg',
        tags: ['sustainability'],
        title: L('材料', 'Materials', 'Materialien'),
        summary: L(
            '回收精钢、可追溯黄金、会随时间生出包浆的青铜，以及来自认证制革厂的皮革。',
            'Recycled steel, traceable gold, bronze that patinates with wear, and leather from certified tanneries.',
            'Recycelter Stahl, rückverfolgbares Gold, Bronze, die mit der Zeit Patina ansetzt, und Leder aus zertifizierten Gerbereien.',
        ),
        blocks: [
            text(
                L('金属', 'Metals', 'Metalle'),
                L(
                    '我们的316L精钢中有八成来自回收材料；18K玫瑰金与黄金由瑞士的精炼厂提供，每一批都附有来源证明。5级钛金属与高科技陶瓷在勒洛克附近加工，边角料全部回收再利用。',
                    'Eight tenths of our 316L steel is recycled; our 18k rose and yellow gold comes from a Swiss refiner with proof of origin for every batch. Grade 5 titanium and high-tech ceramic are machined near Le Locle, and every offcut is recycled.',
                    'Acht Zehntel unseres 316L-Stahls stammen aus Recycling; unser 18-karätiges Rosé- und Gelbgold kommt von einer Schweizer Raffinerie mit Herkunftsnachweis für jede Charge. Titan Grad 5 und Hightech-Keramik werden nahe Le Locle bearbeitet, und jeder Verschnitt wird wiederverwertet.',
                ),
            ),
            text(
                L('表带', 'Straps', 'Armbänder'),
                L(
                    '小牛皮来自通过皮革工作组认证的欧洲制革厂；鳄鱼皮来自遵守《濒危野生动植物种国际贸易公约》的养殖场；织物表带由回收渔网纺成。',
                    'Our calfskin comes from European tanneries certified by the Leather Working Group; our alligator from farms that follow the CITES convention; our fabric straps are woven from recycled fishing nets.',
                    'Unser Kalbsleder stammt aus europäischen Gerbereien mit Zertifizierung der Leather Working Group, unser Alligatorleder von Farmen, die das Washingtoner Artenschutzübereinkommen einhalten, und unsere Textilarmbänder werden aus recycelten Fischernetzen gewebt.',
                ),
            ),
            picture(
                'brand-materials-bronze-dial.jpg',
                L('青铜表壳的包浆', 'The patina of a bronze case', 'Die Patina eines Bronzegehäuses'),
            ),
            products(L('青铜与钛金属', 'Bronze and titanium', 'Bronze und Titan'), [
                'M1A2001',
                'M2A1002',
                'M4A2002',
                'M5A1003',
            ]),
            cta(L('选购织物表带', 'Shop fabric straps', 'Textilarmbänder kaufen'), '/straps/fabric'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/sustainability/packaging',
        publishedAt: '2025-11-03T10:10:00+08:00',
        hero: 'brand-packaging-hero.jpg',
        tags: ['sustainability'],
        title: L('包装', 'Packaging', 'Verpackung'),
        summary: L(
            '汝拉云杉木表盒、FSC认证纸张与棉质内衬：没有塑料，也没有一次性的部件。',
            'A box of Jura spruce, FSC-certified paper and a cotton lining: no plastic, and nothing meant to be thrown away.',
            'Eine Schachtel aus Jura-Fichte, FSC-zertifiziertes Papier und ein Baumwollfutter: kein Kunststoff und nichts zum Wegwerfen.',
        ),
        blocks: [
            text(
                null,
                L(
                    '新表盒由汝拉的云杉木制成，木材来自可持续管理的森林，由勒洛克附近的木工坊手工组装。它可以用作表盒、首饰盒或书桌上的收纳盒。',
                    'The new box is made of spruce from sustainably managed Jura forests and put together by hand in a joinery near Le Locle. It serves as a watch box, a jewellery box or a tray on a desk.',
                    'Die neue Schachtel ist aus Fichte aus nachhaltig bewirtschafteten Jurawäldern gefertigt und wird in einer Schreinerei nahe Le Locle von Hand zusammengesetzt. Sie dient als Uhrenbox, Schmuckkästchen oder Ablage auf dem Schreibtisch.',
                ),
                L(
                    '外包装与说明书使用FSC认证纸张，以大豆油墨印刷。在中国，我们的快递包装同样不含塑料，填充物由再生纸制成。',
                    'The outer box and the manual are FSC-certified paper printed with soy-based inks. In China our delivery packaging is plastic-free too, cushioned with recycled paper.',
                    'Umkarton und Bedienungsanleitung sind aus FSC-zertifiziertem Papier und mit Sojatinten gedruckt. Auch in China ist unsere Versandverpackung kunststofffrei und mit Recyclingpapier gepolstert.',
                ),
            ),
            picture('brand-packaging-box.jpg', L('云杉木表盒', 'The spruce watch box', 'Die Uhrenbox aus Fichte')),
            cta(L('配送与退换', 'Delivery and returns', 'Versand und Rückgabe'), '/service/faq'),
        ],
    }),
];

export const worldEntries: DemoContentEntry[] = [...squads, ...partnerships, ...sustainability];
