import { Injectable } from '@nestjs/common';
import { In, MoreThan } from 'typeorm';

import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    HistoryService,
    isGraphQlErrorResult,
    Logger,
    OrderService,
    Refund,
    TransactionalConnection,
    type ID,
    type RequestContext,
} from '@vendure/core';

import { GATEWAY_CODES, loggerCtx, type GatewayCode } from '../constants';
import { PaymentGatewaysService } from './payment-gateways.service';

/** Refunds read at a time, in the order they were made. */
const PAGE = 50;
/** Pages read in one round: far more refunds than are ever pending at once. */
const MAX_PAGES = 20;

/**
 * Refunds a gateway took but had not finished (WeChat Pay answers most with PROCESSING): asked
 * about again until the gateway says they are done, which settles them, or given up, which
 * fails them with a note on the order, so that staff refund it another way.
 */
@Injectable()
export class PendingRefundsService {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private history: HistoryService,
        private gateways: PaymentGatewaysService,
    ) {}

    /** One round over every pending gateway refund; says how many were settled and how many failed. */
    async followUp(ctx: RequestContext): Promise<{ settled: number; failed: number }> {
        const done = { settled: 0, failed: 0 };
        // By id, from where the last page ended: a refund that stays pending never holds up later ones.
        let after: ID = 0;
        for (let page = 0; page < MAX_PAGES; page++) {
            const pending = await this.connection.getRepository(ctx, Refund).find({
                where: { state: 'Pending', method: In([...GATEWAY_CODES]), id: MoreThan(after) },
                relations: ['payment', 'payment.order'],
                order: { id: 'ASC' },
                take: PAGE,
            });
            for (const refund of pending) {
                const outcome = await this.ask(ctx, refund);
                if (outcome) done[outcome]++;
            }
            if (pending.length < PAGE) break;
            after = pending[pending.length - 1].id;
        }
        return done;
    }

    private async ask(ctx: RequestContext, refund: Refund): Promise<'settled' | 'failed' | undefined> {
        const refundNo = (refund.metadata as { refundNo?: unknown } | null)?.refundNo;
        const gateway = this.gateways.get(refund.method as GatewayCode);
        if (typeof refundNo !== 'string' || !gateway.refundState) return undefined;
        try {
            const state = await gateway.refundState(refundNo);
            if (state === 'settled') {
                await this.orders.settleRefund(ctx, { id: refund.id, transactionId: refund.transactionId });
                return 'settled';
            }
            if (state === 'failed') {
                const failed = await this.orders.transitionRefundToState(ctx, refund.id, 'Failed');
                if (isGraphQlErrorResult(failed)) throw new Error(failed.message);
                Logger.warn(`${refund.method} gave up refund ${refundNo}: staff must refund it another way`, loggerCtx);
                await this.history.createHistoryEntryForOrder({
                    ctx,
                    orderId: refund.payment.order.id,
                    type: HistoryEntryType.ORDER_NOTE,
                    data: {
                        note: `退款未能完成（${refundNo}）：请在商户平台核实后另行退款。The gateway gave up refund ${refundNo}: check it on the merchant platform and refund another way.`,
                    },
                });
                return 'failed';
            }
        } catch (err) {
            // Asked again next round: the gateway was out of reach, or the refund's record moved on.
            Logger.warn(`could not follow up refund ${refundNo}: ${(err as Error).message}`, loggerCtx);
        }
        return undefined;
    }
}
