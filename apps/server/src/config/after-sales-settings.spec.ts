import { describe, expect, it } from 'vitest';

import { afterSalesSettings } from './after-sales-settings';
import { parseEnv } from './environment';

const base = {
    SUPERADMIN_PASSWORD: 'a-long-password',
    COOKIE_SECRET: '0123456789abcdef0123',
    VAR_DIR: '/srv/shop/var',
};
const settings = (vars: Record<string, string>) => afterSalesSettings(parseEnv({ ...base, ...vars }));

describe('after-sales settings', () => {
    it("tracks parcels from the shop's own records without a Kuaidi100 account", () => {
        expect(settings({})).toEqual({ tracking: { kind: 'local' } });
    });

    it('asks Kuaidi100 with its customer id and key', () => {
        expect(settings({ KUAIDI100_CUSTOMER: 'C0FFEE', KUAIDI100_KEY: 'key' })).toEqual({
            tracking: {
                kind: 'kuaidi100',
                customer: 'C0FFEE',
                key: 'key',
                endpoint: 'https://poll.kuaidi100.com/poll/query.do',
            },
        });
    });

    it('names the missing setting when only one is given', () => {
        expect(() => settings({ KUAIDI100_CUSTOMER: 'C0FFEE' })).toThrow(/KUAIDI100_KEY/);
    });
});
