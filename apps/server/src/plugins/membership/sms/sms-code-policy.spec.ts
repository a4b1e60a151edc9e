import { describe, expect, it } from 'vitest';

import {
    checkSmsCode,
    generateSmsCode,
    hashSmsCode,
    SMS_CODE_POLICY,
    sendRefusal,
    type StoredCode,
} from './sms-code-policy';

const NOW = Date.UTC(2026, 10, 24, 12);
const pepper = 'test-pepper';

function stored(code: string, over: Partial<StoredCode> = {}): StoredCode {
    return {
        codeHash: hashSmsCode('13800138000', code, pepper),
        expiresAt: NOW + SMS_CODE_POLICY.ttlMs,
        wrongTries: 0,
        usedAt: undefined,
        ...over,
    };
}

describe('sign-in codes', () => {
    it('are six digits, leading zeros kept, and not all the same', () => {
        const codes = Array.from({ length: 200 }, () => generateSmsCode());
        for (const c of codes) expect(c).toMatch(/^\d{6}$/);
        expect(new Set(codes).size).toBeGreaterThan(150);
    });

    it('hash differently for another number or another pepper', () => {
        const h = hashSmsCode('13800138000', '123456', pepper);
        expect(hashSmsCode('13900139000', '123456', pepper)).not.toBe(h);
        expect(hashSmsCode('13800138000', '123456', 'other')).not.toBe(h);
        expect(hashSmsCode('13800138000', '123456', pepper)).toBe(h);
    });

    it('take the right code within five minutes, once', () => {
        const typed = hashSmsCode('13800138000', '042017', pepper);
        expect(checkSmsCode(stored('042017'), typed, NOW)).toBe('OK');
        expect(checkSmsCode(stored('042017'), typed, NOW + SMS_CODE_POLICY.ttlMs - 1)).toBe('OK');
        expect(checkSmsCode(stored('042017', { usedAt: NOW }), typed, NOW + 1)).toBe('USED');
    });

    it('refuse a wrong code, an expired one, one tried wrong five times, and none at all', () => {
        const right = hashSmsCode('13800138000', '042017', pepper);
        const wrong = hashSmsCode('13800138000', '042018', pepper);
        expect(checkSmsCode(stored('042017'), wrong, NOW)).toBe('WRONG');
        expect(checkSmsCode(stored('042017'), right, NOW + SMS_CODE_POLICY.ttlMs)).toBe('EXPIRED');
        expect(checkSmsCode(stored('042017', { wrongTries: 4 }), right, NOW)).toBe('OK');
        expect(checkSmsCode(stored('042017', { wrongTries: 5 }), right, NOW)).toBe('LOCKED');
        expect(checkSmsCode(undefined, right, NOW)).toBe('NONE');
        expect(checkSmsCode(stored('042017'), 'not-hex', NOW)).toBe('WRONG');
    });
});

describe('sending codes', () => {
    it('allows one a minute', () => {
        expect(sendRefusal({ lastSentAt: undefined, sentInDay: 0 }, NOW)).toBeUndefined();
        expect(sendRefusal({ lastSentAt: NOW - 59_000, sentInDay: 1 }, NOW)).toEqual({
            reason: 'TOO_SOON',
            retryAfterMs: 1_000,
        });
        expect(sendRefusal({ lastSentAt: NOW - 60_000, sentInDay: 1 }, NOW)).toBeUndefined();
    });

    it('allows ten a day', () => {
        expect(sendRefusal({ lastSentAt: NOW - 3_600_000, sentInDay: 9 }, NOW)).toBeUndefined();
        expect(sendRefusal({ lastSentAt: NOW - 3_600_000, sentInDay: 10 }, NOW)?.reason).toBe('DAILY_LIMIT');
    });
});
