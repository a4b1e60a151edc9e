import { describe, expect, it, vi } from 'vitest';

import type { ShopClient } from '~/lib/shop-client.server';

import { sendContact } from './contact.server';

const form = {
    storeSlug: 'beijing-skp',
    subject: '表带尺寸',
    body: '请问有更短的表带吗？',
    name: '王小明',
    mobile: '138 0013 8000',
    email: '',
    privacyConsent: 'on',
};

function shopAnswering(reply: unknown) {
    const request = vi.fn().mockResolvedValue({ sendContactMessage: reply });
    return { client: { request } as unknown as ShopClient, request };
}

describe('sending the contact form', () => {
    it('sends a whole form as a store message, the mobile as its digits', async () => {
        const { client, request } = shopAnswering({ __typename: 'ContactMessage', id: '1' });
        expect(await sendContact(client, form)).toEqual({ ok: true });
        expect(request.mock.calls[0][1]).toMatchObject({
            input: { kind: 'storeContact', storeSlug: 'beijing-skp', mobile: '13800138000', privacyConsent: true },
        });
    });

    it('names a bad mobile at its field without asking the shop, and keeps what was typed', async () => {
        const { client, request } = shopAnswering({});
        const answer = await sendContact(client, { ...form, mobile: '1234' });
        expect(answer).toMatchObject({ ok: false, errors: { mobile: 'validation.tel' } });
        expect(answer.ok ? undefined : answer.values).toMatchObject({
            subject: form.subject,
            body: form.body,
            name: form.name,
        });
        expect(request).not.toHaveBeenCalled();
    });

    it('asks for a way to answer, and for the consent', async () => {
        const { client } = shopAnswering({});
        const answer = await sendContact(client, { ...form, mobile: '', privacyConsent: '' });
        expect(answer).toMatchObject({
            ok: false,
            errors: { mobile: 'contact.validation.replyChannel', privacyConsent: 'contact.validation.consent' },
        });
    });

    it("shows the shop's refusal of the boutique at its field, and the day's limit for the whole form", async () => {
        const gone = shopAnswering({ __typename: 'ShopFailure', errorCode: 'STORE_NOT_FOUND', field: 'storeSlug' });
        expect(await sendContact(gone.client, form)).toMatchObject({
            ok: false,
            errors: { storeSlug: 'contact.errors.STORE_NOT_FOUND' },
        });
        const limited = shopAnswering({ __typename: 'ShopFailure', errorCode: 'DAILY_LIMIT', field: null });
        expect(await sendContact(limited.client, form)).toMatchObject({ ok: false, errors: {}, code: 'DAILY_LIMIT' });
    });
});
