import { Injectable } from '@nestjs/common';
import { ID, Payment, PaymentService, RequestContext, TransactionalConnection } from '@vendure/core';

import { AWAITING_GATEWAY } from '../constants';

/** The attempts to pay one order: only the newest may be open at a gateway. */
@Injectable()
export class PaymentAttemptsService {
    constructor(
        private connection: TransactionalConnection,
        private paymentService: PaymentService,
    ) {}

    /** Cancels the order's payments still waiting at a gateway (a new attempt, or back to the bag). */
    async cancelOpen(ctx: RequestContext, orderId: ID): Promise<number> {
        const open = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.orderId = :orderId', { orderId })
            .andWhere('payment.state = :state', { state: AWAITING_GATEWAY })
            .getMany();
        for (const payment of open) await this.paymentService.transitionToState(ctx, payment.id, 'Cancelled');
        return open.length;
    }
}
