import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';

import { resolveResultType, withFailureResult } from '../../failures';
import { manageStoresPermission } from '../constants';
import type { StoreCalendarDay } from '../entities/store-calendar-day.entity';
import type { StoreService } from '../entities/store-service.entity';
import type { Store } from '../entities/store.entity';
import { StoreCalendarService } from '../services/store-calendar.service';
import { type CloseDayInput, StoreClosingService } from '../services/store-closing.service';
import {
    type CreateStoreServiceInput,
    StoreServicesService,
    type UpdateStoreServiceInput,
} from '../services/store-services.service';
import { type CreateStoreInput, StoresService, type UpdateStoreInput } from '../services/stores.service';

const Manage = manageStoresPermission.Permission;

@Resolver()
export class StoresAdminResolver {
    constructor(
        private storesService: StoresService,
        private services: StoreServicesService,
        private calendar: StoreCalendarService,
        private closing: StoreClosingService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    @Allow(Manage)
    stores(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Store> }) {
        return this.storesService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    store(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.storesService.findOne(ctx, args.id);
    }

    @Query()
    @Allow(Manage)
    storeServices(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<StoreService> }) {
        return this.services.findAll(ctx, args.options);
    }

    @Query()
    @Allow(Manage)
    storeService(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.services.findOne(ctx, args.id);
    }

    @Query()
    @Allow(Manage)
    storeCalendarDays(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<StoreCalendarDay> }) {
        return this.calendar.findAll(ctx, args.options);
    }

    @Mutation()
    @Allow(Manage)
    createStore(@Ctx() ctx: RequestContext, @Args() args: { input: CreateStoreInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.storesService.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateStore(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateStoreInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.storesService.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteStore(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.storesService.delete(ctx, args.id);
    }

    @Mutation()
    @Allow(Manage)
    createStoreService(@Ctx() ctx: RequestContext, @Args() args: { input: CreateStoreServiceInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.services.create(tx, args.input));
    }

    @Mutation()
    @Allow(Manage)
    updateStoreService(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateStoreServiceInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.services.update(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteStoreService(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.services.delete(ctx, args.id);
    }

    @Query()
    @Allow(Manage)
    appointmentsOnDate(@Ctx() ctx: RequestContext, @Args() args: { date: string; storeId?: ID | null }) {
        return withFailureResult(this.connection, ctx, (tx) => this.closing.count(tx, args.date, args.storeId));
    }

    @Mutation()
    @Allow(Manage)
    setStoreCalendarDay(@Ctx() ctx: RequestContext, @Args() args: { input: CloseDayInput }) {
        return withFailureResult(this.connection, ctx, (tx) => this.closing.set(tx, args.input));
    }

    @Mutation()
    @Transaction()
    @Allow(Manage)
    deleteStoreCalendarDay(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.calendar.delete(ctx, args.id);
    }
}

/** A calendar day's store, translated as the other store fields are. */
@Resolver('StoreCalendarDay')
export class StoreCalendarDayAdminResolver {
    constructor(private storesService: StoresService) {}

    @ResolveField()
    store(@Ctx() ctx: RequestContext, @Parent() day: StoreCalendarDay) {
        return day.storeId === null ? null : this.storesService.findOne(ctx, day.storeId);
    }
}

@Resolver('StoreResult')
export class StoreResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'Store');
    }
}

@Resolver('StoreServiceResult')
export class StoreServiceResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'StoreService');
    }
}

@Resolver('AppointmentsOnDateResult')
export class AppointmentsOnDateResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'AppointmentsOnDate');
    }
}

@Resolver('StoreCalendarDayResult')
export class StoreCalendarDayResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'StoreCalendarDay');
    }
}
