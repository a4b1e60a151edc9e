import { Injectable } from '@nestjs/common';
import {
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
import { PaymentGatewaysService } from './payment-gateways.service';

export type NotificationOutcome = 'settled' | 'declined' | 'unchanged' | 'rejected';

/**
 * A gateway's asynchronous notification, from signature to payment state. A notification that
 * fails its signature, names another amount or an unknown trade changes nothing; the same
 * notification twice changes the payment once.
 */
@Injectable()
export class PaymentNotificationService {
    constructor(
        private connection: TransactionalConnection,
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
        const outcome = await this.connection.withTransaction(ctx, (tx) => this.apply(tx, code, notification));
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
                Logger.error(
                    `Trade ${n.tradeNo} paid at ${code} while its payment is ${payment.state}: refund it`,
                    loggerCtx,
                );
            }
            return 'unchanged';
        }
        if (n.outcome === 'pending') return 'unchanged';
        if (n.outcome === 'closed') {
            await this.paymentService.transitionToState(ctx, payment.id, 'Declined');
            return 'declined';
        }
        payment.metadata = { ...metadata, verifiedTransactionId: n.transactionId };
        payment.transactionId = n.transactionId;
        await this.connection.getRepository(ctx, Payment).save(payment, { reload: false });
        const result = await this.paymentService.transitionToState(ctx, payment.id, 'Settled');
        if ('state' in result && result.state === 'Settled') return 'settled';
        Logger.error(`Trade ${n.tradeNo}: could not settle its payment`, loggerCtx);
        return 'unchanged';
    }

    /** The payment of a trade, locked until the transaction ends (PostgreSQL), so replays queue. */
    private async lockPayment(ctx: RequestContext, code: GatewayCode, tradeNo: string): Promise<Payment | undefined> {
        const candidates = await this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .innerJoin('payment.order', 'order')
            .select('payment.id', 'id')
            .addSelect('payment.metadata', 'metadata')
            .where('order.code = :code', { code: orderCodeOf(tradeNo) })
            .andWhere('payment.method = :method', { method: code })
            .getRawMany<{ id: ID; metadata: string | Record<string, unknown> }>();
        const match = candidates.find((c) => {
            const meta = typeof c.metadata === 'string' ? (JSON.parse(c.metadata) as { tradeNo?: string }) : c.metadata;
            return meta?.tradeNo === tradeNo;
        });
        if (!match) return undefined;
        const qb = this.connection
            .getRepository(ctx, Payment)
            .createQueryBuilder('payment')
            .where('payment.id = :id', { id: match.id });
        if (this.connection.rawConnection.options.type === 'postgres') qb.setLock('pessimistic_write');
        return (await qb.getOne()) ?? undefined;
    }
}
