import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { CaptchaAnswer, CaptchaVerifier } from './captcha-verifier';

/** How long a local challenge may be answered. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

/** Challenges answered already, kept until they would have expired anyway. */
const MAX_REMEMBERED = 10_000;

/**
 * Remembers which challenges were answered, so that each is taken once. The shop gives it the
 * store every instance shares: a challenge answered through one instance is spent on all.
 */
export interface AnsweredChallenges {
    /** True the first time `randstr` is given within `ttlMs`, false after. */
    firstAnswer(randstr: string, ttlMs: number): Promise<boolean>;
}

/** This process's memory: enough where one process is the whole shop (and in unit tests). */
export class AnsweredInMemory implements AnsweredChallenges {
    private readonly answered = new Map<string, number>();

    constructor(private readonly now: () => number = Date.now) {}

    firstAnswer(randstr: string, ttlMs: number): Promise<boolean> {
        const now = this.now();
        if (this.answered.has(randstr)) return Promise.resolve(false);
        for (const [key, at] of this.answered) {
            if (now - at < ttlMs && this.answered.size < MAX_REMEMBERED) break;
            this.answered.delete(key);
        }
        this.answered.set(randstr, now);
        return Promise.resolve(true);
    }
}

/**
 * The stand-in for Tencent's captcha on a shop without its keys: the shop hands out a signed
 * challenge (`randstr`), the visitor's browser confirms it ("I am not a robot") and sends it back
 * with the ticket the shop derives from it. It proves a round trip through the page, once per
 * challenge, not a person: production uses Tencent's.
 */
export class LocalCaptchaVerifier implements CaptchaVerifier {
    readonly name = 'local';

    constructor(
        private readonly secret: string,
        private readonly now: () => number = Date.now,
        private readonly answered: AnsweredChallenges = new AnsweredInMemory(now),
    ) {}

    /** A fresh challenge: its `randstr`, and the `ticket` the page sends back once confirmed. */
    challenge(): { randstr: string; ticket: string } {
        const randstr = `${this.now().toString(36)}.${randomBytes(9).toString('base64url')}`;
        return { randstr, ticket: this.sign(randstr) };
    }

    async verify(answer: CaptchaAnswer): Promise<boolean> {
        const issuedAt = parseInt(answer.randstr.split('.')[0] ?? '', 36);
        const expected = Buffer.from(this.sign(answer.randstr));
        const given = Buffer.from(answer.ticket);
        const now = this.now();
        const signed =
            Number.isFinite(issuedAt) &&
            now - issuedAt >= 0 &&
            now - issuedAt < CHALLENGE_TTL_MS &&
            expected.length === given.length &&
            timingSafeEqual(expected, given);
        return signed && this.answered.firstAnswer(answer.randstr, CHALLENGE_TTL_MS);
    }

    private sign(randstr: string): string {
        return createHmac('sha256', this.secret).update(`captcha:${randstr}`).digest('base64url');
    }
}
