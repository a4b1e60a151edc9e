import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import type { RateLimiters } from '../../security';
import type { AnsweredChallenges } from './local-captcha-verifier';

/**
 * Answered challenges in the store every instance shares (the security plugin's limiters): a
 * challenge is one point that lasts as long as the challenge could still be answered, so a
 * ticket answered through one instance is refused by all the others.
 */
export class AnsweredInSharedStore implements AnsweredChallenges {
    private limiter: RateLimiterAbstract | undefined;

    /** `limiters` is asked for on first use: the security plugin's store is ready by then. */
    constructor(private readonly limiters: () => RateLimiters) {}

    async firstAnswer(randstr: string, ttlMs: number): Promise<boolean> {
        this.limiter ??= this.limiters().create({ name: 'local-captcha-answered', points: 1, durationMs: ttlMs });
        try {
            await this.limiter.consume(randstr, 1);
            return true;
        } catch (err) {
            // A RateLimiterRes is the store's "no": the point was taken already. Anything else
            // is the store failing, which the caller treats as a failed captcha.
            if (err instanceof RateLimiterRes) return false;
            throw err;
        }
    }
}
