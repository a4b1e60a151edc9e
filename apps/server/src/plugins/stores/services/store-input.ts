import {
    MAX_SLOT_CAPACITY,
    MAX_SLOT_MINUTES,
    MIN_SLOT_MINUTES,
    type OpeningSpan,
    parseWeeklyHours,
    type Weekday,
    type WeeklyHours,
    WEEKDAYS,
} from '@maison/shared';

/** One weekday's opening as the APIs carry it: both times null on a closed day. */
export interface DayHours {
    weekday: Weekday;
    opens: string | null;
    closes: string | null;
}

/** The fields of a store staff set, as far as they are checked here. */
export interface StoreFields {
    slug?: string;
    provinceCode?: string;
    cityCode?: string;
    latitude?: number;
    longitude?: number;
    phone?: string;
    email?: string | null;
    slotMinutes?: number;
    slotCapacity?: number;
    translations?: Array<{ name: string; addressLine: string; provinceName: string; cityName: string }>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Landlines with their area code, 400/800 numbers and mobiles: digits, spaces, hyphens, a leading +. */
const PHONE = /^\+?[0-9][0-9 -]{5,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Seven days from the list the APIs carry, each weekday once; undefined when it is not that. */
export function weeklyHoursFromList(days: readonly DayHours[]): WeeklyHours | undefined {
    if (days.length !== WEEKDAYS.length) return undefined;
    const week: Record<string, OpeningSpan | null> = {};
    for (const day of days) {
        if (day.weekday in week) return undefined;
        if (day.opens === null && day.closes === null) week[day.weekday] = null;
        else week[day.weekday] = { opens: day.opens ?? '', closes: day.closes ?? '' };
    }
    return parseWeeklyHours(week);
}

/** A week as the APIs carry it, Monday first. */
export function weeklyHoursAsList(hours: WeeklyHours): DayHours[] {
    return WEEKDAYS.map((weekday) => ({
        weekday,
        opens: hours[weekday]?.opens ?? null,
        closes: hours[weekday]?.closes ?? null,
    }));
}

export function isSlug(value: string): boolean {
    return value.length <= 64 && SLUG.test(value);
}

/**
 * The first field of a store's input that is wrong, or undefined. Coordinates must fall in
 * China's box, as GCJ-02 is only defined there; a swapped latitude and longitude does not.
 */
export function storeFieldProblem(input: StoreFields): string | undefined {
    const wrong: Array<[string, boolean]> = [
        ['slug', input.slug !== undefined && !isSlug(input.slug)],
        ['provinceCode', input.provinceCode !== undefined && !isSlug(input.provinceCode)],
        ['cityCode', input.cityCode !== undefined && !isSlug(input.cityCode)],
        ['latitude', input.latitude !== undefined && !(input.latitude >= 3 && input.latitude <= 54)],
        ['longitude', input.longitude !== undefined && !(input.longitude >= 73 && input.longitude <= 136)],
        ['phone', input.phone !== undefined && !PHONE.test(input.phone)],
        ['email', !!input.email && (input.email.length > 254 || !EMAIL.test(input.email))],
        [
            'slotMinutes',
            input.slotMinutes !== undefined &&
                !(
                    Number.isInteger(input.slotMinutes) &&
                    input.slotMinutes >= MIN_SLOT_MINUTES &&
                    input.slotMinutes <= MAX_SLOT_MINUTES
                ),
        ],
        [
            'slotCapacity',
            input.slotCapacity !== undefined &&
                !(
                    Number.isInteger(input.slotCapacity) &&
                    input.slotCapacity >= 1 &&
                    input.slotCapacity <= MAX_SLOT_CAPACITY
                ),
        ],
        [
            'translations',
            input.translations !== undefined &&
                input.translations.some(
                    (t) => !t.name.trim() || !t.addressLine.trim() || !t.provinceName.trim() || !t.cityName.trim(),
                ),
        ],
    ];
    return wrong.find(([, bad]) => bad)?.[0];
}
