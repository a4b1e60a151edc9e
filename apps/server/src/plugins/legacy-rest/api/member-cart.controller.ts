import { Controller } from '@nestjs/common';
import type { Order, RequestContext } from '@vendure/core';
import { z } from 'zod';

import { LegacyCartService } from '../services/legacy-cart.service';
import {
    ADD_ITEM_FAILURES,
    addItemBody,
    type AddItemBody,
    buckleOfCartItem,
    cartAnswer,
    cartItemAnswer,
    memberItemParams,
    shippingInformationAnswer,
    shippingInformationBody,
    type ShippingInformationBody,
    totalsAnswer,
} from './cart-shape';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyFailure } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';

const TAG = 'Carts';

/**
 * `carts/mine…`: the signed-in member's cart, Magento's customer quote. It is the member's
 * active order, the very bag the storefront shows: one cart whichever face adds to it.
 */
@Controller('legacy-api')
export class MemberCartController {
    constructor(private carts: LegacyCartService) {}

    @LegacyRoute({
        method: 'POST',
        path: 'carts/mine',
        summary: "The member's cart id (Magento's quote id), the cart opened when there is none",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        response: z.number().int(),
    })
    async open(@LegacyInput() { ctx }: LegacyCall): Promise<number> {
        const order = await this.carts.memberCart(ctx, true);
        if (!order) throw new LegacyFailure('UNKNOWN');
        return Number(order.id);
    }

    @LegacyRoute({
        method: 'GET',
        path: 'carts/mine',
        summary: "The member's cart: its items (a strap with its buckle as a bundle), quantities and currency",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        response: cartAnswer,
        failures: ['ENTITY_NOT_FOUND'],
    })
    async get(@LegacyInput() { ctx }: LegacyCall): Promise<z.infer<typeof cartAnswer>> {
        const order = await this.mine(ctx);
        return this.carts.cart(ctx, { order, quoteId: String(order.id) });
    }

    @LegacyRoute({
        method: 'GET',
        path: 'carts/mine/totals',
        summary: "The member's cart totals in yuan: subtotal, discounts, delivery (free) and grand total",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        response: totalsAnswer,
        failures: ['ENTITY_NOT_FOUND'],
    })
    async totals(@LegacyInput() { ctx }: LegacyCall): Promise<z.infer<typeof totalsAnswer>> {
        return this.carts.totals(ctx, await this.mine(ctx));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'carts/mine/items',
        summary: "Adds a sku to the member's cart; a strap's buckle is the selection of bundle option 2",
        description:
            'Answers the cart item. A buckle the strap is not sold with, or sold out, is NOT_AVAILABLE; not enough stock is INSUFFICIENT_STOCK_ERROR (what there is was added, as in the bag); more than a line may hold is ORDER_LIMIT_ERROR.',
        tag: TAG,
        auth: 'member',
        style: 'magento',
        body: addItemBody,
        response: cartItemAnswer,
        failures: ADD_ITEM_FAILURES,
    })
    async addItem(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof cartItemAnswer>> {
        const { cartItem } = body as AddItemBody;
        const order = await this.carts.memberCart(ctx, true);
        if (!order) throw new LegacyFailure('UNKNOWN');
        return this.carts.addItem(
            ctx,
            { order, quoteId: String(order.id) },
            { sku: cartItem.sku, qty: cartItem.qty, buckleId: buckleOfCartItem(cartItem) },
        );
    }

    @LegacyRoute({
        method: 'DELETE',
        path: 'carts/mine/items/:itemId',
        summary: "Removes an item from the member's cart; answers true",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        params: memberItemParams,
        response: z.literal(true),
        failures: ['ORDER_MODIFICATION_ERROR'],
    })
    async removeItem(@LegacyInput() { ctx, params }: LegacyCall): Promise<true> {
        const { itemId } = params as z.infer<typeof memberItemParams>;
        await this.carts.removeItem(ctx, await this.mine(ctx), itemId);
        return true;
    }

    @LegacyRoute({
        method: 'POST',
        path: 'carts/mine/shipping-information',
        summary:
            "Sets the member's delivery and billing address and the delivery; answers the payment methods and totals",
        description:
            "Carrier and method `flatrate` (Magento's placeholder) are the shop's free delivery. A cart already waiting for payment is changed from the bag only (ORDER_MODIFICATION_ERROR).",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        body: shippingInformationBody,
        response: shippingInformationAnswer,
        failures: ['ENTITY_NOT_FOUND', 'ORDER_MODIFICATION_ERROR'],
    })
    async shippingInformation(
        @LegacyInput() { ctx, body }: LegacyCall,
    ): Promise<z.infer<typeof shippingInformationAnswer>> {
        const { addressInformation } = body as ShippingInformationBody;
        return this.carts.setShippingInformation(ctx, await this.mine(ctx), addressInformation);
    }

    /** The member's cart, or not found when there is none (Magento: no quote for the customer). */
    private async mine(ctx: RequestContext): Promise<Order> {
        const order = await this.carts.memberCart(ctx, false);
        if (!order) throw new LegacyFailure('ENTITY_NOT_FOUND');
        return order;
    }
}
