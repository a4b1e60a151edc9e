import { describe, expect, it } from 'vitest';

import { shopLocale } from '@maison/shared';

import { appointmentSms, manageUrl, smsDate } from './appointment-sms';

const facts = {
    mobile: '13800138000',
    reference: 'ABCD2345',
    date: '2027-03-10',
    slotStart: '14:30',
    storeName: '上海恒隆广场精品店',
    storeNameZh: '上海恒隆广场精品店',
};
const SHOP = 'https://www.morvaux.cn';

describe('appointment SMS', () => {
    it('writes the date as each language does', () => {
        expect(smsDate('2027-03-10', 'zh')).toBe('2027年3月10日');
        expect(smsDate('2027-03-10', 'en')).toBe('10 March 2027');
        expect(smsDate('2027-03-10', 'de')).toBe('10.03.2027');
    });

    it('speaks Chinese unless the visitor booked in English or German', () => {
        expect(shopLocale('en')).toBe('en');
        expect(shopLocale('de')).toBe('de');
        expect(shopLocale('fr')).toBe('zh');
        expect(shopLocale(undefined)).toBe('zh');
    });

    it('gives the booked message the store, date, time, reference and the signed link', () => {
        const sms = appointmentSms('booked', { ...facts, manageToken: 'tok-en_1' }, 'zh', `${SHOP}/`);
        expect(sms.template).toBe('appointmentBooked');
        expect(sms.mobile).toBe('13800138000');
        expect(sms.text).toBe(
            '您已预约2027年3月10日 14:30于上海恒隆广场精品店的到店服务，预约号 ABCD2345，我们将尽快确认。' +
                ' 查看或取消：https://www.morvaux.cn/stores/appointment/manage?ref=ABCD2345&token=tok-en_1',
        );
        expect(sms.params).toEqual({
            store: '上海恒隆广场精品店',
            date: '2027年3月10日',
            time: '14:30',
            ref: 'ABCD2345',
            token: 'tok-en_1',
        });
    });

    it('writes the text in the visitor’s language and the template’s variables in Chinese', () => {
        const sms = appointmentSms('confirmed', { ...facts, storeName: 'Shanghai Plaza 66 Boutique' }, 'en', SHOP);
        expect(sms.template).toBe('appointmentConfirmed');
        expect(sms.text).toBe(
            'Your visit to Shanghai Plaza 66 Boutique on 10 March 2027 at 14:30 (ABCD2345) is confirmed. We look forward to welcoming you.',
        );
        expect(sms.params).toEqual({
            store: '上海恒隆广场精品店',
            date: '2027年3月10日',
            time: '14:30',
            ref: 'ABCD2345',
        });
        expect(appointmentSms('cancelled', facts, 'de', SHOP).text).toContain(
            'am 10.03.2027 um 14:30 (ABCD2345) ist storniert',
        );
    });

    it('names no link in the later messages, whose token nobody knows any more', () => {
        const reminder = appointmentSms('reminder', { ...facts, manageToken: 'ignored' }, 'zh', SHOP);
        expect(reminder.template).toBe('appointmentReminder');
        expect(reminder.text).toBe('温馨提示：您明天14:30在上海恒隆广场精品店有一个预约（ABCD2345），期待您的光临。');
        expect(reminder.params.token).toBeUndefined();
        expect(appointmentSms('cancelled', facts, 'zh', SHOP).template).toBe('appointmentCancelled');
    });

    it('tells of a move to another slot with the new day and time, in each language', () => {
        const changed = appointmentSms('changed', facts, 'zh', SHOP);
        expect(changed.template).toBe('appointmentChanged');
        expect(changed.text).toBe(
            '您的预约（ABCD2345）已改至2027年3月10日 14:30于上海恒隆广场精品店，我们将尽快确认。',
        );
        expect(appointmentSms('changed', facts, 'en', SHOP).text).toContain('is moved to 10 March 2027 at 14:30');
        expect(appointmentSms('changed', facts, 'de', SHOP).text).toContain('auf den 10.03.2027 um 14:30');
    });

    it('escapes the link’s query', () => {
        expect(manageUrl('http://localhost:3000', 'AB CD', 'a+b')).toBe(
            'http://localhost:3000/stores/appointment/manage?ref=AB+CD&token=a%2Bb',
        );
    });
});
