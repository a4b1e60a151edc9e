import { Args, Query, Resolver } from '@nestjs/graphql';
import { MAX_WISHLIST_ENTRIES } from '@maison/shared';
import { Ctx, Product, ProductVariant, RequestContext, Translated } from '@vendure/core';

import { ShopFailureError } from '../../failures';
import { CatalogService } from '../services/catalog.service';

@Resolver()
export class CatalogShopResolver {
    constructor(private catalogService: CatalogService) {}

    @Query()
    productBySku(@Ctx() ctx: RequestContext, @Args() args: { sku: string }): Promise<Product | undefined> {
        return this.catalogService.findProductBySku(ctx, args.sku);
    }

    /** Bounded by the longest list that asks: a wishlist. */
    @Query()
    variantsBySku(
        @Ctx() ctx: RequestContext,
        @Args() args: { skus: string[] },
    ): Promise<Array<Translated<ProductVariant>>> {
        if (args.skus.length > MAX_WISHLIST_ENTRIES) {
            throw new ShopFailureError('TOO_MANY_ITEMS', `At most ${MAX_WISHLIST_ENTRIES} skus at once`);
        }
        return this.catalogService.findVariantsBySkus(ctx, args.skus);
    }
}
