import { randomBytes } from 'node:crypto';

import { COOKIE_CONSENT_COOKIE } from '@maison/shared';

import { readCookie } from './cookies';
import { assetOrigin, env, gatewayOrigins } from './env.server';
import { isHttps } from './request-origin';

/** A fresh nonce for one document: 128 random bits. */
export function createNonce(): string {
    return randomBytes(16).toString('base64');
}

export interface PolicyInput {
    nonce: string;
    /** Whether the visitor accepted cookies, which lets the chat widget's origin in. */
    consent: boolean;
    https: boolean;
    /** The chat widget's script URL, or '' for none. */
    chatWidgetUrl: string;
    assetOrigin: string;
    /** The payment gateways a checkout form's answer may redirect to. */
    gatewayOrigins: readonly string[];
    /** Whether sign-in shows Tencent's captcha, whose script, frame and pictures come from Tencent. */
    tencentCaptcha: boolean;
    /** Whether the store map is AMap's (a key is configured): its hosts are admitted after consent. */
    amap: boolean;
}

/** Where Tencent's captcha (天御) loads its script and frame from, and its pictures. */
export const TENCENT_CAPTCHA_ORIGINS = ['https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com'];

/**
 * Where AMap's JS API 2.0 loads its script, data and tiles from. Its workers start from blob:
 * URLs, and it writes the style of the map's own elements in <style> elements it creates, which
 * carry no nonce.
 */
export const AMAP_ORIGINS = {
    script: ['https://webapi.amap.com', 'https://jsapi-service.amap.com', 'https://restapi.amap.com'],
    connect: [
        'https://webapi.amap.com',
        'https://jsapi-service.amap.com',
        'https://restapi.amap.com',
        'https://vdata.amap.com',
        'https://*.is.autonavi.com',
    ],
    img: ['https://webapi.amap.com', 'https://vdata.amap.com', 'https://*.is.autonavi.com', 'blob:'],
};

function originOf(url: string): string | undefined {
    try {
        return new URL(url).origin;
    } catch {
        return undefined;
    }
}

/**
 * The Content-Security-Policy of a page. Scripts run only from this origin or inline with the
 * page's nonce; the chat widget's origin is added only once the visitor has consented, so no
 * third-party script can load before. No plugin, no <base>, no framing, forms only to us (and,
 * for paying, on to the payment gateways).
 */
export function contentSecurityPolicy(p: PolicyInput): string {
    const chat = p.consent && p.chatWidgetUrl ? originOf(p.chatWidgetUrl) : undefined;
    const captcha = p.tencentCaptcha ? TENCENT_CAPTCHA_ORIGINS : [];
    // Like the chat widget, the map's script loads only once the visitor has consented.
    const amap = p.consent && p.amap;
    const own = "'self'";
    const assets = p.assetOrigin;
    const frames = [...(chat ? [chat] : []), ...captcha];
    const directives: Array<[string, ...string[]]> = [
        ['default-src', own],
        [
            'script-src',
            own,
            `'nonce-${p.nonce}'`,
            ...(chat ? [chat] : []),
            ...captcha,
            ...(amap ? AMAP_ORIGINS.script : []),
        ],
        ['style-src', own, ...(amap ? ["'unsafe-inline'"] : [])],
        ['img-src', own, 'data:', assets, ...captcha, ...(amap ? AMAP_ORIGINS.img : [])],
        ['media-src', own, assets],
        ['font-src', own],
        ['connect-src', own, ...(chat ? [chat] : []), ...captcha, ...(amap ? AMAP_ORIGINS.connect : [])],
        ...(amap ? [['worker-src', own, 'blob:'] as [string, ...string[]]] : []),
        ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
        ['object-src', "'none'"],
        ['base-uri', "'none'"],
        // A form's redirect is checked too: paying sends the shopper on to the gateway.
        ['form-action', own, ...p.gatewayOrigins],
        ['frame-ancestors', "'none'"],
    ];
    if (p.https) directives.push(['upgrade-insecure-requests']);
    return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** What a page's policy reads of its request: the consent cookie and whether it came over HTTPS. */
export interface PolicyRequest {
    cookieHeader: string | null;
    https: boolean;
}

/** The policy for a page answering a request, from the environment and the visitor's consent. */
export function pagePolicy(request: PolicyRequest, nonce: string): string {
    return contentSecurityPolicy({
        nonce,
        consent: readCookie(request.cookieHeader, COOKIE_CONSENT_COOKIE) === 'true',
        https: request.https,
        chatWidgetUrl: env.CHAT_WIDGET_URL,
        assetOrigin,
        gatewayOrigins,
        tencentCaptcha: env.TENCENT_CAPTCHA_APP_ID !== '',
        amap: env.AMAP_KEY !== undefined,
    });
}

/** The policy for a page answering `request`. */
export function policyForRequest(request: Request, nonce: string): string {
    return pagePolicy({ cookieHeader: request.headers.get('Cookie'), https: isHttps(request) }, nonce);
}
