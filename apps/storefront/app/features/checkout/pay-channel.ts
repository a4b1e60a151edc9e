import type { PayChannel } from '@maison/shared';

const PHONE_OR_TABLET = /Mobile|Android|iPhone|iPad/i;
/** WeChat's own browser says MicroMessenger; its mini-program's web views say miniProgram too. */
const WECHAT = /MicroMessenger/i;
const MINI_PROGRAM = /miniProgram/i;

/** Whether the page is open in WeChat's own browser (not a mini-program's web view). */
export function inWechatBrowser(userAgent: string | null | undefined): boolean {
    const ua = userAgent ?? '';
    return WECHAT.test(ua) && !MINI_PROGRAM.test(ua);
}

/**
 * Where the shopper pays, from the browser's User-Agent: WeChat's own browser refuses H5
 * payments and pays by JSAPI; a phone's or tablet's browser pays in the gateway's app.
 */
export function payChannelFor(userAgent: string | null): PayChannel {
    if (inWechatBrowser(userAgent)) return 'inWechat';
    return PHONE_OR_TABLET.test(userAgent ?? '') ? 'mobile' : 'desktop';
}
