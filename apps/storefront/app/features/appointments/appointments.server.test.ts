import { describe, expect, it, vi } from 'vitest';

import type { ShopClient } from '~/lib/shop-client.server';

import { bookAppointment, rescheduleAppointment } from './appointments.server';

/** A Shop API that answers every call with `reply`. */
function shopAnswering(reply: unknown) {
    const request = vi.fn().mockResolvedValue(reply);
    return { client: { request } as unknown as ShopClient, request };
}

const form = {
    storeSlug: 'shanghai-plaza-66',
    purpose: 'engraving',
    date: '2027-03-02',
    slotStart: '10:30',
    name: '王小明',
    mobile: '138 0013 8000',
    privacyConsent: 'on',
    smsCode: '123456',
};

describe('the booking form on the server', () => {
    it('names each wrong field with a key of the page, keeping what was typed but the code', async () => {
        const { client, request } = shopAnswering({});
        const answer = await bookAppointment(client, { ...form, purpose: 'haircut', privacyConsent: '' });
        expect(request).not.toHaveBeenCalled();
        expect(answer).toEqual({
            refused: {
                ok: false,
                errors: {
                    purpose: 'appointment.validation.appointmentPurpose',
                    privacyConsent: 'appointment.validation.privacyConsent',
                },
                values: expect.not.objectContaining({ smsCode: expect.anything() }) as unknown,
            },
        });
    });

    it('puts a refusal on the field the Shop API names, or under the form', async () => {
        const full = shopAnswering({
            bookAppointment: { __typename: 'ShopFailure', errorCode: 'SLOT_FULL', field: 'slotStart' },
        });
        const refused = await bookAppointment(full.client, form);
        expect(refused).toMatchObject({ refused: { errors: { slotStart: 'appointment.errors.SLOT_FULL' } } });
        expect(full.request.mock.calls[0][1]).toMatchObject({
            input: { mobile: '13800138000', privacyConsent: true, smsCode: '123456' },
        });

        const limit = shopAnswering({
            bookAppointment: { __typename: 'ShopFailure', errorCode: 'DAILY_LIMIT', field: null },
        });
        expect(await bookAppointment(limit.client, form)).toMatchObject({
            refused: { errors: {}, failure: 'DAILY_LIMIT' },
        });
    });

    it('checks a move’s day and time before asking, and reads its refusal by code', async () => {
        const { client, request } = shopAnswering({
            rescheduleMyAppointment: { __typename: 'ShopFailure', errorCode: 'APPOINTMENT_CLOSED', field: null },
        });
        expect(await rescheduleAppointment(client, { id: '1' }, { date: 'soon', slotStart: '10:00' })).toEqual({
            ok: false,
            errors: { date: 'appointment.validation.appointmentDate' },
        });
        expect(request).not.toHaveBeenCalled();
        expect(await rescheduleAppointment(client, { id: '1' }, { date: '2027-03-02', slotStart: '10:00' })).toEqual({
            ok: false,
            errors: {},
            failure: 'APPOINTMENT_CLOSED',
            values: undefined,
        });
    });
});
