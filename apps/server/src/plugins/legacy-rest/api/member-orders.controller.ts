import { Controller } from '@nestjs/common';
import { statesForList } from '@maison/shared';
import { ID, Order, OrderService, RequestContext } from '@vendure/core';
import { z } from 'zod';

import { AfterSalesService } from '../../after-sales';
import { CatalogService } from '../../catalog';
import { MemberCheckoutService } from '../../checkout';
import { MemberRecordsService } from '../../membership';
import { MemberOrderReader } from '../services/member-order-reader';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyFailure } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import {
    buckleOf,
    deliveryOf,
    IDEMPOTENCY_KEY,
    oneClickBody,
    orderAnswer,
    orderCreateBody,
    orderDetailAnswer,
    orderDetailOf,
    orderIdParams,
    orderListAnswer,
    orderOf,
    ordersQuery,
    requestOf,
} from './order-shape';

const CHECKOUT_FAILURES = [
    'ENTITY_NOT_FOUND',
    'NOT_AVAILABLE',
    'INSUFFICIENT_STOCK_ERROR',
    'PAID_AT_GATEWAY',
    'ORDER_STATE_TRANSITION_ERROR',
] as const;

/** The applet's orders (spec §7): checkout of the bag, buying one item now, and the member's orders. */
@Controller('legacy-api')
export class MemberOrdersController {
    constructor(
        private checkout: MemberCheckoutService,
        private catalog: CatalogService,
        private orders: OrderService,
        private records: MemberRecordsService,
        private afterSales: AfterSalesService,
        private reader: MemberOrderReader,
    ) {}

    @LegacyRoute({
        method: 'POST',
        path: 'applet/orderCreate',
        summary: 'The member’s bag (the storefront’s, their active order) to an order awaiting payment',
        description:
            'Sets the delivery address (one of the member’s, `addressId`, or one given whole, `address`) as delivery ' +
            'and billing address, the fapiao and the shop’s delivery, then checks and holds the stock for payment ' +
            '(state ArrangingPayment). A bag already awaiting payment with the same address and fapiao is answered ' +
            'as it is, so a retried call makes no second order; with another address it is changed. Pay it with ' +
            '`applet/orderPay/{order_id}`. An empty bag is BAG_EMPTY; a sold-out item NOT_AVAILABLE.',
        tag: 'Orders',
        auth: 'member',
        style: 'data',
        body: orderCreateBody,
        response: orderAnswer,
        failures: ['BAG_EMPTY', ...CHECKOUT_FAILURES],
    })
    async orderCreate(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof orderAnswer>> {
        const input = body as z.infer<typeof orderCreateBody>;
        const order = await this.checkout.checkoutBag(ctx, {
            delivery: deliveryOf(input),
            fapiao: input.fapiao,
            remark: input.remark,
        });
        return orderOf(await this.read(ctx, order.id));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'applet/oneClickOrderCreate',
        summary: 'Buy one item now: an order of that item alone awaiting payment, the bag left as it is',
        description:
            'A new order of `qty` of the sku (a strap with its buckle as the selection of its bundle option), ' +
            'delivered to `addressId` or `address`, its stock held for payment. The member’s bag is untouched: ' +
            'the order is made beside it (never their active order) and paid with `applet/orderPay/{order_id}`; ' +
            'unpaid when the hold ends, it is cancelled. A copy of the request answers the order the first one ' +
            'made: the same `Idempotency-Key` header within a day, or without one the same body within ten minutes.',
        tag: 'Orders',
        auth: 'member',
        style: 'data',
        body: oneClickBody,
        response: orderAnswer,
        failures: [...CHECKOUT_FAILURES, 'ORDER_LIMIT_ERROR', 'ORDER_INTERCEPTOR_ERROR'],
    })
    async oneClickOrderCreate(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof orderAnswer>> {
        const input = body as z.infer<typeof oneClickBody>;
        const header = ctx.req?.headers['idempotency-key'];
        const idempotencyKey = Array.isArray(header) ? header[0] : header;
        if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
            throw new LegacyFailure('INVALID', 'Idempotency-Key');
        }
        const [variant] = await this.catalog.findVariantsBySkus(ctx, [input.sku]);
        if (!variant) throw new LegacyFailure('ENTITY_NOT_FOUND', 'sku');
        const order = await this.checkout.buyNow(
            ctx,
            {
                variantId: variant.id,
                quantity: input.qty,
                buckleId: buckleOf(input),
                delivery: deliveryOf(input),
                fapiao: input.fapiao,
                remark: input.remark,
            },
            { idempotencyKey, body: input },
        );
        return orderOf(await this.read(ctx, order.id));
    }

    @LegacyRoute({
        method: 'GET',
        path: 'applet/orders',
        summary: 'The member’s orders, newest first, by the account’s lists',
        description:
            '`status`: all (every order past the bag), unpaid, paid, shipped, completed, cancelled, or returns ' +
            '(the orders of the member’s cancellation and return requests, each with its request).',
        tag: 'Orders',
        auth: 'member',
        style: 'data',
        query: ordersQuery,
        response: orderListAnswer,
    })
    async list(@LegacyInput() { ctx, query }: LegacyCall): Promise<z.infer<typeof orderListAnswer>> {
        const { status, page, page_size } = query as z.infer<typeof ordersQuery>;
        const skip = (page - 1) * page_size;
        const states = statesForList(status);
        const paging = { page, page_size };
        if (!states) {
            const requests = await this.afterSales.mine(ctx, skip, page_size);
            const items = [];
            for (const request of requests.items) {
                items.push({ ...orderOf(await this.read(ctx, request.orderId)), after_sales: requestOf(request) });
            }
            return { items, total_count: requests.totalItems, ...paging };
        }
        const member = await this.records.member(ctx);
        const found = await this.orders.findByCustomerId(ctx, member.id, {
            skip,
            take: page_size,
            sort: { updatedAt: 'DESC' as never },
            filter: { state: states },
        });
        const items = [];
        for (const order of found.items) items.push(orderOf(await this.read(ctx, order.id)));
        return { items, total_count: found.totalItems, ...paging };
    }

    @LegacyRoute({
        method: 'GET',
        path: 'applet/orders/:id',
        summary: 'One of the member’s orders with its lines, totals, addresses, payments, fapiao and requests',
        tag: 'Orders',
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        response: orderDetailAnswer,
        failures: ['ENTITY_NOT_FOUND'],
    })
    async one(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof orderDetailAnswer>> {
        const { order } = await this.records.ownOrderById(ctx, String(params.id));
        const [full, payments, requests] = await Promise.all([
            this.read(ctx, order.id),
            this.orders.getOrderPayments(ctx, order.id),
            this.afterSales.forOrder(ctx, order.code),
        ]);
        return orderDetailOf(full, payments, requests);
    }

    private read(ctx: RequestContext, id: ID): Promise<Order> {
        return this.reader.read(ctx, id);
    }
}
