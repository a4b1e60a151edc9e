import { z } from 'zod';

import { APPOINTMENT_NAME_MAX_LENGTH, APPOINTMENT_NOTE_MAX_LENGTH, APPOINTMENT_PURPOSES } from './appointment-rules.js';
import { isShopDate, minutesOfTime } from './stores.js';
import { emailSchema, mobileSchema, validationMessages } from './validation.js';

/**
 * A visit booked at a boutique (issue 31): its rules (appointment-rules.ts) and the booking
 * form's schema. The server enforces them; the storefront and the dashboard show the same.
 */

export * from './appointment-rules.js';

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

const bookingDate = required.refine(isShopDate, appointmentMessages.date);
const bookingSlot = required.refine((value) => minutesOfTime(value) !== undefined, appointmentMessages.slot);

/**
 * A booking as the form sends it and the server checks it again: the store, what for, the
 * day and the slot's start (Beijing time), who comes, and the privacy consent.
 */
export const appointmentBookingSchema = z.object({
    storeSlug: required.trim().min(1, appointmentMessages.required).max(64, appointmentMessages.required),
    purpose: z.enum(APPOINTMENT_PURPOSES, { error: appointmentMessages.purpose }),
    date: bookingDate,
    slotStart: bookingSlot,
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
export const appointmentRescheduleSchema = z.object({ date: bookingDate, slotStart: bookingSlot });
export type AppointmentReschedule = z.output<typeof appointmentRescheduleSchema>;
