import { shopInstant } from '@maison/shared';
import { RequestContextService } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { eventually } from '../../../../e2e/eventually';
import { signUpMember } from '../../../../e2e/members';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { latestOutboxSms, outboxTemplateSms } from '../../membership';
import { AppointmentMessagesService } from '../services/appointment-messages.service';
import { addAppointmentStore } from './fixtures/appointment-shop';
import { dayFromToday } from './fixtures/appointment-store';
import {
    BOOK,
    BY_TOKEN,
    CANCEL_BY_TOKEN,
    CHALLENGE,
    REQUEST_CODE,
    REQUEST_SIGN_IN_CODE,
    RESCHEDULE_BY_TOKEN,
    RESCHEDULE_MINE,
    SIGN_IN_BY_SMS,
    SLOTS,
    TRANSITION,
} from './graphql/appointment-documents';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

interface Answer {
    __typename: string;
    id?: string;
    reference?: string;
    manageToken?: string | null;
    date?: string;
    slotStart?: string;
    slotEnd?: string;
    state?: string;
    errorCode?: string;
    field?: string | null;
}

describe.each(databases)('appointment changes on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let clients = 0;
    let numbers = 0;
    const newClient = () => `203.0.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
    const newNumber = () => `1350013${String(++numbers).padStart(4, '0')}`;

    async function shopApi<T>(query: string, variables: object = {}, token?: string) {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'x-forwarded-for': newClient(),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown[] };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return { data: body.data, token: res.headers.get('vendure-auth-token') ?? undefined };
    }

    async function codeFor(mobile: string, mutation = REQUEST_CODE): Promise<string> {
        const challenge = (await shopApi<{ localCaptchaChallenge: object }>(CHALLENGE)).data.localCaptchaChallenge;
        await shopApi(mutation, { mobile, captcha: challenge });
        return (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile))!.code;
    }

    async function book(fields: Record<string, unknown>, token?: string): Promise<Answer & { mobile: string }> {
        const mobile = (fields.mobile as string | undefined) ?? newNumber();
        const smsCode = token ? undefined : await codeFor(mobile);
        const input = {
            storeSlug: 'chg-main',
            purpose: 'serviceAdvice',
            date: dayFromToday(3),
            slotStart: '10:00',
            name: '李华',
            mobile,
            smsCode,
            privacyConsent: true,
            ...fields,
        };
        const booked = (await shopApi<{ bookAppointment: Answer }>(BOOK, { input }, token)).data.bookAppointment;
        expect(booked.__typename, JSON.stringify(booked)).toBe('Appointment');
        return { ...booked, mobile };
    }

    const byToken = async (booked: Answer, date: string, slotStart: string, token = booked.manageToken) =>
        (
            await shopApi<{ rescheduleAppointmentByToken: Answer }>(RESCHEDULE_BY_TOKEN, {
                reference: booked.reference,
                token,
                date,
                slotStart,
            })
        ).data.rescheduleAppointmentByToken;

    const read = async (booked: Answer) =>
        (
            await shopApi<{ appointmentByToken: Answer }>(BY_TOKEN, {
                reference: booked.reference,
                token: booked.manageToken,
            })
        ).data.appointmentByToken;

    const mine = async (id: string, date: string, slotStart: string, token?: string) =>
        (await shopApi<{ rescheduleMyAppointment: Answer }>(RESCHEDULE_MINE, { id, date, slotStart }, token)).data
            .rescheduleMyAppointment;

    beforeAll(async () => {
        shop = await startTestShop({ name: `appointment-changes-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = await addAppointmentStore(shop, 'chg-main', { takesAppointments: true, slotCapacity: 1 });
    }, 300_000);

    afterAll(() => shop?.close());

    it('moves a confirmed booking by its signed link to another slot: same reference, requested again, texted', async () => {
        const booked = await book({ slotStart: '11:00' });
        const confirmed = await shop.admin<{ transitionAppointment: Answer }>(
            TRANSITION,
            { id: booked.id, state: 'confirmed' },
            adminToken,
        );
        expect(confirmed.data.transitionAppointment.state).toBe('confirmed');

        const moved = await byToken(booked, dayFromToday(4), '15:00');
        expect(moved).toMatchObject({
            __typename: 'Appointment',
            id: booked.id,
            reference: booked.reference,
            date: dayFromToday(4),
            slotStart: '15:00',
            slotEnd: '16:00',
            state: 'requested',
        });
        expect(await read(booked)).toMatchObject({ date: dayFromToday(4), slotStart: '15:00' });

        // The old slot is free again, the new one taken.
        const slotsOf = async (date: string) =>
            (
                await shopApi<{ appointmentSlots: Array<{ start: string; remaining: number }> }>(SLOTS, {
                    storeSlug: 'chg-main',
                    date,
                })
            ).data.appointmentSlots;
        expect((await slotsOf(dayFromToday(3))).find((s) => s.start === '11:00')?.remaining).toBe(1);
        expect((await slotsOf(dayFromToday(4))).find((s) => s.start === '15:00')?.remaining).toBe(0);

        const [sms] = await eventually(async () => {
            const sent = await outboxTemplateSms(shop.env.SMS_OUTBOX_DIR, booked.mobile, 'appointmentChanged');
            return sent.length ? sent : undefined;
        }, 'the changed SMS');
        expect(sms.text).toContain(booked.reference);
        expect(sms.text).toContain('15:00');
        expect(sms.params).toMatchObject({ ref: booked.reference, time: '15:00' });
    });

    it('answers a wrong link as no appointment, and refuses to move a cancelled one', async () => {
        const booked = await book({ slotStart: '12:00' });
        expect(await byToken(booked, dayFromToday(5), '10:00', 'x'.repeat(43))).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'APPOINTMENT_NOT_FOUND',
        });
        expect(await byToken({ ...booked, reference: 'AAAAAAAA' }, dayFromToday(5), '10:00')).toMatchObject({
            errorCode: 'APPOINTMENT_NOT_FOUND',
        });
        await shopApi(CANCEL_BY_TOKEN, { reference: booked.reference, token: booked.manageToken });
        expect(await byToken(booked, dayFromToday(5), '10:00')).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'APPOINTMENT_CLOSED',
        });
    });

    it('refuses a full slot, a slot outside the hours and a date that is none, leaving the appointment as it was', async () => {
        const first = await book({ date: dayFromToday(6), slotStart: '10:00' });
        const second = await book({ date: dayFromToday(6), slotStart: '13:00' });
        expect(await byToken(second, dayFromToday(6), '10:00')).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'SLOT_FULL',
            field: 'slotStart',
        });
        expect(await byToken(second, dayFromToday(6), '19:00')).toMatchObject({ errorCode: 'SLOT_UNAVAILABLE' });
        expect(await byToken(second, dayFromToday(120), '10:00')).toMatchObject({ errorCode: 'SLOT_UNAVAILABLE' });
        expect(await byToken(second, '2027-02-30', '10:00')).toMatchObject({
            errorCode: 'INVALID_APPOINTMENT_INPUT',
            field: 'date',
        });
        expect(await read(second)).toMatchObject({ date: dayFromToday(6), slotStart: '13:00' });
        expect(first.slotStart).toBe('10:00');
    });

    it('gives a slot’s last place to one of several moves at once', async () => {
        const movers = await Promise.all(
            [14, 15, 16, 17].map((h) => book({ date: dayFromToday(7), slotStart: `${h}:00` })),
        );
        const answers = await Promise.all(movers.map((m) => byToken(m, dayFromToday(8), '10:00')));
        expect(answers.filter((a) => a.__typename === 'Appointment')).toHaveLength(1);
        expect(answers.filter((a) => a.errorCode === 'SLOT_FULL')).toHaveLength(3);
    });

    it('lets a member move their own appointment, and answers another member’s as none', async () => {
        // A member who signed in by SMS with the number books with it, no code asked.
        const mobile = newNumber();
        const code = await codeFor(mobile, REQUEST_SIGN_IN_CODE);
        const member = (await shopApi(SIGN_IN_BY_SMS, { mobile, code })).token!;
        const booked = await book({ mobile, date: dayFromToday(9), slotStart: '10:00' }, member);
        const other = await signUpMember(shop, 'changes.other@example.com', 'other-member-password-1');

        expect(await mine(booked.id!, dayFromToday(9), '11:00', other)).toMatchObject({
            __typename: 'ShopFailure',
            errorCode: 'APPOINTMENT_NOT_FOUND',
        });
        expect(await mine(booked.id!, dayFromToday(9), '11:00')).toMatchObject({ errorCode: 'APPOINTMENT_NOT_FOUND' });
        expect(await mine('not-an-id', dayFromToday(9), '11:00', member)).toMatchObject({
            errorCode: 'APPOINTMENT_NOT_FOUND',
        });
        expect(await mine(booked.id!, dayFromToday(9), '11:00', member)).toMatchObject({
            __typename: 'Appointment',
            reference: booked.reference,
            slotStart: '11:00',
        });
    });

    it('sends the day-before reminder again for the new day', async () => {
        const booked = await book({ date: dayFromToday(1), slotStart: '16:00' });
        const messages = shop.app.get(AppointmentMessagesService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        const noon = shopInstant(dayFromToday(0), 12 * 60);
        expect(await messages.remindTomorrow(ctx, noon)).toBeGreaterThanOrEqual(1);
        expect(await messages.remindTomorrow(ctx, noon)).toBe(0);
        expect(await byToken(booked, dayFromToday(1), '17:00')).toMatchObject({ __typename: 'Appointment' });
        expect(await messages.remindTomorrow(ctx, noon)).toBe(1);
    });
});
