import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ProductVariant, RequestContext } from '@vendure/core';

import { BuckleChoiceService, type StrapBundleOffer } from '../services/buckle-choice.service';

@Resolver('ProductVariant')
export class StrapBundleResolver {
    constructor(private choices: BuckleChoiceService) {}

    @ResolveField()
    strapBundle(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<StrapBundleOffer | null> {
        return this.choices.offerFor(ctx, variant);
    }
}
