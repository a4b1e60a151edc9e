import { describe, expect, it } from 'vitest';

import { delayAfter, type ThrottlePolicy } from './throttle-policy';

const policy: ThrottlePolicy = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('sign-in throttle policy', () => {
    it('lets the free failures through without any wait', () => {
        expect([1, 2, 3].map((n) => delayAfter(n, policy))).toEqual([0, 0, 0]);
    });

    it('doubles the wait with each failure past the free ones', () => {
        expect([4, 5, 6].map((n) => delayAfter(n, policy))).toEqual([1000, 2000, 4000]);
    });

    it('never makes anyone wait longer than the cap', () => {
        expect(delayAfter(7, policy)).toBe(8000);
        expect(delayAfter(200, policy)).toBe(8000);
    });
});
