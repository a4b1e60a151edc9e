import { L } from '../catalogue-words';
import type { SeedFaqEntry } from './service-data.types';

/** The service FAQ as the brand's client service would first publish it, by topic. */
export function demoFaq(): SeedFaqEntry[] {
    return [
        {
            topic: 'ordering',
            question: L(
                '如何在官方网店下单？',
                'How do I place an order in the online boutique?',
                'Wie bestelle ich in der Online-Boutique?',
            ),
            answer: L(
                '选择腕表或表带后点击“加入购物袋”，在购物袋中确认商品并前往结算，填写收货地址后使用支付宝或微信支付完成付款。订单确认后您将收到短信通知。',
                'Choose a watch or strap, add it to your bag, check the bag and go to checkout. Enter your delivery address and pay with Alipay or WeChat Pay. You receive a text message once the order is confirmed.',
                'Wählen Sie eine Uhr oder ein Armband, legen Sie es in die Einkaufstasche und gehen Sie zur Kasse. Geben Sie Ihre Lieferadresse an und zahlen Sie mit Alipay oder WeChat Pay. Nach der Bestätigung erhalten Sie eine SMS.',
            ),
        },
        {
            topic: 'ordering',
            question: L(
                '可以不注册会员直接购买吗？',
                'Can I buy without creating an account?',
                'Kann ich ohne Kundenkonto bestellen?',
            ),
            answer: L(
                '可以。以访客身份结算时，我们会通过短信验证码确认您的手机号码，之后您可凭订单号与手机号码查询订单。',
                'Yes. As a guest you confirm your mobile number with a text-message code, and can later look up the order with its number and your mobile.',
                'Ja. Als Gast bestätigen Sie Ihre Mobilnummer mit einem SMS-Code und können die Bestellung später mit Bestellnummer und Mobilnummer abrufen.',
            ),
        },
        {
            topic: 'ordering',
            question: L(
                '可以开具发票吗？',
                'Can I receive an invoice (fapiao)?',
                'Erhalte ich eine Rechnung (Fapiao)?',
            ),
            answer: L(
                '可以。每笔订单均可开具增值税电子普通发票，请在结算时填写抬头与税号，发票将在发货后发送至您的邮箱。',
                'Yes. Every order can carry an electronic VAT invoice: give the title and tax number at checkout and the fapiao is e-mailed once the order ships.',
                'Ja. Zu jeder Bestellung gibt es eine elektronische Mehrwertsteuerrechnung: Geben Sie an der Kasse Titel und Steuernummer an; die Fapiao wird nach dem Versand per E-Mail geschickt.',
            ),
        },
        {
            topic: 'shipping',
            question: L('订单多久可以送达？', 'How long does delivery take?', 'Wie lange dauert die Lieferung?'),
            answer: L(
                '现货商品在付款后1个工作日内发出，中国大陆主要城市通常1至3天送达，偏远地区可能需要5天。',
                'Watches in stock leave within one working day of payment and usually reach major cities in mainland China in one to three days; remote areas may take five.',
                'Vorrätige Uhren verlassen uns innerhalb eines Werktags nach Zahlung und erreichen die großen Städte Festlandchinas meist in ein bis drei Tagen; entlegene Regionen bis zu fünf.',
            ),
        },
        {
            topic: 'shipping',
            question: L(
                '配送是否收费？包裹有保险吗？',
                'Is delivery free, and is the parcel insured?',
                'Ist der Versand kostenlos und versichert?',
            ),
            answer: L(
                '中国大陆境内全部订单免费配送，包裹全程保价，由快递员当面交付并需本人签收。',
                'Delivery within mainland China is free for every order. Each parcel is fully insured and handed over in person against your signature.',
                'Der Versand innerhalb Festlandchinas ist für jede Bestellung kostenlos. Jedes Paket ist voll versichert und wird persönlich gegen Unterschrift übergeben.',
            ),
        },
        {
            topic: 'shipping',
            question: L(
                '可以寄往港澳台或海外吗？',
                'Do you deliver to Hong Kong, Macao, Taiwan or abroad?',
                'Liefern Sie nach Hongkong, Macau, Taiwan oder ins Ausland?',
            ),
            answer: L(
                '本网店仅配送至中国大陆地址。其他地区的顾客请联系当地的品牌精品店。',
                'This online boutique delivers to addresses in mainland China only. Clients elsewhere are welcome at the brand’s boutiques in their region.',
                'Diese Online-Boutique liefert nur an Adressen in Festlandchina. Kundinnen und Kunden anderswo sind in den Boutiquen ihrer Region willkommen.',
            ),
        },
        {
            topic: 'service',
            question: L(
                '腕表多久需要保养一次？',
                'How often does my watch need a service?',
                'Wie oft braucht meine Uhr einen Service?',
            ),
            answer: L(
                '我们建议机械腕表每5至7年进行一次全面保养，石英腕表在更换电池时一并检查。若走时明显偏差、动力储存缩短或表镜起雾，请尽早送修。',
                'We recommend a full service every five to seven years for a mechanical watch; a quartz watch is checked whenever its battery is changed. If it gains or loses noticeably, runs down sooner or fogs up, bring it in early.',
                'Wir empfehlen für eine mechanische Uhr alle fünf bis sieben Jahre einen Komplettservice; eine Quarzuhr wird bei jedem Batteriewechsel geprüft. Geht sie deutlich vor oder nach, läuft sie kürzer oder beschlägt das Glas, bringen Sie sie früher.',
            ),
        },
        {
            topic: 'service',
            question: L(
                '全面保养包括哪些内容？',
                'What does a full service include?',
                'Was umfasst ein Komplettservice?',
            ),
            answer: L(
                '制表师将机芯完全拆解、清洗、更换磨损零件并重新上油组装，随后校准走时、更换全部密封圈并进行防水测试，表壳与表链可按您的意愿抛光。保养后享有两年保修。',
                'The watchmaker takes the movement apart, cleans it, replaces worn parts, oils and reassembles it, then regulates it, renews every gasket and tests water resistance. Case and bracelet are polished if you wish. The work carries a two-year warranty.',
                'Der Uhrmacher zerlegt das Werk, reinigt es, ersetzt verschlissene Teile, ölt und montiert es, reguliert es, erneuert alle Dichtungen und prüft die Wasserdichtheit. Gehäuse und Band werden auf Wunsch poliert. Auf die Arbeit gewähren wir zwei Jahre Garantie.',
            ),
        },
        {
            topic: 'service',
            question: L('保养需要多长时间？', 'How long does a service take?', 'Wie lange dauert ein Service?'),
            answer: L(
                '全面保养通常需要6至8周，更换电池或防水测试可在精品店当场完成。报价确认后，我们会告知预计完成日期。',
                'A full service usually takes six to eight weeks; a battery change or water-resistance test can be done while you wait at a boutique. Once you accept the quote we tell you the expected date.',
                'Ein Komplettservice dauert meist sechs bis acht Wochen; Batteriewechsel oder Dichtheitsprüfung erledigt eine Boutique, während Sie warten. Nach Ihrer Zusage zum Kostenvoranschlag nennen wir Ihnen das voraussichtliche Datum.',
            ),
        },
        {
            topic: 'service',
            question: L(
                '价格表上的价格是最终价格吗？',
                'Are the listed service prices final?',
                'Sind die angegebenen Servicepreise endgültig?',
            ),
            answer: L(
                '价格表列出的是标准工序的价格。制表师检查腕表后会出具书面报价，如需更换表盘、指针或表镜等零件，将事先征得您的同意。',
                'The table gives the price of each standard operation. After examining your watch the watchmaker sends a written quote; parts such as a dial, hands or crystal are replaced only with your consent.',
                'Die Tabelle nennt den Preis jeder Standardarbeit. Nach der Prüfung Ihrer Uhr erhalten Sie einen schriftlichen Kostenvoranschlag; Teile wie Zifferblatt, Zeiger oder Glas werden nur mit Ihrer Zustimmung ersetzt.',
            ),
        },
        {
            topic: 'warranty',
            question: L(
                '新表的保修期有多长？',
                'How long is a new watch under warranty?',
                'Wie lange gilt die Garantie einer neuen Uhr?',
            ),
            answer: L(
                '在官方网店或授权零售商购买的腕表享有五年国际保修，自购买之日起计算，涵盖材料与工艺缺陷。',
                'A watch bought in the online boutique or from an authorised retailer carries a five-year international warranty from the day of purchase, covering defects of material and workmanship.',
                'Eine in der Online-Boutique oder bei einem Konzessionär gekaufte Uhr hat ab Kaufdatum fünf Jahre internationale Garantie auf Material- und Verarbeitungsfehler.',
            ),
        },
        {
            topic: 'warranty',
            question: L(
                '哪些情况不在保修范围内？',
                'What does the warranty not cover?',
                'Was deckt die Garantie nicht ab?',
            ),
            answer: L(
                '正常磨损（如表带、表镜划痕）、意外撞击、不当使用，以及由非授权服务中心拆修造成的损坏不在保修范围内。',
                'Normal wear (straps, scratches on the crystal), knocks, misuse, and damage from work by a service centre we have not authorised are not covered.',
                'Normale Abnutzung (Armbänder, Kratzer am Glas), Stöße, unsachgemäßer Gebrauch und Schäden durch nicht autorisierte Werkstätten sind nicht gedeckt.',
            ),
        },
        {
            topic: 'warranty',
            question: L(
                '保修卡丢失了怎么办？',
                'I have lost my warranty card. What now?',
                'Ich habe meine Garantiekarte verloren. Was nun?',
            ),
            answer: L(
                '每只腕表的保修信息均按表壳编号登记。请携带购买凭证前往精品店或联系客户服务，我们可为您查询并补发电子保修卡。',
                'Each watch’s warranty is registered under its case number. Bring proof of purchase to a boutique or contact client service and we will find it and issue an electronic card.',
                'Die Garantie jeder Uhr ist unter ihrer Gehäusenummer registriert. Bringen Sie den Kaufbeleg in eine Boutique oder kontaktieren Sie den Kundenservice; wir stellen eine elektronische Karte aus.',
            ),
        },
        {
            topic: 'straps',
            question: L(
                '如何选择适合我腕表的表带？',
                'Which strap fits my watch?',
                'Welches Armband passt zu meiner Uhr?',
            ),
            answer: L(
                '表带宽度须与表耳宽度一致。每只腕表的商品页均注明表耳宽度，表带页面也只显示适配的尺寸。',
                'The strap’s width must match the watch’s lug width. Every watch page states its lug width, and strap pages offer the sizes that fit.',
                'Die Breite des Armbands muss dem Bandanstoß der Uhr entsprechen. Jede Uhrenseite nennt den Bandanstoß, die Armbandseiten bieten die passenden Größen an.',
            ),
        },
        {
            topic: 'straps',
            question: L(
                '可以在精品店免费更换表带吗？',
                'Will a boutique fit my new strap?',
                'Montiert eine Boutique mein neues Armband?',
            ),
            answer: L(
                '在本网店购买的表带可在任一精品店免费安装，请预约到店。其他表带的安装按价格表中“表带安装”的价格收费。',
                'A strap bought in this online boutique is fitted free of charge at any boutique; book an appointment. Fitting any other strap costs the strap-fitting price in the table.',
                'Ein in dieser Online-Boutique gekauftes Armband wird in jeder Boutique kostenlos montiert; vereinbaren Sie einen Termin. Andere Armbänder kosten den Preis für die Armbandmontage in der Tabelle.',
            ),
        },
        {
            topic: 'straps',
            question: L(
                '真皮表带如何保养？',
                'How do I look after a leather strap?',
                'Wie pflege ich ein Lederarmband?',
            ),
            answer: L(
                '避免接触水、香水与防晒霜，出汗后用干布轻拭，并让表带自然风干。鳄鱼皮表带建议每年至少休息佩戴一段时间。',
                'Keep it away from water, perfume and sun cream, wipe it with a dry cloth after sweating and let it dry naturally. Give an alligator strap a rest now and then.',
                'Halten Sie es von Wasser, Parfüm und Sonnencreme fern, wischen Sie es nach dem Schwitzen trocken ab und lassen Sie es an der Luft trocknen. Gönnen Sie einem Alligatorband gelegentlich eine Pause.',
            ),
        },
        {
            topic: 'care',
            question: L('我的腕表可以戴着游泳吗？', 'Can I swim with my watch?', 'Kann ich mit meiner Uhr schwimmen?'),
            answer: L(
                '防水100米及以上的腕表可用于游泳，潜水表可用于潜水。入水前请确认表冠已旋紧，切勿在水中操作表冠或按钮。桑拿与热水浴会损伤密封圈。',
                'Watches water-resistant to 100 m or more may be worn swimming, divers’ watches diving. Screw the crown down first and never use crown or pushers under water. Saunas and hot baths harm the gaskets.',
                'Uhren ab 100 m Wasserdichtheit dürfen zum Schwimmen getragen werden, Taucheruhren zum Tauchen. Schrauben Sie zuvor die Krone fest und bedienen Sie Krone und Drücker nie unter Wasser. Sauna und heiße Bäder schaden den Dichtungen.',
            ),
        },
        {
            topic: 'care',
            question: L(
                '手动上链腕表应该如何上链？',
                'How should I wind a hand-wound watch?',
                'Wie ziehe ich eine Handaufzugsuhr auf?',
            ),
            answer: L(
                '每天在同一时间，将表冠顺时针转动约30圈，感到阻力即停止。请在摘下腕表后上链，避免表冠受到侧向压力。',
                'Turn the crown clockwise about thirty times at the same hour each day and stop when you feel resistance. Wind it off the wrist so the crown takes no sideways strain.',
                'Drehen Sie die Krone täglich zur gleichen Zeit etwa dreißigmal im Uhrzeigersinn und hören Sie beim ersten Widerstand auf. Ziehen Sie die Uhr abgenommen auf, damit die Krone nicht seitlich belastet wird.',
            ),
        },
        {
            topic: 'care',
            question: L(
                '腕表靠近手机或音箱会受影响吗？',
                'Do phones and speakers affect my watch?',
                'Beeinflussen Handys und Lautsprecher meine Uhr?',
            ),
            answer: L(
                '强磁场可能使游丝磁化，导致走时明显加快。请避免将腕表放在音箱、笔记本电脑磁吸处或手提包磁扣旁。精品店可免费为您消磁。',
                'A strong magnetic field can magnetise the hairspring, making the watch gain noticeably. Keep it away from speakers, laptop magnets and handbag clasps. Any boutique demagnetises a watch free of charge.',
                'Ein starkes Magnetfeld kann die Spirale magnetisieren, sodass die Uhr deutlich vorgeht. Halten Sie sie von Lautsprechern, Laptop-Magneten und Taschenverschlüssen fern. Jede Boutique entmagnetisiert kostenlos.',
            ),
        },
        {
            topic: 'care',
            question: L(
                '如何清洁表壳与金属表链？',
                'How do I clean the case and bracelet?',
                'Wie reinige ich Gehäuse und Metallband?',
            ),
            answer: L(
                '确认表冠已旋紧后，可用软毛刷蘸温和肥皂水清洁金属表链，再用清水冲洗并以软布擦干。贵金属表壳请仅用干燥的超细纤维布擦拭。',
                'With the crown screwed down, brush a metal bracelet with mild soapy water, rinse it with clean water and dry it with a soft cloth. Wipe a precious-metal case with a dry microfibre cloth only.',
                'Bei verschraubter Krone bürsten Sie ein Metallband mit milder Seifenlauge, spülen es mit klarem Wasser und trocknen es mit einem weichen Tuch. Gehäuse aus Edelmetall nur mit einem trockenen Mikrofasertuch abwischen.',
            ),
        },
    ];
}
