import { Controller } from '@nestjs/common';
import { AFTER_SALES_FAILURES } from '@maison/shared';
import { OrderService, RequestContext, TransactionalConnection } from '@vendure/core';
import { z } from 'zod';

import { type AfterSalesRequest, AfterSalesService } from '../../after-sales';
import { withFailureResult } from '../../failures';
import { MemberRecordsService } from '../../membership';
import { MemberOrderReader } from '../services/member-order-reader';
import type { LegacyCall } from './legacy-auth.guard';
import { orFail } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import {
    cancelBody,
    magentoOrderAnswer,
    magentoOrderOf,
    orderIdParams,
    requestAnswer,
    requestOf,
    returnApplyBody,
    returnLogisticsBody,
} from './order-shape';

const ORDER_PATH = 'datalayer/oms/plugin/magento/order/:id';
const TAG = 'Order management';

/**
 * The member's order management (spec §7, `datalayer/oms/plugin/magento/order/{id}`): the order
 * in Magento's sales-order shape, and its cancellation and return through the after-sales rules
 * of the storefront's order pages. `{id}` is the order's `entity_id`; another member's order is
 * not found, as one nobody has.
 */
@Controller('legacy-api')
export class OrderManagementController {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private records: MemberRecordsService,
        private afterSales: AfterSalesService,
        private reader: MemberOrderReader,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: ORDER_PATH,
        summary: 'One of the member’s orders as a Magento sales order',
        description:
            '`state` and `status` are Magento’s (pending_payment, processing, complete, canceled…); the shop’s own ' +
            'state is `extension_attributes.vendure_state`, its cancellation and return requests `after_sales`.',
        tag: TAG,
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        response: magentoOrderAnswer,
        failures: ['ENTITY_NOT_FOUND'],
    })
    async order(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof magentoOrderAnswer>> {
        const { order } = await this.records.ownOrderById(ctx, String(params.id));
        const [full, payments, requests] = await Promise.all([
            this.reader.read(ctx, order.id),
            this.orders.getOrderPayments(ctx, order.id),
            this.afterSales.forOrder(ctx, order.code),
        ]);
        return magentoOrderOf(full, payments, requests);
    }

    @LegacyRoute({
        method: 'PUT',
        path: `${ORDER_PATH}/cancel`,
        summary: 'Ask to cancel the order before it ships',
        description:
            'An order awaiting payment is cancelled at once (request `approved`); a paid one waits for staff, ' +
            'whose approval cancels and refunds it. `reason`: changedMind, orderedByMistake, tooSlow or other.',
        tag: TAG,
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        body: cancelBody,
        response: requestAnswer,
        failures: ['ENTITY_NOT_FOUND', ...AFTER_SALES_FAILURES],
    })
    cancel(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<z.infer<typeof requestAnswer>> {
        const { reason, note } = body as z.infer<typeof cancelBody>;
        return this.change(ctx, String(params.id), (tx, orderCode) =>
            this.afterSales.requestCancel(tx, { orderCode, reason, note }),
        );
    }

    @LegacyRoute({
        method: 'PUT',
        path: `${ORDER_PATH}/return/apply`,
        summary: 'Ask to return lines of a shipped order',
        description:
            '`lines`: the order’s lines (`item_id`) and how many of each; `reason`: changedMind, damaged, ' +
            'notAsDescribed, wrongItem or other. Staff approve it; then give the parcel’s tracking number.',
        tag: TAG,
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        body: returnApplyBody,
        response: requestAnswer,
        failures: ['ENTITY_NOT_FOUND', ...AFTER_SALES_FAILURES],
    })
    applyReturn(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<z.infer<typeof requestAnswer>> {
        const { reason, note, lines } = body as z.infer<typeof returnApplyBody>;
        return this.change(ctx, String(params.id), (tx, orderCode) =>
            this.afterSales.requestReturn(tx, {
                orderCode,
                reason,
                note,
                lines: lines.map((line) => ({ orderLineId: line.item_id, quantity: line.qty })),
            }),
        );
    }

    @LegacyRoute({
        method: 'PUT',
        path: `${ORDER_PATH}/return/cancel`,
        summary: 'Withdraw the order’s return request before staff have received the parcel',
        tag: TAG,
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        response: requestAnswer,
        failures: ['ENTITY_NOT_FOUND', 'REQUEST_CLOSED'],
    })
    cancelReturn(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof requestAnswer>> {
        return this.change(ctx, String(params.id), async (tx, orderCode) =>
            this.afterSales.withdraw(tx, (await this.afterSales.returnOf(tx, orderCode)).id),
        );
    }

    @LegacyRoute({
        method: 'PUT',
        path: `${ORDER_PATH}/return/logistics`,
        summary: 'The returned parcel’s carrier and tracking number, once the return is approved',
        tag: TAG,
        auth: 'member',
        style: 'data',
        params: orderIdParams,
        body: returnLogisticsBody,
        response: requestAnswer,
        failures: ['ENTITY_NOT_FOUND', 'INVALID_TRACKING', 'REQUEST_CLOSED'],
    })
    returnLogistics(@LegacyInput() { ctx, params, body }: LegacyCall): Promise<z.infer<typeof requestAnswer>> {
        const { carrier, tracking_number } = body as z.infer<typeof returnLogisticsBody>;
        return this.change(ctx, String(params.id), async (tx, orderCode) =>
            this.afterSales.sendBack(tx, {
                id: (await this.afterSales.returnOf(tx, orderCode)).id,
                carrier,
                trackingCode: tracking_number,
            }),
        );
    }

    /**
     * A change of the member's order `id` in one transaction, as the Shop API's mutations make
     * it: a refusal (the after-sales service's ShopFailure) undoes all of it.
     */
    private async change(
        ctx: RequestContext,
        id: string,
        work: (tx: RequestContext, orderCode: string) => Promise<AfterSalesRequest>,
    ): Promise<z.infer<typeof requestAnswer>> {
        const request = orFail(
            await withFailureResult(this.connection, ctx, async (tx) => {
                const { order } = await this.records.ownOrderById(tx, id);
                return work(tx, order.code);
            }),
        );
        return requestOf(request);
    }
}
