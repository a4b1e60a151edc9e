import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
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
        private connection: TransactionalConnection,
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
    @Allow(Permission.Owner)
    requestOrderCancellation(@Ctx() ctx: RequestContext, @Args() args: { input: CancelInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.afterSales.requestCancel(tx, args.input));
    }

    @Mutation()
    @Allow(Permission.Owner)
    requestOrderReturn(@Ctx() ctx: RequestContext, @Args() args: { input: ReturnInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.afterSales.requestReturn(tx, args.input));
    }

    @Mutation()
    @Allow(Permission.Owner)
    withdrawAfterSalesRequest(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return withFailureResult(this.connection, ctx, (tx) => this.afterSales.withdraw(tx, args.id));
    }

    @Mutation()
    @Allow(Permission.Owner)
    sendBackReturn(@Ctx() ctx: RequestContext, @Args() args: { input: SendBackInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.afterSales.sendBack(tx, args.input));
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

@Resolver('AfterSalesRequestResult')
export class AfterSalesRequestResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'AfterSalesRequest');
    }
}
