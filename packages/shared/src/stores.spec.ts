import { describe, expect, it } from 'vitest';

import {
    appointmentSlots,
    type CalendarDay,
    daysBetween,
    isOpenAt,
    isShopDate,
    openingOn,
    parseWeeklyHours,
    shopClock,
    weekdayOf,
    type WeeklyHours,
} from './stores';

const MALL = { opens: '10:00', closes: '22:00' };
const MALL_WEEK: WeeklyHours = {
    monday: MALL,
    tuesday: MALL,
    wednesday: MALL,
    thursday: MALL,
    friday: MALL,
    saturday: MALL,
    sunday: { opens: '11:00', closes: '19:00' },
};
/** A retailer closed on Mondays and on Sundays. */
const RETAILER: WeeklyHours = { ...MALL_WEEK, monday: null, sunday: null };

/** A moment given in Beijing time. */
const beijing = (local: string) => new Date(`${local}+08:00`);
const slotsOpts = { slotMinutes: 30, capacity: 2, now: beijing('2027-03-01T08:00') };

describe('dates and the Beijing clock', () => {
    it('knows real dates, weekdays and the days between', () => {
        expect(isShopDate('2027-02-28')).toBe(true);
        expect(isShopDate('2027-02-29')).toBe(false);
        expect(isShopDate('2027-2-1')).toBe(false);
        expect(weekdayOf('2027-02-06')).toBe('saturday');
        expect(weekdayOf('1969-12-29')).toBe('monday');
        expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
        expect(daysBetween('2027-01-02', '2027-01-01')).toBe(-1);
    });

    it('reads a moment as Beijing does, whatever the UTC date', () => {
        expect(shopClock(new Date('2026-12-31T16:30:00Z'))).toEqual({ date: '2027-01-01', minutes: 30 });
    });
});

describe('parseWeeklyHours', () => {
    it('takes a whole week of openings and closed days', () => {
        expect(parseWeeklyHours(JSON.parse(JSON.stringify(RETAILER)))).toEqual(RETAILER);
    });

    it.each([
        ['a missing day', { ...MALL_WEEK, sunday: undefined }],
        ['a time that is not HH:MM', { ...MALL_WEEK, monday: { opens: '9:00', closes: '18:00' } }],
        ['closing before opening', { ...MALL_WEEK, monday: { opens: '18:00', closes: '09:00' } }],
        ['closing at opening', { ...MALL_WEEK, monday: { opens: '10:00', closes: '10:00' } }],
        ['not an object', 'daily 10-22'],
    ])('refuses %s', (_, value) => {
        expect(parseWeeklyHours(value)).toBeUndefined();
    });
});

describe('isOpenAt', () => {
    it('is open from opening up to closing, in Beijing time', () => {
        expect(isOpenAt(MALL_WEEK, [], beijing('2027-03-01T09:59'))).toBe(false);
        expect(isOpenAt(MALL_WEEK, [], beijing('2027-03-01T10:00'))).toBe(true);
        expect(isOpenAt(MALL_WEEK, [], beijing('2027-03-01T21:59'))).toBe(true);
        expect(isOpenAt(MALL_WEEK, [], beijing('2027-03-01T22:00'))).toBe(false);
        // 02:30 UTC is 10:30 in Beijing.
        expect(isOpenAt(MALL_WEEK, [], new Date('2027-03-01T02:30:00Z'))).toBe(true);
    });

    it('keeps shorter Sunday hours and a weekday the store closes', () => {
        expect(isOpenAt(MALL_WEEK, [], beijing('2027-02-28T19:30'))).toBe(false);
        expect(isOpenAt(RETAILER, [], beijing('2027-03-01T12:00'))).toBe(false);
    });

    it('is closed on a public holiday and open on a working weekend with weekday hours', () => {
        const calendar: CalendarDay[] = [
            { date: '2027-02-08', kind: 'closed' },
            { date: '2027-02-14', kind: 'working' },
        ];
        expect(isOpenAt(MALL_WEEK, calendar, beijing('2027-02-08T12:00'))).toBe(false);
        // A Sunday worked as a weekday: Monday's 10:00 to 22:00, not Sunday's 11:00 to 19:00.
        expect(isOpenAt(MALL_WEEK, calendar, beijing('2027-02-14T20:00'))).toBe(true);
        // The retailer closes on Mondays, so it works the Sunday on Tuesday's hours.
        expect(openingOn(RETAILER, calendar, '2027-02-14')).toEqual(MALL);
    });

    it("lets a store's own entry override the one for every store", () => {
        const calendar: CalendarDay[] = [
            { date: '2027-02-08', kind: 'closed' },
            { date: '2027-02-08', kind: 'working', ownStore: true },
        ];
        expect(isOpenAt(MALL_WEEK, calendar, beijing('2027-02-08T12:00'))).toBe(true);
    });
});

describe('appointmentSlots', () => {
    it('fills the day from opening, the last slot ending at closing', () => {
        const slots = appointmentSlots(MALL_WEEK, [], '2027-03-01', slotsOpts);
        expect(slots).toHaveLength(24);
        expect(slots[0]).toMatchObject({ start: '10:00', end: '10:30', remaining: 2 });
        expect(slots[0].startsAt.toISOString()).toBe('2027-03-01T02:00:00.000Z');
        expect(slots.at(-1)).toMatchObject({ start: '21:30', end: '22:00' });
    });

    it('offers no slot past closing when closing is not a multiple of the slot length', () => {
        const week = { ...MALL_WEEK, monday: { opens: '10:00', closes: '11:45' } };
        const slots = appointmentSlots(week, [], '2027-03-01', slotsOpts);
        expect(slots.map((s) => s.start)).toEqual(['10:00', '10:30', '11:00']);
        expect(slots.at(-1)?.end).toBe('11:30');
        const hour = appointmentSlots(week, [], '2027-03-01', { ...slotsOpts, slotMinutes: 60 });
        expect(hour.map((s) => s.start)).toEqual(['10:00']);
    });

    it('counts the places left, a full slot listed with none', () => {
        const slots = appointmentSlots(MALL_WEEK, [], '2027-03-01', {
            ...slotsOpts,
            booked: { '10:00': 2, '10:30': 1 },
        });
        expect(slots.slice(0, 3).map((s) => s.remaining)).toEqual([0, 1, 2]);
        const over = appointmentSlots(MALL_WEEK, [], '2027-03-01', { ...slotsOpts, booked: { '10:00': 5 } });
        expect(over[0].remaining).toBe(0);
    });

    it('offers none on a day the store or the calendar closes', () => {
        expect(appointmentSlots(RETAILER, [], '2027-03-01', slotsOpts)).toEqual([]);
        const holiday: CalendarDay[] = [{ date: '2027-03-02', kind: 'closed' }];
        expect(appointmentSlots(MALL_WEEK, holiday, '2027-03-02', slotsOpts)).toEqual([]);
    });

    it("follows a working weekend's weekday hours", () => {
        const calendar: CalendarDay[] = [{ date: '2027-02-14', kind: 'working' }];
        const slots = appointmentSlots(MALL_WEEK, calendar, '2027-02-14', { ...slotsOpts, now: 0 });
        expect(slots[0].start).toBe('10:00');
        expect(slots.at(-1)?.end).toBe('22:00');
    });

    it('offers nothing starting sooner than the lead time, and nothing on a past day', () => {
        const now = beijing('2027-03-01T14:10');
        const today = appointmentSlots(MALL_WEEK, [], '2027-03-01', { ...slotsOpts, now });
        expect(today[0].start).toBe('15:30');
        const lastHour = appointmentSlots(MALL_WEEK, [], '2027-03-01', {
            ...slotsOpts,
            now: beijing('2027-03-01T20:30'),
        });
        expect(lastHour.map((s) => s.start)).toEqual(['21:30']);
        expect(appointmentSlots(MALL_WEEK, [], '2027-02-28', { ...slotsOpts, now })).toEqual([]);
        expect(
            appointmentSlots(MALL_WEEK, [], '2027-03-01', { ...slotsOpts, now: beijing('2027-03-01T21:31') }),
        ).toEqual([]);
    });

    it('refuses a date that is not one', () => {
        expect(() => appointmentSlots(MALL_WEEK, [], '2027-02-30', slotsOpts)).toThrow(RangeError);
    });
});
