import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { PaymentAttemptsService } from '../services/payment-attempts.service';

/**
 * An order that leaves payment unpaid (back to the bag, cancelled, or its hold expired) has its
 * open gateway payments cancelled, so a late notification cannot settle an order no longer
 * waiting for it; its next checkout opens a new one.
 */
export function gatewayOrderProcess(): OrderProcess<OrderState> {
    let attempts: PaymentAttemptsService;
    return {
        init(injector: Injector) {
            attempts = injector.get(PaymentAttemptsService);
        },
        async onTransitionEnd(fromState, toState, { ctx, order }) {
            if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) {
                await attempts.cancelOpen(ctx, order.id);
            }
        },
    };
}
