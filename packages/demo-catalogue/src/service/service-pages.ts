/** The service section's prose the CMS holds: the international warranty (issue 33). */
import { WARRANTY_YEARS } from '@maison/shared';

import { cta, entry, L, list, text } from '../content/content-authoring';
import type { DemoContentEntry } from '../content/content-data.types';

const years = String(WARRANTY_YEARS);

export const servicePageEntries: DemoContentEntry[] = [
    entry({
        kind: 'page',
        path: '/service/international-warranty',
        publishedAt: '2026-11-01T10:00:00+08:00',
        tags: ['service'],
        title: L('国际保修', 'International warranty', 'Internationale Garantie'),
        summary: L(
            `每一枚莫尔沃腕表自购买之日起享有${years}年国际保修，在全球各地的品牌服务中心和授权服务点均可享受。`,
            `Every Morvaux watch carries a ${years}-year international warranty from the day of purchase, honoured at our service centres and authorised service points around the world.`,
            `Jede Morvaux hat ab dem Kaufdatum ${years} Jahre internationale Garantie, die unsere Servicezentren und autorisierten Servicestellen weltweit einlösen.`,
        ),
        blocks: [
            text(
                L('保修范围', 'What the warranty covers', 'Was die Garantie umfasst'),
                L(
                    `自您在莫尔沃精品店、官方网上商店或授权零售商处购买腕表之日起${years}年内，我们免费修复因材料或制造缺陷导致的任何故障，包括更换有缺陷的零件以及必要的人工。`,
                    `For ${years} years from the day you buy your watch at a Morvaux boutique, our online shop or an authorised retailer, we repair free of charge any fault caused by a defect in materials or workmanship, including the parts replaced and the work it takes.`,
                    `${years} Jahre lang ab dem Tag, an dem Sie Ihre Uhr in einer Morvaux-Boutique, unserem Online-Shop oder bei einem autorisierten Händler kaufen, beheben wir kostenlos jeden Fehler, der auf einen Material- oder Verarbeitungsmangel zurückgeht, einschließlich der ersetzten Teile und der Arbeit.`,
                ),
                L(
                    '保修随腕表转移：若腕表被赠送或转让，新主人在剩余保修期内同样享有保修。',
                    'The warranty follows the watch: if it is given or sold on, the new owner enjoys the rest of the warranty period.',
                    'Die Garantie folgt der Uhr: Wird sie verschenkt oder weiterverkauft, genießt der neue Besitzer die verbleibende Garantiezeit.',
                ),
            ),
            list(L('不在保修范围内', 'What it does not cover', 'Was sie nicht umfasst'), null, [
                L(
                    '正常磨损与老化，例如表带、表链、表镜及表壳的划痕；',
                    'Normal wear and ageing, such as scratches on straps, bracelets, crystals and cases;',
                    'Normale Abnutzung und Alterung, etwa Kratzer an Armbändern, Gliederbändern, Gläsern und Gehäusen;',
                ),
                L(
                    '意外、撞击、不当使用或未遵守使用说明书所造成的损坏；',
                    'Damage from accidents, knocks, misuse or not following the user manual;',
                    'Schäden durch Unfälle, Stöße, unsachgemäßen Gebrauch oder Nichtbeachtung der Bedienungsanleitung;',
                ),
                L(
                    '非品牌服务中心或授权服务点人员拆开、维修或改装过的腕表；',
                    'A watch opened, repaired or altered by anyone other than our service centres or authorised service points;',
                    'Eine Uhr, die von jemand anderem als unseren Servicezentren oder autorisierten Servicestellen geöffnet, repariert oder verändert wurde;',
                ),
                L(
                    '石英腕表的电池，以及皮革和织物表带。',
                    'The battery of a quartz watch, and leather and fabric straps.',
                    'Die Batterie einer Quarzuhr sowie Leder- und Textilarmbänder.',
                ),
            ]),
            list(L('在海外申请保修', 'How to claim abroad', 'Garantie im Ausland in Anspruch nehmen'), null, [
                L(
                    '将腕表连同填写完整的保修卡（或官方网上商店的订单确认）送至下方任一服务中心或授权服务点；',
                    'Bring the watch with its completed warranty card (or the order confirmation of our online shop) to any service centre or authorised service point below;',
                    'Bringen Sie die Uhr mit der ausgefüllten Garantiekarte (oder der Bestellbestätigung unseres Online-Shops) zu einem der unten genannten Servicezentren oder einer autorisierten Servicestelle;',
                ),
                L(
                    '服务中心检查腕表并告知您维修内容和所需时间；保修范围内的维修不收取任何费用；',
                    'The centre examines the watch and tells you what it will do and how long it takes; a repair under warranty costs you nothing;',
                    'Das Zentrum prüft die Uhr und sagt Ihnen, was es tun wird und wie lange es dauert; eine Reparatur unter Garantie kostet Sie nichts;',
                ),
                L(
                    '维修后的腕表就地归还，或按您的意愿寄往您所在的地址。',
                    'The watch is returned to you there, or sent to an address of your choice.',
                    'Sie erhalten die Uhr dort zurück oder an eine Adresse Ihrer Wahl.',
                ),
            ]),
            cta(
                L('查看全部服务中心', 'See every service centre', 'Alle Servicezentren ansehen'),
                '/service/centers/countries',
            ),
        ],
    }),
];
