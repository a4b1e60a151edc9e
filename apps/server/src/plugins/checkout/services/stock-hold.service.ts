import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    Allocation,
    ID,
    Injector,
    Logger,
    Order,
    OrderService,
    Payment,
    ProductVariant,
    ProductVariantService,
    Release,
    RequestContext,
    StockMovementService,
    TransactionalConnection,
} from '@vendure/core';

// Not exported from the package's index; the search strategy reaches its entity the same way.
import { TRANSACTION_MANAGER_KEY } from '@vendure/core/dist/common/constants';
import { OrderHistoryEntry } from '@vendure/core/dist/entity/history-entry/order-history-entry.entity';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { isPostgres, lockStockLevels } from '../../../common/stock-level-lock';
import { catalogueVersionOf, type CatalogueVersionSource } from '../../catalogue-cache';
import { BuckleStockService, type LineDemand } from '../../strap-bundle';
import { CHECKOUT_PLUGIN_OPTIONS, HOLDING_STATE as HOLDING, loggerCtx } from '../constants';
import type { CheckoutPluginOptions } from '../types';
import { stockDemand } from './stock-demand';

/**
 * Payments that may still settle: their order keeps its stock until the gateway answers
 * (`Pending`: handed to Alipay or WeChat Pay), or until the gateway has closed the trade.
 */
const PENDING_PAYMENT_STATES = ['Created', 'Pending', 'Authorized', 'Settled'];

/**
 * A gateway closes an unpaid trade when the hold ends; its last notification may come a little
 * later. After that, an order goes back to the bag whatever its payments (its open trade is
 * closed on the way, and one the gateway was paid for keeps it where it is).
 */
const GATEWAY_GRACE_MINUTES = 5;

/** Orders released per run of the task; the next run, a minute later, takes the rest. */
const EXPIRED_BATCH = 100;

/**
 * `EXISTS (subquery)`, with the parameters the subquery set itself: an entity that shares its
 * table with others (a stock movement, a history entry) names its kind in one, under the same
 * name for every such entity, so each subquery's are renamed to its own.
 */
function exists(outer: SelectQueryBuilder<Order>, sub: SelectQueryBuilder<ObjectLiteral>, name: string): string {
    let sql = sub.getQuery();
    for (const [key, value] of Object.entries(sub.getParameters())) {
        const own = `${name}_${key}`;
        sql = sql.replace(
            new RegExp(`:(\\.\\.\\.)?${key}\\b`, 'g'),
            (_m, spread: string | undefined) => `:${spread ?? ''}${own}`,
        );
        outer.setParameter(own, value);
    }
    return `EXISTS ${sql}`;
}

/**
 * Holds an order's stock while its shopper pays: checked under a row lock as the order moves to
 * ArrangingPayment, so that of two shoppers racing for the last unit one goes on to pay and the
 * other is told at once that the item is not available; released when the order goes back to
 * AddingItems or is cancelled before it was placed.
 *
 * The units are held as Vendure allocations of the order's lines, which Vendure turns into sales
 * at fulfilment or releases on cancellation. What units a line needs (a strap's buckle rides
 * on its line) is the strap-bundle plugin's to say; it also moves the buckle's stock with its
 * strap's line.
 */
@Injectable()
export class StockHoldService {
    constructor(
        @Inject(CHECKOUT_PLUGIN_OPTIONS) private options: Required<CheckoutPluginOptions>,
        private connection: TransactionalConnection,
        private buckleStock: BuckleStockService,
        private orderService: OrderService,
        private productVariantService: ProductVariantService,
        private stockMovementService: StockMovementService,
        private moduleRef: ModuleRef,
    ) {}

    /**
     * Saleable stock by variant as bags show it, read once per catalogue version and channel:
     * every stock movement moves the version on, so a level read under a version is that
     * version's. Bounded by the variants in bags meanwhile.
     */
    private shownLevels: { key: string; levels: Map<string, Promise<number>> } | undefined;
    private versionSource: CatalogueVersionSource | undefined | null = null;

    private async shownSaleableLevels(ctx: RequestContext, variantIds: string[]): Promise<Map<string, number>> {
        if (this.versionSource === null) this.versionSource = catalogueVersionOf(new Injector(this.moduleRef));
        const version = await this.versionSource?.current();
        const read = async (ids: string[]) => {
            const variants = await this.connection.getRepository(ctx, ProductVariant).findByIds(ids);
            const levels = new Map<string, number>();
            for (const variant of variants) {
                levels.set(String(variant.id), await this.productVariantService.getSaleableStockLevel(ctx, variant));
            }
            return levels;
        };
        // Inside a transaction the levels may be ones it changed and may yet roll back: its own.
        const inTransaction = (ctx as unknown as Record<symbol, unknown>)[TRANSACTION_MANAGER_KEY] !== undefined;
        if (version === undefined || inTransaction) return read(variantIds);
        const key = `${version}|${String(ctx.channelId)}`;
        if (this.shownLevels?.key !== key) this.shownLevels = { key, levels: new Map() };
        const { levels } = this.shownLevels;
        const missing = variantIds.filter((id) => !levels.has(id));
        if (missing.length) {
            const batch = read(missing);
            for (const id of missing) {
                // A variant that no longer exists has no saleable unit.
                const one = batch.then((found) => found.get(id) ?? 0);
                // A failed read is not kept: the next page view asks again.
                one.catch(() => levels.get(id) === one && levels.delete(id));
                levels.set(id, one);
            }
        }
        return new Map(await Promise.all(variantIds.map(async (id) => [id, await levels.get(id)!] as const)));
    }

    /**
     * Locks the stock rows of every variant the order needs (buckles included), in ascending
     * variant id, and says whether each still has the saleable units for it. The lock lasts
     * until the transaction that moves the order ends, so the next checkout of the same variant
     * reads the stock this one leaves.
     */
    async lockAndCheck(ctx: RequestContext, order: Order): Promise<boolean> {
        const demand = stockDemand(await this.linesOf(ctx, order));
        if (!demand.length) return true;
        await lockStockLevels(
            this.connection,
            ctx,
            demand.map((d) => d.variantId),
        );
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .findByIds(demand.map((d) => d.variantId));
        for (const { variantId, quantity } of demand) {
            const variant = variants.find((v) => String(v.id) === variantId);
            if (!variant || (await this.productVariantService.getSaleableStockLevel(ctx, variant)) < quantity) {
                Logger.verbose(`Order ${order.code}: variant ${variantId} short of ${quantity} units`, loggerCtx);
                return false;
            }
        }
        return true;
    }

    /**
     * The lines of a bag that its saleable stock cannot fill (spec §4: a line is sold out when
     * the stock is below its quantity; a strap's line also when its buckle's is). An order
     * already holding its stock is not short: its units are set aside for it.
     */
    async shortLineIds(ctx: RequestContext, order: Order): Promise<ID[]> {
        if (order.state === HOLDING || !order.active) return [];
        const lines = await this.linesOf(ctx, order);
        if (!lines.length) return [];
        const ids = [...new Set(lines.flatMap((l) => l.units.map((u) => u.variantId)))];
        const saleable = await this.shownSaleableLevels(ctx, ids);
        return lines
            .filter((l) => l.units.some((u) => (saleable.get(u.variantId) ?? 0) < u.quantity))
            .map((l) => l.lineId);
    }

    /** Holds what the order needs, as allocations of its lines. */
    async hold(ctx: RequestContext, order: Order): Promise<void> {
        const lines = await this.linesOf(ctx, order);
        await this.stockMovementService.createAllocationsForOrderLines(
            ctx,
            lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
        );
    }

    /**
     * Gives back what `hold` took, for an order that has not been placed: under the same ordered
     * lock as a checkout (Vendure writes stock by reading and writing back, which would lose a
     * checkout's allocation made meanwhile), then without a trace. Vendure keeps no stock
     * movements for an order in the bag, and a line that has them can no longer be removed.
     */
    async release(ctx: RequestContext, order: Order): Promise<void> {
        const lines = await this.linesOf(ctx, order);
        if (!lines.length) return;
        await lockStockLevels(
            this.connection,
            ctx,
            stockDemand(lines).map((d) => d.variantId),
        );
        await this.stockMovementService.createReleasesForOrderLines(
            ctx,
            lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
        );
        const lineIds = lines.map((l) => l.lineId);
        for (const movement of [Allocation, Release]) {
            await this.connection
                .getRepository(ctx, movement)
                .createQueryBuilder()
                .delete()
                .where('orderLineId IN (:...lineIds)', { lineIds })
                .execute();
        }
    }

    /**
     * Sends back to the bag the orders whose stock has been held longer than the hold, which
     * gives their units back; returns how many. An order that is no bag (a member's "buy now"
     * order, made beside their bag) is cancelled instead. Left alone: an order with a payment
     * the gateway has not answered yet (that answer decides), and one staff made as a draft
     * (staff record its payment themselves).
     */
    async releaseExpiredHolds(ctx: RequestContext, now: Date): Promise<number> {
        const cutoff = new Date(now.getTime() - this.options.stockHoldMinutes * 60_000);
        const paymentCutoff = new Date(cutoff.getTime() - GATEWAY_GRACE_MINUTES * 60_000);
        const expired = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .select('order.id', 'id')
            .where('order.state = :holding', { holding: HOLDING })
            // The hold began with the allocations of its lines (give-backs delete them).
            .andWhere((qb) => this.heldBefore(qb, 'cutoff'))
            .andWhere((qb) => `(NOT ${this.pendingPayments(qb)} OR ${this.heldBefore(qb, 'paymentCutoff')})`)
            .andWhere(
                (qb) =>
                    `NOT ${exists(
                        qb,
                        qb
                            .subQuery()
                            .select('1')
                            .from(OrderHistoryEntry, 'history')
                            .where('history.order = order.id')
                            .andWhere('history.type = :transition')
                            .andWhere('history.data LIKE :fromDraft'),
                        'draft',
                    )}`,
            )
            .setParameters({
                cutoff,
                paymentCutoff,
                pending: PENDING_PAYMENT_STATES,
                transition: HistoryEntryType.ORDER_STATE_TRANSITION,
                fromDraft: '%"from":"Draft"%',
            })
            .orderBy('order.id', 'ASC')
            .limit(EXPIRED_BATCH)
            .getRawMany<{ id: ID }>();
        let released = 0;
        for (const { id } of expired) {
            try {
                if (
                    await this.connection.withTransaction(ctx, (tx) => this.releaseIfStillHeld(tx, id, paymentCutoff))
                ) {
                    released++;
                }
            } catch (err) {
                // One order that fails must not keep the others held; it is tried again next run.
                Logger.error(`Order ${String(id)}: expired hold not released: ${(err as Error).message}`, loggerCtx);
            }
        }
        if (released) Logger.info(`Released the expired stock holds of ${released} orders`, loggerCtx);
        return released;
    }

    /**
     * Under a lock on the order: still waiting, and still no payment under way? Then back to the
     * bag, or cancelled when it is none.
     */
    private async releaseIfStillHeld(ctx: RequestContext, orderId: ID, paymentCutoff: Date): Promise<boolean> {
        const qb = this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('order')
            .where('order.id = :orderId', { orderId })
            .andWhere('order.state = :holding', { holding: HOLDING })
            .andWhere((sub) => `(NOT ${this.pendingPayments(sub)} OR ${this.heldBefore(sub, 'paymentCutoff')})`)
            .setParameters({ pending: PENDING_PAYMENT_STATES, paymentCutoff });
        if (isPostgres(this.connection)) qb.setLock('pessimistic_write');
        const order = await qb.getOne();
        if (!order) return false;
        const result = await this.orderService.transitionToState(
            ctx,
            orderId,
            order.active ? 'AddingItems' : 'Cancelled',
        );
        if (result instanceof Order) return true;
        Logger.warn(`Order ${String(orderId)}: expired hold not released: ${result.message}`, loggerCtx);
        return false;
    }

    /** `EXISTS (…)`: the order's hold began before the time named by the parameter `cutoffParam`. */
    private heldBefore(qb: SelectQueryBuilder<Order>, cutoffParam: 'cutoff' | 'paymentCutoff'): string {
        return exists(
            qb,
            qb
                .subQuery()
                .select('1')
                .from(Allocation, 'allocation')
                .innerJoin('allocation.orderLine', 'line')
                .where('line.order = order.id')
                .andWhere(`allocation.createdAt < :${cutoffParam}`),
            `held_${cutoffParam}`,
        );
    }

    /** `EXISTS (…)`: a payment of the order the gateway may still answer. */
    private pendingPayments(qb: SelectQueryBuilder<Order>): string {
        return exists(
            qb,
            qb
                .subQuery()
                .select('1')
                .from(Payment, 'payment')
                .where('payment.order = order.id')
                .andWhere('payment.state IN (:...pending)'),
            'pending',
        );
    }

    private linesOf(ctx: RequestContext, order: Order): Promise<LineDemand[]> {
        return this.buckleStock.lineDemands(ctx, order.id);
    }
}
