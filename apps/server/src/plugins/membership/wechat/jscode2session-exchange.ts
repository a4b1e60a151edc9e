import { askWechat, type FetchLike, type WechatAppConfig, wechatApiUrl } from '../../../common/wechat-api';
import { type WechatSession, type WechatSessionExchange, WechatCodeRejected } from './wechat-session-exchange';

/** The mini-program's AppID and AppSecret. */
export type WechatMiniProgramConfig = WechatAppConfig;
export type { FetchLike };

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
        return wechatApiUrl(this.config, '/sns/jscode2session', {
            appid: this.config.appId,
            secret: this.config.appSecret,
            js_code: code,
            grant_type: 'authorization_code',
        });
    }

    async codeToSession(code: string): Promise<WechatSession> {
        const answer = await askWechat<Jscode2SessionAnswer>(this.fetchImpl, this.requestUrl(code), 'jscode2session');
        if (answer.errcode && REFUSED_CODES.has(answer.errcode)) throw new WechatCodeRejected(answer.errcode);
        if (answer.errcode) throw new Error(`jscode2session errcode ${answer.errcode}`);
        if (typeof answer.openid !== 'string' || !answer.openid) throw new Error('jscode2session answered no openid');
        return { openid: answer.openid, ...(answer.unionid ? { unionid: answer.unionid } : {}) };
    }
}
