import { createHmac, timingSafeEqual } from 'node:crypto';

/** The longest token worth reading: an id, a time and a 43-character signature. */
const MAX_TOKEN_LENGTH = 200;

function signature(payload: string, key: Buffer): string {
    return createHmac('sha256', key).update(`content-preview:${payload}`).digest('base64url');
}

/**
 * A draft's preview link: the entry's id and when the link stops working, signed with the
 * server's key, so nobody can make one for another entry or stretch its time.
 */
export function signPreviewToken(entryId: string, expiresAt: Date, key: Buffer): string {
    const payload = `${entryId}.${expiresAt.getTime().toString(36)}`;
    return `${payload}.${signature(payload, key)}`;
}

/** The entry id a token was signed for, or undefined when it is altered, malformed or expired. */
export function verifyPreviewToken(token: string, key: Buffer, now: Date = new Date()): string | undefined {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [entryId, expiry, given] = parts;
    const payload = `${entryId}.${expiry}`;
    const expected = Buffer.from(signature(payload, key));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
    const expiresAt = parseInt(expiry, 36);
    if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return undefined;
    return entryId;
}
