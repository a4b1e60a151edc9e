import type { SeedCalendarDay } from './store-data.types';

/*
 * China's public holidays of 2027 and the weekends worked in their place, written from the
 * holidays' known dates before the State Council publishes the official calendar (late in
 * 2026). Staff replace these days with the official calendar in the dashboard.
 */

function days(from: string, count: number, note: string): SeedCalendarDay[] {
    const start = Date.parse(`${from}T00:00:00Z`);
    return Array.from({ length: count }, (_, i) => ({
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        kind: 'closed' as const,
        note,
    }));
}

const working = (date: string, note: string): SeedCalendarDay => ({ date, kind: 'working', note });

export const CALENDAR_2027: SeedCalendarDay[] = [
    ...days('2027-01-01', 3, '元旦'),
    working('2027-01-31', '春节调休上班'),
    ...days('2027-02-06', 8, '春节'),
    working('2027-02-20', '春节调休上班'),
    ...days('2027-04-03', 3, '清明节'),
    working('2027-04-25', '劳动节调休上班'),
    ...days('2027-05-01', 5, '劳动节'),
    working('2027-05-08', '劳动节调休上班'),
    ...days('2027-06-09', 1, '端午节'),
    ...days('2027-09-15', 1, '中秋节'),
    working('2027-09-26', '国庆节调休上班'),
    ...days('2027-10-01', 7, '国庆节'),
    working('2027-10-09', '国庆节调休上班'),
];
