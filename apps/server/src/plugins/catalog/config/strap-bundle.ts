import {
    CustomFieldConfig,
    ID,
    Injector,
    Order,
    OrderInterceptor,
    OrderItemPriceCalculationStrategy,
    PriceCalculationResult,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    WillAddItemToOrderInput,
    WillAdjustOrderLineInput,
} from '@vendure/core';

import { entityIdSchema, type ShopFailureCode } from '@maison/shared';

import { localisedLabel } from '../../../common/localised-label';

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderLineFields {
        buckle?: ProductVariant | null;
    }
}

/**
 * What a refused buckle or a shortage at checkout is answered with, in Vendure's own
 * `interceptorError` and `transitionError`: a failure code, which the storefront translates as
 * 'This item is not available' (spec §8).
 */
export const NOT_AVAILABLE = 'NOT_AVAILABLE' satisfies ShopFailureCode;

/**
 * A strap is sold as a bundle with an optional buckle (spec §1): the buckle rides on the
 * strap's order line, so the two are priced, allocated and released together.
 */
export const orderLineCustomFields: CustomFieldConfig[] = [
    {
        name: 'buckle',
        type: 'relation',
        entity: ProductVariant,
        // The price strategy receives relation fields only when they are eager.
        eager: true,
        nullable: true,
        public: true,
        label: localisedLabel('表扣', 'Buckle', 'Schließe'),
    },
];

/** The buckle id an add or adjust names, however the API handed it over. */
export function buckleIdOf(customFields: unknown): ID | undefined {
    if (!customFields || typeof customFields !== 'object') return undefined;
    const fields = customFields as { buckleId?: ID | null; buckle?: { id?: ID } | ID | null };
    if (fields.buckleId != null) return fields.buckleId;
    const buckle = fields.buckle;
    if (buckle == null) return undefined;
    return typeof buckle === 'object' ? buckle.id : buckle;
}

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
        const own = { price: productVariant.listPrice, priceIncludesTax: productVariant.listPriceIncludesTax };
        const buckleId = buckleIdOf(orderLineCustomFields);
        if (buckleId === undefined) return own;
        const buckle = await this.variants.findOne(ctx, buckleId);
        if (!buckle) return own;
        // Both prices come from the same channel, so they include tax alike.
        return { price: own.price + buckle.listPrice, priceIncludesTax: own.priceIncludesTax };
    }
}

/**
 * Refuses a buckle that is not one of the strap's own, not a buckle, disabled, or without the
 * stock for the line. The strap's own stock is checked by Vendure; holding both under a lock
 * at checkout is the order's business.
 */
export class StrapBundleInterceptor implements OrderInterceptor {
    private connection!: TransactionalConnection;
    private variants!: ProductVariantService;

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        this.variants = injector.get(ProductVariantService);
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
        const allowed = await this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('strap')
            .innerJoin('strap.product', 'product')
            .innerJoin('product.customFields.buckles', 'buckleProduct')
            .innerJoin(ProductVariant, 'buckle', 'buckle.productId = buckleProduct.id')
            .innerJoin('buckle.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('strap.id = :strapVariantId', { strapVariantId })
            .andWhere('buckle.id = :buckleId', { buckleId })
            .andWhere('buckle.enabled = :enabled', { enabled: true })
            .andWhere('buckle.deletedAt IS NULL')
            .andWhere('buckleProduct.enabled = :enabled')
            .andWhere('buckleProduct.deletedAt IS NULL')
            .getCount();
        if (!allowed) return NOT_AVAILABLE;
        const buckle = await this.connection.getEntityOrThrow(ctx, ProductVariant, buckleId);
        // Saleable stock honours the variant's own tracking and out-of-stock threshold.
        if ((await this.variants.getSaleableStockLevel(ctx, buckle)) < quantity) return NOT_AVAILABLE;
    }
}
