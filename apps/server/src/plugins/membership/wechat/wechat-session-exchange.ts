/** Who a mini-program's `wx.login` code belongs to: the user's openid in the mini-program, and their unionid when the app is bound to an open-platform account. */
export interface WechatSession {
    openid: string;
    unionid?: string;
}

/**
 * Turns the code the mini-program's `wx.login` gives into the WeChat user it stands for: WeChat's
 * `jscode2session` in production, a local stand-in otherwise. A code serves once and for five
 * minutes; the session key WeChat also answers is neither kept nor logged.
 */
export interface WechatSessionExchange {
    readonly name: 'jscode2session' | 'local';
    /** The code's user; throws WechatCodeRejected for a code WeChat does not know, another error when WeChat does not answer. */
    codeToSession(code: string): Promise<WechatSession>;
}

/** WeChat does not know the code (made up, used already, expired) or refuses its user: the caller's to fix. */
export class WechatCodeRejected extends Error {
    constructor(readonly errcode: number | string) {
        super(`WeChat refused the code (${errcode})`);
    }
}
