import { Injectable } from '@nestjs/common';
import { ID, Order, Payment, PaymentService, RequestContext, TransactionalConnection } from '@vendure/core';

import { AWAITING_GATEWAY } from '../constants';

/** The attempts to pay one order: only the newest may be open at a gateway. */
@Injectable()
export class PaymentAttemptsService {
    constructor(
        private connection: TransactionalConnection,
        private paymentService: PaymentService,
    ) {}

    /**
     * Cancels the order's payments still waiting at a gateway (a new attempt, or back to the bag),
     * closing their trades there. The order's row is locked first (PostgreSQL), as a notification
     * locks it: two attempts started at once from two tabs then follow each other, and the first
     * is cancelled. 'paid' when a gateway had taken the money for one: that one stays open, for
     * its notification to settle.
     */
    async cancelOpen(ctx: RequestContext, orderId: ID): Promise<'cancelled' | 'paid'> {
        await this.lockOrder(ctx, orderId);
        const open = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.orderId = :orderId', { orderId })
            .andWhere('payment.state = :state', { state: AWAITING_GATEWAY })
            .getMany();
        let outcome: 'cancelled' | 'paid' = 'cancelled';
        for (const payment of open) {
            const after = await this.paymentService.cancelPayment(ctx, payment.id);
            if ('state' in after && after.state === AWAITING_GATEWAY) outcome = 'paid';
        }
        return outcome;
    }

    /**
     * Locks an order's row until the transaction ends (PostgreSQL; SQLite writes one at a time).
     * Whatever changes an order's payments takes this lock first, so they take their locks in
     * the same order as a change of the order's state does.
     */
    async lockOrder(ctx: RequestContext, orderId: ID): Promise<void> {
        if (this.connection.rawConnection.options.type !== 'postgres') return;
        await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .select('order.id')
            .where('order.id = :orderId', { orderId })
            .setLock('pessimistic_write')
            .getOne();
    }
}
