import type { Injector, OrderProcess, OrderState } from '@vendure/core';

import { OrderAccessService } from '../services/order-access.service';

/**
 * The session that takes an order to payment is the one that places it: it may read the order
 * by its code afterwards (the page the gateway sends the shopper back to), even as a guest.
 */
export function orderAccessProcess(): OrderProcess<OrderState> {
    let access: OrderAccessService;
    return {
        init(injector: Injector) {
            access = injector.get(OrderAccessService);
        },
        async onTransitionEnd(_fromState, toState, { ctx, order }) {
            if (toState === 'ArrangingPayment' && ctx.apiType === 'shop') await access.grant(ctx, order.id);
        },
    };
}
