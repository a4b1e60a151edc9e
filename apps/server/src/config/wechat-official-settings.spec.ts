import { describe, expect, it } from 'vitest';

import { parseEnv } from './environment';
import { wechatOfficialSettings } from './wechat-official-settings';

const base = {
    SUPERADMIN_PASSWORD: 'a-long-password',
    COOKIE_SECRET: '0123456789abcdef0123',
    VAR_DIR: '/srv/shop/var',
    PUBLIC_URL: 'https://www.example.cn/',
    PORT: '3001',
};
const settings = (vars: Record<string, string>) => wechatOfficialSettings(parseEnv({ ...base, ...vars }));

describe('official account settings', () => {
    it('plays the account locally without its AppID and AppSecret', () => {
        expect(settings({})).toEqual({
            account: { kind: 'local' },
            publicUrl: 'https://www.example.cn',
            sandboxUrl: 'http://localhost:3001',
        });
    });

    it('asks WeChat with both', () => {
        const s = settings({ WECHAT_OFFICIAL_APP_ID: 'wx0123456789abcdef', WECHAT_OFFICIAL_APP_SECRET: 'secret' });
        expect(s.account).toEqual({ kind: 'api', appId: 'wx0123456789abcdef', appSecret: 'secret' });
    });

    it('refuses one without the other', () => {
        expect(() => settings({ WECHAT_OFFICIAL_APP_ID: 'wx0123456789abcdef' })).toThrow('WECHAT_OFFICIAL_APP_SECRET');
        expect(() => settings({ WECHAT_OFFICIAL_APP_SECRET: 'secret' })).toThrow('WECHAT_OFFICIAL_APP_ID');
    });
});
