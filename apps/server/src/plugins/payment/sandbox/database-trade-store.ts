import { LessThan } from 'typeorm';
import type { TransactionalConnection } from '@vendure/core';

import { PaymentSandboxRefund, PaymentSandboxTrade } from '../entities/payment-sandbox.entities';
import type { SandboxTradeRecord, SandboxTradeStore } from './sandbox-ledger';

/** How long the sandbox keeps a trade, and the refund numbers that point at it. */
export const SANDBOX_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * The sandbox's trades in the shop's database. A change is a conditional update on the whole
 * record, so two instances that settle the same trade at once cannot both succeed.
 */
export class DatabaseTradeStore implements SandboxTradeStore {
    constructor(
        private readonly connection: TransactionalConnection,
        private readonly now: () => number = Date.now,
    ) {}

    private get trades() {
        return this.connection.rawConnection.getRepository(PaymentSandboxTrade);
    }

    async get(tradeNo: string): Promise<SandboxTradeRecord | undefined> {
        const row = await this.trades.findOne({ where: { tradeNo } });
        return row ? (JSON.parse(row.record) as SandboxTradeRecord) : undefined;
    }

    async add(trade: SandboxTradeRecord): Promise<void> {
        const now = this.now();
        await this.trades
            .createQueryBuilder()
            .insert()
            .values({ tradeNo: trade.tradeNo, record: JSON.stringify(trade), openedAt: now })
            .orIgnore()
            .execute();
        await this.trades.delete({ openedAt: LessThan(now - SANDBOX_KEPT_MS) });
        // A refund number outlives nothing it points at.
        const refunds = this.connection.rawConnection.getRepository(PaymentSandboxRefund);
        const kept = this.trades.createQueryBuilder('trade').select('trade.tradeNo');
        const tradeNo = this.connection.rawConnection.driver.escape('tradeNo');
        await refunds.createQueryBuilder().delete().where(`${tradeNo} NOT IN (${kept.getQuery()})`).execute();
    }

    async replace(current: SandboxTradeRecord, next: SandboxTradeRecord): Promise<boolean> {
        const result = await this.trades
            .createQueryBuilder()
            .update()
            .set({ record: JSON.stringify(next) })
            .where('tradeNo = :tradeNo AND record = :record', {
                tradeNo: current.tradeNo,
                record: JSON.stringify(current),
            })
            .execute();
        return (result.affected ?? 0) > 0;
    }

    async addRefund(refundNo: string, tradeNo: string): Promise<void> {
        await this.connection.rawConnection
            .getRepository(PaymentSandboxRefund)
            .createQueryBuilder()
            .insert()
            .values({ refundNo, tradeNo })
            .orIgnore()
            .execute();
    }

    async tradeOfRefund(refundNo: string): Promise<string | undefined> {
        const row = await this.connection.rawConnection
            .getRepository(PaymentSandboxRefund)
            .findOne({ where: { refundNo } });
        return row?.tradeNo;
    }
}
