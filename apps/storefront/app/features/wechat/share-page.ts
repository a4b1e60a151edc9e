// Loaded only inside WeChat's browser (WechatShare.tsx): other browsers never fetch it.

/** What `/api/wechat-share` answers: `wx.config`'s signed parameters for the page. */
interface JsSdkConfig {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
}

const IOS = /iPhone|iPad|iPod/i;

function metaContent(selector: string): string {
    return document.head.querySelector<HTMLMetaElement>(selector)?.content ?? '';
}

/** What WeChat shows of the page when it is shared: its Open Graph title, description and picture. */
function pageShare() {
    const link = metaContent('meta[property="og:url"]') || window.location.href.split('#')[0];
    return {
        title: metaContent('meta[property="og:title"]') || document.title,
        desc: metaContent('meta[property="og:description"]'),
        link,
        imgUrl: metaContent('meta[property="og:image"]') || new URL('/favicon.svg', window.location.origin).toString(),
    };
}

/**
 * Signs the page for WeChat's JS-SDK and sets what it shows when shared. WeChat on iOS checks
 * the signature against `landingUrl`, the address the page was first opened at; Android
 * against the current one.
 */
export async function shareThisPage(landingUrl: string, stale: () => boolean): Promise<void> {
    const signedUrl = IOS.test(navigator.userAgent) ? landingUrl : window.location.href.split('#')[0];
    const res = await fetch(`/api/wechat-share?url=${encodeURIComponent(signedUrl)}`, {
        headers: { Accept: 'application/json' },
    });
    if (!res.ok || stale()) return;
    const config = (await res.json()) as JsSdkConfig;
    // WeChat's JS-SDK as a module, fetched only inside WeChat: other browsers pay nothing for it.
    const { default: wx } = await import('weixin-js-sdk');
    if (stale()) return;
    wx.config({
        debug: false,
        appId: config.appId,
        timestamp: config.timestamp,
        nonceStr: config.nonceStr,
        signature: config.signature,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    wx.ready(() => {
        const share = pageShare();
        wx.updateAppMessageShareData({ ...share, success: () => undefined });
        wx.updateTimelineShareData({
            title: share.title,
            link: share.link,
            imgUrl: share.imgUrl,
            success: () => undefined,
        });
    });
}

