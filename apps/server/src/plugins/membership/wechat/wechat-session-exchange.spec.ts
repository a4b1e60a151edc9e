import { describe, expect, it } from 'vitest';

import { type FetchLike, Jscode2SessionExchange } from './jscode2session-exchange';
import { LocalWechatSessionExchange } from './local-wechat-session-exchange';
import { WechatCodeRejected } from './wechat-session-exchange';

/** WeChat as the adapter calls it: records each URL and answers with `body` (no network). */
function fakeWechat(body: unknown, status = 200) {
    const urls: string[] = [];
    const fetchImpl: FetchLike = (url) => {
        urls.push(url);
        return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
    };
    return { fetchImpl, urls };
}

const config = { appId: 'wx0123456789abcdef', appSecret: 's3cr3t&=x' };

describe('jscode2session', () => {
    it('asks WeChat’s auth.code2Session with the AppID, AppSecret, the code and the grant type', () => {
        const url = new URL(new Jscode2SessionExchange(config).requestUrl('081a2b+c/d='));
        expect(`${url.origin}${url.pathname}`).toBe('https://api.weixin.qq.com/sns/jscode2session');
        expect(Object.fromEntries(url.searchParams)).toEqual({
            appid: 'wx0123456789abcdef',
            secret: 's3cr3t&=x',
            js_code: '081a2b+c/d=',
            grant_type: 'authorization_code',
        });
    });

    it('answers the openid and unionid, never the session key', async () => {
        const { fetchImpl, urls } = fakeWechat({ openid: 'oAbC123', unionid: 'uXyZ', session_key: 'k' });
        const session = await new Jscode2SessionExchange(config, fetchImpl).codeToSession('code-1');
        expect(session).toEqual({ openid: 'oAbC123', unionid: 'uXyZ' });
        expect(urls).toHaveLength(1);
        expect(new URL(urls[0]).searchParams.get('js_code')).toBe('code-1');
    });

    it('refuses a code WeChat does not know or has used, and fails otherwise', async () => {
        for (const errcode of [40029, 40163]) {
            const { fetchImpl } = fakeWechat({ errcode, errmsg: 'invalid code' });
            await expect(new Jscode2SessionExchange(config, fetchImpl).codeToSession('x')).rejects.toBeInstanceOf(
                WechatCodeRejected,
            );
        }
        const busy = fakeWechat({ errcode: -1, errmsg: 'system error' });
        const failure = new Jscode2SessionExchange(config, busy.fetchImpl).codeToSession('x');
        await expect(failure).rejects.toThrow('errcode -1');
        await expect(failure).rejects.not.toBeInstanceOf(WechatCodeRejected);
        const down = fakeWechat({}, 502);
        await expect(new Jscode2SessionExchange(config, down.fetchImpl).codeToSession('x')).rejects.toThrow('HTTP 502');
    });
});

describe('the local stand-in', () => {
    const local = new LocalWechatSessionExchange('a-local-secret');

    it('maps a sandbox code to the same openid every time, and another tail to another', async () => {
        const first = await local.codeToSession('sandbox-alice');
        expect(first.openid).toMatch(/^sandbox-[A-Za-z0-9_-]{27}$/);
        expect(await local.codeToSession('sandbox-alice')).toEqual(first);
        expect((await local.codeToSession('sandbox-bob')).openid).not.toBe(first.openid);
        expect(first.unionid).not.toBe(first.openid);
    });

    it('gives other openids under another shop’s secret', async () => {
        const other = new LocalWechatSessionExchange('another-secret');
        expect((await other.codeToSession('sandbox-alice')).openid).not.toBe(
            (await local.codeToSession('sandbox-alice')).openid,
        );
    });

    it('refuses any code that is not a sandbox one', async () => {
        for (const code of ['081a2b3c', 'sandbox-', 'sandbox-a b', `sandbox-${'x'.repeat(65)}`]) {
            await expect(local.codeToSession(code)).rejects.toBeInstanceOf(WechatCodeRejected);
        }
    });
});
