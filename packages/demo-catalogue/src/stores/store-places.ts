import type { OpeningSpan, WeeklyHours } from '@maison/shared';

import type { Localised } from '../catalogue.types';

/** A province or city code with its names. */
export interface Place {
    code: string;
    name: Localised;
}

const place = (code: string, zh: string, en: string, de = en): Place => ({ code, name: { zh, en, de } });

export const PROVINCES = {
    beijing: place('beijing', '北京市', 'Beijing', 'Peking'),
    shanghai: place('shanghai', '上海市', 'Shanghai'),
    guangdong: place('guangdong', '广东省', 'Guangdong'),
    sichuan: place('sichuan', '四川省', 'Sichuan'),
    zhejiang: place('zhejiang', '浙江省', 'Zhejiang'),
    jiangsu: place('jiangsu', '江苏省', 'Jiangsu'),
    hubei: place('hubei', '湖北省', 'Hubei'),
    shaanxi: place('shaanxi', '陕西省', 'Shaanxi'),
} as const;

export const CITIES = {
    beijing: place('beijing', '北京', 'Beijing', 'Peking'),
    shanghai: place('shanghai', '上海', 'Shanghai'),
    guangzhou: place('guangzhou', '广州', 'Guangzhou', 'Kanton'),
    shenzhen: place('shenzhen', '深圳', 'Shenzhen'),
    chengdu: place('chengdu', '成都', 'Chengdu'),
    hangzhou: place('hangzhou', '杭州', 'Hangzhou'),
    nanjing: place('nanjing', '南京', 'Nanjing', 'Nanking'),
    wuhan: place('wuhan', '武汉', 'Wuhan'),
    xian: place('xian', '西安', "Xi'an"),
} as const;

const span = (opens: string, closes: string): OpeningSpan => ({ opens, closes });

function week(weekdays: OpeningSpan | null, saturday = weekdays, sunday = saturday): WeeklyHours {
    return {
        monday: weekdays,
        tuesday: weekdays,
        wednesday: weekdays,
        thursday: weekdays,
        friday: weekdays,
        saturday,
        sunday,
    };
}

/** The malls' hours, every day. */
export const MALL_HOURS = week(span('10:00', '22:00'));
/** A mall that stays open until ten on Saturdays only. */
export const LATE_WEEKEND_HOURS = week(span('10:00', '21:30'), span('10:00', '22:00'), span('10:00', '21:30'));
/** A boutique that keeps shorter hours on Sundays. */
export const SHORT_SUNDAY_HOURS = week(span('10:00', '22:00'), span('10:00', '22:00'), span('11:00', '19:00'));
/** A street retailer closed on Mondays. */
export const CLOSED_MONDAY_HOURS: WeeklyHours = { ...week(span('10:00', '21:00')), monday: null };
