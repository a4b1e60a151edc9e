import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';

import {
    isGraphQlErrorResult,
    Logger,
    OrderService,
    Refund,
    TransactionalConnection,
    type RequestContext,
} from '@vendure/core';

import { GATEWAY_CODES, loggerCtx, type GatewayCode } from '../constants';
import { PaymentGatewaysService } from './payment-gateways.service';

/** Refunds looked at in one round: the oldest first, so none waits for ever behind newer ones. */
const BATCH = 50;

/**
 * Refunds a gateway took but had not finished (WeChat Pay answers most with PROCESSING): asked
 * about again until the gateway says they are done, which settles them, or given up, which
 * fails them so that staff see it on the order and refund another way.
 */
@Injectable()
export class PendingRefundsService {
    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private gateways: PaymentGatewaysService,
    ) {}

    /** One round; says how many were settled and how many failed. */
    async followUp(ctx: RequestContext): Promise<{ settled: number; failed: number }> {
        const pending = await this.connection.getRepository(ctx, Refund).find({
            where: { state: 'Pending', method: In([...GATEWAY_CODES]) },
            order: { createdAt: 'ASC' },
            take: BATCH,
        });
        const done = { settled: 0, failed: 0 };
        for (const refund of pending) {
            const refundNo = (refund.metadata as { refundNo?: unknown } | null)?.refundNo;
            const gateway = this.gateways.get(refund.method as GatewayCode);
            if (typeof refundNo !== 'string' || !gateway.refundState) continue;
            try {
                const state = await gateway.refundState(refundNo);
                if (state === 'settled') {
                    await this.orders.settleRefund(ctx, { id: refund.id, transactionId: refund.transactionId });
                    done.settled++;
                } else if (state === 'failed') {
                    const failed = await this.orders.transitionRefundToState(ctx, refund.id, 'Failed');
                    if (isGraphQlErrorResult(failed)) throw new Error(failed.message);
                    Logger.warn(
                        `${refund.method} gave up refund ${refundNo}: staff must refund it another way`,
                        loggerCtx,
                    );
                    done.failed++;
                }
            } catch (err) {
                // Asked again next round: the gateway was out of reach, or the refund's record moved on.
                Logger.warn(`could not follow up refund ${refundNo}: ${(err as Error).message}`, loggerCtx);
            }
        }
        return done;
    }
}
