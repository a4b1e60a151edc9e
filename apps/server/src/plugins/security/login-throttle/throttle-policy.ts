/**
 * The sign-in throttle's rule, as pure functions of a key's record and the clock, so that it
 * can be proven without waiting. A key is an account (its identifier) or a client address.
 *
 * A key may fail `freeFailures` times; after that every further failure makes it wait twice
 * as long as the last (`baseDelayMs`, doubled, up to `maxDelayMs`) before the next try is even
 * checked. A record is forgotten `forgetAfterMs` after its last failure, and a correct password
 * clears the account's record, so the rightful owner waits at most `maxDelayMs` once an attack
 * stops.
 */
export interface ThrottlePolicy {
    freeFailures: number;
    baseDelayMs: number;
    maxDelayMs: number;
    forgetAfterMs: number;
}

/** What is kept per key: JSON-compatible, so any cache strategy can hold it. */
export interface ThrottleRecord {
    failures: number;
    /** Epoch milliseconds before which a try is refused unchecked; 0 when none. */
    blockedUntil: number;
}

export const EMPTY_RECORD: ThrottleRecord = { failures: 0, blockedUntil: 0 };

/** Milliseconds the key must still wait before a try is checked; 0 means go ahead. */
export function waitMs(record: ThrottleRecord | undefined, now: number): number {
    return record ? Math.max(0, record.blockedUntil - now) : 0;
}

/** The record after one more failed try at `now`. */
export function afterFailure(
    record: ThrottleRecord | undefined,
    now: number,
    policy: ThrottlePolicy,
): ThrottleRecord {
    const failures = (record?.failures ?? 0) + 1;
    const over = failures - policy.freeFailures;
    if (over <= 0) return { failures, blockedUntil: 0 };
    // 2^30 ms is already beyond any sensible cap; the exponent is bounded so it never overflows.
    const delay = Math.min(policy.baseDelayMs * 2 ** Math.min(over - 1, 30), policy.maxDelayMs);
    return { failures, blockedUntil: now + delay };
}

/** The record with one failure taken back (a try counted in advance that turned out right). */
export function withoutOneFailure(record: ThrottleRecord | undefined, policy: ThrottlePolicy): ThrottleRecord {
    const failures = Math.max(0, (record?.failures ?? 0) - 1);
    return { failures, blockedUntil: failures > policy.freeFailures ? (record?.blockedUntil ?? 0) : 0 };
}
