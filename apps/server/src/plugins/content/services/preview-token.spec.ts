import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { signPreviewToken, verifyPreviewToken } from './preview-token';

describe('preview tokens', () => {
    const key = randomBytes(32);
    const inAnHour = new Date(Date.now() + 3600_000);

    it('names the entry it was signed for until it expires', () => {
        const token = signPreviewToken('42', inAnHour, key);
        expect(verifyPreviewToken(token, key)).toBe('42');
        expect(verifyPreviewToken(token, key, new Date(inAnHour.getTime() + 1))).toBeUndefined();
    });

    it('is worth nothing altered, under another key, or malformed', () => {
        const token = signPreviewToken('42', inAnHour, key);
        const [, expiry, signature] = token.split('.');
        expect(verifyPreviewToken(`43.${expiry}.${signature}`, key)).toBeUndefined();
        const later = (parseInt(expiry, 36) + 3600_000).toString(36);
        expect(verifyPreviewToken(`42.${later}.${signature}`, key)).toBeUndefined();
        expect(verifyPreviewToken(token, randomBytes(32))).toBeUndefined();
        expect(verifyPreviewToken(`${token}x`, key)).toBeUndefined();
        expect(verifyPreviewToken('', key)).toBeUndefined();
        expect(verifyPreviewToken('a.b', key)).toBeUndefined();
        expect(verifyPreviewToken('x'.repeat(10_000), key)).toBeUndefined();
    });
});
