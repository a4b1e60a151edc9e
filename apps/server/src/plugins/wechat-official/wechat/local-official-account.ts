import { createHmac } from 'node:crypto';

import { type ExpiringValue, type WechatOfficialAccount, OfficialCodeRejected } from './official-account';

/** A code the stand-in takes: `sandbox-` and up to 64 letters, digits, `_` or `-`. */
const SANDBOX_CODE = /^sandbox-([A-Za-z0-9_-]{1,64})$/;

/** The stand-in's jsapi_ticket: fixed, so a test can check a signature over it. */
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket';
const SANDBOX_ACCESS_TOKEN = 'sandbox-access-token';

/** The appId the payment sandbox binds to WeChat's browser when none is configured. */
export const SANDBOX_OFFICIAL_APP_ID = 'wxsandboxofficial';

/**
 * The stand-in for the official account on a shop without its AppSecret (development, tests).
 * Its authorisation page is the backend's sandbox page, which answers a `sandbox-<tail>` code;
 * the openid is `sandbox-` + HMAC-SHA256(tail) under a key of the shop's own, so the same tail
 * is the same visitor and no sandbox openid can equal a real one (those start with `o`). Its
 * ticket is fixed.
 */
export class LocalWechatOfficialAccount implements WechatOfficialAccount {
    readonly name = 'local';

    constructor(
        readonly appId: string,
        readonly authorizeUrl: string,
        private readonly secret: string,
    ) {}

    codeToOpenId(code: string): Promise<string> {
        const tail = SANDBOX_CODE.exec(code)?.[1];
        if (!tail) return Promise.reject(new OfficialCodeRejected('not a sandbox code'));
        const mac = createHmac('sha256', this.secret).update(`wechat-official-openid:${tail}`).digest('base64url');
        return Promise.resolve(`sandbox-${mac.slice(0, 27)}`);
    }

    fetchAccessToken(): Promise<ExpiringValue> {
        return Promise.resolve({ value: SANDBOX_ACCESS_TOKEN, expiresInS: 7200 });
    }

    fetchJsapiTicket(): Promise<ExpiringValue> {
        return Promise.resolve({ value: SANDBOX_JSAPI_TICKET, expiresInS: 7200 });
    }
}
