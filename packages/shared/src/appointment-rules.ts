import { daysBetween, isShopDate, shopClock } from './stores.js';

/**
 * The rules of a visit booked at a boutique (issue 31) that need no schema: what it is for, the
 * states it goes through and who may move it, and the limits on booking. Kept apart from the
 * form's schema so that a page's script can use them without loading the schemas.
 */

/** What a visitor comes for. */
export const APPOINTMENT_PURPOSES = [
    'discoverCollection',
    'collectPurchase',
    'serviceAdvice',
    'strapFitting',
    'engraving',
    'other',
] as const;
export type AppointmentPurpose = (typeof APPOINTMENT_PURPOSES)[number];

/**
 * An appointment is `requested` when booked; staff confirm it (`confirmed`), and either side
 * may cancel it (`cancelled`) while it is still ahead. Staff mark a visitor who did not come
 * (`noShow`). `cancelled` and `noShow` are final.
 */
export const APPOINTMENT_STATES = ['requested', 'confirmed', 'cancelled', 'noShow'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** States that hold a place in their slot and count towards a number's upcoming bookings. */
export const ACTIVE_APPOINTMENT_STATES: readonly AppointmentState[] = ['requested', 'confirmed'];

/** What the events of an appointment say happened to it; `changed` is a visitor's move to another slot. */
export const APPOINTMENT_EVENT_KINDS = ['booked', 'changed', 'confirmed', 'cancelled', 'noShow'] as const;
export type AppointmentEventKind = (typeof APPOINTMENT_EVENT_KINDS)[number];

/** Upcoming appointments one mobile number may hold at once. */
export const MAX_UPCOMING_APPOINTMENTS_PER_MOBILE = 3;
/** Bookings one client address may make in a day, counted where every instance sees them. */
export const MAX_APPOINTMENTS_PER_CLIENT_PER_DAY = 10;
/** How far ahead a visit may be booked. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 90;
export const APPOINTMENT_NOTE_MAX_LENGTH = 500;
export const APPOINTMENT_NAME_MAX_LENGTH = 50;

export function isAppointmentState(value: unknown): value is AppointmentState {
    return APPOINTMENT_STATES.some((state) => state === value);
}

/** The states staff may move an appointment in `state` to. */
export function staffAppointmentTransitions(state: AppointmentState): AppointmentState[] {
    if (state === 'requested') return ['confirmed', 'cancelled', 'noShow'];
    if (state === 'confirmed') return ['cancelled', 'noShow'];
    return [];
}

/** Whether the visitor may still cancel or move it to another slot: it holds its place and its slot has not begun. */
export function visitorMayCancel(state: AppointmentState, startsAt: Date | number, now: Date | number): boolean {
    const start = startsAt instanceof Date ? startsAt.getTime() : startsAt;
    const at = now instanceof Date ? now.getTime() : now;
    return ACTIVE_APPOINTMENT_STATES.includes(state) && start > at;
}

/** Whether a date (YYYY-MM-DD) is one a visit may be booked for: today or later, within the days ahead. */
export function isBookableDate(date: string, now: Date | number): boolean {
    if (!isShopDate(date)) return false;
    const ahead = daysBetween(shopClock(now).date, date);
    return ahead >= 0 && ahead <= APPOINTMENT_MAX_DAYS_AHEAD;
}
