import {
    Injector,
    OrderItemPriceCalculationStrategy,
    PriceCalculationResult,
    ProductVariant,
    ProductVariantService,
    RequestContext,
} from '@vendure/core';

import { bundleUnitPrice } from './bundle-price';
import { buckleIdOf } from './custom-fields';

/** A strap line's unit price is the strap's plus its buckle's, both in the channel's prices. */
export class StrapBundlePriceStrategy implements OrderItemPriceCalculationStrategy {
    private variants!: ProductVariantService;

    init(injector: Injector) {
        this.variants = injector.get(ProductVariantService);
    }

    async calculateUnitPrice(
        ctx: RequestContext,
        productVariant: ProductVariant,
        orderLineCustomFields: Record<string, unknown>,
    ): Promise<PriceCalculationResult> {
        const buckleId = buckleIdOf(orderLineCustomFields);
        const buckle = buckleId === undefined ? undefined : await this.variants.findOne(ctx, buckleId);
        return bundleUnitPrice(productVariant, buckle);
    }
}
