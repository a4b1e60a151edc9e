import { describe, expect, it } from 'vitest';

import {
    fileSizeLabel,
    orderServiceCountries,
    serviceCountryCode,
    serviceCountrySegment,
    telHref,
} from './service-centres.js';

describe('serviceCountryCode', () => {
    it('keeps one upper-case form whatever the case given', () => {
        expect(serviceCountryCode('cn')).toBe('CN');
        expect(serviceCountryCode(' Ch ')).toBe('CH');
        expect(serviceCountrySegment('CH')).toBe('ch');
    });

    it('refuses what cannot be an alpha-2 code', () => {
        for (const text of ['', 'c', 'chn', 'c1', '中国', null, undefined]) expect(serviceCountryCode(text)).toBeNull();
    });
});

describe('orderServiceCountries', () => {
    it('puts China first, then the rest by name in the reader language', () => {
        const countries = [
            { code: 'JP', name: 'Japan' },
            { code: 'CH', name: 'Switzerland' },
            { code: 'CN', name: 'China' },
            { code: 'DE', name: 'Germany' },
        ];
        expect(orderServiceCountries(countries, 'en').map((c) => c.code)).toEqual(['CN', 'DE', 'JP', 'CH']);
    });
});

describe('telHref', () => {
    it('keeps the plus and the digits only', () => {
        expect(telHref('+86 21 5000-0100')).toBe('tel:+862150000100');
        expect(telHref('(021) 5000 0100')).toBe('tel:02150000100');
    });
});

describe('fileSizeLabel', () => {
    it('says bytes, kilobytes and megabytes in decimal units', () => {
        expect(fileSizeLabel(512, 'en')).toBe('512 B');
        expect(fileSizeLabel(3_400, 'en')).toBe('3.4 KB');
        expect(fileSizeLabel(820_000, 'en')).toBe('820 KB');
        expect(fileSizeLabel(1_450_000, 'de')).toBe('1,5 MB');
    });
});
