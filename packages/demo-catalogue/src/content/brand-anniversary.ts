/** `/140-years` and its sub-pages: the maison's anniversary in 2026, a series in reading order. */
import { cta, entry, gallery, L, list, picture, products, quote, text, video } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

const SERIES = '140-years';

export const anniversaryEntries: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/140-years',
        series: SERIES,
        position: 1,
        publishedAt: '2026-01-06T10:00:00+08:00',
        hero: 'brand-140-years-hero.jpg',
        tags: ['anniversary'],
        title: L('莫尔沃140周年', '140 Years of Morvaux', '140 Jahre Morvaux'),
        summary: L(
            '1886年，奥古斯特·莫尔沃在瑞士勒洛克开设了一间小小的制表工坊。140年后，同一条街上的制表师仍在为每一枚腕表亲手调校。',
            'In 1886 Auguste Morvaux opened a small watchmaking workshop in Le Locle, Switzerland. 140 years later, watchmakers on the same street still regulate every watch by hand.',
            '1886 eröffnete Auguste Morvaux in Le Locle in der Schweiz eine kleine Uhrmacherwerkstatt. 140 Jahre später regulieren Uhrmacher in derselben Straße jede Uhr noch von Hand.',
        ),
        seoDescription: L(
            '莫尔沃140周年：从1886年勒洛克的工坊到今日的制表工厂，回顾品牌历程，探索周年纪念款腕表与大事年表。',
            'Morvaux at 140: from a Le Locle workshop in 1886 to today’s manufacture. Explore the timeline, the anniversary edition and the stories behind them.',
            '140 Jahre Morvaux: von einer Werkstatt in Le Locle im Jahr 1886 bis zur heutigen Manufaktur. Entdecken Sie die Zeitleiste, die Jubiläumsedition und ihre Geschichten.',
        ),
        blocks: [
            text(
                L('一百四十年，一条街', 'One hundred and forty years, one street', 'Hundertvierzig Jahre, eine Straße'),
                L(
                    '勒洛克坐落于汝拉山谷，海拔九百多米，冬季漫长。正是在这样的山谷里，农户们在雪季伏案制作机芯零件，钟表业由此生根。1886年春天，二十九岁的奥古斯特·莫尔沃在格朗德街租下一间朝北的工作室——北面的光线柔和而稳定，最适合打磨与调校。',
                    'Le Locle lies in a valley of the Jura, more than nine hundred metres up, where winters are long. In valleys like this one, farmers spent the snowbound months at their benches making movement parts, and watchmaking took root. In the spring of 1886 Auguste Morvaux, twenty-nine years old, rented a north-facing room on the Grande Rue: northern light is soft and steady, the best there is for finishing and regulating.',
                    'Le Locle liegt in einem Tal des Jura, auf über neunhundert Metern, wo die Winter lang sind. In Tälern wie diesem verbrachten Bauern die verschneiten Monate an der Werkbank und fertigten Werkteile: So schlug die Uhrmacherei hier Wurzeln. Im Frühjahr 1886 mietete der neunundzwanzigjährige Auguste Morvaux an der Grande Rue einen nach Norden gelegenen Raum, denn Nordlicht ist weich und gleichmäßig, das beste Licht zum Veredeln und Regulieren.',
                ),
                L(
                    '今天，莫尔沃的制表工厂距那间工作室不过数百米。我们以一整年的活动纪念140周年：一部重新讲述的品牌年表、一款向创始时代致敬的周年纪念款，以及在上海、北京与成都举办的巡回展览。',
                    'Today the Morvaux manufacture stands a few hundred metres from that room. We are marking our 140th year with a whole year of events: a retold timeline of the maison, an anniversary edition that looks back to the founding years, and a travelling exhibition in Shanghai, Beijing and Chengdu.',
                    'Heute steht die Manufaktur von Morvaux nur wenige hundert Meter von jenem Raum entfernt. Unser 140. Jahr feiern wir ein ganzes Jahr lang: mit einer neu erzählten Zeitleiste des Hauses, einer Jubiläumsedition, die auf die Gründerjahre zurückblickt, und einer Wanderausstellung in Shanghai, Peking und Chengdu.',
                ),
            ),
            picture(
                'brand-140-years-workshop.jpg',
                L(
                    '北窗下的制表工作台',
                    'A watchmaker’s bench under a north window',
                    'Eine Uhrmacherwerkbank unter einem Nordfenster',
                ),
                L(
                    '勒洛克的工作台至今仍面向北方。',
                    'In Le Locle the benches still face north.',
                    'In Le Locle blicken die Werkbänke bis heute nach Norden.',
                ),
            ),
            quote(
                L(
                    '一枚腕表不必喧哗，只需在每一个清晨都准时。',
                    'A watch need not be loud. It need only be right every morning.',
                    'Eine Uhr muss nicht laut sein. Sie muss nur jeden Morgen richtig gehen.',
                ),
                L('奥古斯特·莫尔沃，1891年', 'Auguste Morvaux, 1891', 'Auguste Morvaux, 1891'),
            ),
            list(L('周年之年', 'The anniversary year', 'Das Jubiläumsjahr'), null, [
                L(
                    '<a href="/140-years/timeline">大事年表</a>：从1886年至今的十四个时刻。',
                    '<a href="/140-years/timeline">The timeline</a>: fourteen moments from 1886 to today.',
                    '<a href="/140-years/timeline">Die Zeitleiste</a>: vierzehn Momente von 1886 bis heute.',
                ),
                L(
                    '<a href="/140-years/anniversary-edition">周年纪念款</a>：传承小秒针的全新演绎。',
                    '<a href="/140-years/anniversary-edition">The anniversary edition</a>: the Heritage Petite Seconde, retold.',
                    '<a href="/140-years/anniversary-edition">Die Jubiläumsedition</a>: die Heritage Petite Seconde, neu erzählt.',
                ),
                L(
                    '<a href="/140-years/le-locle">勒洛克</a>：一座为制表而建的小城。',
                    '<a href="/140-years/le-locle">Le Locle</a>: a town built for watchmaking.',
                    '<a href="/140-years/le-locle">Le Locle</a>: eine Stadt, die für die Uhrmacherei gebaut wurde.',
                ),
                L(
                    '<a href="/140-years/exhibition">巡回展览</a>：“时间的手艺”在中国三座城市。',
                    '<a href="/140-years/exhibition">The exhibition</a>: “The Craft of Time” in three Chinese cities.',
                    '<a href="/140-years/exhibition">Die Ausstellung</a>: „Das Handwerk der Zeit“ in drei chinesischen Städten.',
                ),
            ]),
            cta(
                L('探索周年纪念款', 'Discover the anniversary edition', 'Die Jubiläumsedition entdecken'),
                '/140-years/anniversary-edition',
            ),
        ],
    }),
    entry({
        kind: 'page',
        path: '/140-years/timeline',
        series: SERIES,
        position: 2,
        publishedAt: '2026-01-06T10:05:00+08:00',
        hero: 'brand-timeline-hero.jpg',
        tags: ['anniversary', 'heritage'],
        title: L('大事年表', 'Timeline', 'Zeitleiste'),
        summary: L(
            '从格朗德街的工作室到潜入千米深海：莫尔沃140年间的十四个时刻。',
            'From a room on the Grande Rue to a thousand metres below the sea: fourteen moments from 140 years of Morvaux.',
            'Von einem Zimmer an der Grande Rue bis tausend Meter unter den Meeresspiegel: vierzehn Momente aus 140 Jahren Morvaux.',
        ),
        blocks: [
            list(L('1886–1959', '1886–1959', '1886–1959'), null, [
                L(
                    '<strong>1886</strong> 奥古斯特·莫尔沃在勒洛克格朗德街开设工坊，制作怀表机芯。',
                    '<strong>1886</strong> Auguste Morvaux opens his workshop on the Grande Rue in Le Locle, making pocket watch movements.',
                    '<strong>1886</strong> Auguste Morvaux eröffnet seine Werkstatt an der Grande Rue in Le Locle und baut Taschenuhrwerke.',
                ),
                L(
                    '<strong>1894</strong> 艾莉丝·莫尔沃创立打磨与装饰工作室，品牌首次以自己的名字出售整表。',
                    '<strong>1894</strong> Élise Morvaux founds the finishing atelier; the house sells complete watches under its own name for the first time.',
                    '<strong>1894</strong> Élise Morvaux gründet das Veredelungsatelier; das Haus verkauft erstmals ganze Uhren unter eigenem Namen.',
                ),
                L(
                    '<strong>1907</strong> 一枚莫尔沃怀表在纳沙泰尔天文台计时比赛中获得一等奖。',
                    '<strong>1907</strong> A Morvaux pocket watch wins first prize at the Neuchâtel Observatory chronometry trials.',
                    '<strong>1907</strong> Eine Taschenuhr von Morvaux gewinnt den ersten Preis beim Chronometriewettbewerb der Sternwarte Neuenburg.',
                ),
                L(
                    '<strong>1926</strong> 六点钟小秒针怀表问世，成为今日传承小秒针的原型。',
                    '<strong>1926</strong> The pocket watch with small seconds at six appears: the ancestor of today’s Heritage Petite Seconde.',
                    '<strong>1926</strong> Die Taschenuhr mit kleiner Sekunde bei sechs erscheint: die Urahnin der heutigen Heritage Petite Seconde.',
                ),
                L(
                    '<strong>1938</strong> 首批腕表取代怀表成为主力产品。',
                    '<strong>1938</strong> Wristwatches overtake pocket watches as the house’s main work.',
                    '<strong>1938</strong> Armbanduhren lösen die Taschenuhren als wichtigste Arbeit des Hauses ab.',
                ),
                L(
                    '<strong>1954</strong> 首款飞行员腕表为瑞士航线的机组设计，领航者系列由此起步。',
                    '<strong>1954</strong> A first pilot’s watch is made for the crews of Swiss airlines: the start of Navigator.',
                    '<strong>1954</strong> Eine erste Fliegeruhr entsteht für die Besatzungen Schweizer Fluglinien: der Anfang von Navigator.',
                ),
            ]),
            picture(
                'brand-timeline-pocket-watch.jpg',
                L(
                    '1926年的小秒针怀表机芯',
                    'The movement of the 1926 small-seconds pocket watch',
                    'Das Werk der Taschenuhr mit kleiner Sekunde von 1926',
                ),
            ),
            list(L('1960至今', '1960 to today', '1960 bis heute'), null, [
                L(
                    '<strong>1961</strong> 深海系列首款潜水表防水200米，为汝拉湖泊的潜水员打造。',
                    '<strong>1961</strong> The first Abysse diver, water-resistant to 200 metres, is made for divers of the Jura lakes.',
                    '<strong>1961</strong> Die erste Abysse-Taucheruhr, wasserdicht bis 200 Meter, entsteht für die Taucher der Jurasseen.',
                ),
                L(
                    '<strong>1967</strong> 疾速计时表陪伴车手参加阿尔卑斯山地拉力赛。',
                    '<strong>1967</strong> The Vitesse chronograph rides with drivers on the Alpine rally stages.',
                    '<strong>1967</strong> Der Vitesse-Chronograph fährt bei den Alpenrallyes mit.',
                ),
                L(
                    '<strong>1978</strong> 石英危机之中，莫尔沃坚持机械制表，同时推出首款石英女表。',
                    '<strong>1978</strong> Through the quartz crisis Morvaux keeps making mechanical watches, and adds its first quartz watch for women.',
                    '<strong>1978</strong> In der Quarzkrise bleibt Morvaux der Mechanik treu und bringt zugleich seine erste Quarz-Damenuhr heraus.',
                ),
                L(
                    '<strong>1996</strong> 大师系列首款万年历问世，由一位制表师独立完成组装。',
                    '<strong>1996</strong> The first Maître perpetual calendar, assembled entirely by one watchmaker.',
                    '<strong>1996</strong> Der erste ewige Kalender der Maître-Linie, vollständig von einem einzigen Uhrmacher montiert.',
                ),
                L(
                    '<strong>2008</strong> 勒洛克新制表工厂落成，屋顶铺设太阳能板。',
                    '<strong>2008</strong> The new manufacture opens in Le Locle, with solar panels on its roof.',
                    '<strong>2008</strong> Die neue Manufaktur in Le Locle wird eröffnet, mit Solarmodulen auf dem Dach.',
                ),
                L(
                    '<strong>2014</strong> 上海首家莫尔沃精品店开业。',
                    '<strong>2014</strong> The first Morvaux boutique in mainland China opens in Shanghai.',
                    '<strong>2014</strong> Die erste Morvaux-Boutique auf dem chinesischen Festland öffnet in Shanghai.',
                ),
                L(
                    '<strong>2021</strong> 深海1000防水千米，配备氦气排放阀。',
                    '<strong>2021</strong> The Abysse 1000 reaches a thousand metres, with a helium escape valve.',
                    '<strong>2021</strong> Die Abysse 1000 erreicht tausend Meter, mit Heliumventil.',
                ),
                L(
                    '<strong>2026</strong> 莫尔沃迎来140周年，自制手动上链机芯MV 1886问世。',
                    '<strong>2026</strong> Morvaux turns 140 and unveils its in-house hand-wound calibre MV 1886.',
                    '<strong>2026</strong> Morvaux wird 140 Jahre alt und stellt sein hauseigenes Handaufzugskaliber MV 1886 vor.',
                ),
            ]),
            cta(L('阅读完整品牌历史', 'Read the full history', 'Die ganze Geschichte lesen'), '/history/part-2'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/140-years/anniversary-edition',
        series: SERIES,
        position: 3,
        publishedAt: '2026-06-30T10:00:00+08:00',
        hero: 'brand-anniversary-edition-hero.jpg',
        tags: ['anniversary', 'watches'],
        title: L('周年纪念款', 'The Anniversary Edition', 'Die Jubiläumsedition'),
        summary: L(
            '传承小秒针的周年演绎：珐琅质感表盘、手工打磨的叶形指针，以及底盖上镌刻的“1886–2026”。',
            'The Heritage Petite Seconde for the anniversary: an enamel-like dial, hand-polished leaf hands and “1886–2026” engraved on the caseback.',
            'Die Heritage Petite Seconde zum Jubiläum: ein emailleartiges Zifferblatt, handpolierte Blattzeiger und „1886–2026“ auf dem Gehäuseboden.',
        ),
        blocks: [
            text(
                L('回到1926年', 'Back to 1926', 'Zurück ins Jahr 1926'),
                L(
                    '周年纪念款以1926年的小秒针怀表为蓝本。我们从档案中取出原件，逐一测量刻度、字体与指针的比例，再将其缩放至38毫米的腕表表盘上。六点钟位置的小秒针盘略微下沉，如同旧日怀表般富有层次。',
                    'The anniversary edition is drawn from the 1926 small-seconds pocket watch. We took the original from the archive, measured its scales, numerals and hands one by one, and scaled them to a 38 mm wrist dial. The small-seconds dial at six is slightly sunk, with the depth of an old pocket watch.',
                    'Die Jubiläumsedition folgt der Taschenuhr mit kleiner Sekunde von 1926. Wir haben das Original aus dem Archiv geholt, Skalen, Ziffern und Zeiger einzeln vermessen und auf ein 38-mm-Zifferblatt übertragen. Die kleine Sekunde bei sechs Uhr ist leicht abgesenkt und hat die Tiefe einer alten Taschenuhr.',
                ),
                L(
                    '腕表搭载为周年全新研发的手动上链机芯MV 1886：双发条盒提供80小时动力储存，配备硅游丝，并由勒洛克工坊全程手工装饰。透过蓝宝石水晶底盖可见日内瓦波纹与倒角，底盖外圈镌刻“1886–2026”。',
                    'It is powered by MV 1886, the hand-wound calibre made new for the anniversary: twin barrels give it an 80-hour power reserve, it has a silicon hairspring, and it is finished by hand throughout in our Le Locle workshop. Côtes de Genève and bevelled edges show through the sapphire caseback, whose outer ring is engraved “1886–2026”.',
                    'Angetrieben wird sie von MV 1886, dem eigens zum Jubiläum entwickelten Handaufzugskaliber: Zwei Federhäuser sorgen für 80 Stunden Gangreserve, dazu kommen eine Siliziumspirale und eine vollständige Handveredelung in unserer Werkstatt in Le Locle. Genfer Streifen und anglierte Kanten zeigen sich durch den Saphirglasboden, dessen äußerer Ring die Gravur „1886–2026“ trägt.',
                ),
            ),
            gallery([
                {
                    file: 'brand-anniversary-dial.jpg',
                    alt: L(
                        '周年纪念款的表盘',
                        'The dial of the anniversary edition',
                        'Das Zifferblatt der Jubiläumsedition',
                    ),
                    caption: L('珐琅质感表盘', 'An enamel-like dial', 'Ein emailleartiges Zifferblatt'),
                },
                {
                    file: 'brand-anniversary-movement.jpg',
                    alt: L('手动上链机芯', 'The hand-wound calibre', 'Das Handaufzugskaliber'),
                    caption: L('手工装饰的机芯', 'A calibre finished by hand', 'Ein von Hand veredeltes Kaliber'),
                },
                {
                    file: 'brand-anniversary-caseback.jpg',
                    alt: L(
                        '镌刻“1886–2026”的底盖',
                        'The caseback engraved “1886–2026”',
                        'Der Gehäuseboden mit der Gravur „1886–2026“',
                    ),
                },
            ]),
            products(
                L('周年纪念款与传承系列', 'The anniversary edition and Heritage', 'Die Jubiläumsedition und Heritage'),
                ['M0A1003', 'M0A1002', 'M0A1005', 'M0A1004'],
            ),
            text(
                null,
                L(
                    '周年纪念款在莫尔沃官网与全国精品店同步发售，每枚腕表附带一份由勒洛克档案馆签发的证书。',
                    'The anniversary edition is available online and in our boutiques across China; each watch comes with a certificate issued by the archive in Le Locle.',
                    'Die Jubiläumsedition ist online und in unseren Boutiquen in ganz China erhältlich; jede Uhr wird mit einem Zertifikat des Archivs in Le Locle geliefert.',
                ),
            ),
            cta(
                L('预约精品店鉴赏', 'Book a boutique appointment', 'Einen Boutiquetermin buchen'),
                '/stores/appointment',
            ),
        ],
    }),
    entry({
        kind: 'page',
        path: '/140-years/le-locle',
        series: SERIES,
        position: 4,
        publishedAt: '2026-04-02T10:00:00+08:00',
        hero: 'brand-le-locle-hero.jpg',
        tags: ['anniversary', 'heritage'],
        title: L('勒洛克', 'Le Locle', 'Le Locle'),
        summary: L(
            '一座为钟表而规划的城市：宽阔的街道、朝南的住宅与朝北的工坊。2009年，勒洛克被列入联合国教科文组织世界遗产名录。',
            'A town planned around watchmaking: broad streets, houses facing south and workshops facing north. In 2009 Le Locle joined the UNESCO World Heritage List.',
            'Eine Stadt, die um die Uhrmacherei herum geplant wurde: breite Straßen, Wohnhäuser nach Süden, Werkstätten nach Norden. 2009 wurde Le Locle ins UNESCO-Welterbe aufgenommen.',
        ),
        blocks: [
            text(
                null,
                L(
                    '1844年的一场大火之后，勒洛克按照棋盘格局重建。街道足够宽，光线可以照进每一扇窗；住宅朝南，工坊的大窗朝北。整座城市就是一张制表工作台。',
                    'After a fire in 1844, Le Locle was rebuilt on a grid. The streets were made wide enough for light to reach every window; homes face south, and the workshops’ large windows face north. The whole town is a watchmaker’s bench.',
                    'Nach einem Brand im Jahr 1844 wurde Le Locle im Schachbrettmuster wieder aufgebaut. Die Straßen sind so breit, dass Licht jedes Fenster erreicht; die Wohnhäuser blicken nach Süden, die großen Werkstattfenster nach Norden. Die ganze Stadt ist eine Uhrmacherwerkbank.',
                ),
                L(
                    '莫尔沃家族在这里生活了五代。今天，我们的制表师中有三分之一在勒洛克出生，另有许多人来自汝拉山区的其他村庄。',
                    'The Morvaux family has lived here for five generations. Today a third of our watchmakers were born in Le Locle, and many others come from villages across the Jura.',
                    'Die Familie Morvaux lebt hier seit fünf Generationen. Heute ist ein Drittel unserer Uhrmacher in Le Locle geboren, viele andere kommen aus Dörfern im ganzen Jura.',
                ),
            ),
            picture(
                'brand-le-locle-mountains.jpg',
                L('冬季的汝拉山谷', 'The Jura valley in winter', 'Das Jura-Tal im Winter'),
                L(
                    '勒洛克海拔九百余米。',
                    'Le Locle lies more than nine hundred metres up.',
                    'Le Locle liegt auf über neunhundert Metern.',
                ),
            ),
            quote(
                L(
                    '冬天越长，工作台前的时间就越多。',
                    'The longer the winter, the longer the hours at the bench.',
                    'Je länger der Winter, desto länger die Stunden an der Werkbank.',
                ),
                L('汝拉山区谚语', 'A saying of the Jura', 'Ein Sprichwort aus dem Jura'),
            ),
            cta(L('参观制表工厂', 'Visit the manufacture', 'Die Manufaktur besuchen'), '/about/manufacture'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/140-years/exhibition',
        series: SERIES,
        position: 5,
        publishedAt: '2026-05-18T10:00:00+08:00',
        hero: 'brand-exhibition-hero.jpg',
        tags: ['anniversary', 'events'],
        title: L('“时间的手艺”巡回展', 'The Craft of Time: the Exhibition', 'Das Handwerk der Zeit: die Ausstellung'),
        summary: L(
            '140件档案藏品与一间可实际操作的制表工坊，于2026年先后亮相上海、北京与成都。',
            '140 pieces from the archive and a working watchmaker’s bench, in Shanghai, Beijing and Chengdu through 2026.',
            '140 Stücke aus dem Archiv und eine echte Uhrmacherwerkbank, 2026 in Shanghai, Peking und Chengdu.',
        ),
        blocks: [
            text(
                null,
                L(
                    '展览按年代分为七个展厅，与我们的<a href="/history/part-2">品牌历史</a>七个篇章一一对应。第一个展厅重现了1886年格朗德街的工作室，最后一个展厅是一间真实运作的工坊：两位来自勒洛克的制表师现场组装机芯，观众可以在放大镜下亲眼观察。',
                    'The exhibition is arranged in seven rooms, one for each chapter of our <a href="/history/part-2">history</a>. The first recreates the room on the Grande Rue in 1886; the last is a working workshop, where two watchmakers from Le Locle assemble movements and visitors can watch through a loupe.',
                    'Die Ausstellung ist in sieben Räume gegliedert, einen für jedes Kapitel unserer <a href="/history/part-2">Geschichte</a>. Der erste zeigt den Raum an der Grande Rue im Jahr 1886, der letzte ist eine echte Werkstatt, in der zwei Uhrmacher aus Le Locle Werke montieren und Besucher durch die Lupe zusehen können.',
                ),
            ),
            list(L('展期', 'Dates', 'Termine'), null, [
                L(
                    '上海，西岸美术馆：2026年5月20日至7月12日',
                    'Shanghai, West Bund: 20 May to 12 July 2026',
                    'Shanghai, West Bund: 20. Mai bis 12. Juli 2026',
                ),
                L(
                    '北京，三里屯：2026年8月8日至9月27日',
                    'Beijing, Sanlitun: 8 August to 27 September 2026',
                    'Peking, Sanlitun: 8. August bis 27. September 2026',
                ),
                L(
                    '成都，太古里：2026年10月17日至12月6日',
                    'Chengdu, Taikoo Li: 17 October to 6 December 2026',
                    'Chengdu, Taikoo Li: 17. Oktober bis 6. Dezember 2026',
                ),
            ]),
            video(
                'brand-balance-wheel.mp4',
                'brand-balance-wheel-poster.jpg',
                L(
                    '摆轮的呼吸：每小时28,800次',
                    'The breath of a balance: 28,800 beats an hour',
                    'Der Atem einer Unruh: 28.800 Halbschwingungen pro Stunde',
                ),
            ),
            cta(L('查找附近的精品店', 'Find a boutique near you', 'Eine Boutique in Ihrer Nähe finden'), '/stores'),
        ],
    }),
];
