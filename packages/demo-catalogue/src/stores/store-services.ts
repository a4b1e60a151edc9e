import type { SeedStoreService } from './store-data.types';

/** The services the demo stores offer on the spot; boutiques offer all, retailers some. */
export const DEMO_STORE_SERVICES: SeedStoreService[] = [
    {
        slug: 'strap-fitting',
        name: { zh: '表带更换与调节', en: 'Strap fitting', de: 'Armbandanpassung' },
        description: {
            zh: '为您更换表带或调节表链长度，当场完成。',
            en: 'A strap changed or a bracelet sized to your wrist while you wait.',
            de: 'Armband gewechselt oder Gliederband angepasst, während Sie warten.',
        },
    },
    {
        slug: 'engraving',
        name: { zh: '个性化镌刻', en: 'Engraving', de: 'Gravur' },
        description: {
            zh: '在表背或表扣镌刻姓名缩写、日期或短句。',
            en: 'Initials, a date or a few words engraved on the case back or clasp.',
            de: 'Initialen, ein Datum oder ein paar Worte auf Gehäuseboden oder Schließe graviert.',
        },
    },
    {
        slug: 'battery-replacement',
        name: { zh: '电池更换', en: 'Battery replacement', de: 'Batteriewechsel' },
        description: {
            zh: '为石英腕表更换原厂电池，并检查密封圈。',
            en: 'A quartz watch given a new battery from the manufacture, its seals checked.',
            de: 'Neue Originalbatterie für Quarzuhren, mit Prüfung der Dichtungen.',
        },
    },
    {
        slug: 'water-resistance-check',
        name: { zh: '防水性能检测', en: 'Water-resistance check', de: 'Wasserdichtigkeitsprüfung' },
        description: {
            zh: '使用专业设备检测腕表防水性能，约需二十分钟。',
            en: 'Your watch tested for water resistance on our equipment in about twenty minutes.',
            de: 'Prüfung der Wasserdichtigkeit Ihrer Uhr auf unserem Gerät, in etwa zwanzig Minuten.',
        },
    },
    {
        slug: 'polishing-advice',
        name: { zh: '抛光保养咨询', en: 'Polishing advice', de: 'Beratung zur Politur' },
        description: {
            zh: '腕表师评估表壳与表链状况，并建议是否需要抛光。',
            en: 'A watchmaker looks at case and bracelet and says whether polishing would help.',
            de: 'Ein Uhrmacher begutachtet Gehäuse und Band und rät, ob eine Politur sinnvoll ist.',
        },
    },
    {
        slug: 'watch-service-reception',
        name: { zh: '腕表送修受理', en: 'Service reception', de: 'Annahme zum Service' },
        description: {
            zh: '精品店接收您的腕表送修，寄往服务中心并在完成后通知您取表。',
            en: 'The boutique takes in your watch for service, sends it to the service centre and calls you when it is back.',
            de: 'Die Boutique nimmt Ihre Uhr zum Service an, sendet sie ans Servicezentrum und ruft Sie an, sobald sie zurück ist.',
        },
    },
    {
        slug: 'private-viewing',
        name: { zh: '私人鉴赏', en: 'Private viewing', de: 'Private Präsentation' },
        description: {
            zh: '在贵宾室中从容欣赏您感兴趣的系列。',
            en: 'The collections you wish to see, presented at leisure in a private salon.',
            de: 'Die Kollektionen Ihrer Wahl, in Ruhe in einem privaten Salon präsentiert.',
        },
    },
];
