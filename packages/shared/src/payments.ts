/**
 * What the payment plugin and the storefront say to each other about a payment: the methods,
 * where the shopper pays, and what a payment's public metadata tells the storefront.
 */

/** The shop's payment methods, by their PaymentMethod codes (and handlers'). */
export const GATEWAY_CODES = ['alipay', 'wechatpay'] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];

/**
 * Where the shopper pays: a desktop browser, a phone's browser, the WeChat mini-program, or a
 * page open in WeChat's own browser (which refuses H5 payments). The last two pay by WeChat
 * Pay's JSAPI, for a WeChat user's openid under the mini-program's or the official account's appId.
 */
export const PAY_CHANNELS = ['desktop', 'mobile', 'miniProgram', 'inWechat'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** The channels paid inside WeChat, by JSAPI. */
export const WECHAT_JSAPI_CHANNELS = ['miniProgram', 'inWechat'] as const satisfies readonly PayChannel[];
export type WechatJsapiChannel = (typeof WECHAT_JSAPI_CHANNELS)[number];

/** A WeChat user's openid under one appId: 28 characters as WeChat writes them today; bounded either way. */
export const WECHAT_OPENID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What WeChat's `wx.requestPayment` (mini-program) or `WeixinJSBridge`'s `getBrandWCPayRequest`
 * (WeChat's browser) is called with, signed by the merchant as WeChat Pay asks.
 */
export interface WechatJsapiParams {
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: 'RSA';
    paySign: string;
}

/**
 * The payment sandbox's prepay ids start so: a JSAPI payment the sandbox plays, whose "WeChat
 * client" the storefront may play too when the page is not open in real WeChat.
 */
export const WECHAT_SANDBOX_PREPAY_PREFIX = 'wx_sandbox_';

/** What the shopper is given: a page to go to, a code to scan with WeChat, or a payment to confirm inside WeChat. */
export type PaymentInstructions =
    { kind: 'redirect'; url: string } | { kind: 'qr'; codeUrl: string } | { kind: 'jsapi'; params: WechatJsapiParams };

/** What Vendure hands the Shop API of a gateway payment's metadata (its `public` part). */
export interface PublicPaymentMetadata {
    public?: PaymentInstructions;
}

/** The state of a payment handed to its gateway and waiting for the gateway's word. */
export const AWAITING_GATEWAY = 'Pending';
