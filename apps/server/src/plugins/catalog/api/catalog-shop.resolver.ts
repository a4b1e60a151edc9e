import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, Product, RequestContext } from '@vendure/core';

import { CatalogService } from '../services/catalog.service';

@Resolver()
export class CatalogShopResolver {
    constructor(private catalogService: CatalogService) {}

    @Query()
    productBySku(@Ctx() ctx: RequestContext, @Args() args: { sku: string }): Promise<Product | undefined> {
        return this.catalogService.findProductBySku(ctx, args.sku);
    }
}
