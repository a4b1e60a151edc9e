import { createHmac } from 'node:crypto';

import { type WechatSession, type WechatSessionExchange, WechatCodeRejected } from './wechat-session-exchange';

/** A code the stand-in takes: `sandbox-` and up to 64 letters, digits, `_` or `-`. */
const SANDBOX_CODE = /^sandbox-([A-Za-z0-9_-]{1,64})$/;

/**
 * The stand-in for WeChat's jscode2session on a shop without the mini-program's AppID and
 * AppSecret (development, tests). It takes a code `sandbox-<tail>` and answers the openid
 * `sandbox-` + HMAC-SHA256(tail) under a key of the shop's own (derived from its cookie
 * secret), base64url, 27 characters: the same tail is always the same user on one shop, as
 * one WeChat user is one openid, and no sandbox openid can equal a real one (those start with
 * `o`). The unionid is derived the same way. Any other code is refused, as WeChat refuses a
 * code it did not give.
 */
export class LocalWechatSessionExchange implements WechatSessionExchange {
    readonly name = 'local';

    constructor(private readonly secret: string) {}

    codeToSession(code: string): Promise<WechatSession> {
        const tail = SANDBOX_CODE.exec(code)?.[1];
        if (!tail) return Promise.reject(new WechatCodeRejected('not a sandbox code'));
        return Promise.resolve({ openid: this.derive('openid', tail), unionid: this.derive('unionid', tail) });
    }

    private derive(what: string, tail: string): string {
        const mac = createHmac('sha256', this.secret).update(`wechat-${what}:${tail}`).digest('base64url');
        return `sandbox-${mac.slice(0, 27)}`;
    }
}
