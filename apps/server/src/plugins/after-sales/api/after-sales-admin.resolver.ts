import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AfterSalesState } from '@maison/shared';
import { AFTER_SALES_STATES } from '@maison/shared';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, TransactionalConnection } from '@vendure/core';

import { ShopFailure, withFailureResult } from '../../failures';
import { manageAfterSalesPermission } from '../constants';
import type { AfterSalesRequest } from '../entities/after-sales-request.entity';
import { AfterSalesService } from '../services/after-sales.service';

@Resolver()
export class AfterSalesAdminResolver {
    constructor(
        private afterSales: AfterSalesService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(manageAfterSalesPermission.Permission)
    afterSalesRequests(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<AfterSalesRequest> }) {
        return this.afterSales.findAll(ctx, args.options);
    }

    @Query()
    @Allow(manageAfterSalesPermission.Permission)
    afterSalesRequest(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.afterSales.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(manageAfterSalesPermission.Permission)
    transitionAfterSalesRequest(
        @Ctx() ctx: RequestContext,
        @Args() args: { id: ID; state: string; staffNote?: string | null },
    ) {
        const state = AFTER_SALES_STATES.find((s) => s === args.state);
        if (!state) return new ShopFailure('REQUEST_CLOSED', { detail: `no state ${args.state}`, field: 'state' });
        return withFailureResult(this.connection, ctx, (tx) =>
            this.afterSales.transition(tx, args.id, state as AfterSalesState, args.staffNote),
        );
    }
}
