import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { resolveResultType, ShopFailure } from '../../failures';
import { MemberAccountService } from '../services/member-account.service';
import { MemberCheckInService } from '../services/member-check-in.service';

@Resolver()
export class MemberAccountResolver {
    constructor(
        private accounts: MemberAccountService,
        private checkIns: MemberCheckInService,
    ) {}

    @Query()
    @Allow(Permission.Owner)
    memberClub(@Ctx() ctx: RequestContext) {
        return this.accounts.clubStanding(ctx);
    }

    @Query()
    @Allow(Permission.Owner)
    memberCheckIn(@Ctx() ctx: RequestContext) {
        return this.checkIns.status(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async checkInToday(@Ctx() ctx: RequestContext) {
        const { awarded, status } = await this.checkIns.checkIn(ctx);
        return { awarded, checkIn: status };
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async closeMyAccount(@Ctx() ctx: RequestContext, @Args() args: { confirm: boolean }) {
        if (args.confirm !== true) return new ShopFailure('CONFIRMATION_REQUIRED', { field: 'confirm' });
        await this.accounts.closeAccount(ctx);
        return { __typename: 'Success', success: true };
    }
}

@Resolver('CloseMyAccountResult')
export class CloseMyAccountResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Success');
    }
}
