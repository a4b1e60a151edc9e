import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import type { ServiceCentre } from '../entities/service-centre.entity';
import { countryName } from '../services/service-centre-input';
import { ServiceCentresService } from '../services/service-centres.service';

/** Public: a guest reads the centres as a member does. */
@Resolver()
export class ServiceCentresShopResolver {
    constructor(private centres: ServiceCentresService) {}

    @Query()
    serviceCentreCountries(@Ctx() ctx: RequestContext) {
        return this.centres.countries(ctx);
    }

    @Query()
    serviceCentres(@Ctx() ctx: RequestContext, @Args() args: { countryCode: string }) {
        return this.centres.enabledInCountry(ctx, args.countryCode);
    }

    @Query()
    internationalServiceCentres(@Ctx() ctx: RequestContext) {
        return this.centres.abroad(ctx);
    }

    @Query()
    serviceReceptionStores(@Ctx() ctx: RequestContext) {
        return this.centres.receptionStores(ctx);
    }
}

/** The country's name, the same on both APIs. */
@Resolver('ServiceCentre')
export class ServiceCentreCountryNameResolver {
    @ResolveField()
    countryName(@Ctx() ctx: RequestContext, @Parent() centre: ServiceCentre) {
        return countryName(centre.countryCode, ctx.languageCode);
    }
}
