import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { eventually } from '../../../../e2e/eventually';
import { signInStaff } from '../../../../e2e/staff';
import { startTestShop, SQLITE_ONLY, type TestShop } from '../../../../e2e/test-shop';
import { outboxTemplateSms } from '../../membership';
import { ADMIN_LOGIN } from '../../reviews/e2e/graphql/admin-documents';
import { ADMIN_APPOINTMENTS } from './graphql/appointment-documents';
import { dayFromToday, storeInput } from './fixtures/appointment-store';
import { guestBooker } from './fixtures/guest-booking';
import { APPOINTMENTS_ON_DATE, CREATE_STORE, SET_CALENDAR_DAY } from './graphql/documents';

const databases = SQLITE_ONLY;

interface Reply<T> {
    data: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

type Count = { appointmentsOnDate: { __typename: string; count?: number; errorCode?: string } };
type SetDay = { setStoreCalendarDay: { __typename: string; id?: string; kind?: string; errorCode?: string } };
type Listed = { appointments: { items: Array<{ id: string; state: string }> } };

describe.each(databases)('closing days that have appointments on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    const storeIds: Record<string, string> = {};
    const book = guestBooker(() => shop, '1360015');

    const admin = async <T>(
        query: string,
        variables: Record<string, unknown> = {},
        token: string | undefined = adminToken,
    ) => (await shop.admin<T>(query, variables, token)) as Reply<T>;
    const count = async (date: string, storeId?: string) =>
        (await admin<Count>(APPOINTMENTS_ON_DATE, { date, storeId })).data.appointmentsOnDate;
    const setDay = async (input: Record<string, unknown>) =>
        (await admin<SetDay>(SET_CALENDAR_DAY, { input })).data.setStoreCalendarDay;
    const stateOf = async (id: string) =>
        (await admin<Listed>(ADMIN_APPOINTMENTS, { options: { filter: { id: { eq: id } } } })).data.appointments
            .items[0].state;
    const cancelledSms = (mobile: string) => outboxTemplateSms(shop.env.SMS_OUTBOX_DIR, mobile, 'appointmentCancelled');

    beforeAll(async () => {
        shop = await startTestShop({ name: `closing-days-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = (
            await shop.admin(ADMIN_LOGIN, {
                username: shop.env.SUPERADMIN_USERNAME,
                password: 'e2e-superadmin-password',
            })
        ).token!;
        for (const slug of ['close-a', 'close-b']) {
            const created = await admin<{ createStore: { __typename: string; id: string } }>(CREATE_STORE, {
                input: storeInput(slug, { takesAppointments: true, slotCapacity: 5 }),
            });
            expect(created.data.createStore.__typename).toBe('Store');
            storeIds[slug] = created.data.createStore.id;
        }
    }, 300_000);

    afterAll(() => shop?.close());

    it('counts a store’s bookings of a day, and closing it cancels exactly those, texting each visitor', async () => {
        const day = dayFromToday(5);
        const first = await book({ storeSlug: 'close-a', date: day, slotStart: '10:00' });
        const second = await book({ storeSlug: 'close-a', date: day, slotStart: '15:00' });
        const otherStore = await book({ storeSlug: 'close-b', date: day, slotStart: '10:00' });
        const otherDay = await book({ storeSlug: 'close-a', date: dayFromToday(6), slotStart: '10:00' });
        for (const booked of [first, second, otherStore, otherDay]) expect(booked.__typename).toBe('Appointment');
        // A cancelled one is no longer counted.
        const gone = await book({ storeSlug: 'close-a', date: day, slotStart: '11:00' });
        await admin(`mutation ($id: ID!) { transitionAppointment(id: $id, state: cancelled) { __typename } }`, {
            id: gone.id,
        });

        expect(await count(day, storeIds['close-a'])).toMatchObject({ __typename: 'AppointmentsOnDate', count: 2 });
        expect(await count(day)).toMatchObject({ count: 3 });

        // Closing without staff's word that the bookings go is refused, and changes nothing.
        expect(await setDay({ date: day, kind: 'closed', storeId: storeIds['close-a'] })).toMatchObject({
            errorCode: 'DAY_HAS_APPOINTMENTS',
        });
        expect(await stateOf(first.id!)).toBe('requested');
        expect(await count(day, storeIds['close-a'])).toMatchObject({ count: 2 });

        const closed = await setDay({
            date: day,
            kind: 'closed',
            storeId: storeIds['close-a'],
            cancelAppointments: true,
        });
        expect(closed).toMatchObject({ __typename: 'StoreCalendarDay', kind: 'closed' });
        expect(await stateOf(first.id!)).toBe('cancelled');
        expect(await stateOf(second.id!)).toBe('cancelled');
        expect(await stateOf(otherStore.id!)).toBe('requested');
        expect(await stateOf(otherDay.id!)).toBe('requested');
        expect(await count(day, storeIds['close-a'])).toMatchObject({ count: 0 });

        for (const booked of [first, second]) {
            const [sms] = await eventually(async () => {
                const sent = await cancelledSms(booked.mobile);
                return sent.length ? sent : undefined;
            }, `the cancelled SMS to ${booked.mobile}`);
            expect(sms.text).toContain(booked.reference);
        }
        await new Promise((r) => setTimeout(r, 1_000));
        for (const booked of [first, second]) expect(await cancelledSms(booked.mobile)).toHaveLength(1);
        for (const booked of [otherStore, otherDay]) expect(await cancelledSms(booked.mobile)).toHaveLength(0);
    });

    it('closes a day for every store but one the calendar keeps working, and a working day cancels nothing', async () => {
        const day = dayFromToday(8);
        const atA = await book({ storeSlug: 'close-a', date: day, slotStart: '12:00' });
        const atB = await book({ storeSlug: 'close-b', date: day, slotStart: '12:00' });
        expect(await count(day)).toMatchObject({ count: 2 });

        // A working day is no closing: it needs no word and cancels nothing.
        expect(await setDay({ date: day, kind: 'working', storeId: storeIds['close-a'] })).toMatchObject({
            __typename: 'StoreCalendarDay',
            kind: 'working',
        });
        expect(await stateOf(atA.id!)).toBe('requested');
        // Store A's own working day wins over one closed for every store: only B's booking would go.
        expect(await count(day)).toMatchObject({ count: 1 });

        expect(await setDay({ date: day, kind: 'closed' })).toMatchObject({ errorCode: 'DAY_HAS_APPOINTMENTS' });
        expect(await setDay({ date: day, kind: 'closed', cancelAppointments: true })).toMatchObject({
            __typename: 'StoreCalendarDay',
        });
        expect(await stateOf(atB.id!)).toBe('cancelled');
        expect(await stateOf(atA.id!)).toBe('requested');
        await eventually(async () => (await cancelledSms(atB.mobile)).length || undefined, 'the cancelled SMS');
    });

    it('refuses a date that is not one and a store there is not', async () => {
        expect(await count('2027-02-30')).toMatchObject({ errorCode: 'INVALID_DATE_RANGE' });
        expect(await count(dayFromToday(5), '999999')).toMatchObject({ errorCode: 'STORE_NOT_FOUND' });
        expect(await setDay({ date: 'tomorrow', kind: 'closed', cancelAppointments: true })).toMatchObject({
            errorCode: 'INVALID_DATE_RANGE',
        });
    });

    it('refuses counting and closing to staff without ManageStores, and to nobody signed in', async () => {
        const booked = await book({ storeSlug: 'close-b', date: dayFromToday(10), slotStart: '10:00' });
        const desk = await signInStaff(shop, adminToken, 'closing-desk', ['ManageAppointments']);
        for (const token of [desk, undefined]) {
            for (const [query, variables] of [
                [APPOINTMENTS_ON_DATE, { date: dayFromToday(10) }],
                [SET_CALENDAR_DAY, { input: { date: dayFromToday(10), kind: 'closed', cancelAppointments: true } }],
            ] as const) {
                const reply = (await shop.admin(query, variables, token)) as Reply<unknown>;
                expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
            }
        }
        expect(await stateOf(booked.id!)).toBe('requested');
    });
});
