import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { WECHAT_OPENID_PATTERN } from '@maison/shared';
import { CacheService, ConfigService, Logger } from '@vendure/core';
import { createHmac } from 'node:crypto';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

import { ShopFailure } from '../../failures';
import { clientKey, RateLimiters } from '../../security';
import { CODE_EXCHANGES_PER_CLIENT, loggerCtx, SANDBOX_AUTHORIZE_PATH, WECHAT_OFFICIAL_OPTIONS } from '../constants';
import type { WechatOfficialPluginOptions } from '../types';
import { LocalWechatOfficialAccount, SANDBOX_OFFICIAL_APP_ID } from '../wechat/local-official-account';
import { type WechatOfficialAccount, OfficialCodeRejected } from '../wechat/official-account';
import { WechatOfficialAccountApi } from '../wechat/official-account-api';
import { type JsSdkConfig, OfficialAccountTickets } from './official-account-tickets';

/** The longest page address signed: WeChat's own pages stay far below it. */
const MAX_URL_LENGTH = 2_000;

/** The official account for the Shop API: who a page's visitor is in WeChat, and `wx.config`'s signature. */
@Injectable()
export class WechatOfficialService implements OnModuleInit {
    readonly account: WechatOfficialAccount;
    private readonly tickets: OfficialAccountTickets;
    private readonly shopOrigin: string;
    private exchanges: RateLimiterAbstract;

    constructor(
        @Inject(WECHAT_OFFICIAL_OPTIONS) options: WechatOfficialPluginOptions,
        configService: ConfigService,
        cacheService: CacheService,
        private moduleRef: ModuleRef,
    ) {
        const o = options.account;
        const secret = String(configService.authOptions.cookieOptions.secret ?? '');
        this.account =
            o.kind === 'api'
                ? new WechatOfficialAccountApi(o)
                : new LocalWechatOfficialAccount(
                      o.appId ?? SANDBOX_OFFICIAL_APP_ID,
                      `${options.sandboxUrl}${SANDBOX_AUTHORIZE_PATH}`,
                      createHmac('sha256', secret).update('wechat-official').digest('base64url'),
                  );
        this.tickets = new OfficialAccountTickets(this.account, {
            get: (key) => cacheService.get<string>(key),
            set: (key, value, ttl) => cacheService.set(key, value, { ttl }),
            delete: (key) => cacheService.delete(key),
        });
        this.shopOrigin = new URL(options.publicUrl).origin;
    }

    get sandboxed(): boolean {
        return this.account.name === 'local';
    }

    /** Whether `url` is a page of the shop's own (the only pages authorised back to and signed). */
    isShopPage(url: string): boolean {
        if (url.length > MAX_URL_LENGTH) return false;
        try {
            return new URL(url).origin === this.shopOrigin;
        } catch {
            return false;
        }
    }

    onModuleInit(): void {
        // Every instance counts together, as the appointments' limit does.
        this.exchanges = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'wechat-official-code',
            ...CODE_EXCHANGES_PER_CLIENT,
        });
    }

    /**
     * The openid of an authorisation code, or WECHAT_CODE_INVALID, or WECHAT_UNAVAILABLE (logged);
     * WECHAT_AUTHORISATION_THROTTLED past the client's exchanges (each one costs a call to WeChat, made-up codes too).
     */
    async openIdOfCode(code: string, clientAddress: string): Promise<string | ShopFailure> {
        try {
            await this.exchanges.consume(clientKey(clientAddress));
        } catch (err) {
            if (err instanceof RateLimiterRes) return new ShopFailure('WECHAT_AUTHORISATION_THROTTLED', { waitMs: err.msBeforeNext });
            throw err;
        }
        try {
            const openId = await this.account.codeToOpenId(code);
            if (!WECHAT_OPENID_PATTERN.test(openId)) throw new Error('WeChat answered an openid of an unknown shape');
            return openId;
        } catch (err) {
            if (err instanceof OfficialCodeRejected) return new ShopFailure('WECHAT_CODE_INVALID', { field: 'code' });
            Logger.warn(`WeChat authorisation exchange failed: ${(err as Error).message}`, loggerCtx);
            return new ShopFailure('WECHAT_UNAVAILABLE');
        }
    }

    /** `wx.config`'s parameters for one of the shop's pages; null for any other address. */
    async shareConfig(url: string): Promise<JsSdkConfig | null> {
        if (!this.isShopPage(url)) return null;
        return this.tickets.signPage(url);
    }
}
