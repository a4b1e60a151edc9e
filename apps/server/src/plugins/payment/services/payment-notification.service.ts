import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    HistoryService,
    ID,
    Logger,
    Payment,
    PaymentService,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';

import { AWAITING_GATEWAY, loggerCtx, type GatewayCode } from '../constants';
import { orderCodeOf, type GatewayPaymentMetadata } from '../config/gateway-payment-handler';
import {
    NotificationRejected,
    type IncomingNotification,
    type NotificationReply,
    type VerifiedNotification,
} from '../gateway/gateway';
import { PaymentAttemptsService } from './payment-attempts.service';
import { PaymentGatewaysService } from './payment-gateways.service';

export type NotificationOutcome = 'settled' | 'declined' | 'unchanged' | 'rejected';

/**
 * A gateway's asynchronous notification, from signature to payment state. A notification that
 * fails its signature, names another amount or an unknown trade changes nothing; the same
 * notification twice changes the payment once.
 */
@Injectable()
export class PaymentNotificationService {
    private readonly inFlight = new Map<string, Promise<unknown>>();

    constructor(
        private connection: TransactionalConnection,
        private attempts: PaymentAttemptsService,
        private historyService: HistoryService,
        private gateways: PaymentGatewaysService,
        private paymentService: PaymentService,
        private requestContextService: RequestContextService,
    ) {}

    async receive(
        code: GatewayCode,
        incoming: IncomingNotification,
    ): Promise<{ reply: NotificationReply; outcome: NotificationOutcome }> {
        const gateway = this.gateways.get(code);
        let notification: VerifiedNotification;
        try {
            notification = await gateway.verify(incoming);
        } catch (err) {
            if (!(err instanceof NotificationRejected)) throw err;
            Logger.warn(`Notification refused: ${err.message}`, loggerCtx);
            return { reply: gateway.reply(false), outcome: 'rejected' };
        }
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        const outcome = await this.oneAtATime(notification.tradeNo, () =>
            this.connection.withTransaction(ctx, (tx) => this.apply(tx, code, notification)),
        );
        return { reply: gateway.reply(outcome !== 'rejected'), outcome };
    }

    private async apply(ctx: RequestContext, code: GatewayCode, n: VerifiedNotification): Promise<NotificationOutcome> {
        const payment = await this.lockPayment(ctx, code, n.tradeNo);
        if (!payment) {
            Logger.warn(`Notification for unknown trade ${n.tradeNo}`, loggerCtx);
            return 'rejected';
        }
        const metadata = payment.metadata as GatewayPaymentMetadata;
        if (n.amountFen !== payment.amount) {
            Logger.error(`Trade ${n.tradeNo}: notified ${n.amountFen} fen, payment is ${payment.amount}`, loggerCtx);
            return 'rejected';
        }
        if (payment.state !== AWAITING_GATEWAY) {
            // Sent again after it was applied, or about an attempt the shopper left for another.
            if (n.outcome === 'paid' && payment.state !== 'Settled') {
                await this.paidTooLate(ctx, payment, `${code} ${n.transactionId}`);
            }
            return 'unchanged';
        }
        if (n.outcome === 'pending') return 'unchanged';
        if (n.outcome === 'closed') {
            await this.paymentService.transitionToState(ctx, payment.id, 'Declined');
            return 'declined';
        }
        if (payment.order.state !== 'ArrangingPayment') {
            // The order left payment (back to the bag) while this attempt was still open.
            await this.paidTooLate(ctx, payment, `${code} ${n.transactionId}`);
            return 'unchanged';
        }
        payment.metadata = { ...metadata, verifiedTransactionId: n.transactionId };
        payment.transactionId = n.transactionId;
        await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
        const result = await this.paymentService.transitionToState(ctx, payment.id, 'Settled');
        if ('state' in result && result.state === 'Settled') return 'settled';
        Logger.error(`Trade ${n.tradeNo}: could not settle its payment`, loggerCtx);
        return 'unchanged';
    }

    /**
     * Money taken for an attempt the shop had already given up (the shopper paid in an old tab,
     * or after going back to the bag): staff see it on the order, to refund or to settle by hand.
     */
    private async paidTooLate(ctx: RequestContext, payment: Payment, transaction: string): Promise<void> {
        Logger.error(
            `Payment ${String(payment.id)} paid at ${transaction} while ${payment.state}: refund it`,
            loggerCtx,
        );
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: payment.order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: {
                note: `付款已到账，但该支付尝试已取消（${transaction}）：请退款或人工处理。Paid at the gateway after this attempt was cancelled (${transaction}): refund it or settle it by hand.`,
            },
        });
    }

    /**
     * One notification of a trade at a time in this process. On SQLite every request shares one
     * connection, so row locks do not keep two deliveries of the same notification apart.
     */
    private async oneAtATime<T>(tradeNo: string, run: () => Promise<T>): Promise<T> {
        const before = this.inFlight.get(tradeNo) ?? Promise.resolve();
        const mine = before.catch(() => undefined).then(run);
        this.inFlight.set(tradeNo, mine);
        try {
            return await mine;
        } finally {
            if (this.inFlight.get(tradeNo) === mine) this.inFlight.delete(tradeNo);
        }
    }

    /**
     * The payment of a trade, locked until the transaction ends (PostgreSQL), so replays queue.
     * Its order is locked first, as every change of an order's state does, so a notification and
     * a shopper going back to the bag take their locks in the same order (no deadlock).
     */
    private async lockPayment(ctx: RequestContext, code: GatewayCode, tradeNo: string): Promise<Payment | undefined> {
        const candidates = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .innerJoin('payment.order', 'order')
            .select('payment.id', 'id')
            .addSelect('order.id', 'orderId')
            .addSelect('payment.metadata', 'metadata')
            .where('order.code = :code', { code: orderCodeOf(tradeNo) })
            .andWhere('payment.method = :method', { method: code })
            .getRawMany<{ id: ID; orderId: ID; metadata: string | Record<string, unknown> }>();
        const match = candidates.find((c) => {
            const meta = typeof c.metadata === 'string' ? (JSON.parse(c.metadata) as { tradeNo?: string }) : c.metadata;
            return meta?.tradeNo === tradeNo;
        });
        if (!match) return undefined;
        await this.attempts.lockOrder(ctx, match.orderId);
        const qb = this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.id = :id', { id: match.id });
        qb.leftJoinAndSelect('payment.order', 'order');
        if (this.isPostgres()) qb.setLock('pessimistic_write', undefined, ['payment']);
        return (await qb.getOne()) ?? undefined;
    }

    private isPostgres(): boolean {
        return this.connection.rawConnection.options.type === 'postgres';
    }
}
