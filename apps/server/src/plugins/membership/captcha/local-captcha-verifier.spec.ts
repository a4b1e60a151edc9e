import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';

import type { LimiterOptions, RateLimiters } from '../../security';
import { AnsweredInSharedStore } from './answered-in-shared-store';
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

    it('takes an answer once across instances that share the store', async () => {
        // One store, as Redis or PostgreSQL is for every instance of the shop.
        const limiters = new Map<string, RateLimiterMemory>();
        const shared = {
            create: ({ name, points, durationMs }: LimiterOptions) => {
                if (!limiters.has(name)) {
                    limiters.set(name, new RateLimiterMemory({ keyPrefix: name, points, duration: durationMs / 1000 }));
                }
                return limiters.get(name)!;
            },
        } as unknown as RateLimiters;
        const first = new LocalCaptchaVerifier('secret', Date.now, new AnsweredInSharedStore(() => shared));
        const second = new LocalCaptchaVerifier('secret', Date.now, new AnsweredInSharedStore(() => shared));
        const c = first.challenge();
        expect(await second.verify(answer(c))).toBe(true);
        expect(await first.verify(answer(c))).toBe(false);
        expect(await second.verify(answer(c))).toBe(false);
        // Another challenge is untouched.
        expect(await first.verify(answer(first.challenge()))).toBe(true);
    });
});
