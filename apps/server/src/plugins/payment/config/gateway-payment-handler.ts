import { randomBytes } from 'node:crypto';

import { PAY_CHANNELS, WECHAT_JSAPI_CHANNELS, WECHAT_OPENID_PATTERN } from '@maison/shared';

import {
    Injector,
    LanguageCode,
    Logger,
    Payment,
    PaymentMethodHandler,
    totalCoveredByPayments,
    TransactionalConnection,
    type Order,
    type RequestContext,
} from '@vendure/core';

import { holdStartedAt } from '../../checkout';

import { AWAITING_GATEWAY, loggerCtx, PAID_AT_GATEWAY, type GatewayCode } from '../constants';
import type { PayChannel, PaymentInstructions } from '../gateway/gateway';
import { PaymentAttemptsService } from '../services/payment-attempts.service';
import { PaymentGatewaysService } from '../services/payment-gateways.service';
import { isReturnPath } from './return-path-field';

/** What a payment keeps of its gateway: our trade number, and once notified, the gateway's id. */
export interface GatewayPaymentMetadata {
    tradeNo: string;
    channel: PayChannel;
    /** Set by a verified notification only: what lets the payment settle. */
    verifiedTransactionId?: string;
    /** Shown to the shopper (Vendure hands `public` to the Shop API): where or what to pay. */
    public: PaymentInstructions;
}

function channelOf(value: unknown): PayChannel {
    return (PAY_CHANNELS as readonly unknown[]).includes(value) ? (value as PayChannel) : 'desktop';
}

function isJsapi(channel: PayChannel): boolean {
    return (WECHAT_JSAPI_CHANNELS as readonly string[]).includes(channel);
}

/** The least time a trade is open for: the gateways refuse one that ends at once. */
const MIN_PAYABLE_MS = 60_000;

/** Our trade number: the order's code and a suffix of its own, so each attempt is a new trade. */
export function tradeNoFor(orderCode: string): string {
    return `${orderCode}-${randomBytes(4).toString('hex')}`;
}

export function orderCodeOf(tradeNo: string): string {
    return tradeNo.slice(0, tradeNo.lastIndexOf('-'));
}

/** The order's total less what its payments still standing (not cancelled, declined or failed) cover. */
async function amountDue(connection: TransactionalConnection, ctx: RequestContext, order: Order): Promise<number> {
    const payments = await connection.getRepository(ctx, Payment).find({ where: { order: { id: order.id } } });
    return order.totalWithTax - totalCoveredByPayments({ ...order, payments } as Order);
}

const LABELS: Record<GatewayCode, Array<{ languageCode: LanguageCode; value: string }>> = {
    alipay: [
        { languageCode: LanguageCode.zh, value: '支付宝' },
        { languageCode: LanguageCode.en, value: 'Alipay' },
        { languageCode: LanguageCode.de, value: 'Alipay' },
    ],
    wechatpay: [
        { languageCode: LanguageCode.zh, value: '微信支付' },
        { languageCode: LanguageCode.en, value: 'WeChat Pay' },
        { languageCode: LanguageCode.de, value: 'WeChat Pay' },
    ],
};

/**
 * A payment method paid at Alipay or WeChat Pay. Adding the payment hands it to the gateway
 * and leaves it `Pending`; the gateway's signed notification settles or declines it. Refunds go
 * back through the same gateway.
 */
export function gatewayPaymentHandler(code: GatewayCode): PaymentMethodHandler {
    let gateways: PaymentGatewaysService;
    let attempts: PaymentAttemptsService;
    let connection: TransactionalConnection;
    return new PaymentMethodHandler({
        code,
        description: LABELS[code],
        args: {},
        init(injector: Injector) {
            gateways = injector.get(PaymentGatewaysService);
            attempts = injector.get(PaymentAttemptsService);
            connection = injector.get(TransactionalConnection);
        },
        async createPayment(ctx, order, askedAmount, _args, metadata) {
            const channel = channelOf(metadata.channel);
            // Inside WeChat the payer is a WeChat user: the REST face names the member's bound
            // openid, the storefront the one WeChat's browser authorised. Paying for another's
            // openid would only ask that user to pay, in their own WeChat.
            const openId = typeof metadata.openId === 'string' ? metadata.openId : undefined;
            if (isJsapi(channel) && (code !== 'wechatpay' || !openId || !WECHAT_OPENID_PATTERN.test(openId))) {
                return {
                    amount: askedAmount,
                    state: 'Declined',
                    errorMessage: 'INELIGIBLE_PAYMENT_METHOD_ERROR',
                    metadata: {},
                };
            }
            // A new attempt (the shopper came back, or switched gateway) replaces any still open,
            // unless one of those was paid meanwhile: then its notification settles the order.
            if ((await attempts.cancelOpen(ctx, order.id)) === 'paid') {
                return { amount: askedAmount, state: 'Declined', errorMessage: PAID_AT_GATEWAY, metadata: {} };
            }
            // Vendure worked out the amount while the attempts just cancelled still counted as
            // paying for the order (a second attempt came out at ¥0): what is due is the total
            // less what the payments left standing cover. Nothing due means another payment covers it.
            const amount = await amountDue(connection, ctx, order);
            if (amount <= 0) return { amount: 0, state: 'Declined', errorMessage: PAID_AT_GATEWAY, metadata: {} };
            const tradeNo = tradeNoFor(order.code);
            const { storefrontUrl, payableMinutes } = gateways.options;
            const returnPath = order.customFields?.paymentReturnPath;
            // Payable until the stock hold ends, however often the shopper starts again.
            const holdStart = (await holdStartedAt(connection, ctx, order.id)) ?? new Date();
            const expiresAt = new Date(
                Math.max(holdStart.getTime() + payableMinutes * 60_000, Date.now() + MIN_PAYABLE_MS),
            );
            try {
                const instructions = await gateways.get(code).start({
                    tradeNo,
                    amountFen: amount,
                    subject: `${order.code}`,
                    channel,
                    clientIp: ctx.req?.ip ?? '127.0.0.1',
                    openId: isJsapi(channel) ? openId : undefined,
                    returnUrl: isReturnPath(returnPath)
                        ? `${storefrontUrl}${returnPath}`
                        : `${storefrontUrl}/checkout/onepage/success?order=${encodeURIComponent(order.code)}`,
                    notifyUrl: gateways.notifyUrl(code),
                    expiresAt,
                });
                const kept: GatewayPaymentMetadata = { tradeNo, channel, public: instructions };
                return { amount, state: AWAITING_GATEWAY, metadata: kept };
            } catch (err) {
                Logger.error(`${code} refused to start ${tradeNo}: ${(err as Error).message}`, loggerCtx);
                return { amount, state: 'Error', errorMessage: 'GATEWAY_UNAVAILABLE', metadata: { tradeNo } };
            }
        },
        settlePayment(_ctx, _order, payment) {
            // Only a notification whose signature checked out settles: staff asking by hand are
            // refused (the payment cannot move from Pending to Pending), and it stays payable.
            const verified = (payment.metadata as Partial<GatewayPaymentMetadata>).verifiedTransactionId;
            return verified
                ? { success: true }
                : { success: false, state: AWAITING_GATEWAY, errorMessage: 'Settled only by the gateway' };
        },
        /**
         * Staff refunding on the order (or the after-sales decisions doing it for them): the
         * money goes back through the gateway that took it. A refund the gateway refuses or
         * cannot be asked for is Failed with its reason, and may be made again.
         */
        async createRefund(_ctx, input, amount, _order, payment) {
            const { tradeNo, verifiedTransactionId } = payment.metadata as Partial<GatewayPaymentMetadata>;
            if (!tradeNo || !verifiedTransactionId) {
                return { state: 'Failed', metadata: { errorMessage: 'Not paid at the gateway' } };
            }
            const refundNo = `${tradeNo}-R${randomBytes(3).toString('hex')}`;
            try {
                const refunded = await gateways.get(code).refund({
                    tradeNo,
                    refundNo,
                    amountFen: amount,
                    totalFen: payment.amount,
                    reason: input.reason || 'refund',
                });
                return {
                    state: refunded.state === 'settled' ? 'Settled' : 'Pending',
                    transactionId: refunded.transactionId,
                    metadata: { refundNo },
                };
            } catch (err) {
                Logger.error(`${code} refused to refund ${tradeNo}: ${(err as Error).message}`, loggerCtx);
                return { state: 'Failed', metadata: { refundNo, errorMessage: (err as Error).message } };
            }
        },
        async cancelPayment(_ctx, _order, payment) {
            const { tradeNo } = payment.metadata as Partial<GatewayPaymentMetadata>;
            if (!tradeNo || payment.state !== AWAITING_GATEWAY) return { success: true };
            try {
                if ((await gateways.get(code).close(tradeNo)) === 'paid') {
                    // Its notification is on the way, and settles it: it stays open until then.
                    return { success: false, state: AWAITING_GATEWAY, errorMessage: PAID_AT_GATEWAY };
                }
            } catch (err) {
                // The gateway still stops taking money at the trade's time_expire, and money
                // taken after this is noted on the order for staff (PaymentNotificationService).
                Logger.warn(`${code} could not close ${tradeNo}: ${(err as Error).message}`, loggerCtx);
            }
            return { success: true };
        },
    });
}
