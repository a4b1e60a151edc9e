import {
    APPOINTMENT_FAILURES,
    appointmentBookingSchema,
    appointmentRescheduleSchema,
    isOneOf,
    SMS_SEND_FAILURES,
    SMS_SIGN_IN_FAILURES,
} from '@maison/shared';

import type { z } from 'zod';

import { requestSmsCode, loadCaptchaChallenge } from '~/features/account/sign-in.server';
import type { CaptchaChallenge, SignInAnswer } from '~/features/account/sign-in';
import { calendarFor, shopDateAfter, weeklyHoursOf } from '~/features/stores/store-view';
import { fieldErrors } from '~/lib/field-errors';
import { graphql } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import type { ShopClient } from '~/lib/shop-client.server';

import { type AppointmentView, bookingDays, chosenDay, type SlotChoice, type SlotView } from './booking-days';

export type { AppointmentView, SlotChoice, SlotView };

const AppointmentFields = graphql(`
    fragment AppointmentFields on Appointment {
        id
        reference
        purpose
        date
        slotStart
        slotEnd
        startsAt
        name
        mobile
        email
        note
        state
        store {
            slug
            name
            addressLine
            cityName
            phone
        }
    }
`);

const BookingStoresQuery = graphql(`
    query BookingStores($from: String!, $to: String!) {
        stores {
            slug
            name
            cityName
            takesAppointments
            openingHours {
                weekday
                opens
                closes
            }
        }
        storeCalendar(from: $from, to: $to) {
            date
            kind
            storeSlug
        }
        activeCustomer {
            firstName
            lastName
            phoneNumber
            emailAddress
        }
    }
`);

const SlotsQuery = graphql(`
    query AppointmentSlots($storeSlug: String!, $date: String!) {
        appointmentSlots(storeSlug: $storeSlug, date: $date) {
            start
            end
            remaining
        }
    }
`);

const BookMutation = graphql(
    `
        mutation BookAppointment($input: BookAppointmentInput!) {
            bookAppointment(input: $input) {
                __typename
                ... on Appointment {
                    ...AppointmentFields
                }
                ... on ShopFailure {
                    errorCode
                    field
                }
            }
        }
    `,
    [AppointmentFields],
);

const MyAppointmentsQuery = graphql(
    `
        query MyAppointments {
            myAppointments {
                ...AppointmentFields
            }
        }
    `,
    [AppointmentFields],
);

const ByTokenQuery = graphql(
    `
        query AppointmentByToken($reference: String!, $token: String!) {
            appointmentByToken(reference: $reference, token: $token) {
                ...AppointmentFields
            }
        }
    `,
    [AppointmentFields],
);

const CancelMineMutation = graphql(`
    mutation CancelMyAppointment($id: ID!) {
        cancelMyAppointment(id: $id) {
            __typename
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const CancelByTokenMutation = graphql(`
    mutation CancelAppointmentByToken($reference: String!, $token: String!) {
        cancelAppointmentByToken(reference: $reference, token: $token) {
            __typename
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const RescheduleMineMutation = graphql(`
    mutation RescheduleMyAppointment($id: ID!, $date: String!, $slotStart: String!) {
        rescheduleMyAppointment(id: $id, date: $date, slotStart: $slotStart) {
            __typename
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

const RescheduleByTokenMutation = graphql(`
    mutation RescheduleAppointmentByToken($reference: String!, $token: String!, $date: String!, $slotStart: String!) {
        rescheduleAppointmentByToken(reference: $reference, token: $token, date: $date, slotStart: $slotStart) {
            __typename
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`);

export interface BookingPageData extends SlotChoice {
    stores: Array<{ slug: string; name: string; cityName: string }>;
    member: { name: string; mobile: string; email: string } | null;
    challenge: CaptchaChallenge | null;
}

/** A form's refusal: i18n keys by field, the form-wide code, and what was typed (never a code). */
export interface AppointmentAnswer {
    ok: boolean;
    errors: Record<string, string>;
    failure?: string;
    values?: Record<string, string>;
    /** The answer of a code request, for the code fields. */
    code?: SignInAnswer;
}

/** The failures the appointment pages translate (`appointment.errors.<CODE>`). */
export const APPOINTMENT_PAGE_FAILURES = [...APPOINTMENT_FAILURES, ...SMS_SIGN_IN_FAILURES, ...SMS_SEND_FAILURES];

/** The Shop API's failure as the form shows it: on its field when it names one the form has, else under the form. */
function refusal(code: string, field: string | null | undefined, values?: Record<string, string>): AppointmentAnswer {
    const known = isOneOf(APPOINTMENT_PAGE_FAILURES, code) ? code : 'UNKNOWN';
    const key = `appointment.errors.${known}`;
    const onField = field && FORM_FIELDS.has(field) ? field : undefined;
    return { ok: false, errors: onField ? { [onField]: key } : {}, failure: onField ? undefined : known, values };
}

const FORM_FIELDS = new Set([
    'storeSlug',
    'purpose',
    'date',
    'slotStart',
    'name',
    'mobile',
    'email',
    'note',
    'privacyConsent',
    'smsCode',
]);

/**
 * A form's field errors: the shared schema's messages of the appointment and of the privacy
 * consent are written in this page's namespace (`appointment.validation…`), the common ones stay.
 */
function formErrors(error: z.ZodError): Record<string, string> {
    const errors = fieldErrors(error);
    for (const [field, key] of Object.entries(errors)) {
        if (/^validation\.(appointment|privacyConsent)/.test(key)) errors[field] = `appointment.${key}`;
    }
    return errors;
}

/** The slots of a store's day, or none when the store refuses (closed, no longer bookable). */
async function slotsOf(client: ShopClient, storeSlug: string, date: string | undefined): Promise<SlotView[]> {
    if (!date) return [];
    try {
        return (await client.request(SlotsQuery, { storeSlug, date })).appointmentSlots;
    } catch {
        return [];
    }
}

/**
 * The booking page: the stores that take appointments, the chosen one's days ahead (open or
 * closed) and the slots of the day asked for; a 404 for a slug no such store has.
 */
export async function loadBookingPage(
    client: ShopClient,
    params: { slug?: string; store?: string | null; date?: string | null },
    now = new Date(),
): Promise<BookingPageData> {
    const [data, challenge] = await Promise.all([
        client.request(BookingStoresQuery, { from: shopDateAfter(now, 0), to: shopDateAfter(now, 91) }),
        loadCaptchaChallenge(client),
    ]);
    const bookable = data.stores.filter((s) => s.takesAppointments);
    const wanted = params.store || params.slug;
    const store = wanted ? bookable.find((s) => s.slug === wanted) : bookable[0];
    if (!store) throw notFound();
    const days = bookingDays(weeklyHoursOf(store), calendarFor(data.storeCalendar, store.slug), now);
    const date = chosenDay(days, params.date);
    const customer = data.activeCustomer;
    return {
        stores: bookable.map(({ slug, name, cityName }) => ({ slug, name, cityName })),
        storeSlug: store.slug,
        days,
        date,
        slots: await slotsOf(client, store.slug, date),
        member: customer
            ? {
                  name: `${customer.lastName ?? ''}${customer.firstName ?? ''}`.trim(),
                  mobile: customer.phoneNumber ?? '',
                  email: customer.emailAddress.includes('@') ? customer.emailAddress : '',
              }
            : null,
        challenge,
    };
}

/** The slot picker of an existing appointment's store, for a move. */
export async function loadSlotChoice(
    client: ShopClient,
    storeSlug: string,
    askedDate: string | null,
    now = new Date(),
): Promise<SlotChoice> {
    const data = await client.request(BookingStoresQuery, { from: shopDateAfter(now, 0), to: shopDateAfter(now, 91) });
    const store = data.stores.find((s) => s.slug === storeSlug && s.takesAppointments);
    if (!store) return { storeSlug, days: [], date: undefined, slots: [] };
    const days = bookingDays(weeklyHoursOf(store), calendarFor(data.storeCalendar, store.slug), now);
    const date = chosenDay(days, askedDate);
    return { storeSlug, days, date, slots: await slotsOf(client, storeSlug, date) };
}

/** Asks for a code to the form's mobile, behind the captcha. */
export async function requestBookingCode(client: ShopClient, form: Record<string, string>): Promise<AppointmentAnswer> {
    const code = await requestSmsCode(client, form, 'appointment');
    return { ok: false, errors: {}, code, values: keptValues(form) };
}

/** What a refused form shows again as typed: everything but the code and the captcha. */
function keptValues(form: Record<string, string>): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of FORM_FIELDS) if (name !== 'smsCode' && form[name]) values[name] = form[name].slice(0, 500);
    return values;
}

/** Books the form's visit: the appointment, or the refusal with its fields. */
export async function bookAppointment(
    client: ShopClient,
    form: Record<string, string>,
): Promise<{ booked: AppointmentView } | { refused: AppointmentAnswer }> {
    const values = keptValues(form);
    const parsed = appointmentBookingSchema.safeParse({ ...form, privacyConsent: form.privacyConsent === 'on' });
    if (!parsed.success) return { refused: { ok: false, errors: formErrors(parsed.error), values } };
    const smsCode = (form.smsCode ?? '').trim().slice(0, 12);
    const { bookAppointment: result } = await client.request(BookMutation, {
        input: { ...parsed.data, smsCode: smsCode || null },
    });
    if (result.__typename === 'Appointment') return { booked: result as AppointmentView };
    return { refused: refusal(result.errorCode, result.field, values) };
}

export async function loadMyAppointments(client: ShopClient): Promise<AppointmentView[]> {
    return (await client.request(MyAppointmentsQuery)).myAppointments as AppointmentView[];
}

/** The appointment a signed link names, or null for a wrong or broken link. */
export async function loadByToken(
    client: ShopClient,
    reference: string | null,
    token: string | null,
): Promise<AppointmentView | null> {
    if (!reference || !token || reference.length > 32 || token.length > 128) return null;
    const { appointmentByToken } = await client.request(ByTokenQuery, { reference, token });
    return (appointmentByToken as AppointmentView | null) ?? null;
}

/** Who the change is for: the member's own by id, or the signed link's. */
export type AppointmentOwner = { id: string } | { reference: string; token: string };

/** Cancels an appointment: null when done, else the refusal. */
export async function cancelAppointment(
    client: ShopClient,
    owner: AppointmentOwner,
): Promise<AppointmentAnswer | null> {
    const result =
        'id' in owner
            ? (await client.request(CancelMineMutation, { id: owner.id })).cancelMyAppointment
            : (await client.request(CancelByTokenMutation, owner)).cancelAppointmentByToken;
    return result.__typename === 'ShopFailure' ? refusal(result.errorCode, result.field) : null;
}

/** Moves an appointment to the form's day and slot: null when done, else the refusal. */
export async function rescheduleAppointment(
    client: ShopClient,
    owner: AppointmentOwner,
    form: Record<string, string>,
): Promise<AppointmentAnswer | null> {
    const parsed = appointmentRescheduleSchema.safeParse(form);
    if (!parsed.success) return { ok: false, errors: formErrors(parsed.error) };
    const result =
        'id' in owner
            ? (await client.request(RescheduleMineMutation, { id: owner.id, ...parsed.data })).rescheduleMyAppointment
            : (await client.request(RescheduleByTokenMutation, { ...owner, ...parsed.data }))
                  .rescheduleAppointmentByToken;
    return result.__typename === 'ShopFailure' ? refusal(result.errorCode, result.field) : null;
}
