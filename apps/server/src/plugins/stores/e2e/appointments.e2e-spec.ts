import {
    APPOINTMENT_LEAD_MINUTES,
    APPOINTMENT_MAX_DAYS_AHEAD,
    MAX_APPOINTMENTS_PER_CLIENT_PER_DAY,
    shopInstant,
} from '@maison/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signUpMember } from '../../../../e2e/members';
import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { latestOutboxSms } from '../../membership';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import {
    ADMIN_APPOINTMENTS,
    BOOK,
    BY_TOKEN,
    CANCEL_BY_TOKEN,
    CANCEL_MINE,
    CHALLENGE,
    MY_APPOINTMENTS,
    REQUEST_CODE,
    REQUEST_SIGN_IN_CODE,
    SIGN_IN_BY_SMS,
    SLOTS,
    TRANSITION,
} from './graphql/appointment-documents';
import { dayFromToday, storeInput } from './fixtures/appointment-store';
import { CREATE_STORE, SET_CALENDAR_DAY } from './graphql/documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface Slot {
    start: string;
    end: string;
    startsAt: string;
    remaining: number;
}

interface Booked {
    __typename: string;
    id?: string;
    reference?: string;
    manageToken?: string | null;
    state?: string;
    slotStart?: string;
    date?: string;
    store?: { slug: string };
    errorCode?: string;
    field?: string | null;
    waitSeconds?: number | null;
}

interface Reply<T> {
    data: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    token?: string;
}

describe.each(databases)('appointments on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    const storeIds: Record<string, string> = {};
    let clients = 0;
    let numbers = 0;
    /** Every request its own client address, unless a test says: the code and booking limits count per address. */
    const newClient = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
    const newNumber = () => `1390013${String(++numbers).padStart(4, '0')}`;

    async function shopApi<T>(query: string, variables: object = {}, opts: { ip?: string; token?: string } = {}) {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'x-forwarded-for': opts.ip ?? newClient(),
                ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as Reply<T>;
        return { ...body, token: res.headers.get('vendure-auth-token') ?? undefined };
    }

    async function admin<T>(query: string, variables: object = {}) {
        const reply = await shop.admin<T>(query, variables as Record<string, unknown>, adminToken);
        expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
        return reply.data;
    }

    /** Asks for an appointment code for the number (captcha passed) and reads it from the outbox. */
    async function codeFor(mobile: string, mutation = REQUEST_CODE): Promise<string> {
        const ip = newClient();
        const challenge = (await shopApi<{ localCaptchaChallenge: object }>(CHALLENGE, {}, { ip })).data
            .localCaptchaChallenge;
        const sent = await shopApi<Record<string, { __typename: string }>>(
            mutation,
            { mobile, captcha: challenge },
            { ip },
        );
        expect(Object.values(sent.data)[0].__typename).toBe('SmsCodeSent');
        return (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile))!.code;
    }

    const booking = (fields: Record<string, unknown>) => ({
        storeSlug: 'appt-main',
        purpose: 'discoverCollection',
        date: dayFromToday(3),
        slotStart: '10:00',
        name: '王小明',
        mobile: '13900139000',
        privacyConsent: true,
        ...fields,
    });

    async function book(fields: Record<string, unknown>, opts: { ip?: string; token?: string } = {}) {
        const reply = await shopApi<{ bookAppointment: Booked }>(BOOK, { input: booking(fields) }, opts);
        expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
        return reply.data.bookAppointment;
    }

    /** A guest's booking, its number proven by a fresh code. */
    async function bookAsGuest(fields: Record<string, unknown>, opts: { ip?: string } = {}) {
        const mobile = (fields.mobile as string | undefined) ?? newNumber();
        return book({ ...fields, mobile, smsCode: await codeFor(mobile) }, opts);
    }

    async function slots(date: string, storeSlug = 'appt-main') {
        const reply = await shopApi<{ appointmentSlots: Slot[] }>(SLOTS, { storeSlug, date });
        return reply;
    }

    /** A member who signed in by SMS with the number: their own, proven, number. */
    async function smsMember(mobile: string): Promise<string> {
        const code = await codeFor(mobile, REQUEST_SIGN_IN_CODE);
        const signedIn = await shopApi<{ authenticate: { __typename: string } }>(SIGN_IN_BY_SMS, { mobile, code });
        expect(signedIn.data.authenticate.__typename).toBe('CurrentUser');
        return signedIn.token!;
    }

    beforeAll(async () => {
        shop = await startTestShop({ name: `appointments-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        const stores = {
            'appt-main': { takesAppointments: true, slotCapacity: 2 },
            'appt-race': { takesAppointments: true, slotCapacity: 1 },
            'appt-none': { takesAppointments: false },
        };
        for (const [slug, fields] of Object.entries(stores)) {
            const created = await admin<{ createStore: { id: string; __typename: string } }>(CREATE_STORE, {
                input: storeInput(slug, fields),
            });
            expect(created.createStore.__typename).toBe('Store');
            storeIds[slug] = created.createStore.id;
        }
        // The store closes four days from now.
        await admin(SET_CALENDAR_DAY, {
            input: { date: dayFromToday(4), kind: 'closed', storeId: storeIds['appt-main'] },
        });
    }, 300_000);

    afterAll(() => shop?.close());

    it('computes a day’s slots from the hours, the calendar and the clock', async () => {
        const day = await slots(dayFromToday(3));
        expect(day.errors).toBeUndefined();
        expect(day.data.appointmentSlots.map((s) => `${s.start}-${s.end}`)).toEqual([
            '10:00-11:00',
            '11:00-12:00',
            '12:00-13:00',
            '13:00-14:00',
            '14:00-15:00',
            '15:00-16:00',
            '16:00-17:00',
            '17:00-18:00',
        ]);
        expect(day.data.appointmentSlots.every((s) => s.remaining === 2)).toBe(true);
        expect(new Date(day.data.appointmentSlots[0].startsAt).toISOString()).toBe(
            shopInstant(dayFromToday(3), 600).toISOString(),
        );
        // Closed that day, a day gone, and too far ahead: none.
        expect((await slots(dayFromToday(4))).data.appointmentSlots).toEqual([]);
        expect((await slots(dayFromToday(-1))).data.appointmentSlots).toEqual([]);
        expect((await slots(dayFromToday(APPOINTMENT_MAX_DAYS_AHEAD + 1))).data.appointmentSlots).toEqual([]);
        // Today: nothing sooner than the lead time.
        const earliest = Date.now() + APPOINTMENT_LEAD_MINUTES * 60_000;
        for (const slot of (await slots(dayFromToday(0))).data.appointmentSlots) {
            expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(earliest - 60_000);
        }
        // An unknown store, one taking no appointments, and a date that is not one.
        expect((await slots(dayFromToday(3), 'no-such-store')).errors?.[0].extensions?.code).toBe('STORE_NOT_FOUND');
        expect((await slots(dayFromToday(3), 'appt-none')).errors?.[0].extensions?.code).toBe('STORE_NOT_BOOKABLE');
        expect((await slots('2027-02-30')).errors?.[0].extensions?.code).toBe('INVALID_DATE_RANGE');
    });

    it('names the field of each bad input, and refuses a slot that is not offered', async () => {
        const bad: Array<[Record<string, unknown>, string]> = [
            [{ storeSlug: '' }, 'storeSlug'],
            [{ date: '2027-02-30' }, 'date'],
            [{ slotStart: '25:00' }, 'slotStart'],
            [{ name: '  ' }, 'name'],
            [{ name: 'x'.repeat(51) }, 'name'],
            [{ mobile: '12345' }, 'mobile'],
            [{ email: 'not-an-address' }, 'email'],
            [{ note: 'x'.repeat(501) }, 'note'],
            [{ privacyConsent: false }, 'privacyConsent'],
        ];
        for (const [fields, field] of bad) {
            expect(await book(fields), field).toMatchObject({ errorCode: 'INVALID_APPOINTMENT_INPUT', field });
        }
        const refused: Array<[Record<string, unknown>, string]> = [
            [{ storeSlug: 'no-such-store' }, 'STORE_NOT_FOUND'],
            [{ storeSlug: 'appt-none' }, 'STORE_NOT_BOOKABLE'],
            [{ date: dayFromToday(-1) }, 'SLOT_UNAVAILABLE'],
            [{ date: dayFromToday(4) }, 'SLOT_UNAVAILABLE'],
            [{ slotStart: '09:00' }, 'SLOT_UNAVAILABLE'],
            [{ slotStart: '18:00' }, 'SLOT_UNAVAILABLE'],
            [{ slotStart: '10:30' }, 'SLOT_UNAVAILABLE'],
            [{ date: dayFromToday(APPOINTMENT_MAX_DAYS_AHEAD + 1) }, 'SLOT_UNAVAILABLE'],
        ];
        for (const [fields, errorCode] of refused) {
            expect(await book(fields), JSON.stringify(fields)).toMatchObject({ errorCode });
        }
        // A purpose outside the list never reaches the service: the schema's enum refuses it.
        const purpose = await shopApi(BOOK, { input: booking({ purpose: 'haircut' }) });
        expect(purpose.errors?.length).toBeGreaterThan(0);
        // A guest's number needs its code: none, then a wrong one.
        const mobile = newNumber();
        expect(await book({ mobile })).toMatchObject({ errorCode: 'SMS_CODE_NONE', field: 'smsCode' });
        const code = await codeFor(mobile);
        const wrong = code === '000000' ? '111111' : '000000';
        expect(await book({ mobile, smsCode: wrong })).toMatchObject({ errorCode: 'SMS_CODE_WRONG' });
        // A code spent by no refused booking still books.
        expect(await book({ mobile, smsCode: code, slotStart: '11:00' })).toMatchObject({ __typename: 'Appointment' });
        expect(await book({ mobile, smsCode: code, slotStart: '12:00' })).toMatchObject({ errorCode: 'SMS_CODE_USED' });
    });

    it('books as a guest with a code, and manages the booking by its link only', async () => {
        const date = dayFromToday(5);
        const booked = await bookAsGuest({ date, slotStart: '14:00', email: 'guest@example.com', note: '看看表带' });
        expect(booked).toMatchObject({ __typename: 'Appointment', state: 'requested', store: { slug: 'appt-main' } });
        expect(booked.reference).toMatch(/^[A-Z2-9]{8}$/);
        expect(booked.manageToken).toMatch(/^[\w-]{43}$/);
        const slot = (await slots(date)).data.appointmentSlots.find((s) => s.start === '14:00')!;
        expect(slot.remaining).toBe(1);

        const link = { reference: booked.reference!, token: booked.manageToken! };
        const found = await shopApi<{ appointmentByToken: Booked | null }>(BY_TOKEN, {
            ...link,
            reference: link.reference.toLowerCase(),
        });
        expect(found.data.appointmentByToken).toMatchObject({ id: booked.id, state: 'requested' });
        expect(found.data.appointmentByToken).not.toHaveProperty('manageToken');
        const wrongToken = { ...link, token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}` };
        expect((await shopApi<{ appointmentByToken: null }>(BY_TOKEN, wrongToken)).data.appointmentByToken).toBeNull();

        const refused = await shopApi<{ cancelAppointmentByToken: Booked }>(CANCEL_BY_TOKEN, wrongToken);
        expect(refused.data.cancelAppointmentByToken).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });
        const cancelled = await shopApi<{ cancelAppointmentByToken: Booked }>(CANCEL_BY_TOKEN, link);
        expect(cancelled.data.cancelAppointmentByToken).toMatchObject({ id: booked.id, state: 'cancelled' });
        const again = await shopApi<{ cancelAppointmentByToken: Booked }>(CANCEL_BY_TOKEN, link);
        expect(again.data.cancelAppointmentByToken).toMatchObject({ errorCode: 'APPOINTMENT_CLOSED' });
        expect((await slots(date)).data.appointmentSlots.find((s) => s.start === '14:00')!.remaining).toBe(2);
    });

    it('lets a member book with their own number without a code, up to three upcoming, and cancel their own only', async () => {
        const mobile = newNumber();
        const member = await smsMember(mobile);
        const when: Array<[number, string]> = [
            [6, '12:00'],
            [7, '10:00'],
            [6, '10:00'],
        ];
        const made: Booked[] = [];
        for (const [days, slotStart] of when) {
            const booked = await book({ mobile, date: dayFromToday(days), slotStart }, { token: member });
            expect(booked, JSON.stringify(booked)).toMatchObject({ __typename: 'Appointment', state: 'requested' });
            made.push(booked);
        }
        // The fourth is refused for the number (counted by number, whoever books).
        const fourth = { mobile, date: dayFromToday(8), slotStart: '10:00' };
        expect(await book(fourth, { token: member })).toMatchObject({
            errorCode: 'APPOINTMENT_LIMIT',
            field: 'mobile',
        });

        const mine = await shopApi<{ myAppointments: Booked[] }>(MY_APPOINTMENTS, {}, { token: member });
        expect(mine.data.myAppointments.map((a) => `${a.date} ${a.slotStart}`)).toEqual([
            `${dayFromToday(6)} 10:00`,
            `${dayFromToday(6)} 12:00`,
            `${dayFromToday(7)} 10:00`,
        ]);
        expect(mine.data.myAppointments.every((a) => a.manageToken === null)).toBe(true);

        // Another member sees none of them, and cancelling one answers as for none at all.
        const other = await signUpMember(shop, 'appointments.other@example.com', 'other-member-password-1');
        expect(
            (await shopApi<{ myAppointments: Booked[] }>(MY_APPOINTMENTS, {}, { token: other })).data.myAppointments,
        ).toEqual([]);
        const stranger = await shopApi<{ cancelMyAppointment: Booked }>(
            CANCEL_MINE,
            { id: made[0].id },
            { token: other },
        );
        expect(stranger.data.cancelMyAppointment).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });
        const none = await shopApi<{ cancelMyAppointment: Booked }>(CANCEL_MINE, { id: '999999' }, { token: other });
        expect(none.data.cancelMyAppointment).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });
        // Nor may a guest (an other member's code helps nothing either).
        const guest = await shopApi<{ cancelMyAppointment: Booked }>(CANCEL_MINE, { id: made[0].id });
        expect(guest.data.cancelMyAppointment).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });

        const cancelled = await shopApi<{ cancelMyAppointment: Booked }>(
            CANCEL_MINE,
            { id: made[0].id },
            { token: member },
        );
        expect(cancelled.data.cancelMyAppointment).toMatchObject({ id: made[0].id, state: 'cancelled' });
        // A place freed: the number may book again.
        expect(await book(fourth, { token: member })).toMatchObject({ __typename: 'Appointment' });
    });

    it('lets staff list a store’s day, confirm, cancel and mark a no-show, and refuses a move the rules forbid', async () => {
        const date = dayFromToday(9);
        const [a, b, c] = [
            await bookAsGuest({ date, slotStart: '15:00' }),
            await bookAsGuest({ date, slotStart: '15:00' }),
            await bookAsGuest({ date, slotStart: '16:00' }),
        ];
        type List = { appointments: { totalItems: number; items: Array<Booked & { storeId: string }> } };
        const day = await admin<List>(ADMIN_APPOINTMENTS, {
            options: {
                filter: { storeId: { eq: storeIds['appt-main'] }, date: { eq: date } },
                sort: { startsAt: 'ASC' },
            },
        });
        expect(day.appointments.totalItems).toBe(3);
        expect(day.appointments.items.map((i) => i.id).sort()).toEqual([a.id, b.id, c.id].sort());
        // The slot is full, for anyone.
        expect(await bookAsGuest({ date, slotStart: '15:00' })).toMatchObject({ errorCode: 'SLOT_FULL' });

        type Moved = { transitionAppointment: Booked };
        const move = async (id: string, state: string) =>
            (await admin<Moved>(TRANSITION, { id, state })).transitionAppointment;
        expect(await move(a.id!, 'confirmed')).toMatchObject({ state: 'confirmed' });
        expect(await move(a.id!, 'noShow')).toMatchObject({ state: 'noShow' });
        expect(await move(b.id!, 'cancelled')).toMatchObject({ state: 'cancelled' });
        expect(await move(b.id!, 'confirmed')).toMatchObject({ errorCode: 'APPOINTMENT_CLOSED' });
        expect(await move(c.id!, 'requested')).toMatchObject({ errorCode: 'APPOINTMENT_CLOSED' });
        expect(await move('999999', 'confirmed')).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });
        // The cancelled place is free again; the no-show keeps its own.
        expect((await slots(date)).data.appointmentSlots.find((s) => s.start === '15:00')!.remaining).toBe(1);
    });

    it('shows appointments to staff with ManageAppointments only', async () => {
        const booked = await bookAsGuest({ date: dayFromToday(9), slotStart: '17:00' });
        const keeper = await signInStaff(shop, adminToken, 'store-keeper', ['ManageStores']);
        const desk = await signInStaff(shop, adminToken, 'boutique-desk', ['ManageAppointments']);
        for (const token of [keeper, undefined]) {
            for (const [query, variables] of [
                [ADMIN_APPOINTMENTS, {}],
                [TRANSITION, { id: booked.id, state: 'confirmed' }],
            ] as const) {
                expect((await shop.admin(query, variables, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
        const confirmed = await shop.admin<{ transitionAppointment: Booked }>(
            TRANSITION,
            { id: booked.id, state: 'confirmed' },
            desk,
        );
        expect(confirmed.data.transitionAppointment).toMatchObject({ state: 'confirmed' });
    });

    it('takes ten bookings a day from one client address, counting only those made', async () => {
        const ip = newClient();
        // A refused booking does not count.
        expect(await bookAsGuest({ date: dayFromToday(-1) }, { ip })).toMatchObject({ errorCode: 'SLOT_UNAVAILABLE' });
        const starts = ['10:00', '11:00', '12:00', '13:00', '14:00'];
        for (let i = 0; i < MAX_APPOINTMENTS_PER_CLIENT_PER_DAY; i++) {
            const booked = await bookAsGuest(
                { date: dayFromToday(11 + (i % 2)), slotStart: starts[Math.floor(i / 2)] },
                { ip },
            );
            expect(booked, JSON.stringify(booked)).toMatchObject({ __typename: 'Appointment' });
        }
        const refused = await bookAsGuest({ date: dayFromToday(13) }, { ip });
        expect(refused).toMatchObject({ errorCode: 'DAILY_LIMIT' });
        expect(refused.waitSeconds).toBeGreaterThan(0);
        expect(await bookAsGuest({ date: dayFromToday(13) })).toMatchObject({ __typename: 'Appointment' });
    });

    it('gives a slot’s last place to exactly one of twenty who book it at once', async () => {
        const date = dayFromToday(10);
        const bookers = [];
        for (let i = 0; i < 20; i++) {
            const mobile = newNumber();
            bookers.push({ mobile, smsCode: await codeFor(mobile), ip: newClient() });
        }
        const results = await Promise.all(
            bookers.map(({ mobile, smsCode, ip }) =>
                book({ storeSlug: 'appt-race', date, slotStart: '13:00', mobile, smsCode }, { ip }),
            ),
        );
        const won = results.filter((r) => r.__typename === 'Appointment');
        expect(won).toHaveLength(1);
        expect(results.filter((r) => r.errorCode === 'SLOT_FULL')).toHaveLength(19);
        const slot = (await slots(date, 'appt-race')).data.appointmentSlots.find((s) => s.start === '13:00')!;
        expect(slot.remaining).toBe(0);
        type List = { appointments: { totalItems: number } };
        const listed = await admin<List>(ADMIN_APPOINTMENTS, {
            options: { filter: { storeId: { eq: storeIds['appt-race'] }, date: { eq: date } } },
        });
        expect(listed.appointments.totalItems).toBe(1);
        // The losers' codes were not spent: one of them books the next slot with the same code.
        const loserIndex = results.findIndex((r) => r.__typename !== 'Appointment');
        const again = bookers[loserIndex];
        expect(
            await book({
                storeSlug: 'appt-race',
                date,
                slotStart: '14:00',
                mobile: again.mobile,
                smsCode: again.smsCode,
            }),
        ).toMatchObject({ __typename: 'Appointment' });
    });
});
