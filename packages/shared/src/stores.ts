/**
 * Boutiques and authorised retailers (issue 31): their opening hours, the calendar of days
 * China closes or moves, and the appointment slots both follow. Pure functions: the server
 * computes slots and open-now with them, the storefront may show the same without asking.
 * Every time here is Beijing time.
 */

/** A boutique of the brand's own, or an authorised retailer. */
export const STORE_TYPES = ['boutique', 'retailer'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** Monday first, as China's week and ISO 8601 count it; the names schema.org's DayOfWeek uses. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening, "HH:MM" to "HH:MM" in Beijing time; closing is after opening, the same day. */
export interface OpeningSpan {
    opens: string;
    closes: string;
}

/** A store's week: each weekday's opening, or null when it is closed all day. */
export type WeeklyHours = Readonly<Record<Weekday, OpeningSpan | null>>;

/**
 * What staff say of a calendar day: `closed` (a public holiday, Golden Week) or `working`, a
 * weekend day China makes a working day to bridge a holiday (调休).
 */
export const CALENDAR_DAY_KINDS = ['closed', 'working'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];

export interface CalendarDay {
    /** YYYY-MM-DD, a day in China. */
    date: string;
    kind: CalendarDayKind;
    /** Set by staff for this one store: wins over an entry for every store on the same date. */
    ownStore?: boolean;
}

/** How long an appointment slot is unless a store sets its own (issue 31). */
export const DEFAULT_SLOT_MINUTES = 30;
/** The shortest and longest slot a store may set. */
export const MIN_SLOT_MINUTES = 15;
export const MAX_SLOT_MINUTES = 240;
/** Visitors one slot takes unless a store sets its own, and the most a store may set. */
export const DEFAULT_SLOT_CAPACITY = 2;
export const MAX_SLOT_CAPACITY = 50;
/** A slot must start at least this long after the booking, so the boutique can prepare. */
export const APPOINTMENT_LEAD_MINUTES = 60;
/** The longest stretch of the calendar one request reads: a year and a little more. */
export const MAX_CALENDAR_RANGE_DAYS = 400;
/** The most stores and services one list answers: far above the brand's network. */
export const MAX_STORES_LISTED = 500;

/** China has kept UTC+8 all year since 1991: a fixed offset is exact and needs no zone data. */
const SHOP_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isStoreType(value: unknown): value is StoreType {
    return STORE_TYPES.some((type) => type === value);
}

export function isCalendarDayKind(value: unknown): value is CalendarDayKind {
    return CALENDAR_DAY_KINDS.some((kind) => kind === value);
}

/** Minutes after midnight of an "HH:MM" time, or undefined when it is not one. */
export function minutesOfTime(time: string): number | undefined {
    const match = TIME.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function timeOfMinutes(minutes: number): string {
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Midnight UTC of a YYYY-MM-DD date, or undefined when it is not a real date (2027-02-30). */
function dateMs(date: string): number | undefined {
    const match = DATE.exec(date);
    if (!match) return undefined;
    const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

export function isShopDate(value: unknown): value is string {
    return typeof value === 'string' && dateMs(value) !== undefined;
}

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
    const a = dateMs(from);
    const b = dateMs(to);
    if (a === undefined || b === undefined) throw new RangeError(`not a date: ${a === undefined ? from : to}`);
    return Math.round((b - a) / DAY_MS);
}

/** A date's weekday: 2027-02-06 is a saturday. */
export function weekdayOf(date: string): Weekday {
    const ms = dateMs(date);
    if (ms === undefined) throw new RangeError(`not a date: ${date}`);
    // 1970-01-01 was a Thursday, WEEKDAYS[3].
    return WEEKDAYS[(((Math.floor(ms / DAY_MS) + 3) % 7) + 7) % 7];
}

/** A moment as Beijing reads it: its date and the minutes since that date's midnight. */
export function shopClock(instant: Date | number): { date: string; minutes: number } {
    const local = new Date((instant instanceof Date ? instant.getTime() : instant) + SHOP_UTC_OFFSET_MS);
    return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The moment a Beijing date and time of day is. */
export function shopInstant(date: string, minutes: number): Date {
    const ms = dateMs(date);
    if (ms === undefined) throw new RangeError(`not a date: ${date}`);
    return new Date(ms + minutes * 60_000 - SHOP_UTC_OFFSET_MS);
}

/**
 * A week of opening hours as staff or a JSON column gave it, checked: every weekday present,
 * null or an opening with "HH:MM" times, closing after opening the same day. Undefined when
 * anything is wrong, so nothing half-valid is stored.
 */
export function parseWeeklyHours(value: unknown): WeeklyHours | undefined {
    if (typeof value !== 'object' || value === null) return undefined;
    const week = {} as Record<Weekday, OpeningSpan | null>;
    for (const day of WEEKDAYS) {
        const span = (value as Record<string, unknown>)[day];
        if (span === null) {
            week[day] = null;
            continue;
        }
        if (typeof span !== 'object' || span === undefined) return undefined;
        const { opens, closes } = span as Record<string, unknown>;
        if (typeof opens !== 'string' || typeof closes !== 'string') return undefined;
        const from = minutesOfTime(opens);
        const to = minutesOfTime(closes);
        if (from === undefined || to === undefined || to <= from) return undefined;
        week[day] = { opens, closes };
    }
    return week;
}

/** The calendar's word on a date: a store's own entry wins over one for every store. */
export function calendarKindOn(calendar: readonly CalendarDay[], date: string): CalendarDayKind | undefined {
    const entries = calendar.filter((day) => day.date === date);
    return (entries.find((day) => day.ownStore) ?? entries[0])?.kind;
}

/**
 * A store's opening on a date, after the calendar: none on a day it closes; on a weekend day
 * China makes a working day, the hours of the store's first open weekday, Monday first, since
 * the day is worked as an ordinary weekday and a store closed on Mondays opens on Tuesday's hours.
 */
export function openingOn(hours: WeeklyHours, calendar: readonly CalendarDay[], date: string): OpeningSpan | null {
    const kind = calendarKindOn(calendar, date);
    if (kind === 'closed') return null;
    const weekday = weekdayOf(date);
    if (kind === 'working' && (weekday === 'saturday' || weekday === 'sunday')) {
        return (
            WEEKDAYS.slice(0, 5)
                .map((day) => hours[day])
                .find((span) => span !== null) ?? null
        );
    }
    return hours[weekday];
}

/** Whether a store is open at a moment, in Beijing time: from opening up to, not at, closing. */
export function isOpenAt(hours: WeeklyHours, calendar: readonly CalendarDay[], instant: Date | number): boolean {
    const { date, minutes } = shopClock(instant);
    const span = openingOn(hours, calendar, date);
    if (!span) return false;
    return minutes >= minutesOfTime(span.opens)! && minutes < minutesOfTime(span.closes)!;
}

export interface SlotOptions {
    slotMinutes: number;
    capacity: number;
    /** Places already booked, by the slot's start ("HH:MM"). */
    booked?: Readonly<Record<string, number>>;
    /** The moment of asking: a slot starting before this plus the lead time is not offered. */
    now: Date | number;
}

export interface AppointmentSlot {
    /** "HH:MM", Beijing time. */
    start: string;
    end: string;
    /** The slot's start as a moment, for the booking to name. */
    startsAt: Date;
    /** Places left; 0 for a full slot, which is listed so a visitor sees the day's shape. */
    remaining: number;
}

/**
 * The appointment slots of a store's date (YYYY-MM-DD in China): back to back from opening,
 * each ending by closing time (a remainder shorter than a slot is not offered), none on a day
 * the store or the calendar closes, none starting sooner than the lead time from `now`.
 */
export function appointmentSlots(
    hours: WeeklyHours,
    calendar: readonly CalendarDay[],
    date: string,
    options: SlotOptions,
): AppointmentSlot[] {
    const { slotMinutes, capacity, booked = {}, now } = options;
    if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) throw new RangeError(`slot minutes: ${slotMinutes}`);
    const span = openingOn(hours, calendar, date);
    if (!span) return [];
    const earliest = (now instanceof Date ? now.getTime() : now) + APPOINTMENT_LEAD_MINUTES * 60_000;
    const closes = minutesOfTime(span.closes)!;
    const slots: AppointmentSlot[] = [];
    for (let start = minutesOfTime(span.opens)!; start + slotMinutes <= closes; start += slotMinutes) {
        const startsAt = shopInstant(date, start);
        if (startsAt.getTime() < earliest) continue;
        const key = timeOfMinutes(start);
        slots.push({
            start: key,
            end: timeOfMinutes(start + slotMinutes),
            startsAt,
            remaining: Math.max(0, capacity - (booked[key] ?? 0)),
        });
    }
    return slots;
}
