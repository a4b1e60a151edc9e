import { Controller } from '@nestjs/common';
import { AWAITING_GATEWAY, type PublicPaymentMetadata, type WechatJsapiParams } from '@maison/shared';
import {
    CustomerService,
    idsAreEqual,
    isGraphQlErrorResult,
    type Order,
    OrderService,
    type Payment,
    TransactionalConnection,
} from '@vendure/core';
import { z } from 'zod';

import { MemberOpenIdService } from '../../membership';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyFailure, orFail } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { idParam } from './schemas';

const payAnswer = z.object({
    order_id: z.string(),
    increment_id: z.string().describe('The order code'),
    payment_id: z.string(),
    /** `wx.requestPayment(payment)` in the mini-program. */
    payment: z
        .object({
            appId: z.string(),
            timeStamp: z.string(),
            nonceStr: z.string(),
            package: z.string(),
            signType: z.literal('RSA'),
            paySign: z.string(),
        })
        .describe('What the mini-program passes to wx.requestPayment, signed by the merchant'),
});
type PayAnswer = z.infer<typeof payAnswer>;

/** The JSAPI parameters of a payment still waiting at WeChat Pay for the mini-program, if it is one. */
function openMiniProgramAttempt(payment: Payment): WechatJsapiParams | undefined {
    const metadata = payment.metadata as PublicPaymentMetadata & { channel?: string };
    if (payment.state !== AWAITING_GATEWAY || payment.method !== 'wechatpay' || metadata.channel !== 'miniProgram')
        return undefined;
    return metadata.public?.kind === 'jsapi' ? metadata.public.params : undefined;
}

function answer(order: Order, payment: Payment, params: WechatJsapiParams): PayAnswer {
    return { order_id: String(order.id), increment_id: order.code, payment_id: String(payment.id), payment: params };
}

/**
 * `applet/orderPay/{id}`: pays a member's order inside the mini-program, through the same
 * payment method as the storefront's WeChat Pay, by JSAPI for the member's bound openid. A
 * retry (the spec's client retries a timed-out call twice) answers the attempt still open
 * instead of starting another.
 */
@Controller('legacy-api')
export class OrderPayController {
    constructor(
        private orders: OrderService,
        private customers: CustomerService,
        private openIds: MemberOpenIdService,
        private connection: TransactionalConnection,
    ) {}

    @LegacyRoute({
        method: 'POST',
        path: 'applet/orderPay/:id',
        summary: 'Pay an order awaiting payment with WeChat Pay inside the mini-program',
        description:
            'Answers the parameters of `wx.requestPayment`. Needs the member’s WeChat account, bound by signing in with a `wx.login` code. Asked again while that payment is open, answers the same parameters.',
        tag: 'Orders',
        auth: 'member',
        style: 'data',
        params: z.object({ id: idParam }),
        response: payAnswer,
        failures: [
            'ORDER_NOT_FOUND',
            'ORDER_NOT_PAYABLE',
            'WECHAT_ACCOUNT_NOT_BOUND',
            'PAYMENT_DECLINED_ERROR',
            'PAID_AT_GATEWAY',
        ],
    })
    async pay(@LegacyInput() { ctx, params }: LegacyCall): Promise<PayAnswer> {
        const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId!);
        const order = await this.orders.findOne(ctx, params.id as string, ['payments']);
        // Another member's order is no order at all.
        if (!customer || !order || !order.customerId || !idsAreEqual(order.customerId, customer.id))
            throw new LegacyFailure('ORDER_NOT_FOUND', 'id');
        for (const payment of order.payments ?? []) {
            const open = openMiniProgramAttempt(payment);
            if (open) return answer(order, payment, open);
        }
        if (order.state !== 'ArrangingPayment') throw new LegacyFailure('ORDER_NOT_PAYABLE', 'id');
        const openId = await this.openIds.openIdOf(ctx, customer.id);
        if (!openId) throw new LegacyFailure('WECHAT_ACCOUNT_NOT_BOUND');
        const result = await this.connection.withTransaction(ctx, (tx) =>
            this.orders.addPaymentToOrder(tx, order.id, {
                method: 'wechatpay',
                metadata: { channel: 'miniProgram', openId },
            }),
        );
        // An earlier attempt was paid meanwhile: its notification is on the way.
        if (
            isGraphQlErrorResult(result) &&
            'paymentErrorMessage' in result &&
            result.paymentErrorMessage === 'PAID_AT_GATEWAY'
        )
            throw new LegacyFailure('PAID_AT_GATEWAY');
        orFail(result);
        // The order Vendure answers may not list the payment just added: read it again.
        const paid = (await this.orders.findOne(ctx, order.id, ['payments'])) ?? order;
        const payment = (paid.payments ?? []).reduce<Payment | undefined>(
            (newest, p) => (!newest || Number(p.id) > Number(newest.id) ? p : newest),
            undefined,
        );
        const jsapi = payment ? openMiniProgramAttempt(payment) : undefined;
        // WeChat Pay could not be asked: a fault of the gateway, not of the caller.
        if (!payment || !jsapi) throw new Error(`the mini-program payment of ${order.code} did not start`);
        return answer(paid, payment, jsapi);
    }
}
