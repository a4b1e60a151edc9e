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
        const env = parseStorefrontEnv({ SESSION_SECRET: 'a-long-enough-secret', PUBLIC_URL: 'https://www.morvaux.cn/' });
        expect(env.PUBLIC_URL).toBe('https://www.morvaux.cn');
        expect(env.NODE_ENV).toBe('development');
    });
});
