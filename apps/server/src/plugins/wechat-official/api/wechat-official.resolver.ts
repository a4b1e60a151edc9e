import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { resolveResultType } from '../../failures';
import { WechatOfficialService } from '../services/wechat-official.service';

/** Public: a visitor who is no member pays inside WeChat too. */
@Resolver()
export class WechatOfficialResolver {
    constructor(private official: WechatOfficialService) {}

    @Query()
    @Allow(Permission.Public)
    wechatOfficialAuthorization() {
        return { appId: this.official.account.appId, authorizeUrl: this.official.account.authorizeUrl };
    }

    @Query()
    @Allow(Permission.Public)
    wechatJsSdkConfig(@Args() args: { url: string }) {
        return this.official.shareConfig(String(args.url ?? ''));
    }

    @Mutation()
    @Allow(Permission.Public)
    async wechatOfficialOpenId(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        const openId = await this.official.openIdOfCode(String(args.code ?? '').slice(0, 128), ctx.req?.ip ?? 'unknown');
        return typeof openId === 'string' ? { __typename: 'WechatOfficialOpenId', openId } : openId;
    }
}

@Resolver('WechatOfficialOpenIdResult')
export class WechatOfficialOpenIdResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'WechatOfficialOpenId');
    }
}
