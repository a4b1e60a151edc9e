/** A value WeChat hands out for a while: an access_token or a jsapi_ticket, and how long it holds. */
export interface ExpiringValue {
    value: string;
    expiresInS: number;
}

/**
 * The official account (公众号) as the shop uses it: the web authorisation (`snsapi_base`) that
 * tells a page open in WeChat's browser who its visitor is, and the JS-SDK's ticket that signs
 * `wx.config`. WeChat's API in production, a local stand-in otherwise.
 */
export interface WechatOfficialAccount {
    readonly name: 'api' | 'local';
    /** The official account's AppID, bound to the merchant for WeChat Pay's JSAPI. */
    readonly appId: string;
    /** Where the visitor's browser is sent to authorise: WeChat's page, or the sandbox's. */
    readonly authorizeUrl: string;
    /** The visitor's openid under this appId; throws OfficialCodeRejected for a code WeChat does not know. */
    codeToOpenId(code: string): Promise<string>;
    /** A fresh access_token (7200 s, rate-limited: the caller caches it). */
    fetchAccessToken(): Promise<ExpiringValue>;
    /** A fresh jsapi_ticket for that token (7200 s, rate-limited: the caller caches it). */
    fetchJsapiTicket(accessToken: string): Promise<ExpiringValue>;
}

/** WeChat does not know the code (made up, used already, expired): the visitor's to retry. */
export class OfficialCodeRejected extends Error {
    constructor(readonly errcode: number | string) {
        super(`WeChat refused the authorisation code (${errcode})`);
    }
}

/** WeChat refused the access_token the call carried (expired early, or replaced by another caller). */
export class OfficialTokenRejected extends Error {
    constructor(readonly errcode: number) {
        super(`WeChat refused the access_token (${errcode})`);
    }
}
