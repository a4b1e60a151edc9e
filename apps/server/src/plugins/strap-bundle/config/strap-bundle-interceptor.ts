import {
    ID,
    Injector,
    Order,
    OrderInterceptor,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    WillAddItemToOrderInput,
    WillAdjustOrderLineInput,
} from '@vendure/core';

import { entityIdSchema, type ShopFailureCode } from '@maison/shared';

import { BuckleChoiceService } from '../services/buckle-choice.service';
import { buckleIdOf } from './custom-fields';

/**
 * What a refused buckle is answered with, in Vendure's own `interceptorError`: a failure code,
 * which the storefront translates as 'This item is not available' (spec §8).
 */
export const NOT_AVAILABLE = 'NOT_AVAILABLE' satisfies ShopFailureCode;

/**
 * Refuses a buckle that is not one of the strap's own, not a buckle, disabled, or without the
 * stock for the line. The strap's own stock is checked by Vendure; holding both under a lock
 * at checkout is the checkout plugin's business.
 */
export class StrapBundleInterceptor implements OrderInterceptor {
    private connection!: TransactionalConnection;
    private variants!: ProductVariantService;
    private choices!: BuckleChoiceService;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        this.variants = injector.get(ProductVariantService);
        this.choices = injector.get(BuckleChoiceService);
    }

    willAddItemToOrder(ctx: RequestContext, _order: Order, input: WillAddItemToOrderInput) {
        return this.check(ctx, input.productVariant.id, input.quantity, input.customFields);
    }

    willAdjustOrderLine(ctx: RequestContext, _order: Order, input: WillAdjustOrderLineInput) {
        const buckle = input.customFields ?? { buckle: input.orderLine.customFields?.buckle };
        return this.check(ctx, input.orderLine.productVariantId, input.quantity, buckle);
    }

    private async check(ctx: RequestContext, strapVariantId: ID, quantity: number, customFields: unknown) {
        const buckleId = buckleIdOf(customFields);
        if (buckleId === undefined) return;
        // An id of the wrong shape names no buckle: refused before any query.
        if (!entityIdSchema.safeParse(String(buckleId)).success) return NOT_AVAILABLE;
        if (!(await this.choices.isOwnBuckle(ctx, strapVariantId, buckleId))) return NOT_AVAILABLE;
        const buckle = await this.connection.getEntityOrThrow(ctx, ProductVariant, buckleId);
        // Saleable stock honours the variant's own tracking and out-of-stock threshold.
        if ((await this.variants.getSaleableStockLevel(ctx, buckle)) < quantity) return NOT_AVAILABLE;
    }
}
