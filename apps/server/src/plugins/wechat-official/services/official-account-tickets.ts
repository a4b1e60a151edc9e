import { randomBytes } from 'node:crypto';

import { ACCESS_TOKEN_KEY, JSAPI_TICKET_KEY, REFRESH_MARGIN_S } from '../constants';
import { jsSdkSignature } from '../wechat/js-sdk-signature';
import { type ExpiringValue, type WechatOfficialAccount, OfficialTokenRejected } from '../wechat/official-account';

/** Where the token and ticket are kept: Vendure's cache (Redis when the shop has it), shared by every instance. */
export interface SharedCache {
    get(key: string): Promise<string | undefined>;
    set(key: string, value: string, ttlMs: number): Promise<void>;
    delete(key: string): Promise<void>;
}

/** What `wx.config` is called with, besides the APIs the page asks for. */
export interface JsSdkConfig {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
}

/**
 * The official account's access_token and jsapi_ticket, each asked of WeChat only when the
 * shared cache has none (WeChat limits both calls per day), and the JS-SDK's signature of a page.
 */
export class OfficialAccountTickets {
    /** One refresh at a time in this process; other instances find the cached value. */
    private pending: Promise<string> | undefined;

    constructor(
        private readonly account: WechatOfficialAccount,
        private readonly cache: SharedCache,
        private readonly now: () => number = Date.now,
    ) {}

    jsapiTicket(): Promise<string> {
        this.pending ??= this.loadTicket().finally(() => (this.pending = undefined));
        return this.pending;
    }

    async signPage(url: string): Promise<JsSdkConfig> {
        const jsapiTicket = await this.jsapiTicket();
        const timestamp = Math.floor(this.now() / 1000);
        const nonceStr = randomBytes(12).toString('base64url');
        return {
            appId: this.account.appId,
            timestamp,
            nonceStr,
            signature: jsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }),
        };
    }

    private async loadTicket(): Promise<string> {
        const cached = await this.cache.get(this.key(JSAPI_TICKET_KEY));
        if (cached) return cached;
        let ticket: ExpiringValue;
        try {
            ticket = await this.account.fetchJsapiTicket(await this.accessToken());
        } catch (err) {
            if (!(err instanceof OfficialTokenRejected)) throw err;
            // Another caller of the AppSecret replaced the token: ask for a new one, once.
            await this.cache.delete(this.key(ACCESS_TOKEN_KEY));
            ticket = await this.account.fetchJsapiTicket(await this.accessToken());
        }
        await this.keep(JSAPI_TICKET_KEY, ticket);
        return ticket.value;
    }

    private async accessToken(): Promise<string> {
        const cached = await this.cache.get(this.key(ACCESS_TOKEN_KEY));
        if (cached) return cached;
        const token = await this.account.fetchAccessToken();
        await this.keep(ACCESS_TOKEN_KEY, token);
        return token.value;
    }

    private async keep(key: string, value: ExpiringValue): Promise<void> {
        const ttlS = Math.max(60, value.expiresInS - REFRESH_MARGIN_S);
        await this.cache.set(this.key(key), value.value, ttlS * 1000);
    }

    private key(base: string): string {
        return `${base}:${this.account.appId}`;
    }
}
