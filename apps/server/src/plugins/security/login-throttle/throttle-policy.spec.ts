import { describe, expect, it } from 'vitest';

import { afterFailure, waitMs, withoutOneFailure, type ThrottlePolicy, type ThrottleRecord } from './throttle-policy';

const policy: ThrottlePolicy = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

function failTimes(n: number, now = 0): ThrottleRecord | undefined {
    let record: ThrottleRecord | undefined;
    for (let i = 0; i < n; i++) record = afterFailure(record, now, policy);
    return record;
}

describe('sign-in throttle policy', () => {
    it('lets the free failures through without any wait', () => {
        const record = failTimes(3);
        expect(record).toEqual({ failures: 3, blockedUntil: 0 });
        expect(waitMs(record, 0)).toBe(0);
    });

    it('doubles the wait with each failure past the free ones', () => {
        expect(waitMs(failTimes(4), 0)).toBe(1000);
        expect(waitMs(failTimes(5), 0)).toBe(2000);
        expect(waitMs(failTimes(6), 0)).toBe(4000);
    });

    it('never makes anyone wait longer than the cap', () => {
        expect(waitMs(failTimes(7), 0)).toBe(8000);
        expect(waitMs(failTimes(200), 0)).toBe(8000);
    });

    it('counts the wait from the last failure and lets the key try again when it has passed', () => {
        const record = afterFailure(failTimes(4, 0), 10_000, policy);
        expect(waitMs(record, 10_000)).toBe(2000);
        expect(waitMs(record, 11_500)).toBe(500);
        expect(waitMs(record, 12_000)).toBe(0);
    });

    it('has nothing to wait for on a key it has never seen', () => {
        expect(waitMs(undefined, 123)).toBe(0);
    });
});

describe('taking back a failure counted in advance', () => {
    it('lowers the count and lifts a wait that the count no longer earns', () => {
        expect(withoutOneFailure(failTimes(4), policy)).toEqual({ failures: 3, blockedUntil: 0 });
        expect(withoutOneFailure(failTimes(6), policy)).toEqual({ failures: 5, blockedUntil: 4000 });
        expect(withoutOneFailure(undefined, policy)).toEqual({ failures: 0, blockedUntil: 0 });
    });
});
