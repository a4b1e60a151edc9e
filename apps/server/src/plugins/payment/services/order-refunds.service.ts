import { Injectable } from '@nestjs/common';
import { ID, isGraphQlErrorResult, OrderService, RequestContext } from '@vendure/core';

import { ShopFailureError } from '../../failures';

/** Money given back on an order, through the gateway that took it. */
@Injectable()
export class OrderRefundsService {
    constructor(private orders: OrderService) {}

    /**
     * Refunds `amount` (or all that is left) from the order's settled payments through Vendure's
     * refund, which asks the gateway that took the money. A payment no gateway took (staff's
     * manual payment) gets a Pending refund, for staff to settle on the order once made by hand.
     * A refund the gateway refuses throws REFUND_FAILED, which undoes the caller's transaction.
     */
    async refund(ctx: RequestContext, orderId: ID, amount: number | 'all', reason: string): Promise<void> {
        const payments = (await this.orders.getOrderPayments(ctx, orderId)).filter((p) => p.state === 'Settled');
        let outstanding = amount === 'all' ? Number.POSITIVE_INFINITY : amount;
        for (const payment of payments) {
            const refunded = (payment.refunds ?? [])
                .filter((r) => r.state !== 'Failed')
                .reduce((sum, r) => sum + r.total, 0);
            const due = Math.min(payment.amount - refunded, outstanding);
            if (due <= 0) continue;
            // shipping and adjustment: Vendure still stores these deprecated columns as NOT NULL.
            const result = await this.orders.refundOrder(ctx, {
                paymentId: payment.id,
                amount: due,
                shipping: 0,
                adjustment: 0,
                reason,
            });
            if (isGraphQlErrorResult(result)) throw new ShopFailureError('REFUND_FAILED', result.message);
            if (result.state === 'Failed')
                throw new ShopFailureError('REFUND_FAILED', String(result.metadata?.errorMessage ?? payment.method));
            outstanding -= due;
        }
    }
}
