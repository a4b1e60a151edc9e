import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { PAID_AT_GATEWAY } from '../constants';
import { PaymentAttemptsService } from '../services/payment-attempts.service';

/**
 * An order that leaves payment unpaid (back to the bag, cancelled, or its hold expired) has its
 * open gateway payments cancelled and their trades closed, so a late notification cannot settle
 * an order no longer waiting for it; its next checkout opens a new one. An order a gateway has
 * been paid for stays where it is, its stock held, until the notification settles it.
 */
export function gatewayOrderProcess(): OrderProcess<OrderState> {
    let attempts: PaymentAttemptsService;
    return {
        init(injector: Injector) {
            attempts = injector.get(PaymentAttemptsService);
        },
        async onTransitionStart(fromState, toState, { ctx, order }) {
            if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) {
                if ((await attempts.cancelOpen(ctx, order.id)) === 'paid') return PAID_AT_GATEWAY;
            }
        },
    };
}
