import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestShop, type TestShop } from '../../../../e2e/test-shop';
import { CODE_EXCHANGES_PER_CLIENT } from '../constants';
import { SANDBOX_JSAPI_TICKET, SANDBOX_OFFICIAL_APP_ID } from '../wechat/local-official-account';

/**
 * The official account as the storefront uses it without its AppSecret: the sandbox's silent
 * authorisation page, the code's openid through the Shop API, and wx.config's signature.
 */
const AUTHORIZATION = /* GraphQL */ `
    query {
        wechatOfficialAuthorization {
            appId
            authorizeUrl
        }
    }
`;

const OPEN_ID = /* GraphQL */ `
    mutation ($code: String!) {
        wechatOfficialOpenId(code: $code) {
            __typename
            ... on WechatOfficialOpenId {
                openId
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

const JS_SDK_CONFIG = /* GraphQL */ `
    query ($url: String!) {
        wechatJsSdkConfig(url: $url) {
            appId
            timestamp
            nonceStr
            signature
        }
    }
`;

interface OpenIdAnswer {
    wechatOfficialOpenId: { __typename: string; openId?: string; errorCode?: string };
}

interface JsSdkAnswer {
    wechatJsSdkConfig: { appId: string; timestamp: number; nonceStr: string; signature: string } | null;
}

describe('the official account’s sandbox', () => {
    let shop: TestShop;
    let authorizeUrl: string;
    let shopPage: string;

    beforeAll(async () => {
        shop = await startTestShop({ name: 'wechat-official', db: 'sqlite' });
        shopPage = `${new URL(shop.env.PUBLIC_URL).origin}/wechat/authorised`;
        const { data } = await shop.shop<{ wechatOfficialAuthorization: { appId: string; authorizeUrl: string } }>(
            AUTHORIZATION,
        );
        expect(data.wechatOfficialAuthorization.appId).toBe(SANDBOX_OFFICIAL_APP_ID);
        // Browsers reach the sandbox at its public address; this test reaches the same route here.
        authorizeUrl = `${shop.baseUrl}${new URL(data.wechatOfficialAuthorization.authorizeUrl).pathname}`;
    }, 240_000);

    afterAll(async () => {
        await shop?.close();
    });

    function authorize(params: Record<string, string>) {
        const url = new URL(authorizeUrl);
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        return fetch(url, { redirect: 'manual' });
    }

    it('sends the visitor straight back with a sandbox code and the state, whose openid the Shop API answers', async () => {
        const res = await authorize({
            appid: SANDBOX_OFFICIAL_APP_ID,
            redirect_uri: shopPage,
            response_type: 'code',
            scope: 'snsapi_base',
            state: 'st4te_-.~',
        });
        expect(res.status).toBe(302);
        const back = new URL(res.headers.get('location')!);
        expect(`${back.origin}${back.pathname}`).toBe(shopPage);
        expect(back.searchParams.get('state')).toBe('st4te_-.~');
        const code = back.searchParams.get('code')!;
        expect(code).toMatch(/^sandbox-/);

        const first = await shop.shop<OpenIdAnswer>(OPEN_ID, { code });
        expect(first.data.wechatOfficialOpenId.__typename).toBe('WechatOfficialOpenId');
        expect(first.data.wechatOfficialOpenId.openId).toMatch(/^sandbox-[A-Za-z0-9_-]{27}$/);
        const again = await shop.shop<OpenIdAnswer>(OPEN_ID, { code });
        expect(again.data.wechatOfficialOpenId.openId).toBe(first.data.wechatOfficialOpenId.openId);
    });

    it('sends back only to the shop’s own pages, for its own appId and the silent scope', async () => {
        const good = {
            appid: SANDBOX_OFFICIAL_APP_ID,
            redirect_uri: shopPage,
            response_type: 'code',
            scope: 'snsapi_base',
            state: 's',
        };
        for (const wrong of [
            { redirect_uri: 'https://evil.example/wechat/authorised' },
            { appid: 'wx0123456789abcdef' },
            { scope: 'snsapi_userinfo' },
            { state: 'a b' },
        ]) {
            const res = await authorize({ ...good, ...wrong });
            expect(res.status, JSON.stringify(wrong)).toBe(400);
            expect(res.headers.get('location')).toBeNull();
        }
    });

    it('refuses a code it did not give', async () => {
        const { data } = await shop.shop<OpenIdAnswer>(OPEN_ID, { code: '081a2b3c' });
        expect(data.wechatOfficialOpenId).toEqual({ __typename: 'ShopFailure', errorCode: 'WECHAT_CODE_INVALID' });
    });

    it('signs the shop’s own pages over the sandbox ticket, and no other address', async () => {
        const url = `${new URL(shop.env.PUBLIC_URL).origin}/watches?lang=en`;
        const { data } = await shop.shop<JsSdkAnswer>(JS_SDK_CONFIG, { url });
        const config = data.wechatJsSdkConfig!;
        expect(config.appId).toBe(SANDBOX_OFFICIAL_APP_ID);
        const plain = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`;
        expect(config.signature).toBe(createHash('sha1').update(plain).digest('hex'));
        for (const other of ['https://evil.example/watches', 'not a url', `${url}${'x'.repeat(2_000)}`]) {
            expect((await shop.shop<JsSdkAnswer>(JS_SDK_CONFIG, { url: other })).data.wechatJsSdkConfig).toBeNull();
        }
    });

    // Last: it spends this client's exchanges for the hour.
    it('answers WECHAT_AUTHORISATION_THROTTLED past a client’s exchanges of the hour, each of which would cost a call to WeChat', async () => {
        const answers: string[] = [];
        for (let i = 0; i <= CODE_EXCHANGES_PER_CLIENT.points; i++) {
            const { data } = await shop.shop<OpenIdAnswer>(OPEN_ID, { code: `made-up-${i}` });
            answers.push(data.wechatOfficialOpenId.errorCode ?? data.wechatOfficialOpenId.__typename);
        }
        expect(answers).toContain('WECHAT_CODE_INVALID');
        expect(answers.at(-1)).toBe('WECHAT_AUTHORISATION_THROTTLED');
    });
});
