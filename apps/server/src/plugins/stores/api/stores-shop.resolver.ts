import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { StoreType } from '@maison/shared';
import { Ctx, RequestContext } from '@vendure/core';

import type { Store } from '../entities/store.entity';
import type { StoreService } from '../entities/store-service.entity';
import { weeklyHoursAsList } from '../services/store-input';
import { StoreCalendarService } from '../services/store-calendar.service';
import { StoreServicesService } from '../services/store-services.service';
import { StoresService } from '../services/stores.service';

/** Public: a guest reads the stores as a member does. */
@Resolver()
export class StoresShopResolver {
    constructor(
        private storesService: StoresService,
        private services: StoreServicesService,
        private calendar: StoreCalendarService,
    ) {}

    @Query()
    stores(
        @Ctx() ctx: RequestContext,
        @Args() args: { filter?: { cityCode?: string | null; type?: StoreType | null } },
    ) {
        return this.storesService.enabled(ctx, args.filter ?? {});
    }

    @Query()
    store(@Ctx() ctx: RequestContext, @Args() args: { slug: string }) {
        return this.storesService.enabledBySlug(ctx, args.slug);
    }

    @Query()
    storeCities(@Ctx() ctx: RequestContext) {
        return this.storesService.cities(ctx);
    }

    @Query()
    storeServices(@Ctx() ctx: RequestContext) {
        return this.services.all(ctx);
    }

    @Query()
    storeCalendar(@Ctx() ctx: RequestContext, @Args() args: { from: string; to: string; storeSlug?: string | null }) {
        return this.calendar.between(ctx, args.from, args.to, args.storeSlug);
    }
}

/** A store's week, the same on both APIs: seven days, Monday first. */
@Resolver('Store')
export class StoreHoursResolver {
    @ResolveField()
    openingHours(@Parent() store: Store) {
        return weeklyHoursAsList(store.openingHours);
    }
}

@Resolver('StoreService')
export class StoreServiceShopResolver {
    constructor(private services: StoreServicesService) {}

    @ResolveField()
    storeSlugs(@Ctx() ctx: RequestContext, @Parent() service: StoreService) {
        return this.services.storeSlugs(ctx, service.id);
    }
}
