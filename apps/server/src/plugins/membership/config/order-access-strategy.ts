import type { Injector, Order, OrderByCodeAccessStrategy, RequestContext } from '@vendure/core';

import { OrderAccessService } from '../services/order-access.service';

/**
 * Replaces Vendure's default, which lets anyone read any order by its code for two hours after
 * it is placed: only the order's customer, or a session granted the guest order, may read it.
 */
export class GrantedOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
    private access: OrderAccessService;

    init(injector: Injector): void {
        this.access = injector.get(OrderAccessService);
    }

    canAccessOrder(ctx: RequestContext, order: Order): Promise<boolean> {
        return this.access.mayRead(ctx, order);
    }
}
