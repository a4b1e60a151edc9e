import { describe, expect, it } from 'vitest';

import { LocalCaptchaVerifier } from './local-captcha-verifier';

describe('the local captcha', () => {
    const answer = (c: { randstr: string; ticket: string }) => ({ ...c, clientAddress: '203.0.113.7' });

    it('takes the ticket of a challenge it issued, once', async () => {
        const captcha = new LocalCaptchaVerifier('secret');
        const c = captcha.challenge();
        expect(await captcha.verify(answer(c))).toBe(true);
        expect(await captcha.verify(answer(c))).toBe(false);
    });

    it('refuses a forged ticket, another shop’s, and an old one', async () => {
        let now = Date.UTC(2026, 10, 24, 12);
        const captcha = new LocalCaptchaVerifier('secret', () => now);
        const c = captcha.challenge();
        expect(await captcha.verify(answer({ ...c, ticket: 'forged' }))).toBe(false);
        expect(await new LocalCaptchaVerifier('another', () => now).verify(answer(c))).toBe(false);
        now += 2 * 60_000;
        expect(await captcha.verify(answer(c))).toBe(false);
    });

    it('refuses a made-up challenge', async () => {
        const captcha = new LocalCaptchaVerifier('secret');
        expect(await captcha.verify({ randstr: 'zzzz', ticket: '', clientAddress: '::1' })).toBe(false);
    });
});
