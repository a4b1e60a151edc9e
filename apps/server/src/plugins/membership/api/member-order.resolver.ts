import { Args, Query, Resolver } from '@nestjs/graphql';
import {
    Allow,
    ConfigService,
    Ctx,
    EntityNotFoundError,
    OrderService,
    Permission,
    RequestContext,
} from '@vendure/core';

/**
 * Vendure's orderByCode, answering an order the caller may not see with ENTITY_NOT_FOUND (a 404),
 * as for a code nobody has, where Vendure answers FORBIDDEN: a member who tries another's order
 * number learns nothing, and the storefront does not take it for a session that ended. Who may
 * see an order is the orderByCodeAccessStrategy's (GrantedOrderByCodeAccessStrategy: its customer,
 * or the guest session that placed or proved it).
 */
@Resolver()
export class MemberOrderResolver {
    constructor(
        private orders: OrderService,
        private config: ConfigService,
    ) {}

    @Query()
    @Allow(Permission.Owner)
    async orderByCode(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        const order = await this.orders.findOneByCode(ctx, String(args.code ?? '').slice(0, 64));
        if (order && (await this.config.orderOptions.orderByCodeAccessStrategy.canAccessOrder(ctx, order))) {
            return order;
        }
        throw new EntityNotFoundError('Order', args.code);
    }
}
