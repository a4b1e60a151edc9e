import { Injector, OrderProcess, OrderState } from '@vendure/core';

import type { ShopFailureCode } from '@maison/shared';

import { HOLDING_STATE as HOLDING } from '../constants';
import { StockHoldService } from '../services/stock-hold.service';

/**
 * Vendure 3.7 checks stock on the way to ArrangingPayment without a lock, so concurrent
 * checkouts of the last unit all pass and the shop oversells. This step checks again under a
 * row lock and holds the stock before the shopper is sent to pay; the losers get the shop's
 * NOT_AVAILABLE code, which the storefront translates.
 */
export function stockHoldProcess(): OrderProcess<OrderState> {
    let holds: StockHoldService;
    return {
        init(injector: Injector) {
            holds = injector.get(StockHoldService);
        },
        async onTransitionStart(fromState, toState, { ctx, order }) {
            if (toState !== HOLDING || fromState === HOLDING) return;
            if (!(await holds.lockAndCheck(ctx, order))) return 'NOT_AVAILABLE' satisfies ShopFailureCode;
        },
        async onTransitionEnd(fromState, toState, { ctx, order }) {
            if (toState === HOLDING && fromState !== HOLDING) await holds.hold(ctx, order);
            // Back to the bag, or cancelled before payment: the held units are for sale again.
            // From a placed order Vendure itself releases the allocations of a cancelled line.
            if (fromState === HOLDING && (toState === 'AddingItems' || toState === 'Cancelled')) {
                await holds.release(ctx, order);
            }
        },
    };
}
