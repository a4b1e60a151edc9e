import { describe, expect, it } from 'vitest';

import { inWechatBrowser, payChannelFor } from './pay-channel';

const WECHAT_ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 XWEB/1200 MMWEBSDK/20240301 MMWEBID/1234 MicroMessenger/8.0.50.2600(0x28003253) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WECHAT_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN';
const WECHAT_DESKTOP =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)';
const MINI_PROGRAM_WEBVIEW = `${WECHAT_IPHONE} miniProgram/wx0123456789abcdef`;

describe('payChannelFor', () => {
    it('pays on a phone or a tablet through the gateway’s app', () => {
        expect(
            payChannelFor(
                'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
            ),
        ).toBe('mobile');
        expect(payChannelFor('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('mobile');
    });

    it('pays on a desktop, or when the browser says nothing, at the gateway’s web page', () => {
        expect(payChannelFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
            'desktop',
        );
        expect(payChannelFor(null)).toBe('desktop');
    });

    it('pays inside WeChat in WeChat’s own browser, on a phone or a computer', () => {
        for (const ua of [WECHAT_ANDROID, WECHAT_IPHONE, WECHAT_DESKTOP]) {
            expect(payChannelFor(ua)).toBe('inWechat');
            expect(inWechatBrowser(ua)).toBe(true);
        }
    });

    it('does not take a mini-program’s web view for WeChat’s browser', () => {
        expect(inWechatBrowser(MINI_PROGRAM_WEBVIEW)).toBe(false);
        expect(payChannelFor(MINI_PROGRAM_WEBVIEW)).toBe('mobile');
        expect(inWechatBrowser(undefined)).toBe(false);
    });
});
