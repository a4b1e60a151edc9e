import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction, UserInputError } from '@vendure/core';

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
        if (args.confirm !== true) throw new UserInputError('Closing an account must be confirmed');
        await this.accounts.closeAccount(ctx);
        return { success: true };
    }
}
