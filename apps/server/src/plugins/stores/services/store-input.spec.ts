import { WEEKDAYS } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { type DayHours, storeFieldProblem, weeklyHoursAsList, weeklyHoursFromList } from './store-input';

const week: DayHours[] = WEEKDAYS.map((weekday) =>
    weekday === 'monday' ? { weekday, opens: null, closes: null } : { weekday, opens: '10:00', closes: '22:00' },
);

describe('opening hours as the APIs carry them', () => {
    it('round-trips a week with a closed day', () => {
        const hours = weeklyHoursFromList(week);
        expect(hours?.monday).toBeNull();
        expect(hours?.sunday).toEqual({ opens: '10:00', closes: '22:00' });
        expect(weeklyHoursAsList(hours!)).toEqual(week);
    });

    it('refuses a missing or repeated weekday and a day with one time only', () => {
        expect(weeklyHoursFromList(week.slice(1))).toBeUndefined();
        expect(weeklyHoursFromList([...week.slice(1), week[1]])).toBeUndefined();
        expect(
            weeklyHoursFromList([{ weekday: 'monday', opens: '10:00', closes: null }, ...week.slice(1)]),
        ).toBeUndefined();
    });
});

describe('storeFieldProblem', () => {
    it('accepts a whole store and names the first wrong field', () => {
        const good = {
            slug: 'beijing-skp',
            cityCode: 'beijing',
            latitude: 39.9097,
            longitude: 116.4812,
            phone: '010-6530 1234',
            email: 'skp@boutique.example.cn',
            slotMinutes: 30,
            slotCapacity: 2,
        };
        expect(storeFieldProblem(good)).toBeUndefined();
        expect(storeFieldProblem({ ...good, slug: 'Beijing SKP' })).toBe('slug');
        // Latitude and longitude swapped.
        expect(storeFieldProblem({ ...good, latitude: 116.4812, longitude: 39.9097 })).toBe('latitude');
        expect(storeFieldProblem({ ...good, phone: 'call us' })).toBe('phone');
        expect(storeFieldProblem({ ...good, slotMinutes: 7 })).toBe('slotMinutes');
        expect(storeFieldProblem({ ...good, slotCapacity: 0 })).toBe('slotCapacity');
        expect(
            storeFieldProblem({
                ...good,
                translations: [{ name: ' ', addressLine: 'x', provinceName: 'x', cityName: 'x' }],
            }),
        ).toBe('translations');
    });
});
