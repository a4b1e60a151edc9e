/**
 * The member club's daily check-in (会员签到, /my-account/sign-in): once a calendar day in
 * China, a few points towards the club's tiers, more on every seventh day in a row.
 */

/** Points for a day's check-in. */
export const CHECK_IN_POINTS = 5;
/** Points for the check-in that completes a week in a row (days 7, 14, 21, …). */
export const CHECK_IN_WEEK_POINTS = 30;
/** How many days the check-in page shows, today included. */
export const CHECK_IN_DAYS_SHOWN = 7;

/** China keeps one time zone, eight hours ahead of UTC, with no summer time. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in China at `at`, as YYYY-MM-DD: the day a check-in counts for. */
export function checkInDay(at: Date): string {
    return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative), both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
    return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Points for the check-in that makes a run of `streak` days in a row. */
export function checkInPoints(streak: number): number {
    return streak > 0 && streak % 7 === 0 ? CHECK_IN_WEEK_POINTS : CHECK_IN_POINTS;
}

/** The last `CHECK_IN_DAYS_SHOWN` days up to `today`, oldest first. */
export function checkInWindow(today: string): string[] {
    return Array.from({ length: CHECK_IN_DAYS_SHOWN }, (_, i) => addDays(today, i - CHECK_IN_DAYS_SHOWN + 1));
}
