import { describe, expect, it } from 'vitest';

import { parseEnv } from './environment';
import { paymentSettings } from './payment-settings';

const base = { SUPERADMIN_PASSWORD: 'a-long-password', COOKIE_SECRET: '0123456789abcdef0123' };
const ALIPAY = { ALIPAY_APP_ID: '2021000000000000', ALIPAY_PRIVATE_KEY: 'KEY\\nLINE', ALIPAY_PUBLIC_KEY: 'PUB' };
const WECHATPAY = {
    WECHATPAY_APP_ID: 'wx0000000000000000',
    WECHATPAY_MCH_ID: '1900000000',
    WECHATPAY_MCH_SERIAL: 'ABC',
    WECHATPAY_PRIVATE_KEY: 'KEY',
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_1',
    WECHATPAY_PUBLIC_KEY: 'PUB',
    WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
};
const settings = (vars: Record<string, string>) => paymentSettings(parseEnv({ ...base, ...vars }), 30);

describe('payment settings', () => {
    it('lets the sandbox play a gateway with no settings, the demo way', () => {
        const s = settings({});
        expect(s.alipay).toBeUndefined();
        expect(s.wechatpay).toBeUndefined();
        expect(s.callbackUrl).toBe('http://127.0.0.1:3001');
    });

    it('takes gateways whose settings are all there, keys with their line breaks', () => {
        const s = settings({ ...ALIPAY, ...WECHATPAY, PAYMENT_MODE: 'sandbox' });
        expect(s.alipay?.privateKey).toBe('KEY\nLINE');
        expect(s.wechatpay?.mchId).toBe('1900000000');
    });

    it('refuses one real gateway beside a sandboxed one, which would give orders away', () => {
        expect(() => settings({ ...ALIPAY })).toThrow('set WECHATPAY_APP_ID');
        expect(() => settings({ ...WECHATPAY })).toThrow('set ALIPAY_APP_ID');
    });

    it('names the missing settings of a gateway set up half-way', () => {
        expect(() => settings({ ALIPAY_APP_ID: 'x' })).toThrow('set ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY');
    });

    it('refuses live mode without both gateways and the callback address', () => {
        expect(() => settings({ PAYMENT_MODE: 'live', ...ALIPAY, ...WECHATPAY })).toThrow('PAYMENT_CALLBACK_URL');
        expect(() =>
            settings({ PAYMENT_MODE: 'live', PAYMENT_CALLBACK_URL: 'https://shop.example.cn', ...ALIPAY }),
        ).toThrow('WECHATPAY_APP_ID');
        const live = settings({
            PAYMENT_MODE: 'live',
            PAYMENT_CALLBACK_URL: 'https://shop.example.cn/',
            ...ALIPAY,
            ...WECHATPAY,
        });
        expect(live.callbackUrl).toBe('https://shop.example.cn');
        expect(live.wechatpay?.apiV3Key).toHaveLength(32);
    });

    it('makes the production profile say whether it takes payments', () => {
        expect(() => settings({ DATABASE_URL: 'postgres://shop@db/shop' })).toThrow('set PAYMENT_MODE');
        expect(settings({ DATABASE_URL: 'postgres://shop@db/shop', PAYMENT_MODE: 'sandbox' }).alipay).toBeUndefined();
    });
});
