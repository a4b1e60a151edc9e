export const loggerCtx = 'WechatOfficialPlugin';
export const WECHAT_OFFICIAL_OPTIONS = Symbol('WECHAT_OFFICIAL_OPTIONS');
/** The shared cache's keys of the official account's access_token and jsapi_ticket, per appId. */
export const ACCESS_TOKEN_KEY = 'maison:wechat-official:access-token';
export const JSAPI_TICKET_KEY = 'maison:wechat-official:jsapi-ticket';
/** Refreshed this long before WeChat says they expire, so that no page is signed with a dying ticket. */
export const REFRESH_MARGIN_S = 300;
/** The sandbox's authorisation page, mounted on the backend when the stand-in plays the official account. */
export const SANDBOX_AUTHORIZE_PATH = '/sandbox-wechat/connect/oauth2/authorize';
/** A client's code exchanges: a shopper is authorised once per checkout, so a few an hour are plenty. */
export const CODE_EXCHANGES_PER_CLIENT = { points: 20, durationMs: 3_600_000 } as const;
