import { Args, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { resolveResultType, ShopFailure, ShopFailureError } from '../../failures';
import { FaqService } from '../services/faq.service';
import { ServicePricesService } from '../services/service-prices.service';

/** A failure the visitor caused, answered as the result's ShopFailure rather than thrown. */
async function orFailure<T>(work: () => Promise<T>): Promise<T | ShopFailure> {
    try {
        return await work();
    } catch (err) {
        if (err instanceof ShopFailureError) return new ShopFailure(err.failureCode, { field: err.field });
        throw err;
    }
}

/** Public: a guest reads the prices and the FAQ as a member does. */
@Resolver()
export class ServiceInfoShopResolver {
    constructor(
        private prices: ServicePricesService,
        private faq: FaqService,
    ) {}

    @Query()
    servicePrices(@Ctx() ctx: RequestContext) {
        return this.prices.all(ctx);
    }

    @Query()
    servicePricesForModel(@Ctx() ctx: RequestContext, @Args() args: { model: string }) {
        return orFailure(() => this.prices.forModel(ctx, args.model));
    }

    @Query()
    serviceFaq(@Ctx() ctx: RequestContext, @Args() args: { q?: string | null }) {
        return orFailure(() => this.faq.shown(ctx, args.q));
    }
}

@Resolver('ServicePricesForModelResult')
export class ServicePricesForModelResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServicePricesForModel');
    }
}

@Resolver('ServiceFaqResult')
export class ServiceFaqResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServiceFaq');
    }
}
