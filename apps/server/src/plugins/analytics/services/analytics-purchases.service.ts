import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { shopClock } from '@maison/shared';
import { EventBus, ID, Logger, Order, OrderStateTransitionEvent, TransactionalConnection } from '@vendure/core';

import { loggerCtx } from '../constants';
import { AnalyticsPurchase } from '../entities/analytics-purchase.entity';

/**
 * Records a purchase when an order's payment settles: the server sees it whether or not the
 * shopper's browser came back, and the order's id keeps it to one row however often it settles.
 */
@Injectable()
export class AnalyticsPurchasesService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
    ) {}

    onApplicationBootstrap(): void {
        // The event bus publishes after the transaction that moved the order has committed.
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
            if (event.toState !== 'PaymentSettled') return;
            this.record(event.order.id).catch((err: unknown) =>
                Logger.error(`purchase of order ${String(event.order.id)} not recorded: ${String(err)}`, loggerCtx),
            );
        });
    }

    /** Records the order's purchase unless it is recorded already. */
    async record(orderId: ID, now = new Date()): Promise<void> {
        const order = await this.connection.rawConnection.getRepository(Order).findOne({
            where: { id: orderId },
            relations: { lines: { productVariant: true } },
        });
        if (!order) return;
        const at = order.orderPlacedAt ?? now;
        const visitor = order.customFields.analyticsVisitor ?? null;
        await this.connection.rawConnection
            .getRepository(AnalyticsPurchase)
            .createQueryBuilder()
            .insert()
            .values({
                orderId: Number(order.id),
                visitor,
                at,
                day: shopClock(at).date,
                totalWithTax: order.totalWithTax,
                lines: order.lines.map((line) => ({
                    sku: line.productVariant.sku,
                    quantity: line.quantity,
                    revenue: line.proratedLinePriceWithTax,
                })),
            })
            .orIgnore()
            .execute();
    }
}
