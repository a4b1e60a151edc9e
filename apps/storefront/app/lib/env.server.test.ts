import { describe, expect, it } from 'vitest';

import { parseStorefrontEnv } from './env.server';

describe('the storefront environment', () => {
    it('has no session secret of its own: without SESSION_SECRET it refuses to start', () => {
        expect(() => parseStorefrontEnv({})).toThrow(/SESSION_SECRET/);
        expect(() => parseStorefrontEnv({ NODE_ENV: 'development' })).toThrow(/SESSION_SECRET/);
        expect(() => parseStorefrontEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
            /SESSION_SECRET must be at least 16 characters/,
        );
    });

    it('takes the shop address without a trailing slash', () => {
        const env = parseStorefrontEnv({
            SESSION_SECRET: 'a-long-enough-secret',
            PUBLIC_URL: 'https://www.morvaux.cn/',
        });
        expect(env.PUBLIC_URL).toBe('https://www.morvaux.cn');
        expect(env.NODE_ENV).toBe('development');
    });

    it('takes the AMap key and security code together or not at all, with no default', () => {
        const base = { SESSION_SECRET: 'a-long-enough-secret' };
        expect(parseStorefrontEnv(base).AMAP_KEY).toBeUndefined();
        const both = parseStorefrontEnv({
            ...base,
            AMAP_KEY: 'abcdef0123456789',
            AMAP_SECURITY_CODE: '0123456789abcdef',
        });
        expect(both.AMAP_KEY).toBe('abcdef0123456789');
        expect(both.AMAP_SECURITY_CODE).toBe('0123456789abcdef');
        expect(() => parseStorefrontEnv({ ...base, AMAP_KEY: 'abcdef0123456789' })).toThrow(
            /AMAP_KEY and AMAP_SECURITY_CODE/,
        );
        expect(() => parseStorefrontEnv({ ...base, AMAP_SECURITY_CODE: '0123456789abcdef' })).toThrow(
            /AMAP_KEY and AMAP_SECURITY_CODE/,
        );
    });
});
