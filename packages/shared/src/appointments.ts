import { z } from 'zod';

import { isShopDate, minutesOfTime, shopClock, daysBetween } from './stores.js';
import { emailSchema, mobileSchema, validationMessages } from './validation.js';

/**
 * A visit booked at a boutique (issue 31): what it is for, the states it goes through and who
 * may move it, the limits on booking, and the booking form's schema. The server enforces
 * them; the storefront and the dashboard show the same.
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

/** Messages are i18n keys (namespace `validation`), as in validation.ts. */
export const appointmentMessages = {
    required: validationMessages.required,
    purpose: 'validation.appointmentPurpose',
    date: 'validation.appointmentDate',
    slot: 'validation.appointmentSlot',
    nameLength: 'validation.appointmentNameLength',
    noteLength: 'validation.appointmentNoteLength',
    consent: 'validation.privacyConsent',
} as const;

const required = z.string({ error: appointmentMessages.required });

/** An optional text field: blank is the same as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : (value ?? undefined)),
        schema.optional(),
    );

/**
 * A booking as the form sends it and the server checks it again: the store, what for, the
 * day and the slot's start (Beijing time), who comes, and the privacy consent.
 */
export const appointmentBookingSchema = z.object({
    storeSlug: required.trim().min(1, appointmentMessages.required).max(64, appointmentMessages.required),
    purpose: z.enum(APPOINTMENT_PURPOSES, { error: appointmentMessages.purpose }),
    date: required.refine(isShopDate, appointmentMessages.date),
    slotStart: required.refine((value) => minutesOfTime(value) !== undefined, appointmentMessages.slot),
    name: required
        .trim()
        .min(1, appointmentMessages.required)
        .max(APPOINTMENT_NAME_MAX_LENGTH, appointmentMessages.nameLength),
    mobile: mobileSchema,
    email: optional(emailSchema),
    note: optional(z.string().trim().max(APPOINTMENT_NOTE_MAX_LENGTH, appointmentMessages.noteLength)),
    privacyConsent: z.literal(true, { error: appointmentMessages.consent }),
});
export type AppointmentBooking = z.output<typeof appointmentBookingSchema>;
export type AppointmentBookingInput = z.input<typeof appointmentBookingSchema>;

/** The first field a booking gets wrong, with its message key; undefined when it is whole. */
export function appointmentBookingProblem(input: unknown): { field: string; message: string } | undefined {
    const parsed = appointmentBookingSchema.safeParse(input);
    if (parsed.success) return undefined;
    const issue = parsed.error.issues[0];
    return { field: String(issue.path[0] ?? 'input'), message: issue.message };
}

/** A move to another slot, as the manage pages send it: the day and the slot's start, checked as a booking's. */
export const appointmentRescheduleSchema = appointmentBookingSchema.pick({ date: true, slotStart: true });
export type AppointmentReschedule = z.output<typeof appointmentRescheduleSchema>;
