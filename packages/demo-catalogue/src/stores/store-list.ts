import type { StoreType, WeeklyHours } from '@maison/shared';

import type { Localised } from '../catalogue.types';
import {
    CITIES,
    CLOSED_MONDAY_HOURS,
    LATE_WEEKEND_HOURS,
    MALL_HOURS,
    type Place,
    PROVINCES,
    SHORT_SUNDAY_HOURS,
} from './store-places';
import type { SeedStore } from './store-data.types';

const ALL_SERVICES = [
    'strap-fitting',
    'engraving',
    'battery-replacement',
    'water-resistance-check',
    'polishing-advice',
    'private-viewing',
    'watch-service-reception',
];
const RETAILER_SERVICES = ['strap-fitting', 'battery-replacement', 'water-resistance-check'];

interface StoreLine {
    slug: string;
    type: StoreType;
    province: Place;
    city: Place;
    district: Localised;
    /** The mall's name, which the store's name and description follow. */
    mall: Localised;
    addressLine: Localised;
    latitude: number;
    longitude: number;
    phone: string;
    hours?: WeeklyHours;
    services?: string[];
}

const l = (zh: string, en: string, de = en): Localised => ({ zh, en, de });

function store(line: StoreLine): SeedStore {
    const boutique = line.type === 'boutique';
    return {
        slug: line.slug,
        type: line.type,
        provinceCode: line.province.code,
        province: line.province.name,
        cityCode: line.city.code,
        city: line.city.name,
        district: line.district,
        name: boutique
            ? l(
                  `${withCity(line.city.name.zh, line.mall.zh)}精品店`,
                  `${line.mall.en} Boutique`,
                  `Boutique ${line.mall.de}`,
              )
            : l(
                  `${line.mall.zh}授权零售商`,
                  `${line.mall.en}, authorised retailer`,
                  `${line.mall.de}, autorisierter Fachhändler`,
              ),
        addressLine: line.addressLine,
        description: boutique
            ? l(
                  `位于${line.mall.zh}的品牌精品店，陈列全系列腕表与表带，并设有腕表师工作台。`,
                  `The brand's boutique at ${line.mall.en}, with every collection, our straps and a watchmaker's bench.`,
                  `Die Boutique der Marke im ${line.mall.de}, mit allen Kollektionen, unseren Armbändern und einer Uhrmacherwerkbank.`,
              )
            : l(
                  `${line.mall.zh}的授权零售商，提供品牌精选腕表及基础售后服务。`,
                  `An authorised retailer at ${line.mall.en}, with a selection of our watches and everyday care.`,
                  `Ein autorisierter Fachhändler im ${line.mall.de}, mit einer Auswahl unserer Uhren und der alltäglichen Pflege.`,
              ),
        latitude: line.latitude,
        longitude: line.longitude,
        phone: line.phone,
        email: `${line.slug}@stores.example.cn`,
        openingHours: line.hours ?? MALL_HOURS,
        serviceSlugs: line.services ?? (boutique ? ALL_SERVICES : RETAILER_SERVICES),
        takesAppointments: boutique,
        slotMinutes: 30,
        slotCapacity: boutique ? 2 : 1,
    };
}

/** Fourteen stores in nine cities; coordinates are GCJ-02 points of the malls, as AMap shows them. */

/** A boutique is named after its city and mall, once: 西安SKP already names Xi'an. */
const withCity = (city: string, mall: string) => (mall.startsWith(city) ? mall : `${city}${mall}`);
export const DEMO_STORE_LIST: SeedStore[] = [
    store({
        slug: 'beijing-skp',
        type: 'boutique',
        province: PROVINCES.beijing,
        city: CITIES.beijing,
        district: l('朝阳区', 'Chaoyang'),
        mall: l('SKP', 'SKP Beijing', 'SKP Peking'),
        addressLine: l(
            '建国路87号 北京SKP 一层',
            'SKP, 87 Jianguo Road, ground floor',
            'SKP, Jianguo Road 87, Erdgeschoss',
        ),
        latitude: 39.9097,
        longitude: 116.4811,
        phone: '010-6530 1886',
        hours: SHORT_SUNDAY_HOURS,
    }),
    store({
        slug: 'beijing-wangfujing',
        type: 'retailer',
        province: PROVINCES.beijing,
        city: CITIES.beijing,
        district: l('东城区', 'Dongcheng'),
        mall: l('王府井百货', 'Wangfujing Department Store', 'Kaufhaus Wangfujing'),
        addressLine: l(
            '王府井大街255号 一层',
            '255 Wangfujing Street, ground floor',
            'Wangfujing Street 255, Erdgeschoss',
        ),
        latitude: 39.9146,
        longitude: 116.4112,
        phone: '010-6512 6677',
    }),
    store({
        slug: 'shanghai-plaza-66',
        type: 'boutique',
        province: PROVINCES.shanghai,
        city: CITIES.shanghai,
        district: l('静安区', "Jing'an"),
        mall: l('恒隆广场', 'Plaza 66'),
        addressLine: l(
            '南京西路1266号 恒隆广场 一层',
            'Plaza 66, 1266 West Nanjing Road, ground floor',
            'Plaza 66, West Nanjing Road 1266, Erdgeschoss',
        ),
        latitude: 31.2272,
        longitude: 121.4545,
        phone: '021-6288 1886',
    }),
    store({
        slug: 'shanghai-ifc',
        type: 'boutique',
        province: PROVINCES.shanghai,
        city: CITIES.shanghai,
        district: l('浦东新区', 'Pudong'),
        mall: l('国金中心商场', 'IFC Mall', 'IFC Mall'),
        addressLine: l(
            '世纪大道8号 上海国金中心商场 二层',
            'IFC Mall, 8 Century Avenue, level 2',
            'IFC Mall, Century Avenue 8, 2. Etage',
        ),
        latitude: 31.2367,
        longitude: 121.502,
        phone: '021-5012 1886',
    }),
    store({
        slug: 'shanghai-huaihai',
        type: 'retailer',
        province: PROVINCES.shanghai,
        city: CITIES.shanghai,
        district: l('黄浦区', 'Huangpu'),
        mall: l('淮海中路钟表行', 'Huaihai Road Watch Gallery', 'Uhrengalerie Huaihai Road'),
        addressLine: l('淮海中路755号', '755 Middle Huaihai Road', 'Middle Huaihai Road 755'),
        latitude: 31.2196,
        longitude: 121.4633,
        phone: '400-820 1886',
        hours: CLOSED_MONDAY_HOURS,
    }),
    store({
        slug: 'guangzhou-taikoo-hui',
        type: 'boutique',
        province: PROVINCES.guangdong,
        city: CITIES.guangzhou,
        district: l('天河区', 'Tianhe'),
        mall: l('太古汇', 'Taikoo Hui'),
        addressLine: l(
            '天河路383号 太古汇 一层',
            'Taikoo Hui, 383 Tianhe Road, ground floor',
            'Taikoo Hui, Tianhe Road 383, Erdgeschoss',
        ),
        latitude: 23.1339,
        longitude: 113.3321,
        phone: '020-3868 1886',
    }),
    store({
        slug: 'shenzhen-mixc',
        type: 'boutique',
        province: PROVINCES.guangdong,
        city: CITIES.shenzhen,
        district: l('罗湖区', 'Luohu'),
        mall: l('万象城', 'The MixC'),
        addressLine: l(
            '宝安南路1881号 华润万象城 一层',
            'The MixC, 1881 South Bao’an Road, ground floor',
            'The MixC, South Bao’an Road 1881, Erdgeschoss',
        ),
        latitude: 22.5409,
        longitude: 114.1107,
        phone: '0755-8266 1886',
        hours: LATE_WEEKEND_HOURS,
    }),
    store({
        slug: 'shenzhen-coco-park',
        type: 'retailer',
        province: PROVINCES.guangdong,
        city: CITIES.shenzhen,
        district: l('福田区', 'Futian'),
        mall: l('星河COCO Park', 'COCO Park'),
        addressLine: l(
            '福华三路268号 星河COCO Park 一层',
            'COCO Park, 268 Fuhua 3rd Road, ground floor',
            'COCO Park, Fuhua 3rd Road 268, Erdgeschoss',
        ),
        latitude: 22.5335,
        longitude: 114.0557,
        phone: '0755-8286 7788',
    }),
    store({
        slug: 'chengdu-taikoo-li',
        type: 'boutique',
        province: PROVINCES.sichuan,
        city: CITIES.chengdu,
        district: l('锦江区', 'Jinjiang'),
        mall: l('远洋太古里', 'Sino-Ocean Taikoo Li'),
        addressLine: l(
            '中纱帽街8号 远洋太古里',
            'Sino-Ocean Taikoo Li, 8 Zhongshamao Street',
            'Sino-Ocean Taikoo Li, Zhongshamao Street 8',
        ),
        latitude: 30.6537,
        longitude: 104.0833,
        phone: '028-8666 1886',
    }),
    store({
        slug: 'chengdu-ifs',
        type: 'retailer',
        province: PROVINCES.sichuan,
        city: CITIES.chengdu,
        district: l('锦江区', 'Jinjiang'),
        mall: l('成都国际金融中心', 'Chengdu IFS'),
        addressLine: l(
            '红星路三段1号 成都IFS 二层',
            'Chengdu IFS, 1 Hongxing Road Section 3, level 2',
            'Chengdu IFS, Hongxing Road Abschnitt 3 Nr. 1, 2. Etage',
        ),
        latitude: 30.6575,
        longitude: 104.0817,
        phone: '028-8620 5566',
    }),
    store({
        slug: 'hangzhou-in77',
        type: 'boutique',
        province: PROVINCES.zhejiang,
        city: CITIES.hangzhou,
        district: l('上城区', 'Shangcheng'),
        mall: l('湖滨银泰in77', 'Hubin Yintai in77'),
        addressLine: l(
            '东坡路7号 湖滨银泰in77 B区一层',
            'Hubin Yintai in77, 7 Dongpo Road, zone B, ground floor',
            'Hubin Yintai in77, Dongpo Road 7, Bereich B, Erdgeschoss',
        ),
        latitude: 30.2577,
        longitude: 120.1645,
        phone: '0571-8701 1886',
    }),
    store({
        slug: 'hangzhou-tower',
        type: 'retailer',
        province: PROVINCES.zhejiang,
        city: CITIES.hangzhou,
        district: l('拱墅区', 'Gongshu'),
        mall: l('杭州大厦', 'Hangzhou Tower'),
        addressLine: l(
            '武林广场1号 杭州大厦 A座一层',
            'Hangzhou Tower, 1 Wulin Square, building A, ground floor',
            'Hangzhou Tower, Wulin Square 1, Gebäude A, Erdgeschoss',
        ),
        latitude: 30.2763,
        longitude: 120.1639,
        phone: '0571-8515 8899',
    }),
    store({
        slug: 'nanjing-deji',
        type: 'boutique',
        province: PROVINCES.jiangsu,
        city: CITIES.nanjing,
        district: l('玄武区', 'Xuanwu'),
        mall: l('德基广场', 'Deji Plaza'),
        addressLine: l(
            '中山路18号 德基广场二期 一层',
            'Deji Plaza phase II, 18 Zhongshan Road, ground floor',
            'Deji Plaza Phase II, Zhongshan Road 18, Erdgeschoss',
        ),
        latitude: 32.0437,
        longitude: 118.7847,
        phone: '025-8476 1886',
    }),
    store({
        slug: 'wuhan-international-plaza',
        type: 'retailer',
        province: PROVINCES.hubei,
        city: CITIES.wuhan,
        district: l('江汉区', 'Jianghan'),
        mall: l('武汉国际广场', 'Wuhan International Plaza'),
        addressLine: l(
            '解放大道690号 武汉国际广场 一层',
            'Wuhan International Plaza, 690 Jiefang Avenue, ground floor',
            'Wuhan International Plaza, Jiefang Avenue 690, Erdgeschoss',
        ),
        latitude: 30.5836,
        longitude: 114.2715,
        phone: '027-8571 3366',
    }),
    store({
        slug: 'xian-skp',
        type: 'boutique',
        province: PROVINCES.shaanxi,
        city: CITIES.xian,
        district: l('雁塔区', 'Yanta'),
        mall: l('西安SKP', "SKP Xi'an"),
        addressLine: l(
            '长安北路261号 西安SKP 一层',
            "SKP Xi'an, 261 North Chang'an Road, ground floor",
            "SKP Xi'an, North Chang'an Road 261, Erdgeschoss",
        ),
        latitude: 34.2323,
        longitude: 108.9473,
        phone: '029-8866 1886',
    }),
];
