import { Inject, Injectable } from '@nestjs/common';
import {
    ConfigService,
    Customer,
    ID,
    idsAreEqual,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { ShopFailure, ShopFailureError } from '../../failures';
import { loggerCtx, MEMBERSHIP_PLUGIN_OPTIONS } from '../constants';
import type { MembershipPluginOptions } from '../types';
import { Jscode2SessionExchange } from '../wechat/jscode2session-exchange';
import { LocalWechatSessionExchange } from '../wechat/local-wechat-session-exchange';
import { type WechatSession, type WechatSessionExchange, WechatCodeRejected } from '../wechat/wechat-session-exchange';
import { derivedKey } from './sms-code.service';

/** The customer's custom fields this service reads and writes. */
interface WechatFields {
    wechatOpenId?: string | null;
}

/**
 * The member's WeChat account in the shop's mini-program: the openid a `wx.login` code stands
 * for, bound to the member who signs in with it (one member per openid), and read by WeChat
 * Pay's JSAPI, which pays as that user.
 */
@Injectable()
export class MemberOpenIdService {
    readonly exchange: WechatSessionExchange;

    constructor(
        private connection: TransactionalConnection,
        configService: ConfigService,
        @Inject(MEMBERSHIP_PLUGIN_OPTIONS) options: MembershipPluginOptions,
    ) {
        const wechat = options.wechat ?? { kind: 'local' };
        const secret = String(configService.authOptions.cookieOptions.secret ?? '');
        this.exchange =
            wechat.kind === 'jscode2session'
                ? new Jscode2SessionExchange(wechat)
                : new LocalWechatSessionExchange(derivedKey(secret, 'wechat-session'));
    }

    /**
     * The WeChat user a `wx.login` code stands for, or WECHAT_CODE_INVALID (a code WeChat does
     * not know) or WECHAT_UNAVAILABLE (WeChat did not answer; logged).
     */
    async sessionOfCode(code: string): Promise<WechatSession | ShopFailure> {
        try {
            return await this.exchange.codeToSession(code);
        } catch (err) {
            if (err instanceof WechatCodeRejected) return new ShopFailure('WECHAT_CODE_INVALID', { field: 'wxCode' });
            Logger.warn(`WeChat code exchange failed: ${(err as Error).message}`, loggerCtx);
            return new ShopFailure('WECHAT_UNAVAILABLE');
        }
    }

    /**
     * Binds the openid to the member, in place of any they had (the WeChat account they sign in
     * with last is the one that pays). Throws WECHAT_ACCOUNT_TAKEN when another member holds
     * it; a deleted customer's hold is released.
     */
    async bind(ctx: RequestContext, customerId: ID, openId: string): Promise<void> {
        const repo = this.connection.getRepository(ctx, Customer);
        const holder = await repo.findOne({
            select: { id: true, deletedAt: true },
            where: { customFields: { wechatOpenId: openId } as WechatFields },
        });
        if (holder && idsAreEqual(holder.id, customerId)) return;
        if (holder && !holder.deletedAt) throw new ShopFailureError('WECHAT_ACCOUNT_TAKEN', undefined, 'wxCode');
        if (holder) await repo.update({ id: holder.id }, { customFields: { wechatOpenId: null } as WechatFields });
        try {
            await repo.update({ id: customerId }, { customFields: { wechatOpenId: openId } as WechatFields });
        } catch (err) {
            // Another request bound it between the look-up and the write: the unique index says so.
            if (/unique|duplicate/i.test((err as Error).message))
                throw new ShopFailureError('WECHAT_ACCOUNT_TAKEN', undefined, 'wxCode');
            throw err;
        }
    }

    /** The openid bound to the customer, for WeChat Pay's JSAPI; undefined when none is. */
    async openIdOf(ctx: RequestContext, customerId: ID): Promise<string | undefined> {
        const customer = await this.connection.getRepository(ctx, Customer).findOne({
            select: { id: true, customFields: { wechatOpenId: true } as Record<string, boolean> },
            where: { id: customerId },
        });
        return (customer?.customFields as WechatFields | undefined)?.wechatOpenId ?? undefined;
    }
}
