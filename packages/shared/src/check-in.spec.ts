import { describe, expect, it } from 'vitest';

import { addDays, CHECK_IN_POINTS, CHECK_IN_WEEK_POINTS, checkInDay, checkInPoints, checkInWindow } from './check-in';

describe('check-in day', () => {
    it('is the calendar day in China, which turns at 16:00 UTC', () => {
        expect(checkInDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
        expect(checkInDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
        expect(checkInDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    });

    it('counts days across months, years and leap days', () => {
        expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
        expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
        expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    });
});

describe('check-in points', () => {
    it('gives the week bonus on every seventh day in a row, the daily points otherwise', () => {
        expect([1, 6, 7, 8, 14, 21].map(checkInPoints)).toEqual([
            CHECK_IN_POINTS,
            CHECK_IN_POINTS,
            CHECK_IN_WEEK_POINTS,
            CHECK_IN_POINTS,
            CHECK_IN_WEEK_POINTS,
            CHECK_IN_WEEK_POINTS,
        ]);
        expect(CHECK_IN_WEEK_POINTS).toBeGreaterThan(CHECK_IN_POINTS);
    });

    it('shows the seven days up to today, oldest first', () => {
        expect(checkInWindow('2026-03-02')).toEqual([
            '2026-02-24',
            '2026-02-25',
            '2026-02-26',
            '2026-02-27',
            '2026-02-28',
            '2026-03-01',
            '2026-03-02',
        ]);
    });
});
