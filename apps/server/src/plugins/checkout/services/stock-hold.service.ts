import { Injectable } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
    GlobalSettingsService,
    ID,
    Logger,
    Order,
    OrderLine,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    StockLevel,
    StockLevelService,
    StockMovementService,
    TransactionalConnection,
} from '@vendure/core';

import { loggerCtx } from '../constants';
import { stockDemand, type DemandLine } from './stock-demand';

interface HeldLine extends DemandLine {
    lineId: ID;
}

/**
 * Holds an order's stock while its shopper pays: checked under a row lock as the order moves to
 * ArrangingPayment, so that of two shoppers racing for the last unit one goes on to pay and the
 * other is told at once that the item is not available; released when the order goes back to
 * AddingItems or is cancelled before it was placed.
 *
 * The strap's own units are held as Vendure allocations of its order line, which Vendure later
 * turns into sales at fulfilment or releases on cancellation; a buckle rides on the strap's
 * line, so its units are held on its stock level directly.
 */
@Injectable()
export class StockHoldService {
    constructor(
        private connection: TransactionalConnection,
        private globalSettingsService: GlobalSettingsService,
        private productVariantService: ProductVariantService,
        private stockLevelService: StockLevelService,
        private stockMovementService: StockMovementService,
    ) {}

    /**
     * Locks the stock rows of every variant the order needs (buckles included), in ascending
     * variant id, and says whether each still has the saleable units for it. The lock lasts
     * until the transaction that moves the order ends, so the next checkout of the same variant
     * reads the stock this one leaves.
     */
    async lockAndCheck(ctx: RequestContext, order: Order): Promise<boolean> {
        const demand = stockDemand(await this.linesOf(ctx, order));
        if (!demand.length) return true;
        await this.lockStockLevels(
            ctx,
            demand.map((d) => d.variantId),
        );
        for (const { variantId, quantity } of demand) {
            const variant = await this.connection
                .getRepository(ctx, ProductVariant)
                .findOne({ where: { id: variantId } });
            if (!variant || (await this.productVariantService.getSaleableStockLevel(ctx, variant)) < quantity) {
                Logger.verbose(`Order ${order.code}: variant ${variantId} short of ${quantity} units`, loggerCtx);
                return false;
            }
        }
        return true;
    }

    /** Holds what the order needs: allocations of its lines, and its buckles' units. */
    async hold(ctx: RequestContext, order: Order): Promise<void> {
        const lines = await this.linesOf(ctx, order);
        await this.stockMovementService.createAllocationsForOrderLines(
            ctx,
            lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
        );
        await this.moveBuckleStock(ctx, lines, +1);
    }

    /** Gives back what `hold` took, for an order that has not been placed. */
    async release(ctx: RequestContext, order: Order): Promise<void> {
        const lines = await this.linesOf(ctx, order);
        await this.stockMovementService.createReleasesForOrderLines(
            ctx,
            lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
        );
        await this.moveBuckleStock(ctx, lines, -1);
    }

    private async linesOf(ctx: RequestContext, order: Order): Promise<HeldLine[]> {
        const rows = await this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder('line')
            .leftJoin('line.customFields.buckle', 'buckle')
            .select('line.id', 'lineId')
            .addSelect('line.productVariantId', 'variantId')
            .addSelect('line.quantity', 'quantity')
            .addSelect('buckle.id', 'buckleId')
            .where('line.orderId = :orderId', { orderId: order.id })
            .getRawMany<{ lineId: ID; variantId: ID; quantity: number | string; buckleId: ID | null }>();
        return rows.map((r) => ({
            lineId: r.lineId,
            variantId: r.variantId,
            quantity: Number(r.quantity),
            buckleId: r.buckleId ?? undefined,
        }));
    }

    /**
     * `SELECT … FOR UPDATE` on PostgreSQL. SQLite has no row locks and needs none: it runs one
     * writing transaction at a time, so a checkout reads the stock the previous one left.
     */
    private async lockStockLevels(ctx: RequestContext, variantIds: string[]): Promise<StockLevel[]> {
        const qb = this.connection
            .getRepository(ctx, StockLevel)
            .createQueryBuilder('level')
            .where('level.productVariantId IN (:...variantIds)', { variantIds })
            .orderBy('level.productVariantId', 'ASC')
            .addOrderBy('level.id', 'ASC');
        if (this.connection.rawConnection.options.type === 'postgres') qb.setLock('pessimistic_write');
        return qb.getMany();
    }

    /** Buckle units held (+1) or given back (-1), at the location that has the most of them. */
    private async moveBuckleStock(ctx: RequestContext, lines: HeldLine[], direction: 1 | -1): Promise<void> {
        const buckles = stockDemand(
            lines.flatMap((l) => (l.buckleId == null ? [] : [{ variantId: l.buckleId, quantity: l.quantity }])),
        );
        if (!buckles.length) return;
        const trackByDefault = (await this.globalSettingsService.getSettings(ctx)).trackInventory;
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .findByIds(buckles.map((b) => b.variantId));
        const tracked = new Set(
            variants
                .filter(
                    (v) =>
                        v.trackInventory === GlobalFlag.TRUE ||
                        (v.trackInventory === GlobalFlag.INHERIT && trackByDefault),
                )
                .map((v) => String(v.id)),
        );
        const levels = await this.lockStockLevels(
            ctx,
            buckles.map((b) => b.variantId),
        );
        for (const { variantId, quantity } of buckles) {
            if (!tracked.has(variantId)) continue;
            const own = levels.filter((l) => String(l.productVariantId) === variantId);
            const measure = (l: StockLevel) => (direction > 0 ? l.stockOnHand - l.stockAllocated : l.stockAllocated);
            const level = own.sort((a, b) => measure(b) - measure(a))[0];
            if (!level) continue;
            await this.stockLevelService.updateStockAllocatedForLocation(
                ctx,
                variantId,
                level.stockLocationId,
                direction * quantity,
            );
        }
    }
}
