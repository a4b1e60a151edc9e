import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { type SharedCache, OfficialAccountTickets } from '../services/official-account-tickets';
import { jsSdkSignature } from './js-sdk-signature';
import { LocalWechatOfficialAccount, SANDBOX_JSAPI_TICKET } from './local-official-account';
import { OfficialCodeRejected } from './official-account';
import { type FetchLike, WechatOfficialAccountApi } from './official-account-api';

/** WeChat as the adapter calls it: records each URL and answers by path (no network). */
function fakeWechat(answers: Record<string, unknown[]>) {
    const urls: string[] = [];
    const fetchImpl: FetchLike = (url) => {
        urls.push(url);
        const queue = answers[new URL(url).pathname] ?? [];
        const body = queue.length > 1 ? queue.shift() : queue[0];
        return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body ?? {}) });
    };
    return { fetchImpl, urls, paths: () => urls.map((u) => new URL(u).pathname) };
}

/** A cache as Vendure's behaves: values with a time to live, on a clock the test moves. */
function memoryCache(clock: { now: number }): SharedCache & { keys(): string[] } {
    const values = new Map<string, { value: string; until: number }>();
    return {
        get: (key) => {
            const hit = values.get(key);
            return Promise.resolve(hit && hit.until > clock.now ? hit.value : undefined);
        },
        set: (key, value, ttlMs) => {
            values.set(key, { value, until: clock.now + ttlMs });
            return Promise.resolve();
        },
        delete: (key) => {
            values.delete(key);
            return Promise.resolve();
        },
        keys: () => [...values.keys()],
    };
}

const config = { appId: 'wx0123456789abcdef', appSecret: 's3cr3t&=x' };

describe('the JS-SDK signature', () => {
    it('matches WeChat’s documented example', () => {
        expect(
            jsSdkSignature({
                jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
                nonceStr: 'Wm3WZYTPz0wzccnW',
                timestamp: 1414587457,
                url: 'http://mp.weixin.qq.com?params=value',
            }),
        ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    });

    it('signs the address without its fragment', () => {
        const base = { jsapiTicket: 't', nonceStr: 'n', timestamp: 1 };
        expect(jsSdkSignature({ ...base, url: 'https://shop.example/watches?a=1#top' })).toBe(
            jsSdkSignature({ ...base, url: 'https://shop.example/watches?a=1' }),
        );
    });
});

describe('the official account at WeChat', () => {
    it('exchanges an authorisation code for the openid with the AppID, AppSecret and grant type', async () => {
        const wechat = fakeWechat({ '/sns/oauth2/access_token': [{ openid: 'oAbC1234567890xyz', access_token: 'x' }] });
        const openId = await new WechatOfficialAccountApi(config, wechat.fetchImpl).codeToOpenId('081a+b/c=');
        expect(openId).toBe('oAbC1234567890xyz');
        const url = new URL(wechat.urls[0]);
        expect(`${url.origin}${url.pathname}`).toBe('https://api.weixin.qq.com/sns/oauth2/access_token');
        expect(Object.fromEntries(url.searchParams)).toEqual({
            appid: 'wx0123456789abcdef',
            secret: 's3cr3t&=x',
            code: '081a+b/c=',
            grant_type: 'authorization_code',
        });
    });

    it('refuses a code WeChat does not know, and fails otherwise', async () => {
        const refused = fakeWechat({ '/sns/oauth2/access_token': [{ errcode: 40029, errmsg: 'invalid code' }] });
        await expect(new WechatOfficialAccountApi(config, refused.fetchImpl).codeToOpenId('x')).rejects.toBeInstanceOf(
            OfficialCodeRejected,
        );
        const busy = fakeWechat({ '/sns/oauth2/access_token': [{ errcode: -1 }] });
        const failure = new WechatOfficialAccountApi(config, busy.fetchImpl).codeToOpenId('x');
        await expect(failure).rejects.toThrow('errcode -1');
        await expect(failure).rejects.not.toBeInstanceOf(OfficialCodeRejected);
    });

    it('asks for the ticket once across calls, through the shared cache, until it is nearly due', async () => {
        const clock = { now: 1_700_000_000_000 };
        const wechat = fakeWechat({
            '/cgi-bin/token': [{ access_token: 'token-1', expires_in: 7200 }],
            '/cgi-bin/ticket/getticket': [
                { errcode: 0, ticket: 'ticket-1', expires_in: 7200 },
                { errcode: 0, ticket: 'ticket-2', expires_in: 7200 },
            ],
        });
        const account = new WechatOfficialAccountApi(config, wechat.fetchImpl);
        const cache = memoryCache(clock);
        const tickets = new OfficialAccountTickets(account, cache, () => clock.now);
        const [a, b] = await Promise.all([tickets.jsapiTicket(), tickets.jsapiTicket()]);
        expect([a, b, await tickets.jsapiTicket()]).toEqual(['ticket-1', 'ticket-1', 'ticket-1']);
        // Another instance sharing the cache asks WeChat nothing.
        expect(await new OfficialAccountTickets(account, cache, () => clock.now).jsapiTicket()).toBe('ticket-1');
        expect(wechat.paths()).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
        const ticketUrl = new URL(wechat.urls[1]);
        expect(Object.fromEntries(ticketUrl.searchParams)).toEqual({ access_token: 'token-1', type: 'jsapi' });
        expect(cache.keys().every((k) => k.endsWith(':wx0123456789abcdef'))).toBe(true);

        clock.now += (7200 - 299) * 1000;
        expect(await tickets.jsapiTicket()).toBe('ticket-2');
        expect(wechat.paths()).toHaveLength(4);
    });

    it('asks for a new access_token once when WeChat refuses the cached one', async () => {
        const clock = { now: 0 };
        const wechat = fakeWechat({
            '/cgi-bin/token': [
                { access_token: 'old', expires_in: 7200 },
                { access_token: 'new', expires_in: 7200 },
            ],
            '/cgi-bin/ticket/getticket': [{ errcode: 40001 }, { errcode: 0, ticket: 'ticket', expires_in: 7200 }],
        });
        const tickets = new OfficialAccountTickets(
            new WechatOfficialAccountApi(config, wechat.fetchImpl),
            memoryCache(clock),
            () => clock.now,
        );
        expect(await tickets.jsapiTicket()).toBe('ticket');
        expect(new URL(wechat.urls[3]).searchParams.get('access_token')).toBe('new');
    });

    it('signs a page with the ticket, a fresh nonce and the time in seconds', async () => {
        const clock = { now: 1_414_587_457_123 };
        const local = new LocalWechatOfficialAccount('wxsandboxofficial', 'http://localhost/authorize', 'k');
        const tickets = new OfficialAccountTickets(local, memoryCache(clock), () => clock.now);
        const url = 'https://shop.example/watches/heritage?lang=en';
        const signed = await tickets.signPage(url);
        expect(signed.appId).toBe('wxsandboxofficial');
        expect(signed.timestamp).toBe(1414587457);
        const plain = `jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${signed.nonceStr}&timestamp=1414587457&url=${url}`;
        expect(signed.signature).toBe(createHash('sha1').update(plain).digest('hex'));
        expect((await tickets.signPage(url)).nonceStr).not.toBe(signed.nonceStr);
    });
});

describe('the local stand-in', () => {
    const local = new LocalWechatOfficialAccount('wxsandboxofficial', 'http://localhost/authorize', 'a-local-secret');

    it('maps a sandbox code to the same openid every time, and another tail to another', async () => {
        const first = await local.codeToOpenId('sandbox-alice');
        expect(first).toMatch(/^sandbox-[A-Za-z0-9_-]{27}$/);
        expect(await local.codeToOpenId('sandbox-alice')).toBe(first);
        expect(await local.codeToOpenId('sandbox-bob')).not.toBe(first);
        const other = new LocalWechatOfficialAccount('wxsandboxofficial', 'http://localhost/authorize', 'another');
        expect(await other.codeToOpenId('sandbox-alice')).not.toBe(first);
    });

    it('refuses any code that is not a sandbox one', async () => {
        for (const code of ['081a2b3c', 'sandbox-', 'sandbox-a b', `sandbox-${'x'.repeat(65)}`]) {
            await expect(local.codeToOpenId(code)).rejects.toBeInstanceOf(OfficialCodeRejected);
        }
    });
});
