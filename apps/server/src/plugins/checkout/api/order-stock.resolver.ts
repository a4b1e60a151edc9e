import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, Order, RequestContext } from '@vendure/core';

import { StockHoldService } from '../services/stock-hold.service';

@Resolver('Order')
export class OrderStockResolver {
    constructor(private stockHold: StockHoldService) {}

    @ResolveField()
    shortLineIds(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<ID[]> {
        return this.stockHold.shortLineIds(ctx, order);
    }
}
