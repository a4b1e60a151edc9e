import { afterEach, describe, expect, it } from 'vitest';

import { formatDate, formatDateTime } from './date-time';

describe('formatDateTime', () => {
    const zone = process.env.TZ;
    afterEach(() => {
        process.env.TZ = zone;
    });

    it.each([
        ['UTC', 14],
        ['America/New_York', 9],
    ])('shows Beijing time on a server whose clock runs in %s', (tz, localHour) => {
        process.env.TZ = tz;
        // The process really runs in that zone: its own reading of the moment differs.
        expect(new Date('2026-11-25T14:41:00Z').getHours()).toBe(localHour);
        expect(formatDateTime('2026-11-25T14:41:00Z', 'zh')).toBe('2026年11月25日 22:41');
        expect(formatDateTime(new Date('2026-11-25T14:41:00Z'), 'en')).toBe('25 Nov 2026, 22:41 GMT+8');
        expect(formatDateTime(Date.parse('2026-11-25T14:41:00Z'), 'de')).toBe('25. Nov. 2026, 22:41 GMT+8');
    });

    it('counts the day in Beijing: 00:30 there is still the day before in UTC', () => {
        process.env.TZ = 'UTC';
        expect(formatDateTime('2026-12-31T16:30:00Z', 'zh')).toBe('2027年1月1日 00:30');
        expect(formatDate('2026-12-31T16:30:00Z', 'zh')).toBe('2027年1月1日');
        expect(formatDate('2026-12-31T16:30:00Z', 'en')).toBe('1 Jan 2027');
        expect(formatDate('2026-12-31T15:59:00Z', 'de')).toBe('31. Dez. 2026');
    });

    it('falls back to Chinese for a language the shop does not have, and refuses what is no date', () => {
        expect(formatDate('2026-11-25T14:41:00Z', 'fr')).toBe('2026年11月25日');
        expect(() => formatDateTime('yesterday')).toThrow(RangeError);
    });
});
