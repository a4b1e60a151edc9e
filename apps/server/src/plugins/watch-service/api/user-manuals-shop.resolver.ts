import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { type UserManualFilter, UserManualsService } from '../services/user-manuals.service';

/** Public: a guest reads the manuals as a member does. */
@Resolver()
export class UserManualsShopResolver {
    constructor(private manuals: UserManualsService) {}

    @Query()
    userManuals(@Ctx() ctx: RequestContext, @Args() args: { filter?: UserManualFilter | null }) {
        return this.manuals.enabled(ctx, args.filter ?? {});
    }

    @Query()
    userManualFilters(@Ctx() ctx: RequestContext) {
        return this.manuals.filters(ctx);
    }
}
