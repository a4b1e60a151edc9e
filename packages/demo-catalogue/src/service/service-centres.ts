import type { SeedServiceCentre } from './service-data.types';

const WEEKDAYS_9_18 = { zh: '周一至周五 9:00–18:00', en: 'Mon–Fri 9:00–18:00', de: 'Mo–Fr 9.00–18.00 Uhr' };
const WEEKDAYS_10_19_SAT = {
    zh: '周一至周六 10:00–19:00',
    en: 'Mon–Sat 10:00–19:00',
    de: 'Mo–Sa 10.00–19.00 Uhr',
};

/**
 * The demo service centres: the brand's own in China's largest cities and an authorised one,
 * then one in each market where a watch bought in China is serviced under the international
 * warranty. Addresses are made up; phone numbers use each country's reserved or fictional ranges.
 */
export const DEMO_SERVICE_CENTRES: SeedServiceCentre[] = [
    {
        countryCode: 'CN',
        kind: 'brand',
        name: { zh: '上海品牌服务中心', en: 'Shanghai Service Centre', de: 'Servicezentrum Shanghai' },
        city: { zh: '上海', en: 'Shanghai', de: 'Shanghai' },
        addressLine: {
            zh: '静安区南京西路1266号恒隆广场办公楼二座18层',
            en: '18F, Plaza 66 Tower 2, 1266 West Nanjing Road, Jing’an District',
            de: '18. OG, Plaza 66 Tower 2, West Nanjing Road 1266, Bezirk Jing’an',
        },
        hours: WEEKDAYS_10_19_SAT,
        phone: '+86 21 5000 0100',
        email: 'service.shanghai@example.cn',
    },
    {
        countryCode: 'CN',
        kind: 'brand',
        name: { zh: '北京品牌服务中心', en: 'Beijing Service Centre', de: 'Servicezentrum Peking' },
        city: { zh: '北京', en: 'Beijing', de: 'Peking' },
        addressLine: {
            zh: '朝阳区建国门外大街1号国贸写字楼一座22层',
            en: '22F, China World Office 1, 1 Jianguomenwai Avenue, Chaoyang District',
            de: '22. OG, China World Office 1, Jianguomenwai Avenue 1, Bezirk Chaoyang',
        },
        hours: WEEKDAYS_10_19_SAT,
        phone: '+86 10 5000 0200',
        email: 'service.beijing@example.cn',
    },
    {
        countryCode: 'CN',
        kind: 'authorised',
        name: { zh: '成都授权服务点', en: 'Chengdu Authorised Service Point', de: 'Autorisierter Service Chengdu' },
        city: { zh: '成都', en: 'Chengdu', de: 'Chengdu' },
        addressLine: {
            zh: '锦江区红星路三段1号国际金融中心二座9层',
            en: '9F, IFS Tower 2, 1 Hongxing Road Section 3, Jinjiang District',
            de: '9. OG, IFS Tower 2, Hongxing Road Abschnitt 3 Nr. 1, Bezirk Jinjiang',
        },
        hours: WEEKDAYS_9_18,
        phone: '+86 28 5000 0300',
        email: 'service.chengdu@example.cn',
    },
    {
        countryCode: 'CH',
        kind: 'brand',
        name: { zh: '瑞士制表工坊服务部', en: 'Manufacture Service Department', de: 'Kundendienst der Manufaktur' },
        city: { zh: '比尔', en: 'Biel/Bienne', de: 'Biel/Bienne' },
        addressLine: {
            zh: '中央路12号，2502 比尔',
            en: 'Rue Centrale 12, 2502 Biel/Bienne',
            de: 'Zentralstrasse 12, 2502 Biel/Bienne',
        },
        hours: WEEKDAYS_9_18,
        phone: '+41 32 000 12 00',
        email: 'service@example.ch',
    },
    {
        countryCode: 'HK',
        kind: 'brand',
        name: { zh: '香港品牌服务中心', en: 'Hong Kong Service Centre', de: 'Servicezentrum Hongkong' },
        city: { zh: '香港', en: 'Hong Kong', de: 'Hongkong' },
        addressLine: {
            zh: '中环皇后大道中15号置地广场公爵大厦20楼',
            en: '20/F, Edinburgh Tower, The Landmark, 15 Queen’s Road Central',
            de: '20. OG, Edinburgh Tower, The Landmark, 15 Queen’s Road Central',
        },
        hours: WEEKDAYS_10_19_SAT,
        phone: '+852 5000 0400',
        email: 'service.hk@example.hk',
    },
    {
        countryCode: 'JP',
        kind: 'brand',
        name: { zh: '东京品牌服务中心', en: 'Tokyo Service Centre', de: 'Servicezentrum Tokio' },
        city: { zh: '东京', en: 'Tokyo', de: 'Tokio' },
        addressLine: {
            zh: '中央区银座6-10-1 12层',
            en: '12F, 6-10-1 Ginza, Chuo-ku',
            de: '12. OG, 6-10-1 Ginza, Chuo-ku',
        },
        hours: WEEKDAYS_10_19_SAT,
        phone: '+81 3 0000 0500',
        email: 'service.tokyo@example.jp',
    },
    {
        countryCode: 'SG',
        kind: 'authorised',
        name: {
            zh: '新加坡授权服务点',
            en: 'Singapore Authorised Service Point',
            de: 'Autorisierter Service Singapur',
        },
        city: { zh: '新加坡', en: 'Singapore', de: 'Singapur' },
        addressLine: {
            zh: '乌节路391号义安城办公楼15层',
            en: '#15-01 Ngee Ann City Tower B, 391 Orchard Road',
            de: '#15-01 Ngee Ann City Tower B, 391 Orchard Road',
        },
        hours: WEEKDAYS_9_18,
        phone: '+65 6000 0600',
        email: 'service.sg@example.sg',
    },
    {
        countryCode: 'US',
        kind: 'brand',
        name: { zh: '纽约品牌服务中心', en: 'New York Service Centre', de: 'Servicezentrum New York' },
        city: { zh: '纽约', en: 'New York', de: 'New York' },
        addressLine: {
            zh: '第五大道712号，21层，纽约州 10019',
            en: '712 Fifth Avenue, 21st Floor, New York, NY 10019',
            de: '712 Fifth Avenue, 21. Stock, New York, NY 10019',
        },
        hours: WEEKDAYS_9_18,
        phone: '+1 212 555 0170',
        email: 'service.us@example.com',
    },
    {
        countryCode: 'DE',
        kind: 'authorised',
        name: { zh: '慕尼黑授权服务点', en: 'Munich Authorised Service Point', de: 'Autorisierter Service München' },
        city: { zh: '慕尼黑', en: 'Munich', de: 'München' },
        addressLine: {
            zh: '马克西米利安街10号，80539 慕尼黑',
            en: 'Maximilianstraße 10, 80539 Munich',
            de: 'Maximilianstraße 10, 80539 München',
        },
        hours: WEEKDAYS_9_18,
        phone: '+49 89 0000 0800',
        email: 'service.de@example.de',
    },
    {
        countryCode: 'FR',
        kind: 'brand',
        name: { zh: '巴黎品牌服务中心', en: 'Paris Service Centre', de: 'Servicezentrum Paris' },
        city: { zh: '巴黎', en: 'Paris', de: 'Paris' },
        addressLine: {
            zh: '和平街5号，75002 巴黎',
            en: '5 Rue de la Paix, 75002 Paris',
            de: '5 Rue de la Paix, 75002 Paris',
        },
        hours: WEEKDAYS_9_18,
        phone: '+33 1 00 00 09 00',
        email: 'service.fr@example.fr',
    },
    {
        countryCode: 'GB',
        kind: 'authorised',
        name: { zh: '伦敦授权服务点', en: 'London Authorised Service Point', de: 'Autorisierter Service London' },
        city: { zh: '伦敦', en: 'London', de: 'London' },
        addressLine: {
            zh: '新邦德街30号，伦敦 W1S 2RN',
            en: '30 New Bond Street, London W1S 2RN',
            de: '30 New Bond Street, London W1S 2RN',
        },
        hours: WEEKDAYS_9_18,
        phone: '+44 20 7946 0100',
        email: 'service.uk@example.co.uk',
    },
];
