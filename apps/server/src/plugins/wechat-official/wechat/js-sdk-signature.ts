import { createHash } from 'node:crypto';

/** What `wx.config` is signed over. */
export interface JsSdkSigned {
    jsapiTicket: string;
    nonceStr: string;
    timestamp: number;
    /** The page's full address; anything after `#` is not signed, as WeChat's client drops it. */
    url: string;
}

/**
 * The JS-SDK's signature: SHA-1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in
 * that (ASCII) order and the values as they are, not URL-encoded.
 */
export function jsSdkSignature(s: JsSdkSigned): string {
    const url = s.url.split('#')[0];
    const plain = `jsapi_ticket=${s.jsapiTicket}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${url}`;
    return createHash('sha1').update(plain).digest('hex');
}
