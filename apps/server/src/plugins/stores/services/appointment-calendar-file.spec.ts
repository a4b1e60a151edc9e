import { describe, expect, it } from 'vitest';

import { appointmentCalendarFile } from './appointment-calendar-file';

const facts = {
    reference: 'ABCD2345',
    date: '2027-03-10',
    slotStart: '14:30',
    slotEnd: '15:00',
    storeName: '上海恒隆广场精品店',
    storeAddress: '上海市静安区南京西路1266号',
    latitude: 31.2291,
    longitude: 121.4523,
};

/** The file's lines, folded lines joined again (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the appointment’s calendar file', () => {
    const ics = appointmentCalendarFile(facts, 'zh', { brandName: 'Morvaux', uidDomain: 'www.morvaux.cn' });

    it('holds the slot in Beijing time as UTC moments', () => {
        // 14:30 in Beijing is 06:30 UTC.
        expect(lines(ics)).toContain('DTSTART:20270310T063000Z');
        expect(lines(ics)).toContain('DTEND:20270310T070000Z');
    });

    it('names the store and its address as the place, with its point and a UID from the reference', () => {
        expect(lines(ics)).toContain('LOCATION:上海恒隆广场精品店\\, 上海市静安区南京西路1266号');
        expect(lines(ics)).toContain('GEO:31.2291;121.4523');
        expect(lines(ics)).toContain('UID:appointment-ABCD2345@www.morvaux.cn');
        expect(lines(ics)).toContain('SUMMARY:到店预约 · 上海恒隆广场精品店');
        expect(lines(ics)).toContain('DESCRIPTION:预约号 ABCD2345');
    });

    it('speaks the visitor’s language', () => {
        const en = appointmentCalendarFile({ ...facts, storeName: 'Plaza 66 Boutique' }, 'en', {
            brandName: 'Morvaux',
            uidDomain: 'www.morvaux.cn',
        });
        expect(lines(en)).toContain('SUMMARY:Appointment · Plaza 66 Boutique');
        expect(lines(en)).toContain('DESCRIPTION:Reference ABCD2345');
    });
});
