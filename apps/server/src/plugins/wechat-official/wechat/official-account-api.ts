import { askWechat, type FetchLike, type WechatAppConfig, wechatApiUrl } from '../../../common/wechat-api';
import {
    type ExpiringValue,
    type WechatOfficialAccount,
    OfficialCodeRejected,
    OfficialTokenRejected,
} from './official-account';

/** The official account's AppID and AppSecret. */
export type WechatOfficialConfig = WechatAppConfig;
export type { FetchLike };

interface WechatAnswer {
    errcode?: number;
    errmsg?: string;
    openid?: string;
    access_token?: string;
    ticket?: string;
    expires_in?: number;
}

/** 40029 not a code, 40163 used already: the visitor's to retry; anything else is WeChat's or ours. */
const REFUSED_CODES = new Set([40029, 40163]);
/** 40001 and 42001: the access_token is not (or no longer) valid. */
const TOKEN_REFUSED = new Set([40001, 42001]);

export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/**
 * The official account's web authorisation and JS-SDK ticket at WeChat. The AppSecret and the
 * access_token travel in query strings, as WeChat asks: the URLs are never logged.
 */
export class WechatOfficialAccountApi implements WechatOfficialAccount {
    readonly name = 'api';
    readonly authorizeUrl = WECHAT_AUTHORIZE_URL;

    constructor(
        private readonly config: WechatOfficialConfig,
        private readonly fetchImpl: FetchLike = (url, init) => fetch(url, init),
    ) {}

    get appId(): string {
        return this.config.appId;
    }

    requestUrl(path: string, params: Record<string, string>): string {
        return wechatApiUrl(this.config, path, params);
    }

    async codeToOpenId(code: string): Promise<string> {
        const answer = await this.ask('/sns/oauth2/access_token', {
            appid: this.config.appId,
            secret: this.config.appSecret,
            code,
            grant_type: 'authorization_code',
        });
        if (answer.errcode && REFUSED_CODES.has(answer.errcode)) throw new OfficialCodeRejected(answer.errcode);
        if (answer.errcode) throw new Error(`oauth2/access_token errcode ${answer.errcode}`);
        if (typeof answer.openid !== 'string' || !answer.openid)
            throw new Error('oauth2/access_token answered no openid');
        return answer.openid;
    }

    async fetchAccessToken(): Promise<ExpiringValue> {
        const answer = await this.ask('/cgi-bin/token', {
            grant_type: 'client_credential',
            appid: this.config.appId,
            secret: this.config.appSecret,
        });
        if (answer.errcode) throw new Error(`cgi-bin/token errcode ${answer.errcode}`);
        return expiring(answer.access_token, answer.expires_in, 'cgi-bin/token');
    }

    async fetchJsapiTicket(accessToken: string): Promise<ExpiringValue> {
        const answer = await this.ask('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' });
        if (answer.errcode && TOKEN_REFUSED.has(answer.errcode)) throw new OfficialTokenRejected(answer.errcode);
        if (answer.errcode) throw new Error(`getticket errcode ${answer.errcode}`);
        return expiring(answer.ticket, answer.expires_in, 'getticket');
    }

    private ask(path: string, params: Record<string, string>): Promise<WechatAnswer> {
        return askWechat<WechatAnswer>(this.fetchImpl, this.requestUrl(path, params), path);
    }
}

function expiring(value: string | undefined, expiresIn: number | undefined, what: string): ExpiringValue {
    if (typeof value !== 'string' || !value) throw new Error(`${what} answered nothing`);
    return { value, expiresInS: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 7200 };
}
