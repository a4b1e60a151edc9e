import { describe, expect, it } from 'vitest';

import { staffContactTransitions } from './contact';
import { contactMessageProblem, contactMessageSchema } from './contact-form';

const message = {
    kind: 'storeContact',
    storeSlug: 'beijing-skp',
    name: '王小明',
    mobile: '138 0013 8000',
    email: '',
    subject: '表带尺寸',
    body: '请问这款表带有更短的尺寸吗？',
    privacyConsent: true,
};

describe('a message to the shop', () => {
    it('takes a mobile with spaces as its digits and a blank e-mail as none', () => {
        const parsed = contactMessageSchema.parse(message);
        expect(parsed.mobile).toBe('13800138000');
        expect(parsed.email).toBeUndefined();
    });

    it('needs a way to answer: a mobile or an e-mail', () => {
        expect(contactMessageProblem({ ...message, mobile: ' ' })).toEqual({
            field: 'mobile',
            message: 'contact.validation.replyChannel',
        });
        expect(contactMessageProblem({ ...message, mobile: '', email: 'a@example.com' })).toBeUndefined();
    });

    it.each([
        ['mobile', { mobile: '12800138000' }, 'validation.tel'],
        ['email', { email: 'not-an-address' }, 'validation.email'],
        ['body', { body: 'x'.repeat(2001) }, 'contact.validation.bodyLength'],
        ['subject', { subject: '  ' }, 'validation.required'],
        ['storeSlug', { storeSlug: '' }, 'contact.validation.store'],
        ['privacyConsent', { privacyConsent: false }, 'contact.validation.consent'],
    ])('names the field %s', (field, fields, key) => {
        expect(contactMessageProblem({ ...message, ...fields })).toEqual({ field, message: key });
    });

    it('names every wrong field at once, the missing way to answer too', () => {
        const parsed = contactMessageSchema.safeParse({ ...message, mobile: '', privacyConsent: false });
        expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual(['mobile', 'privacyConsent']);
        expect(contactMessageSchema.safeParse('not a message').success).toBe(false);
    });

    it('needs no boutique for a service question', () => {
        expect(
            contactMessageProblem({
                ...message,
                kind: 'serviceQuestion',
                storeSlug: undefined,
                email: 'w@example.com',
            }),
        ).toBeUndefined();
    });

    it('lets staff answer or close a new message, close an answered one, and nothing more', () => {
        expect(staffContactTransitions('new')).toEqual(['answered', 'closed']);
        expect(staffContactTransitions('answered')).toEqual(['closed']);
        expect(staffContactTransitions('closed')).toEqual([]);
    });
});
