import { data } from 'react-router';

import { inWechatBrowser } from '~/features/checkout/pay-channel';
import { shopContext } from '~/lib/context';
import { env } from '~/lib/env.server';
import { graphql } from '~/lib/graphql';

import type { Route } from './+types/api.wechat-share';

const JsSdkConfigQuery = graphql(`
    query WechatJsSdkConfig($url: String!) {
        wechatJsSdkConfig(url: $url) {
            appId
            timestamp
            nonceStr
            signature
        }
    }
`);

const MAX_URL_LENGTH = 2_000;

/**
 * `wx.config`'s parameters for a page of the shop, asked by the page itself inside WeChat's
 * browser: only the shop's own addresses are signed, and only for WeChat's browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const asked = new URL(request.url).searchParams.get('url') ?? '';
    let page: URL;
    try {
        page = new URL(asked);
    } catch {
        return data({ code: 'INVALID' }, { status: 400 });
    }
    if (
        asked.length > MAX_URL_LENGTH ||
        page.origin !== new URL(env.PUBLIC_URL).origin ||
        !inWechatBrowser(request.headers.get('User-Agent'))
    ) {
        return data({ code: 'INVALID' }, { status: 400 });
    }
    page.hash = '';
    const { wechatJsSdkConfig } = await context.get(shopContext).request(JsSdkConfigQuery, { url: page.toString() });
    if (!wechatJsSdkConfig) return data({ code: 'INVALID' }, { status: 400 });
    return data(wechatJsSdkConfig, { headers: { 'Cache-Control': 'no-store' } });
}
