import { Controller } from '@nestjs/common';
import type { Order, RequestContext } from '@vendure/core';
import { z } from 'zod';

import { GUEST_CART_POLICY } from '../constants';
import { GuestCartService, type GuestCartUse } from '../services/guest-cart.service';
import { LegacyCartService } from '../services/legacy-cart.service';
import {
    ADD_ITEM_FAILURES,
    addItemBody,
    type AddItemBody,
    assignBody,
    buckleOfCartItem,
    cartAnswer,
    cartItemAnswer,
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
 * A guest cart's id in a path. Any string up to Magento's length is read, so that a wrong or
 * made-up id (an order's number among them) is a cart not found, never a hint.
 */
const cartParams = z.object({ cartId: z.string().min(1).max(64) });
const cartItemParams = cartParams.extend({ itemId: z.string().regex(/^[1-9][0-9]{0,9}$/) });

/**
 * `guest-carts/{cartId}…`: a guest's cart, named by the masked id handed out when it was
 * opened and by nothing else (not its order's id or code). Taken over by a member with
 * `PUT guest-carts/{cartId}`.
 */
@Controller('legacy-api')
export class GuestCartController {
    constructor(
        private guestCarts: GuestCartService,
        private carts: LegacyCartService,
    ) {}

    @LegacyRoute({
        method: 'POST',
        path: 'guest-carts',
        summary: "Opens a guest's cart; answers its masked id (32 letters and digits), the only name it has",
        description: `A client opens at most ${GUEST_CART_POLICY.perClientPerHour} carts an hour (GUEST_CART_THROTTLED, with \`Retry-After\`, past them).`,
        tag: TAG,
        auth: 'none',
        style: 'magento',
        response: z.string(),
        failures: ['GUEST_CART_THROTTLED'],
    })
    open(@LegacyInput() { ctx }: LegacyCall): Promise<string> {
        return this.guestCarts.create(ctx);
    }

    @LegacyRoute({
        method: 'GET',
        path: 'guest-carts/:cartId',
        summary: "A guest's cart: its items (a strap with its buckle as a bundle), quantities and currency",
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartParams,
        response: cartAnswer,
    })
    async get(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof cartAnswer>> {
        const { cartId } = params as z.infer<typeof cartParams>;
        return this.carts.cart(ctx, { order: await this.guestCart(ctx, cartId, 'read'), quoteId: cartId });
    }

    @LegacyRoute({
        method: 'GET',
        path: 'guest-carts/:cartId/totals',
        summary: "A guest's cart totals in yuan: subtotal, discounts, delivery (free) and grand total",
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartParams,
        response: totalsAnswer,
    })
    async totals(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof totalsAnswer>> {
        const { cartId } = params as z.infer<typeof cartParams>;
        return this.carts.totals(ctx, await this.guestCart(ctx, cartId, 'read'));
    }

    @LegacyRoute({
        method: 'GET',
        path: 'carts/:cartId/totals',
        summary: "The same as guest-carts/{cartId}/totals: a guest's cart totals by its masked id",
        description:
            "Spec §7 names this path beside the guest one. Magento serves it to staff by the numeric quote id; here it takes the guest's masked id only, so no cart is ever read by its order's number (a member reads carts/mine/totals).",
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartParams,
        response: totalsAnswer,
    })
    totalsAlias(@LegacyInput() call: LegacyCall): Promise<z.infer<typeof totalsAnswer>> {
        return this.totals(call);
    }

    @LegacyRoute({
        method: 'POST',
        path: 'guest-carts/:cartId/items',
        summary: "Adds a sku to a guest's cart; a strap's buckle is the selection of bundle option 2",
        description:
            'Answers the cart item. A cart taken over by a member or no longer adding items is not found. A buckle the strap is not sold with, or sold out, is NOT_AVAILABLE; not enough stock is INSUFFICIENT_STOCK_ERROR; more than a line may hold is ORDER_LIMIT_ERROR.',
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartParams,
        body: addItemBody,
        response: cartItemAnswer,
        failures: ADD_ITEM_FAILURES,
    })
    async addItem(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<z.infer<typeof cartItemAnswer>> {
        const { cartId } = params as z.infer<typeof cartParams>;
        const { cartItem } = body as AddItemBody;
        const order = await this.guestCart(ctx, cartId, 'change');
        return this.carts.addItem(
            ctx,
            { order, quoteId: cartId },
            { sku: cartItem.sku, qty: cartItem.qty, buckleId: buckleOfCartItem(cartItem) },
        );
    }

    @LegacyRoute({
        method: 'DELETE',
        path: 'guest-carts/:cartId/items/:itemId',
        summary: "Removes an item from a guest's cart; answers true",
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartItemParams,
        response: z.literal(true),
        failures: ['ORDER_MODIFICATION_ERROR'],
    })
    async removeItem(@LegacyInput() { ctx, params }: LegacyCall): Promise<true> {
        const { cartId, itemId } = params as z.infer<typeof cartItemParams>;
        await this.carts.removeItem(ctx, await this.guestCart(ctx, cartId, 'change'), itemId);
        return true;
    }

    @LegacyRoute({
        method: 'POST',
        path: 'guest-carts/:cartId/shipping-information',
        summary:
            "Sets a guest cart's delivery and billing address and the delivery; answers the payment methods and totals",
        description: "Carrier and method `flatrate` (Magento's placeholder) are the shop's free delivery.",
        tag: TAG,
        auth: 'none',
        style: 'magento',
        params: cartParams,
        body: shippingInformationBody,
        response: shippingInformationAnswer,
    })
    async shippingInformation(
        @LegacyInput() { ctx, params, body }: LegacyCall,
    ): Promise<z.infer<typeof shippingInformationAnswer>> {
        const { cartId } = params as z.infer<typeof cartParams>;
        const { addressInformation } = body as ShippingInformationBody;
        return this.carts.setShippingInformation(ctx, await this.guestCart(ctx, cartId, 'change'), addressInformation);
    }

    @LegacyRoute({
        method: 'PUT',
        path: 'guest-carts/:cartId',
        summary: "Gives a guest's cart to the signed-in member (Magento's assign), merged into the member's cart",
        description:
            "customerId must be the caller's own (else not found). A member's cart already waiting for payment takes no lines (ORDER_MODIFICATION_ERROR). The lines join the member's cart as at sign-in; the masked id names nothing afterwards. Answers true.",
        tag: TAG,
        auth: 'member',
        style: 'magento',
        params: cartParams,
        body: assignBody,
        response: z.literal(true),
        failures: ['ORDER_MODIFICATION_ERROR'],
    })
    async assign(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<true> {
        const { cartId } = params as z.infer<typeof cartParams>;
        const { customerId } = body as z.infer<typeof assignBody>;
        if ((await this.guestCarts.memberCustomerId(ctx)) !== customerId)
            throw new LegacyFailure('ENTITY_NOT_FOUND', 'customerId');
        await this.guestCarts.assignToMember(ctx, await this.guestCart(ctx, cartId, 'change'));
        return true;
    }

    private async guestCart(ctx: RequestContext, cartId: string, use: GuestCartUse): Promise<Order> {
        const order = await this.guestCarts.find(ctx, cartId, use);
        if (!order) throw new LegacyFailure('ENTITY_NOT_FOUND', 'cartId');
        return order;
    }
}
