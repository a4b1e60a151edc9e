import {
    APPOINTMENT_MAX_DAYS_AHEAD,
    ACTIVE_APPOINTMENT_STATES,
    type AppointmentState,
    type CalendarDay,
    type Locale,
    isBookableDate,
    openingOn,
    shopClock,
    visitorMayCancel,
    type WeeklyHours,
} from '@maison/shared';

import { htmlLang } from '~/lib/locale';

const DAY_MS = 24 * 60 * 60_000;

/** A day the booking form offers: open, or shown as closed so the week keeps its shape. */
export interface BookingDay {
    /** YYYY-MM-DD in China. */
    date: string;
    open: boolean;
}

/** An appointment as the pages show it. */
export interface AppointmentView {
    id: string;
    reference: string;
    purpose: string;
    date: string;
    slotStart: string;
    slotEnd: string;
    startsAt: string;
    name: string;
    state: 'requested' | 'confirmed' | 'cancelled' | 'noShow';
    store: { slug: string; name: string; addressLine: string; cityName: string; phone: string };
}

export interface SlotView {
    start: string;
    end: string;
    remaining: number;
}

/** What a day's slot picker needs: the days, the chosen one and its slots. */
export interface SlotChoice {
    storeSlug: string;
    days: BookingDay[];
    date: string | undefined;
    slots: SlotView[];
}

/** Today (Beijing) and the days ahead a visit may be booked for, each open or closed by the store's hours and calendar. */
export function bookingDays(hours: WeeklyHours, calendar: readonly CalendarDay[], now: Date | number): BookingDay[] {
    const start = now instanceof Date ? now.getTime() : now;
    const days: BookingDay[] = [];
    for (let i = 0; i <= APPOINTMENT_MAX_DAYS_AHEAD; i++) {
        const date = shopClock(start + i * DAY_MS).date;
        days.push({ date, open: openingOn(hours, calendar, date) !== null });
    }
    return days;
}

/** The day whose slots to show: the one asked for when it is offered and open, else the first open day. */
export function chosenDay(days: readonly BookingDay[], asked: string | null | undefined): string | undefined {
    const open = days.filter((d) => d.open);
    return open.find((d) => d.date === asked)?.date ?? open[0]?.date;
}

/** A part of the day the slot picker groups times under. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Slots grouped by part of the day (before 12:00, before 17:00, later), in their order. */
export function groupSlots<T extends { start: string }>(slots: readonly T[]): Array<{ part: DayPart; slots: T[] }> {
    const partOf = (start: string): DayPart =>
        start < '12:00' ? 'morning' : start < '17:00' ? 'afternoon' : 'evening';
    const groups: Array<{ part: DayPart; slots: T[] }> = [];
    for (const slot of slots) {
        const part = partOf(slot.start);
        const last = groups[groups.length - 1];
        if (last?.part === part) last.slots.push(slot);
        else groups.push({ part, slots: [slot] });
    }
    return groups;
}

/** What the visitor may still do with an appointment: cancel or move it while it holds its place and is ahead. */
export function visitorMayChange(state: AppointmentState, startsAt: string | Date, now: Date | number): boolean {
    return visitorMayCancel(state, new Date(startsAt), now);
}

/** A member's appointments split as the list shows them: upcoming and holding a place, and the rest (past or closed). */
export function splitAppointments<T extends { state: AppointmentState; startsAt: string }>(
    appointments: readonly T[],
    now: Date | number,
): { upcoming: T[]; past: T[] } {
    const at = now instanceof Date ? now.getTime() : now;
    const isUpcoming = (a: T) => new Date(a.startsAt).getTime() > at && ACTIVE_APPOINTMENT_STATES.includes(a.state);
    return { upcoming: appointments.filter(isUpcoming), past: appointments.filter((a) => !isUpcoming(a)) };
}

/** Whether the date is one the booking form may ask slots for (today to 90 days ahead, Beijing). */
export function isOfferedDate(date: string | null | undefined, now: Date | number): date is string {
    return typeof date === 'string' && isBookableDate(date, now);
}

/** The language's long form of a shop date with its weekday ("2027年3月2日周二"), the same on server and browser. */
export function dateLabel(date: string, locale: Locale): string {
    return new Intl.DateTimeFormat(htmlLang(locale), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        weekday: 'short',
        timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
}
