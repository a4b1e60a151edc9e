import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageWatchServicePermission } from '../constants';
import { type CreateFaqEntryInput, FaqService, type UpdateFaqEntryInput } from '../services/faq.service';
import {
    type CreateServicePriceInput,
    ServicePricesService,
    type UpdateServicePriceInput,
} from '../services/service-prices.service';

const Manage = manageWatchServicePermission.Permission;

/** Staff with ManageWatchService keep the price table and the FAQ. */
@Resolver()
export class ServiceInfoAdminResolver {
    constructor(
        private prices: ServicePricesService,
        private faq: FaqService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    servicePrices(@Ctx() ctx: RequestContext) {
        return this.prices.all(ctx);
    }

    @Query()
    @Allow(Manage)
    faqEntries(@Ctx() ctx: RequestContext) {
        return this.faq.all(ctx);
    }

    @Query()
    @Allow(Manage)
    faqEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.faq.findOne(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createServicePrice(@Ctx() ctx: RequestContext, @Args() args: { input: CreateServicePriceInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.prices.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateServicePrice(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateServicePriceInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.prices.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteServicePrice(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.prices.delete(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createFaqEntry(@Ctx() ctx: RequestContext, @Args() args: { input: CreateFaqEntryInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.faq.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateFaqEntry(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateFaqEntryInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.faq.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteFaqEntry(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.faq.delete(ctx, args.id);
    }
}

@Resolver('ServicePriceResult')
export class ServicePriceResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'ServicePrice');
    }
}

@Resolver('FaqEntryResult')
export class FaqEntryResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'FaqEntry');
    }
}
