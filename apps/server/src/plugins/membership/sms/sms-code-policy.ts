import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The sign-in code's rules (issue: accounts), as pure functions of what is stored and the clock,
 * so each can be proven without waiting: a code has six digits, lasts five minutes, is used
 * once, and dies after five wrong tries; a number, and a client address, is sent at most one
 * code a minute and ten a day.
 */
export const SMS_CODE_POLICY = {
    digits: 6,
    ttlMs: 5 * 60_000,
    maxWrongTries: 5,
    minIntervalMs: 60_000,
    maxPerDay: 10,
    dayMs: 24 * 60 * 60_000,
} as const;

export type SmsCodePolicy = typeof SMS_CODE_POLICY;

/** A fresh code: uniformly random digits, leading zeros kept. */
export function generateSmsCode(policy: Pick<SmsCodePolicy, 'digits'> = SMS_CODE_POLICY): string {
    return String(randomInt(0, 10 ** policy.digits)).padStart(policy.digits, '0');
}

/**
 * What is stored of a code: a keyed hash bound to its number, so a copy of the table does not
 * give away codes still valid, and a code is worth nothing for another number.
 */
export function hashSmsCode(mobile: string, code: string, pepper: string): string {
    return createHmac('sha256', pepper).update(`${mobile}:${code}`).digest('hex');
}

/** The codes sent lately to one number or one client address, newest first. */
export interface RecentSends {
    /** When the newest was sent, epoch ms; undefined if none in the last day. */
    lastSentAt: number | undefined;
    /** How many were sent in the last day. */
    sentInDay: number;
}

export type SendRefusal = 'TOO_SOON' | 'DAILY_LIMIT';

/** Why a code may not be sent now, if it may not; `retryAfterMs` says when it may. */
export function sendRefusal(
    recent: RecentSends,
    now: number,
    policy: SmsCodePolicy = SMS_CODE_POLICY,
): { reason: SendRefusal; retryAfterMs: number } | undefined {
    if (recent.sentInDay >= policy.maxPerDay) return { reason: 'DAILY_LIMIT', retryAfterMs: policy.dayMs };
    if (recent.lastSentAt !== undefined && now - recent.lastSentAt < policy.minIntervalMs) {
        return { reason: 'TOO_SOON', retryAfterMs: policy.minIntervalMs - (now - recent.lastSentAt) };
    }
    return undefined;
}

/** A stored code, as the check needs it. */
export interface StoredCode {
    codeHash: string;
    expiresAt: number;
    wrongTries: number;
    usedAt: number | undefined;
}

export type CodeCheck = 'OK' | 'WRONG' | 'EXPIRED' | 'USED' | 'LOCKED' | 'NONE';

/**
 * The newest code of a number, checked against what the visitor typed (already hashed). Only
 * the newest counts: asking for a new code retires the one before.
 */
export function checkSmsCode(
    stored: StoredCode | undefined,
    typedHash: string,
    now: number,
    policy: SmsCodePolicy = SMS_CODE_POLICY,
): CodeCheck {
    if (!stored) return 'NONE';
    if (stored.usedAt !== undefined) return 'USED';
    if (stored.wrongTries >= policy.maxWrongTries) return 'LOCKED';
    if (now >= stored.expiresAt) return 'EXPIRED';
    const a = Buffer.from(stored.codeHash, 'hex');
    const b = Buffer.from(typedHash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b) ? 'OK' : 'WRONG';
}
