import type { PaymentPluginOptions } from '../plugins/payment';
import { ConfigurationError } from './configuration-error';
import { allOrNone } from './setting-groups';
import type { ServerEnv } from './environment';

const ALIPAY = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const WECHATPAY = [
    'WECHATPAY_APP_ID',
    'WECHATPAY_MCH_ID',
    'WECHATPAY_MCH_SERIAL',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_PUBLIC_KEY_ID',
    'WECHATPAY_PUBLIC_KEY',
    'WECHATPAY_API_V3_KEY',
] as const;

/** Keys pasted into one line of an environment file keep their line breaks as `\n`. */
function pem(value: string): string {
    return value.replace(/\\n/g, '\n');
}

/**
 * The payment plugin's settings from the environment. A gateway is real when all its settings
 * are there, played by the sandbox when none are; `PAYMENT_MODE=live` requires both real. A shop
 * on PostgreSQL (the production profile) must say which it is: a forgotten setting must not
 * open a shop whose payments nobody pays.
 */
export function paymentSettings(e: ServerEnv, payableMinutes: number): PaymentPluginOptions {
    if (!e.PAYMENT_MODE && e.DATABASE_URL) {
        throw new ConfigurationError('set PAYMENT_MODE: live to take payments, or sandbox for a shop that takes none');
    }
    const live = e.PAYMENT_MODE === 'live';
    if (live && !e.PAYMENT_CALLBACK_URL)
        throw new ConfigurationError('payment settings incomplete: set PAYMENT_CALLBACK_URL');
    const own = `http://127.0.0.1:${e.PORT}`;
    const alipay = allOrNone(e, ALIPAY, live, 'payment');
    const wechatpay = allOrNone(e, WECHATPAY, live, 'payment');
    // A shop taking real money at one gateway must not hand out free orders at the other.
    if (alipay !== wechatpay) {
        throw new ConfigurationError(
            `payment settings incomplete: set ${(alipay ? WECHATPAY : ALIPAY).join(', ')} too (or neither gateway's, for the sandbox)`,
        );
    }
    return {
        alipay: alipay
            ? {
                  appId: e.ALIPAY_APP_ID!,
                  privateKey: pem(e.ALIPAY_PRIVATE_KEY!),
                  alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY!),
                  gateway: e.ALIPAY_GATEWAY,
              }
            : undefined,
        wechatpay: wechatpay
            ? {
                  appId: e.WECHATPAY_APP_ID!,
                  // Paying inside WeChat: each appId is bound to this merchant on WeChat Pay's platform.
                  jsapiAppIds: { miniProgram: e.WECHAT_MINIPROGRAM_APP_ID, inWechat: e.WECHAT_OFFICIAL_APP_ID },
                  mchId: e.WECHATPAY_MCH_ID!,
                  mchSerial: e.WECHATPAY_MCH_SERIAL!,
                  privateKey: pem(e.WECHATPAY_PRIVATE_KEY!),
                  platformKeyId: e.WECHATPAY_PUBLIC_KEY_ID!,
                  platformPublicKey: pem(e.WECHATPAY_PUBLIC_KEY!),
                  apiV3Key: e.WECHATPAY_API_V3_KEY!,
                  baseUrl: e.WECHATPAY_BASE_URL,
              }
            : undefined,
        storefrontUrl: e.PUBLIC_URL,
        callbackUrl: (e.PAYMENT_CALLBACK_URL ?? own).replace(/\/+$/, ''),
        sandboxUrl: (e.PAYMENT_SANDBOX_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
        payableMinutes,
    };
}
