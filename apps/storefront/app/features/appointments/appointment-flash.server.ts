import { createCookie } from 'react-router';

import { env } from '~/lib/env.server';

import type { AppointmentView } from './booking-days';

/**
 * The booking just made, for its confirmation page only: signed, httpOnly, on the appointment
 * pages' path, and short-lived. The page shows what this holds and never looks a reference up,
 * so nobody reads another's appointment by guessing one.
 */
const flashCookie = createCookie('maison_appointment', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/stores/appointment',
    maxAge: 15 * 60,
    secrets: [env.SESSION_SECRET],
    secure: env.PUBLIC_URL.startsWith('https:'),
});

/** What the confirmation shows of the booking. */
export type BookedFlash = Pick<
    AppointmentView,
    'reference' | 'purpose' | 'date' | 'slotStart' | 'slotEnd' | 'store'
> & { mobile: string };

/** The Set-Cookie header that carries the booking to the confirmation page. */
export function flashBooking(booked: AppointmentView & { mobile: string }): Promise<string> {
    const { reference, purpose, date, slotStart, slotEnd, store, mobile } = booked;
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
    return flashCookie.serialize({ reference, purpose, date, slotStart, slotEnd, store, mobile: masked });
}

/** The booking the cookie carries, if it is the reference asked for. */
export async function readBookingFlash(request: Request, reference: string | null): Promise<BookedFlash | null> {
    const value = (await flashCookie.parse(request.headers.get('Cookie')).catch(() => null)) as BookedFlash | null;
    return value && reference && value.reference === reference ? value : null;
}
