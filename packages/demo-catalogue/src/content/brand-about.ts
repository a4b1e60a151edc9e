/** `/about` and its pages: the maison, its manufacture, its crafts and its three icons. */
import { cta, entry, gallery, L, list, picture, products, quote, text, video } from './content-authoring';
import type { DemoContentEntry } from './content-data.types';

export const aboutEntries: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/about',
        publishedAt: '2025-09-01T10:00:00+08:00',
        hero: 'brand-about-hero.jpg',
        tags: ['maison'],
        title: L('关于莫尔沃', 'About Morvaux', 'Über Morvaux'),
        summary: L(
            '自1886年起，莫尔沃在瑞士勒洛克制作机械腕表。一个家族，一座工厂，七大系列。',
            'Since 1886 Morvaux has made mechanical watches in Le Locle, Switzerland. One family, one manufacture, seven collections.',
            'Seit 1886 fertigt Morvaux in Le Locle in der Schweiz mechanische Uhren. Eine Familie, eine Manufaktur, sieben Kollektionen.',
        ),
        blocks: [
            text(
                null,
                L(
                    '莫尔沃是一家独立的瑞士制表商，至今仍由创始家族持有。我们在勒洛克设计、组装并调校每一枚腕表，从传承系列的纤薄怀表美学，到大师系列的万年历与陀飞轮。',
                    'Morvaux is an independent Swiss watchmaker, still owned by its founding family. We design, assemble and regulate every watch in Le Locle, from the slim pocket-watch lines of Heritage to the perpetual calendars and tourbillons of Maître.',
                    'Morvaux ist ein unabhängiger Schweizer Uhrenhersteller und bis heute im Besitz der Gründerfamilie. In Le Locle entwerfen, montieren und regulieren wir jede Uhr, von den schlanken Taschenuhrlinien der Heritage bis zu den ewigen Kalendern und Tourbillons der Maître.',
                ),
                L(
                    '我们相信一枚好表应当陪伴一生，并且可以传给下一代。因此，每一枚莫尔沃腕表都可以在我们的服务中心得到保养，无论它诞生于哪一年。',
                    'We believe a good watch should last a lifetime and pass to the next generation. That is why every Morvaux, whatever year it was made, can be serviced in our workshops.',
                    'Wir sind überzeugt, dass eine gute Uhr ein Leben lang hält und an die nächste Generation weitergegeben wird. Deshalb wird jede Morvaux, gleich aus welchem Jahr, in unseren Werkstätten gewartet.',
                ),
            ),
            list(L('了解更多', 'Learn more', 'Mehr erfahren'), null, [
                L(
                    '<a href="/about/manufacture">制表工厂</a>：一枚腕表的诞生之地。',
                    '<a href="/about/manufacture">The manufacture</a>: where a watch is born.',
                    '<a href="/about/manufacture">Die Manufaktur</a>: wo eine Uhr entsteht.',
                ),
                L(
                    '<a href="/about/savoir-faire">制表技艺</a>：打磨、装饰与调校。',
                    '<a href="/about/savoir-faire">Savoir-faire</a>: finishing, decoration and regulation.',
                    '<a href="/about/savoir-faire">Savoir-faire</a>: Veredelung, Dekoration und Regulierung.',
                ),
                L(
                    '<a href="/about/icons">经典之作</a>：三款定义莫尔沃的腕表。',
                    '<a href="/about/icons">The icons</a>: three watches that define Morvaux.',
                    '<a href="/about/icons">Die Ikonen</a>: drei Uhren, die Morvaux ausmachen.',
                ),
                L(
                    '<a href="/heritage">品牌传承</a>：创始人与里程碑。',
                    '<a href="/heritage">Heritage</a>: the founders and the milestones.',
                    '<a href="/heritage">Erbe</a>: die Gründer und die Meilensteine.',
                ),
            ]),
            picture(
                'brand-about-manufacture.jpg',
                L(
                    '勒洛克的莫尔沃制表工厂',
                    'The Morvaux manufacture in Le Locle',
                    'Die Manufaktur von Morvaux in Le Locle',
                ),
            ),
            cta(L('浏览全部腕表', 'Browse all watches', 'Alle Uhren ansehen'), '/watches'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/manufacture',
        publishedAt: '2025-09-01T10:05:00+08:00',
        hero: 'brand-manufacture-hero.jpg',
        tags: ['maison', 'watchmaking'],
        title: L('制表工厂', 'The Manufacture', 'Die Manufaktur'),
        summary: L(
            '在勒洛克的制表工厂里，一百二十位制表师、打磨师与工程师共同完成每一枚莫尔沃腕表，从机芯零件到最终调校。',
            'In the Le Locle manufacture, a hundred and twenty watchmakers, finishers and engineers complete every Morvaux, from movement parts to final regulation.',
            'In der Manufaktur in Le Locle vollenden hundertzwanzig Uhrmacher, Veredler und Ingenieure jede Morvaux, von den Werkteilen bis zur letzten Regulierung.',
        ),
        blocks: [
            text(
                L('从零件到腕表', 'From parts to a watch', 'Von den Teilen zur Uhr'),
                L(
                    '制表工厂于2008年落成，距1886年的第一间工作室仅数百米。底层是零件加工与质检，二层是装饰工作室，三层朝北的长廊里是组装与调校的工作台。',
                    'The manufacture opened in 2008, a few hundred metres from the first room of 1886. Parts are made and inspected on the ground floor, the decoration atelier is on the first, and the benches for assembly and regulation line a north-facing gallery on the second.',
                    'Die Manufaktur wurde 2008 eröffnet, wenige hundert Meter vom ersten Raum von 1886 entfernt. Im Erdgeschoss werden Teile gefertigt und geprüft, im ersten Stock liegt das Dekorationsatelier, und im zweiten säumen die Werkbänke für Montage und Regulierung eine nach Norden gelegene Galerie.',
                ),
                L(
                    '一枚自动上链腕表的机芯由约两百个零件组成。每一枚都经过五个方位、三种温度的走时测试，历时十五天，之后才会装入表壳。',
                    'The movement of an automatic watch has some two hundred parts. Each one is tested in five positions and at three temperatures over fifteen days before it is cased.',
                    'Das Werk einer Automatikuhr besteht aus rund zweihundert Teilen. Jedes wird fünfzehn Tage lang in fünf Lagen und bei drei Temperaturen geprüft, bevor es eingeschalt wird.',
                ),
            ),
            video(
                'brand-balance-wheel.mp4',
                'brand-balance-wheel-poster.jpg',
                L(
                    '摆轮以每小时28,800次的频率摆动，这是自动上链机芯的心跳。',
                    'The balance swings at 28,800 beats an hour: the heartbeat of the automatic calibre.',
                    'Die Unruh schwingt mit 28.800 Halbschwingungen pro Stunde: der Herzschlag des Automatikkalibers.',
                ),
            ),
            gallery([
                {
                    file: 'brand-manufacture-workshop.jpg',
                    alt: L('组装工作台', 'The assembly benches', 'Die Montagewerkbänke'),
                    caption: L(
                        '朝北的组装长廊',
                        'The north-facing assembly gallery',
                        'Die nach Norden gelegene Montagegalerie',
                    ),
                },
                {
                    file: 'brand-manufacture-movement.jpg',
                    alt: L('自动上链机芯', 'An automatic calibre', 'Ein Automatikkaliber'),
                    caption: L('约两百个零件', 'Some two hundred parts', 'Rund zweihundert Teile'),
                },
                {
                    file: 'brand-manufacture-dial.jpg',
                    alt: L('旭日纹表盘', 'A sunburst dial', 'Ein Zifferblatt mit Sonnenschliff'),
                    caption: L(
                        '表盘在装配前逐一检查',
                        'Every dial is inspected before fitting',
                        'Jedes Zifferblatt wird vor dem Einbau geprüft',
                    ),
                },
            ]),
            quote(
                L(
                    '我们不追求更快，只追求每一步都不必重来。',
                    'We do not try to go faster. We try never to do a step twice.',
                    'Wir versuchen nicht, schneller zu werden. Wir versuchen, keinen Schritt zweimal zu machen.',
                ),
                L(
                    '克莱尔·莫尔沃，制表工厂总监',
                    'Claire Morvaux, director of the manufacture',
                    'Claire Morvaux, Leiterin der Manufaktur',
                ),
            ),
            products(L('在勒洛克组装', 'Assembled in Le Locle', 'In Le Locle montiert'), [
                'M0A2005',
                'M5A1002',
                'M1A1001',
                'M2A1001',
                'M6A1003',
                'M6A2002',
            ]),
            cta(L('了解制表技艺', 'Discover our savoir-faire', 'Unser Savoir-faire entdecken'), '/about/savoir-faire'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/savoir-faire',
        publishedAt: '2025-09-01T10:10:00+08:00',
        hero: 'brand-savoir-faire-hero.jpg',
        tags: ['maison', 'watchmaking'],
        title: L('制表技艺', 'Savoir-faire', 'Savoir-faire'),
        summary: L(
            '日内瓦波纹、倒角、蓝钢螺丝与手工调校：看不见的地方，我们同样用心。',
            'Côtes de Genève, bevelled edges, blued screws and regulation by hand: care taken even where no one looks.',
            'Genfer Streifen, anglierte Kanten, gebläute Schrauben und Regulierung von Hand: Sorgfalt auch dort, wo niemand hinsieht.',
        ),
        blocks: [
            text(
                L('打磨与装饰', 'Finishing and decoration', 'Veredelung und Dekoration'),
                L(
                    '夹板上的日内瓦波纹用旋转的木轮一道道压出；每一条边缘都以四十五度倒角，再用木签与研磨膏抛光至镜面。一块夹板的倒角需要一位装饰师工作整整一天。',
                    'The Côtes de Genève on the bridges are drawn one stripe at a time with a turning wooden wheel; every edge is bevelled at forty-five degrees, then polished to a mirror with a wooden peg and paste. Bevelling one bridge takes a finisher a whole day.',
                    'Die Genfer Streifen auf den Brücken werden Streifen für Streifen mit einem drehenden Holzrad gezogen; jede Kante wird im Winkel von fünfundvierzig Grad angliert und dann mit Holzstift und Paste auf Hochglanz poliert. Eine einzige Brücke kostet einen Veredler einen ganzen Tag.',
                ),
            ),
            picture(
                'brand-savoir-faire-movement.jpg',
                L('装饰完成的机芯夹板', 'A finished movement bridge', 'Eine veredelte Werkbrücke'),
                L(
                    '日内瓦波纹与镜面倒角',
                    'Côtes de Genève and mirror-polished bevels',
                    'Genfer Streifen und hochglanzpolierte Anglagen',
                ),
            ),
            text(
                L('蓝钢与调校', 'Blued steel and regulation', 'Gebläuter Stahl und Regulierung'),
                L(
                    '螺丝与指针在约三百度的黄铜盘上加热，直至钢材呈现出均匀的深蓝色——早了偏紫，晚了发灰，全凭制表师的眼睛判断。',
                    'Screws and hands are heated on a brass plate at about three hundred degrees until the steel turns an even deep blue. Too early and it is violet, too late and it is grey: only the watchmaker’s eye decides.',
                    'Schrauben und Zeiger werden auf einer Messingplatte bei etwa dreihundert Grad erhitzt, bis der Stahl ein gleichmäßiges tiefes Blau annimmt. Zu früh wird er violett, zu spät grau: Allein das Auge des Uhrmachers entscheidet.',
                ),
                L(
                    '最后的调校在五个方位进行。制表师调整摆轮的惯性，直至日差稳定在官方天文台标准之内。',
                    'Final regulation is done in five positions. The watchmaker adjusts the inertia of the balance until the daily rate holds within chronometer standards.',
                    'Die letzte Regulierung erfolgt in fünf Lagen. Der Uhrmacher stimmt das Trägheitsmoment der Unruh ab, bis der tägliche Gang innerhalb der Chronometernorm liegt.',
                ),
            ),
            quote(
                L(
                    '背面的打磨没有人看得见，但制表师看得见。',
                    'No one sees the finishing on the back. The watchmaker does.',
                    'Die Veredelung auf der Rückseite sieht niemand. Der Uhrmacher sieht sie.',
                ),
                L('莫尔沃装饰工作室', 'The Morvaux decoration atelier', 'Das Dekorationsatelier von Morvaux'),
            ),
            products(L('透明底盖的腕表', 'Watches with a sapphire caseback', 'Uhren mit Saphirglasboden'), [
                'M0A1001',
                'M0A1004',
                'M6A2001',
                'M6A2003',
            ]),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/icons',
        publishedAt: '2025-10-08T10:00:00+08:00',
        hero: 'brand-icons-hero.jpg',
        tags: ['maison', 'watches'],
        title: L('经典之作', 'The Icons', 'Die Ikonen'),
        summary: L(
            '一枚正装表、一枚潜水表、一枚计时表：三款腕表讲述了莫尔沃的性格。',
            'A dress watch, a diver and a chronograph: three watches that tell the character of Morvaux.',
            'Eine Dresswatch, eine Taucheruhr und ein Chronograph: drei Uhren, die den Charakter von Morvaux erzählen.',
        ),
        blocks: [
            text(
                null,
                L(
                    '一百四十年来，莫尔沃制作过上千个型号，其中有三款始终被人们记起。它们分别诞生于二十世纪二十年代、六十年代初与六十年代末，今天依然在勒洛克制作。',
                    'In a hundred and forty years Morvaux has made more than a thousand models, and three of them are always remembered. They were born in the 1920s, the early 1960s and the late 1960s, and they are still made in Le Locle today.',
                    'In hundertvierzig Jahren hat Morvaux über tausend Modelle gebaut, und drei davon bleiben in Erinnerung. Sie entstanden in den 1920er-Jahren, Anfang und Ende der 1960er-Jahre und werden heute noch in Le Locle gefertigt.',
                ),
            ),
            list(null, null, [
                L(
                    '<a href="/about/icons/classic">经典：传承小秒针</a>，源自1926年的怀表。',
                    '<a href="/about/icons/classic">The classic: Heritage Petite Seconde</a>, from the pocket watch of 1926.',
                    '<a href="/about/icons/classic">Der Klassiker: Heritage Petite Seconde</a>, nach der Taschenuhr von 1926.',
                ),
                L(
                    '<a href="/about/icons/diver">潜水表：深海</a>，1961年首度潜入汝拉湖泊。',
                    '<a href="/about/icons/diver">The diver: Abysse</a>, first down in the Jura lakes in 1961.',
                    '<a href="/about/icons/diver">Die Taucheruhr: Abysse</a>, 1961 erstmals in den Jurasseen getaucht.',
                ),
                L(
                    '<a href="/about/icons/chronograph">计时表：疾速</a>，1967年驰骋阿尔卑斯拉力赛道。',
                    '<a href="/about/icons/chronograph">The chronograph: Vitesse</a>, on the Alpine rallies from 1967.',
                    '<a href="/about/icons/chronograph">Der Chronograph: Vitesse</a>, ab 1967 auf den Alpenrallyes.',
                ),
            ]),
            gallery([
                {
                    file: 'brand-icons-classic.jpg',
                    alt: L(
                        '传承小秒针的表盘',
                        'The dial of the Heritage Petite Seconde',
                        'Das Zifferblatt der Heritage Petite Seconde',
                    ),
                },
                {
                    file: 'brand-icons-diver-bezel.jpg',
                    alt: L('深海潜水表的表圈', 'The bezel of the Abysse diver', 'Die Lünette der Abysse'),
                },
                {
                    file: 'brand-icons-chronograph.jpg',
                    alt: L(
                        '疾速计时表的计时盘',
                        'The sub-dials of the Vitesse chronograph',
                        'Die Hilfszifferblätter des Vitesse-Chronographen',
                    ),
                },
            ]),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/icons/classic',
        publishedAt: '2025-10-08T10:05:00+08:00',
        hero: 'brand-icon-classic-dial-hero.jpg',
        tags: ['icons', 'heritage'],
        title: L('经典：传承小秒针', 'The Classic: Heritage Petite Seconde', 'Der Klassiker: Heritage Petite Seconde'),
        summary: L(
            '纤薄表壳、六点钟小秒针与手动上链机芯：一枚几乎一个世纪未曾改变比例的正装表。',
            'A slim case, small seconds at six and a hand-wound calibre: a dress watch whose proportions have barely changed in a century.',
            'Ein schlankes Gehäuse, kleine Sekunde bei sechs und ein Handaufzugskaliber: eine Dresswatch, deren Proportionen sich seit einem Jahrhundert kaum verändert haben.',
        ),
        blocks: [
            text(
                null,
                L(
                    '1926年，莫尔沃推出一款六点钟小秒针怀表。它的表盘留白宽阔，数字纤细，被勒洛克的钟表商称为“最安静的表盘”。六十年后，我们把同样的比例带到了腕间。',
                    'In 1926 Morvaux introduced a pocket watch with small seconds at six. Its dial had wide margins and slender numerals, and the watch dealers of Le Locle called it “the quietest dial”. Sixty years later we brought the same proportions to the wrist.',
                    '1926 stellte Morvaux eine Taschenuhr mit kleiner Sekunde bei sechs Uhr vor. Ihr Zifferblatt hatte breite Ränder und schlanke Ziffern, und die Uhrenhändler von Le Locle nannten es „das ruhigste Zifferblatt“. Sechzig Jahre später brachten wir dieselben Proportionen ans Handgelenk.',
                ),
                L(
                    '今天的传承小秒针提供38与40毫米两种尺寸，表壳有精钢、18K玫瑰金与18K黄金可选，搭配鳄鱼皮或小牛皮表带。',
                    'Today’s Heritage Petite Seconde comes in 38 and 40 mm, in stainless steel, 18k rose gold or 18k yellow gold, on an alligator or calfskin strap.',
                    'Die heutige Heritage Petite Seconde gibt es in 38 und 40 mm, aus Edelstahl, 18 Karat Roségold oder 18 Karat Gelbgold, an einem Alligator- oder Kalbslederarmband.',
                ),
            ),
            picture(
                'brand-icon-classic-dial.jpg',
                L('小秒针盘的特写', 'The small-seconds dial, close up', 'Die kleine Sekunde aus der Nähe'),
            ),
            products(L('传承系列', 'The Heritage collection', 'Die Heritage-Kollektion'), [
                'M0A1001',
                'M0A1002',
                'M0A1003',
                'M0A1004',
                'M0A1005',
                'M0A2002',
            ]),
            cta(L('浏览传承系列', 'Browse Heritage', 'Heritage ansehen'), '/watches/heritage'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/icons/diver',
        publishedAt: '2025-10-08T10:10:00+08:00',
        hero: 'brand-icon-diver-sea-hero.jpg',
        tags: ['icons', 'abysse'],
        title: L('潜水表：深海', 'The Diver: Abysse', 'Die Taucheruhr: Abysse'),
        summary: L(
            '从汝拉湖泊到千米深海：单向旋转表圈、旋入式表冠与在黑暗中依然清晰的夜光刻度。',
            'From the Jura lakes to a thousand metres down: a unidirectional bezel, a screw-down crown and markers that stay readable in the dark.',
            'Von den Jurasseen bis tausend Meter tief: eine einseitig drehbare Lünette, eine verschraubte Krone und Indizes, die auch im Dunkeln lesbar bleiben.',
        ),
        blocks: [
            text(
                null,
                L(
                    '1961年，纳沙泰尔湖的一支潜水俱乐部请莫尔沃制作一枚能在冰冷湖水中读时的腕表。第一款深海防水200米，表圈只能逆时针旋转——即使被意外碰动，显示的潜水时间也只会更长，而不会更短。',
                    'In 1961 a diving club on Lake Neuchâtel asked Morvaux for a watch that could be read in cold lake water. The first Abysse was water-resistant to 200 metres, and its bezel turned only anticlockwise: knocked by accident, it would show a longer dive, never a shorter one.',
                    '1961 bat ein Tauchclub am Neuenburgersee Morvaux um eine Uhr, die sich im kalten Seewasser ablesen lässt. Die erste Abysse war bis 200 Meter wasserdicht, und ihre Lünette drehte sich nur gegen den Uhrzeigersinn: Wird sie versehentlich verstellt, zeigt sie einen längeren Tauchgang, nie einen kürzeren.',
                ),
                L(
                    '今天的深海300防水300米，深海1000则为饱和潜水而设计，配备氦气排放阀，表壳采用5级钛金属或高科技陶瓷。',
                    'Today the Abysse 300 is water-resistant to 300 metres, and the Abysse 1000 is built for saturation diving, with a helium escape valve and a case of grade 5 titanium or high-tech ceramic.',
                    'Heute ist die Abysse 300 bis 300 Meter wasserdicht, und die Abysse 1000 ist für das Sättigungstauchen gebaut, mit Heliumventil und einem Gehäuse aus Titan Grad 5 oder Hightech-Keramik.',
                ),
            ),
            picture(
                'brand-icon-diver-sea.jpg',
                L('深海中的潜水表', 'A diver’s watch in deep water', 'Eine Taucheruhr in tiefem Wasser'),
            ),
            products(L('深海系列', 'The Abysse collection', 'Die Abysse-Kollektion'), [
                'M2A1001',
                'M2A1003',
                'M2A1005',
                'M2A2001',
                'M2A2002',
                'M2A2005',
            ]),
            cta(L('浏览深海系列', 'Browse Abysse', 'Abysse ansehen'), '/watches/abysse'),
        ],
    }),
    entry({
        kind: 'page',
        path: '/about/icons/chronograph',
        publishedAt: '2025-10-08T10:15:00+08:00',
        hero: 'brand-icon-chronograph-dial-hero.jpg',
        tags: ['icons', 'vitesse'],
        title: L('计时表：疾速', 'The Chronograph: Vitesse', 'Der Chronograph: Vitesse'),
        summary: L(
            '诞生于1960年代的山地拉力赛：导柱轮、垂直离合与表圈上的测速刻度。',
            'Born on the mountain rallies of the 1960s: a column wheel, a vertical clutch and a tachymeter on the bezel.',
            'Geboren auf den Bergrallyes der 1960er-Jahre: Schaltrad, vertikale Kupplung und ein Tachymeter auf der Lünette.',
        ),
        blocks: [
            text(
                null,
                L(
                    '1967年，一位勒洛克的车手带着一枚莫尔沃计时表参加阿尔卑斯拉力赛。他的领航员用它计算每一段赛程的平均速度。第二年，疾速系列正式问世，熊猫式计时盘与打孔皮革表带成为它的标志。',
                    'In 1967 a driver from Le Locle took a Morvaux chronograph to the Alpine rally, and his co-driver used it to work out the average speed of every stage. The Vitesse line followed the next year, with panda sub-dials and a perforated leather strap as its signature.',
                    '1967 nahm ein Fahrer aus Le Locle einen Morvaux-Chronographen zur Alpenrallye mit; sein Beifahrer errechnete damit die Durchschnittsgeschwindigkeit jeder Etappe. Im Jahr darauf folgte die Vitesse-Linie, mit Panda-Hilfszifferblättern und perforiertem Lederarmband als Markenzeichen.',
                ),
                L(
                    '今天的疾速计时表搭载自动上链计时机芯，导柱轮与垂直离合让每一次按压都清脆利落，起停之间秒针不会跳动。',
                    'Today’s Vitesse carries a self-winding chronograph calibre; its column wheel and vertical clutch make every push crisp, and the seconds hand never jumps when it starts or stops.',
                    'Die heutige Vitesse trägt ein automatisches Chronographenkaliber; Schaltrad und vertikale Kupplung machen jeden Druck präzise, und der Sekundenzeiger springt beim Start und Stopp nicht.',
                ),
            ),
            picture(
                'brand-icon-chronograph-dial.jpg',
                L(
                    '疾速计时表的表盘',
                    'The dial of a Vitesse chronograph',
                    'Das Zifferblatt eines Vitesse-Chronographen',
                ),
            ),
            products(L('疾速系列', 'The Vitesse collection', 'Die Vitesse-Kollektion'), [
                'M4A1001',
                'M4A1003',
                'M4A1005',
                'M4A2001',
                'M4A2003',
                'M4A2004',
            ]),
            cta(L('浏览疾速系列', 'Browse Vitesse', 'Vitesse ansehen'), '/watches/vitesse'),
        ],
    }),
];
