import { describe, expect, it } from 'vitest';

import {
    APPOINTMENT_MAX_DAYS_AHEAD,
    appointmentBookingProblem,
    appointmentBookingSchema,
    isBookableDate,
    staffAppointmentTransitions,
    visitorMayCancel,
} from './appointments';
import { APPOINTMENT_FAILURES, FAILURES } from './failures';

const booking = {
    storeSlug: 'beijing-skp',
    purpose: 'strapFitting',
    date: '2027-03-02',
    slotStart: '10:30',
    name: ' 王小明 ',
    mobile: '138 0013 8000',
    email: '',
    note: '  ',
    privacyConsent: true,
};

describe('the booking schema', () => {
    it('takes a whole booking, trimmed, with blank optional fields left out', () => {
        expect(appointmentBookingSchema.parse(booking)).toEqual({
            storeSlug: 'beijing-skp',
            purpose: 'strapFitting',
            date: '2027-03-02',
            slotStart: '10:30',
            name: '王小明',
            mobile: '13800138000',
            email: undefined,
            note: undefined,
            privacyConsent: true,
        });
        expect(appointmentBookingSchema.parse({ ...booking, email: 'a@b.cn', note: null }).email).toBe('a@b.cn');
    });

    it('names the first field a booking gets wrong', () => {
        const cases: Array<[Record<string, unknown>, string]> = [
            [{ storeSlug: '' }, 'storeSlug'],
            [{ purpose: 'haircut' }, 'purpose'],
            [{ date: '2027-02-30' }, 'date'],
            [{ slotStart: '25:00' }, 'slotStart'],
            [{ name: '   ' }, 'name'],
            [{ name: 'x'.repeat(51) }, 'name'],
            [{ mobile: '12800138000' }, 'mobile'],
            [{ email: 'not-an-address' }, 'email'],
            [{ note: 'x'.repeat(501) }, 'note'],
            [{ privacyConsent: false }, 'privacyConsent'],
        ];
        for (const [change, field] of cases) {
            expect(appointmentBookingProblem({ ...booking, ...change })?.field).toBe(field);
        }
        expect(appointmentBookingProblem(booking)).toBeUndefined();
    });
});

describe('who may move an appointment', () => {
    it('lets staff confirm, cancel or mark a held appointment, and nothing after', () => {
        expect(staffAppointmentTransitions('requested')).toEqual(['confirmed', 'cancelled', 'noShow']);
        expect(staffAppointmentTransitions('confirmed')).toEqual(['cancelled', 'noShow']);
        expect(staffAppointmentTransitions('cancelled')).toEqual([]);
        expect(staffAppointmentTransitions('noShow')).toEqual([]);
    });

    it('lets the visitor cancel only before the slot begins', () => {
        const start = new Date('2027-03-02T10:30:00+08:00');
        expect(visitorMayCancel('confirmed', start, new Date('2027-03-02T10:00:00+08:00'))).toBe(true);
        expect(visitorMayCancel('requested', start, start)).toBe(false);
        expect(visitorMayCancel('cancelled', start, new Date('2027-03-01T10:00:00+08:00'))).toBe(false);
    });

    it('books from today in Beijing up to the days ahead', () => {
        // 23:30 UTC on March 1 is already March 2 in Beijing.
        const now = new Date('2027-03-01T23:30:00Z');
        expect(isBookableDate('2027-03-01', now)).toBe(false);
        expect(isBookableDate('2027-03-02', now)).toBe(true);
        expect(isBookableDate('2027-05-31', now)).toBe(APPOINTMENT_MAX_DAYS_AHEAD >= 90);
        expect(isBookableDate('2027-06-01', now)).toBe(false);
        expect(isBookableDate('2027-13-01', now)).toBe(false);
    });

    it('has every appointment failure in the one list', () => {
        for (const code of APPOINTMENT_FAILURES) expect(FAILURES[code]).toBeDefined();
    });
});
