import { describe, expect, it, vi } from 'vitest';

import type { ShopClient } from '~/lib/shop-client.server';

import { answerOrderAccess } from './order-access.server';

/** A Shop API that answers every call with `reply`, and records what it was asked. */
function shopAnswering(reply: unknown) {
    const request = vi.fn().mockResolvedValue(reply);
    return { client: { request } as unknown as ShopClient, request };
}

describe('the guest order proof forms', () => {
    it('checks the e-mail address before asking the shop, and keeps the field error', async () => {
        const { client, request } = shopAnswering({});
        const answer = await answerOrderAccess(client, 'ABC123', { intent: 'email', email: 'not-an-address' });
        expect(answer).toEqual({
            intent: 'email',
            ok: false,
            failure: 'INVALID',
            errors: { email: 'validation.invalidEmail' },
        });
        expect(request).not.toHaveBeenCalled();
    });

    it('asks for a code only once the local captcha box is ticked', async () => {
        const { client, request } = shopAnswering({});
        const form = { intent: 'sms-code', captchaKind: 'local', ticket: 't', randstr: 'r' };
        expect(await answerOrderAccess(client, 'ABC123', form)).toMatchObject({
            ok: false,
            errors: { human: 'validation.captcha' },
        });
        expect(request).not.toHaveBeenCalled();
    });

    it('sends a six-digit code and nothing else', async () => {
        const { client, request } = shopAnswering({});
        expect(await answerOrderAccess(client, 'ABC123', { intent: 'sms', code: '12345x' })).toMatchObject({
            ok: false,
            errors: { code: 'validation.smsCode' },
        });
        expect(request).not.toHaveBeenCalled();
    });

    it('shows a refused proof as an unknown order, and a granted one as granted', async () => {
        const refused = shopAnswering({
            proveOrderAccess: { __typename: 'ShopFailure', errorCode: 'ORDER_NOT_FOUND', waitSeconds: null },
        });
        expect(
            await answerOrderAccess(refused.client, 'ABC123', { intent: 'email', email: 'a@example.com' }),
        ).toMatchObject({
            ok: false,
            failure: 'ORDER_NOT_FOUND',
        });
        expect(refused.request).toHaveBeenCalledWith(expect.anything(), {
            input: { orderCode: 'ABC123', emailAddress: 'a@example.com' },
        });
        const throttled = shopAnswering({
            proveOrderAccess: { __typename: 'ShopFailure', errorCode: 'ORDER_ACCESS_THROTTLED', waitSeconds: 600 },
        });
        expect(
            await answerOrderAccess(throttled.client, 'ABC123', { intent: 'email', email: 'a@example.com' }),
        ).toMatchObject({ ok: false, failure: 'ORDER_ACCESS_THROTTLED', waitSeconds: 600 });
        const granted = shopAnswering({ proveOrderAccess: { __typename: 'OrderAccessGranted', orderCode: 'ABC123' } });
        expect(await answerOrderAccess(granted.client, 'ABC123', { intent: 'sms', code: '123456' })).toEqual({
            intent: 'sms',
            ok: true,
            granted: true,
        });
    });
});
