import type { ConfigService } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { ContentPreviewKey } from './content-preview-key';

const config = (secret: unknown) => ({ authOptions: { cookieOptions: { secret } } }) as unknown as ConfigService;

describe('ContentPreviewKey', () => {
    it('derives a key of its own from the cookie secret', () => {
        const key = new ContentPreviewKey(config('a-cookie-secret')).key;
        expect(key).toHaveLength(32);
        expect(key.equals(new ContentPreviewKey(config('a-cookie-secret')).key)).toBe(true);
        expect(key.equals(new ContentPreviewKey(config('another-secret')).key)).toBe(false);
        expect(key.toString('utf8')).not.toContain('a-cookie-secret');
    });

    it('refuses to start without a secret rather than sign with a key anyone can make', () => {
        for (const secret of [undefined, ''])
            expect(() => new ContentPreviewKey(config(secret)), String(secret)).toThrow(/cookie secret/);
    });
});
