import { parseWeeklyHours, WEEKDAYS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { bookingDays, chosenDay, groupSlots, isOfferedDate, splitAppointments, visitorMayChange } from './booking-days';

// Closed on Mondays, 10:00 to 18:00 otherwise.
const hours = parseWeeklyHours(
    Object.fromEntries(WEEKDAYS.map((day) => [day, day === 'monday' ? null : { opens: '10:00', closes: '18:00' }])),
)!;
// 23:30 UTC on Sunday 28 February 2027 is already Monday 1 March in Beijing.
const now = new Date('2027-02-28T23:30:00Z');

describe('the days the booking form offers', () => {
    it('runs from today in Beijing for 90 days, closed days marked by the hours and the calendar', () => {
        const days = bookingDays(hours, [{ date: '2027-03-03', kind: 'closed', ownStore: false }], now);
        expect(days).toHaveLength(91);
        expect(days[0]).toEqual({ date: '2027-03-01', open: false });
        expect(days[1]).toEqual({ date: '2027-03-02', open: true });
        expect(days[2]).toEqual({ date: '2027-03-03', open: false });
        expect(days[90].date).toBe('2027-05-30');
    });

    it('shows the day asked for when it is open, else the first open day', () => {
        const days = bookingDays(hours, [], now);
        expect(chosenDay(days, '2027-03-05')).toBe('2027-03-05');
        expect(chosenDay(days, '2027-03-08')).toBe('2027-03-02');
        expect(chosenDay(days, 'nonsense')).toBe('2027-03-02');
        expect(chosenDay([], '2027-03-05')).toBeUndefined();
    });

    it('asks slots only for a date within the bookable days', () => {
        expect(isOfferedDate('2027-03-01', now)).toBe(true);
        expect(isOfferedDate('2027-02-28', now)).toBe(false);
        expect(isOfferedDate(null, now)).toBe(false);
    });
});

describe('the slot picker', () => {
    it('groups the slots by morning, afternoon and evening, in order', () => {
        const slots = ['10:00', '11:30', '12:00', '16:30', '17:00'].map((start) => ({ start }));
        expect(groupSlots(slots).map((g) => [g.part, g.slots.map((s) => s.start)])).toEqual([
            ['morning', ['10:00', '11:30']],
            ['afternoon', ['12:00', '16:30']],
            ['evening', ['17:00']],
        ]);
        expect(groupSlots([])).toEqual([]);
    });
});

describe('a member’s appointments', () => {
    const at = (startsAt: string, state: 'requested' | 'confirmed' | 'cancelled' | 'noShow' = 'requested') => ({
        startsAt,
        state,
    });

    it('lists those ahead and holding a place as upcoming, the rest as past', () => {
        const list = [at('2027-03-02T02:00:00Z'), at('2027-03-03T02:00:00Z', 'cancelled'), at('2027-02-01T02:00:00Z')];
        const { upcoming, past } = splitAppointments(list, now);
        expect(upcoming).toEqual([list[0]]);
        expect(past).toEqual([list[1], list[2]]);
    });

    it('lets the visitor change only an upcoming, held appointment', () => {
        expect(visitorMayChange('confirmed', '2027-03-02T02:00:00Z', now)).toBe(true);
        expect(visitorMayChange('cancelled', '2027-03-02T02:00:00Z', now)).toBe(false);
        expect(visitorMayChange('requested', '2027-02-01T02:00:00Z', now)).toBe(false);
    });
});
