import { describe, expect, it } from 'vitest';

import { parseEnv } from './environment';
import { membershipSettings } from './membership-settings';

const base = {
    SUPERADMIN_PASSWORD: 'a-long-password',
    COOKIE_SECRET: '0123456789abcdef0123',
    VAR_DIR: '/srv/shop/var',
};
const ALIYUN = {
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI000',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_SIGN_NAME: 'Morvaux',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
};
const TENCENT = {
    TENCENT_CAPTCHA_SECRET_ID: 'AKID000',
    TENCENT_CAPTCHA_SECRET_KEY: 'secret',
    TENCENT_CAPTCHA_APP_ID: '190000000',
    TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-secret',
};
const settings = (vars: Record<string, string>) => membershipSettings(parseEnv({ ...base, ...vars }));

describe('membership settings', () => {
    it('writes codes to the outbox behind the local captcha, the demo way', () => {
        expect(settings({})).toEqual({
            sms: { kind: 'outbox', dir: '/srv/shop/var/sms-outbox' },
            captcha: { kind: 'local' },
            wechat: { kind: 'local' },
        });
    });

    it('exchanges mini-program codes with WeChat when its AppID and AppSecret are both there', () => {
        const s = settings({ WECHAT_MINIPROGRAM_APP_ID: 'wx0123456789abcdef', WECHAT_MINIPROGRAM_APP_SECRET: 's' });
        expect(s.wechat).toEqual({ kind: 'jscode2session', appId: 'wx0123456789abcdef', appSecret: 's' });
        expect(() => settings({ WECHAT_MINIPROGRAM_APP_ID: 'wx0123456789abcdef' })).toThrow(
            'WeChat mini-program settings incomplete: set WECHAT_MINIPROGRAM_APP_SECRET',
        );
    });

    it('takes Aliyun SMS and Tencent captcha when all their settings are there', () => {
        const s = settings({ ...ALIYUN, ...TENCENT, SMS_MODE: 'live' });
        expect(s.sms).toMatchObject({ kind: 'aliyun', signName: 'Morvaux', endpoint: 'dysmsapi.aliyuncs.com' });
        expect(s.captcha).toMatchObject({ kind: 'tencent', appId: 190000000 });
    });

    it('takes each appointment template that is set, and leaves the others out', () => {
        const s = settings({
            ...ALIYUN,
            ...TENCENT,
            SMS_MODE: 'live',
            ALIYUN_SMS_TEMPLATE_APPOINTMENT_BOOKED: 'SMS_100001',
            ALIYUN_SMS_TEMPLATE_APPOINTMENT_REMINDER: 'SMS_100004',
        });
        expect(s.sms).toMatchObject({
            templates: { appointmentBooked: 'SMS_100001', appointmentReminder: 'SMS_100004' },
        });
        expect(s.sms.kind === 'aliyun' && s.sms.templates.appointmentConfirmed).toBeUndefined();
    });

    it('names what is missing: half a provider, live without one, SMS without a real captcha', () => {
        expect(() => settings({ ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow(
            'SMS settings incomplete: set ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
        );
        expect(() => settings({ SMS_MODE: 'live', ...TENCENT })).toThrow('SMS settings incomplete');
        expect(() => settings({ ...ALIYUN })).toThrow('captcha settings incomplete');
    });

    it('makes the production profile choose', () => {
        expect(() => settings({ DATABASE_URL: 'postgres://db/shop' })).toThrow('set SMS_MODE');
        expect(settings({ DATABASE_URL: 'postgres://db/shop', SMS_MODE: 'outbox' }).sms.kind).toBe('outbox');
    });
});
