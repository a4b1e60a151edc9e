import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';

import type { AfterSalesRequest } from '../entities/after-sales-request.entity';
import {
    AfterSalesService,
    type CancelInput,
    type ReturnInput,
    type SendBackInput,
} from '../services/after-sales.service';
import { TrackingService } from '../services/tracking.service';

@Resolver()
export class AfterSalesShopResolver {
    constructor(
        private afterSales: AfterSalesService,
        private tracking: TrackingService,
    ) {}

    @Query()
    @Allow(Permission.Owner)
    orderAfterSales(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        return this.afterSales.forOrder(ctx, args.orderCode);
    }

    @Query()
    @Allow(Permission.Owner)
    myAfterSalesRequests(@Ctx() ctx: RequestContext, @Args() args: { skip?: number | null; take?: number | null }) {
        return this.afterSales.mine(ctx, args.skip ?? 0, args.take ?? 10);
    }

    @Query()
    @Allow(Permission.Owner)
    orderShipments(@Ctx() ctx: RequestContext, @Args() args: { orderCode: string }) {
        return this.tracking.forOrder(ctx, args.orderCode);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    requestOrderCancellation(@Ctx() ctx: RequestContext, @Args() args: { input: CancelInput }) {
        return this.afterSales.requestCancel(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    requestOrderReturn(@Ctx() ctx: RequestContext, @Args() args: { input: ReturnInput }) {
        return this.afterSales.requestReturn(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    withdrawAfterSalesRequest(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.afterSales.withdraw(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    sendBackReturn(@Ctx() ctx: RequestContext, @Args() args: { input: SendBackInput }) {
        return this.afterSales.sendBack(ctx, args.input);
    }
}

@Resolver('AfterSalesRequest')
export class AfterSalesRequestShopResolver {
    /** The order's number, not its id: the number is what the member's pages are addressed by. */
    @ResolveField()
    orderCode(@Parent() request: AfterSalesRequest): string {
        return request.order.code;
    }
}
