import { type WechatSession, type WechatSessionExchange, WechatCodeRejected } from './wechat-session-exchange';

export interface WechatMiniProgramConfig {
    /** The mini-program's AppID (wx…). */
    appId: string;
    /** Its AppSecret: sent to WeChat only, never logged. */
    appSecret: string;
    /** WeChat's API address; `https://api.weixin.qq.com` unless told (a test's fake). */
    baseUrl?: string;
}

/** The one call the adapter makes (a fake stands in for it in tests). */
export type FetchLike = (
    url: string,
    init: { signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** What jscode2session answers: the user, or an errcode. */
interface Jscode2SessionAnswer {
    openid?: string;
    unionid?: string;
    session_key?: string;
    errcode?: number;
    errmsg?: string;
}

/**
 * The codes that say the code itself is refused (the caller's to fix): 40029 not a code, 40163
 * used already, 40226 a user WeChat blocks as high-risk. Anything else (-1 busy, 45011 too many
 * calls, 40013 or 40125 our AppID or AppSecret) is WeChat's or ours, answered as unavailable.
 */
const REFUSED_CODES = new Set([40029, 40163, 40226]);

/** How long WeChat may take to answer before the sign-in is told it is unavailable. */
const TIMEOUT_MS = 5_000;

/**
 * WeChat's `auth.code2Session` (GET https://api.weixin.qq.com/sns/jscode2session): the
 * mini-program's AppID and AppSecret with the user's `wx.login` code, answered with their
 * openid (and unionid). The AppSecret travels in the query string, as WeChat asks: the URL is
 * never logged.
 */
export class Jscode2SessionExchange implements WechatSessionExchange {
    readonly name = 'jscode2session';

    constructor(
        private readonly config: WechatMiniProgramConfig,
        private readonly fetchImpl: FetchLike = (url, init) => fetch(url, init),
    ) {}

    /** The request for a code: WeChat's address with appid, secret, js_code and grant_type. */
    requestUrl(code: string): string {
        const url = new URL('/sns/jscode2session', this.config.baseUrl ?? 'https://api.weixin.qq.com');
        url.searchParams.set('appid', this.config.appId);
        url.searchParams.set('secret', this.config.appSecret);
        url.searchParams.set('js_code', code);
        url.searchParams.set('grant_type', 'authorization_code');
        return url.toString();
    }

    async codeToSession(code: string): Promise<WechatSession> {
        const res = await this.fetchImpl(this.requestUrl(code), { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) throw new Error(`jscode2session answered HTTP ${res.status}`);
        const answer = (await res.json()) as Jscode2SessionAnswer;
        if (answer.errcode && REFUSED_CODES.has(answer.errcode)) throw new WechatCodeRejected(answer.errcode);
        if (answer.errcode) throw new Error(`jscode2session errcode ${answer.errcode}`);
        if (typeof answer.openid !== 'string' || !answer.openid) throw new Error('jscode2session answered no openid');
        return { openid: answer.openid, ...(answer.unionid ? { unionid: answer.unionid } : {}) };
    }
}
