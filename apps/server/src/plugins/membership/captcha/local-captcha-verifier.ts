import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { CaptchaAnswer, CaptchaVerifier } from './captcha-verifier';

/** How long a local challenge may be answered. */
const CHALLENGE_TTL_MS = 2 * 60_000;

/** Challenges answered already, kept until they would have expired anyway. */
const MAX_REMEMBERED = 10_000;

/**
 * The stand-in for Tencent's captcha on a shop without its keys: the shop hands out a signed
 * challenge (`randstr`), the visitor's browser confirms it ("I am not a robot") and sends it back
 * with the ticket the shop derives from it. It proves a round trip through the page, once per
 * challenge, not a person: production uses Tencent's.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
    readonly name = 'local';
    private readonly answered = new Map<string, number>();

    constructor(
        private readonly secret: string,
        private readonly now: () => number = Date.now,
    ) {}

    /** A fresh challenge: its `randstr`, and the `ticket` the page sends back once confirmed. */
    challenge(): { randstr: string; ticket: string } {
        const randstr = `${this.now().toString(36)}.${randomBytes(9).toString('base64url')}`;
        return { randstr, ticket: this.sign(randstr) };
    }

    verify(answer: CaptchaAnswer): Promise<boolean> {
        const issuedAt = parseInt(answer.randstr.split('.')[0] ?? '', 36);
        const expected = Buffer.from(this.sign(answer.randstr));
        const given = Buffer.from(answer.ticket);
        const now = this.now();
        const valid =
            Number.isFinite(issuedAt) &&
            now - issuedAt >= 0 &&
            now - issuedAt < CHALLENGE_TTL_MS &&
            expected.length === given.length &&
            timingSafeEqual(expected, given) &&
            !this.answered.has(answer.randstr);
        if (valid) this.remember(answer.randstr, now);
        return Promise.resolve(valid);
    }

    private sign(randstr: string): string {
        return createHmac('sha256', this.secret).update(`captcha:${randstr}`).digest('base64url');
    }

    private remember(randstr: string, now: number): void {
        for (const [key, at] of this.answered) {
            if (now - at < CHALLENGE_TTL_MS && this.answered.size < MAX_REMEMBERED) break;
            this.answered.delete(key);
        }
        this.answered.set(randstr, now);
    }
}
