import { Injectable } from '@nestjs/common';
import { ID, Order, OrderService, RequestContext, TranslatorService } from '@vendure/core';
import type { RelationPaths } from '@vendure/core/dist/api/decorators/relations.decorator';

import { LegacyFailure } from '../api/legacy-failure';

/**
 * What an order is read with: Vendure's own relations, a strap's buckle, and the delivery's
 * method. Vendure loads the lines apart from the order and without their eager relations, so
 * the buckle and its names are asked for by name.
 */
const ORDER_RELATIONS: RelationPaths<Order> = [
    'customer',
    'lines',
    'lines.productVariant',
    'lines.featuredAsset',
    'lines.customFields.buckle',
    'lines.customFields.buckle.translations',
    'shippingLines',
    'shippingLines.shippingMethod',
];

/** An order as the REST face answers it, whichever shape: its lines with their buckles named in the caller's language. */
@Injectable()
export class MemberOrderReader {
    constructor(
        private orders: OrderService,
        private translator: TranslatorService,
    ) {}

    /** The order with this id (whose it is was checked already); ENTITY_NOT_FOUND when it is gone. */
    async read(ctx: RequestContext, id: ID): Promise<Order> {
        const order = await this.orders.findOne(ctx, id, ORDER_RELATIONS);
        if (!order) throw new LegacyFailure('ENTITY_NOT_FOUND');
        // Vendure names the line's own variant in the caller's language, not the buckle riding on it.
        for (const line of order.lines) {
            const buckle = line.customFields?.buckle;
            if (buckle) line.customFields.buckle = this.translator.translate(buckle, ctx);
        }
        return order;
    }
}
