/**
 * The sign-in throttle's rule, as a pure function, so that it can be proven without waiting.
 * A key is an account (its identifier) or a client address.
 *
 * A key may fail `freeFailures` times; after that every further failure makes it wait twice
 * as long as the last (`baseDelayMs`, doubled, up to `maxDelayMs`) before the next try is even
 * checked. A key's count is forgotten `forgetAfterMs` after its first failure, and a correct
 * password clears the account's count, so the rightful owner waits at most `maxDelayMs` once
 * an attack stops.
 */
export interface ThrottlePolicy {
    freeFailures: number;
    baseDelayMs: number;
    maxDelayMs: number;
    forgetAfterMs: number;
}

/** The wait, in milliseconds, that a key's `failures`-th failure earns (0 for the free ones). */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
    const over = failures - policy.freeFailures;
    if (over <= 0) return 0;
    // 2^30 ms is already beyond any sensible cap; the exponent is bounded so it never overflows.
    return Math.min(policy.baseDelayMs * 2 ** Math.min(over - 1, 30), policy.maxDelayMs);
}
