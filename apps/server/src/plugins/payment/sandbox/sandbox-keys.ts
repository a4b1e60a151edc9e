import { generateKeyPairSync, randomBytes } from 'node:crypto';

import type { AlipayConfig } from '../gateway/alipay.gateway';
import type { WechatPayConfig } from '../gateway/wechatpay.gateway';

/** Both sides' keys of the local sandbox: the merchant's, and the gateway's that sign what it sends. */
export interface SandboxKeys {
    /** Signs the cashier sessions the sandbox hands out. */
    sessionKey: string;
    alipay: { appId: string; merchant: KeyPair; gateway: KeyPair };
    wechatpay: {
        appId: string;
        /** The mini-program's and the official account's appIds, bound to the same merchant. */
        jsapiAppIds: { miniProgram: string; inWechat: string };
        mchId: string;
        mchSerial: string;
        platformKeyId: string;
        merchant: KeyPair;
        platform: KeyPair;
        apiV3Key: string;
    };
}

interface KeyPair {
    privateKey: string;
    publicKey: string;
}

function keyPair(): KeyPair {
    return generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
}

/** Fresh keys for a shop's sandbox: nothing to configure; kept in its database (PaymentGatewaysService). */
export function createSandboxKeys(): SandboxKeys {
    return {
        sessionKey: randomBytes(32).toString('base64url'),
        alipay: { appId: 'sandbox-alipay-app', merchant: keyPair(), gateway: keyPair() },
        wechatpay: {
            appId: 'wxsandbox0000000',
            jsapiAppIds: { miniProgram: 'wxsandboxminiprog', inWechat: 'wxsandboxofficial' },
            mchId: '1900000000',
            mchSerial: randomBytes(20).toString('hex').toUpperCase(),
            platformKeyId: `PUB_KEY_ID_SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`,
            merchant: keyPair(),
            platform: keyPair(),
            apiV3Key: randomBytes(16).toString('hex'),
        },
    };
}

/** The gateways' settings that point them at the sandbox, as real keys point them at the providers. */
export function sandboxGatewayConfigs(
    keys: SandboxKeys,
    sandboxUrl: string,
): { alipay: AlipayConfig; wechatpay: WechatPayConfig } {
    return {
        alipay: {
            appId: keys.alipay.appId,
            privateKey: keys.alipay.merchant.privateKey,
            alipayPublicKey: keys.alipay.gateway.publicKey,
            gateway: `${sandboxUrl}/sandbox-pay/alipay/gateway.do`,
        },
        wechatpay: {
            appId: keys.wechatpay.appId,
            jsapiAppIds: keys.wechatpay.jsapiAppIds,
            mchId: keys.wechatpay.mchId,
            mchSerial: keys.wechatpay.mchSerial,
            privateKey: keys.wechatpay.merchant.privateKey,
            platformKeyId: keys.wechatpay.platformKeyId,
            platformPublicKey: keys.wechatpay.platform.publicKey,
            apiV3Key: keys.wechatpay.apiV3Key,
            baseUrl: `${sandboxUrl}/sandbox-pay/wechatpay/`,
        },
    };
}
