import { shopInstant } from '@maison/shared';
import { RequestContextService } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { eventually } from '../../../../e2e/eventually';
import { outboxMailsTo } from '../../../../e2e/mail-outbox';
import { startTestShop, type TestDatabase, type TestShop } from '../../../../e2e/test-shop';
import { latestOutboxSms, outboxTemplateSms, type SmsTemplate } from '../../membership';
import { AppointmentMessagesService } from '../services/appointment-messages.service';
import { BOOK, CHALLENGE, REQUEST_CODE, TRANSITION } from './graphql/appointment-documents';
import { addAppointmentStore } from './fixtures/appointment-shop';
import { dayFromToday } from './fixtures/appointment-store';

const databases: TestDatabase[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

const BOUTIQUE_MAIL = 'tianjin-boutique@morvaux.cn';

interface Booked {
    __typename: string;
    id?: string;
    reference?: string;
    manageToken?: string | null;
    errorCode?: string;
}

describe.each(databases)('appointment messages on %s', (db) => {
    let shop: TestShop;
    let adminToken: string;
    let clients = 0;
    let numbers = 0;
    const newClient = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
    const newNumber = () => `1370013${String(++numbers).padStart(4, '0')}`;

    async function shopApi<T>(query: string, variables: object, ip = newClient()) {
        const res = await fetch(`${shop.baseUrl}/shop-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data: T; errors?: unknown[] };
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        return body.data;
    }

    /** A guest's booking at the test boutique, the number proven by a code from the outbox. */
    async function bookAsGuest(fields: Record<string, unknown>): Promise<Booked & { mobile: string }> {
        const mobile = newNumber();
        const ip = newClient();
        const challenge = (await shopApi<{ localCaptchaChallenge: object }>(CHALLENGE, {}, ip)).localCaptchaChallenge;
        await shopApi(REQUEST_CODE, { mobile, captcha: challenge }, ip);
        const smsCode = (await latestOutboxSms(shop.env.SMS_OUTBOX_DIR, mobile))!.code;
        const input = {
            storeSlug: 'msg-main',
            purpose: 'discoverCollection',
            date: dayFromToday(3),
            slotStart: '10:00',
            name: '王小明',
            mobile,
            smsCode,
            privacyConsent: true,
            ...fields,
        };
        const booked = (await shopApi<{ bookAppointment: Booked }>(BOOK, { input })).bookAppointment;
        expect(booked.__typename, JSON.stringify(booked)).toBe('Appointment');
        return { ...booked, mobile };
    }

    const smsOf = (mobile: string, template: SmsTemplate) =>
        outboxTemplateSms(shop.env.SMS_OUTBOX_DIR, mobile, template);

    /** The outbox mails sent to `recipient` that name `text`. */
    const mailsTo = (recipient: string, text: string) => outboxMailsTo(shop.env.MAIL_OUTBOX_DIR, recipient, text);

    beforeAll(async () => {
        shop = await startTestShop({ name: `appointment-messages-${db}`, db, postgresUrl: inject('postgresUrl') });
        adminToken = await addAppointmentStore(shop, 'msg-main', {
            email: BOUTIQUE_MAIL,
            takesAppointments: true,
            slotCapacity: 5,
        });
    }, 300_000);

    afterAll(() => shop?.close());

    it('texts a guest the booking with its reference and signed link, and mails the visit with its calendar file', async () => {
        const booked = await bookAsGuest({ email: 'guest-visitor@example.com', slotStart: '14:00' });
        const [sms] = await eventually(async () => {
            const sent = await smsOf(booked.mobile, 'appointmentBooked');
            return sent.length ? sent : undefined;
        }, 'the booked SMS');
        expect(sms.text).toContain(booked.reference);
        expect(sms.text).toContain('天津msg-main');
        expect(sms.text).toContain(
            `${shop.env.PUBLIC_URL}/stores/appointment/manage?ref=${booked.reference}&token=${booked.manageToken}`,
        );
        expect(sms.params).toMatchObject({ ref: booked.reference, time: '14:00', token: booked.manageToken });

        const [mail] = await eventually(() => {
            const found = mailsTo('guest-visitor@example.com', booked.reference!);
            return found.length ? found : undefined;
        }, 'the visitor’s mail');
        expect(mail.body).toContain('天津msg-main');
        expect(mail.body).not.toContain(booked.manageToken);
        const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
        expect(ics?.contentType).toContain('text/calendar');
        // 14:00 in Beijing, as a UTC moment.
        const start = shopInstant(dayFromToday(3), 14 * 60)
            .toISOString()
            .replace(/[-:]|\.\d{3}/g, '');
        expect(ics?.content).toContain(`DTSTART:${start}`);
        expect(ics?.content).toContain(`UID:appointment-${booked.reference}@`);
        expect(ics?.content).toContain('GEO:39.1219;117.1985');

        // The boutique hears of it at its own address.
        const [told] = await eventually(() => {
            const found = mailsTo(BOUTIQUE_MAIL, booked.reference!);
            return found.length ? found : undefined;
        }, 'the boutique’s mail');
        expect(told.body).toContain(booked.mobile);
    });

    it('mails no visitor who gave no address, and texts the visitor when staff confirm and when they cancel', async () => {
        const booked = await bookAsGuest({ slotStart: '15:00' });
        await eventually(async () => (await smsOf(booked.mobile, 'appointmentBooked')).length, 'the booked SMS');
        expect(mailsTo('', booked.reference!)).toEqual([]);

        const confirm = await shop.admin<{ transitionAppointment: { state: string } }>(
            TRANSITION,
            { id: booked.id, state: 'confirmed' },
            adminToken,
        );
        expect(confirm.data.transitionAppointment.state).toBe('confirmed');
        const [confirmed] = await eventually(async () => {
            const sent = await smsOf(booked.mobile, 'appointmentConfirmed');
            return sent.length ? sent : undefined;
        }, 'the confirmed SMS');
        expect(confirmed.text).toContain(booked.reference);
        expect(confirmed.text).not.toContain('token=');

        await shop.admin(TRANSITION, { id: booked.id, state: 'cancelled' }, adminToken);
        const [cancelled] = await eventually(async () => {
            const sent = await smsOf(booked.mobile, 'appointmentCancelled');
            return sent.length ? sent : undefined;
        }, 'the cancelled SMS');
        expect(cancelled.text).toContain('已取消');
    });

    it('reminds tomorrow’s appointment once, however many runs claim it at once', async () => {
        const booked = await bookAsGuest({ date: dayFromToday(1), slotStart: '11:00' });
        const later = await bookAsGuest({ date: dayFromToday(2), slotStart: '11:00' });
        const messages = shop.app.get(AppointmentMessagesService);
        const ctx = await shop.app.get(RequestContextService).create({ apiType: 'admin' });
        // Noon in Beijing today: within the reminder's hours, the day before the visit.
        const noon = shopInstant(dayFromToday(0), 12 * 60);

        // At night nobody is texted.
        expect(await messages.remindTomorrow(ctx, shopInstant(dayFromToday(0), 23 * 60))).toBe(0);
        const claims = await Promise.all([
            messages.remindTomorrow(ctx, noon),
            messages.remindTomorrow(ctx, noon),
            messages.remindTomorrow(ctx, noon),
        ]);
        expect(claims.reduce((a, b) => a + b, 0)).toBe(1);
        const [reminder] = await eventually(async () => {
            const sent = await smsOf(booked.mobile, 'appointmentReminder');
            return sent.length ? sent : undefined;
        }, 'the reminder');
        expect(reminder.text).toContain(booked.reference);
        expect(await messages.remindTomorrow(ctx, noon)).toBe(0);
        await new Promise((r) => setTimeout(r, 1_000));
        expect(await smsOf(booked.mobile, 'appointmentReminder')).toHaveLength(1);
        expect(await smsOf(later.mobile, 'appointmentReminder')).toHaveLength(0);
    });
});
