import { describe, expect, it } from 'vitest';

import {
    changeQuantitySchema,
    chineseAddressSchema,
    couponCodeSchema,
    emailSchema,
    fapiaoSchema,
    entityIdSchema,
    isValidIdCard,
    mobileSchema,
    removeFromBagSchema,
    searchQueryParam,
    validationMessages,
} from './validation';

describe('mobile number', () => {
    it('accepts 11 digits starting 13–19 after stripping spaces and hyphens', () => {
        expect(mobileSchema.parse('138 0013-8000')).toBe('13800138000');
        expect(mobileSchema.safeParse('19912345678').success).toBe(true);
    });
    it('rejects a second digit below 3, wrong lengths and letters with the tel message', () => {
        for (const bad of ['12800138000', '1380013800', '138001380001', '1380013800a', '23800138000']) {
            const r = mobileSchema.safeParse(bad);
            expect(r.success).toBe(false);
            expect(r.error?.issues[0]?.message).toBe(validationMessages.tel);
        }
    });
    it('says required for an empty number', () => {
        expect(mobileSchema.safeParse(' ').error?.issues[0]?.message).toBe(validationMessages.required);
    });
});

describe('email', () => {
    it('separates a missing value from an invalid one', () => {
        expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe(validationMessages.required);
        expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(validationMessages.email);
        expect(emailSchema.parse(' a@b.cn ')).toBe('a@b.cn');
    });
});

describe('id card', () => {
    it('checks the ISO 7064 digit', () => {
        expect(isValidIdCard('11010519491231002X')).toBe(true);
        expect(isValidIdCard('110105194912310021')).toBe(false);
        expect(isValidIdCard('1101051949123100')).toBe(false);
    });
});

describe('search query', () => {
    it('sends no q for a blank query', () => {
        expect(searchQueryParam('   ')).toBeUndefined();
        expect(searchQueryParam(' 表带 ')).toBe('表带');
    });
});

describe('entity ids', () => {
    it('accepts the ids the APIs hand out', () => {
        expect(entityIdSchema.safeParse('1').success).toBe(true);
        expect(entityIdSchema.safeParse('123456').success).toBe(true);
    });

    it.each(['abc', '', '0', '-1', '1.5', '1e3', ' 1', '12345678901234567', '1; drop'])('refuses %j', (id) => {
        expect(entityIdSchema.safeParse(id).success).toBe(false);
        expect(removeFromBagSchema.safeParse({ orderLineId: id }).success).toBe(false);
    });
});

describe('checkout forms', () => {
    const address = {
        fullName: '王小明',
        phoneNumber: '139-1234 5678',
        provinceCode: '31',
        cityCode: '3101',
        districtCode: '310101',
        streetLine1: '南京东路 100 号',
        postalCode: '200001',
    };

    it('takes a mainland address, mobile normalised', () => {
        const parsed = chineseAddressSchema.parse(address);
        expect(parsed.phoneNumber).toBe('13912345678');
    });

    it('names the field of each fault in an address', () => {
        const result = chineseAddressSchema.safeParse({
            ...address,
            phoneNumber: '12345',
            postalCode: '2000',
            districtCode: '',
        });
        expect(result.success).toBe(false);
        const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
        expect(byField).toEqual({
            phoneNumber: 'validation.tel',
            postalCode: 'validation.postalCode',
            districtCode: 'validation.required',
        });
    });

    it('asks a company fapiao for its title and a taxpayer id of 15, 18 or 20 characters', () => {
        expect(fapiaoSchema.safeParse({ fapiaoType: 'none' }).success).toBe(true);
        expect(fapiaoSchema.safeParse({ fapiaoType: 'personal' }).success).toBe(true);
        const company = fapiaoSchema.safeParse({
            fapiaoType: 'company',
            fapiaoTitle: '上海某某贸易有限公司',
            fapiaoTaxId: '91310000ma1fl0000x',
        });
        expect(company.success && company.data.fapiaoTaxId).toBe('91310000MA1FL0000X');
        const missing = fapiaoSchema.safeParse({ fapiaoType: 'company', fapiaoTitle: '', fapiaoTaxId: '123' });
        expect(missing.error?.issues.map((i) => i.path[0]).sort()).toEqual(['fapiaoTaxId', 'fapiaoTitle']);
        expect(fapiaoSchema.safeParse({ fapiaoType: 'other' }).success).toBe(false);
    });

    it('takes quantities from 1 to 99 and coupon codes of letters, digits, - and _', () => {
        expect(changeQuantitySchema.safeParse({ orderLineId: '1', quantity: '0' }).success).toBe(false);
        expect(changeQuantitySchema.safeParse({ orderLineId: '1', quantity: '10000' }).success).toBe(false);
        expect(changeQuantitySchema.safeParse({ orderLineId: '1', quantity: '3' }).success).toBe(true);
        expect(couponCodeSchema.safeParse({ couponCode: ' WELCOME-10 ' }).data?.couponCode).toBe('WELCOME-10');
        expect(couponCodeSchema.safeParse({ couponCode: "x' OR 1=1" }).success).toBe(false);
        expect(couponCodeSchema.safeParse({ couponCode: '' }).success).toBe(false);
    });
});
