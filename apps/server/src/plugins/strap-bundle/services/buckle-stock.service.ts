import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { GlobalFlag } from '@vendure/common/lib/generated-types';
import {
    EventBus,
    GlobalSettingsService,
    ID,
    OrderLine,
    ProductVariant,
    RequestContext,
    StockLevelService,
    StockMovement,
    StockMovementEvent,
    TransactionalConnection,
} from '@vendure/core';

import { lockStockLevels } from '../../../common/stock-level-lock';
import { buckleStockChange } from './buckle-stock';
import { type LineDemand, lineUnits } from './line-demand';

/** The order line of an allocation, release, sale or cancellation; adjustments have none. */
function lineIdOf(movement: StockMovement): ID | undefined {
    const line = (movement as StockMovement & { orderLine?: OrderLine | null }).orderLine;
    return line?.id ?? undefined;
}

/**
 * The buckle's stock: a buckle rides on its strap's order line, so the units a line needs
 * count its buckle, and every stock movement Vendure makes for that line is made for the
 * buckle too, in the same transaction.
 */
@Injectable()
export class BuckleStockService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private globalSettingsService: GlobalSettingsService,
        private stockLevelService: StockLevelService,
    ) {}

    onApplicationBootstrap() {
        // Blocking: run inside the transaction that moved the strap, before it commits.
        this.eventBus.registerBlockingEventHandler({
            event: StockMovementEvent,
            id: 'strap-bundle-buckle-stock',
            handler: (event) => this.moveBuckles(event),
        });
    }

    /** The lines of an order with the units each needs, its buckle's included. */
    async lineDemands(ctx: RequestContext, orderId: ID): Promise<LineDemand[]> {
        const rows = await this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder('line')
            .leftJoin('line.customFields.buckle', 'buckle')
            .select('line.id', 'lineId')
            .addSelect('line.productVariantId', 'variantId')
            .addSelect('line.quantity', 'quantity')
            .addSelect('buckle.id', 'buckleId')
            .where('line.orderId = :orderId', { orderId })
            .getRawMany<{ lineId: ID; variantId: ID; quantity: number | string; buckleId: ID | null }>();
        return rows.map((r) => {
            const quantity = Number(r.quantity);
            return { lineId: r.lineId, quantity, units: lineUnits({ ...r, quantity }) };
        });
    }

    /** The buckles of the strap lines a stock movement touched get the same movement. */
    private async moveBuckles({ ctx, stockMovements }: StockMovementEvent): Promise<void> {
        const lineIds = stockMovements.flatMap((m) => lineIdOf(m) ?? []);
        if (!lineIds.length) return;
        const buckleOf = new Map(
            (
                await this.connection
                    .getRepository(ctx, OrderLine)
                    .createQueryBuilder('line')
                    .innerJoin('line.customFields.buckle', 'buckle')
                    .select('line.id', 'lineId')
                    .addSelect('buckle.id', 'buckleId')
                    .where('line.id IN (:...lineIds)', { lineIds })
                    .getRawMany<{ lineId: ID; buckleId: ID }>()
            ).map((r) => [String(r.lineId), String(r.buckleId)]),
        );
        if (!buckleOf.size) return;
        const tracked = await this.trackedVariants(ctx, [...new Set(buckleOf.values())]);
        for (const movement of stockMovements) {
            const lineId = lineIdOf(movement);
            const buckleId = lineId == null ? undefined : buckleOf.get(String(lineId));
            const change = buckleStockChange(movement.type, movement.quantity);
            if (!buckleId || !change || !tracked.has(buckleId)) continue;
            const [level] = await lockStockLevels(this.connection, ctx, [buckleId]);
            if (!level) continue;
            if (change.allocated) {
                await this.stockLevelService.updateStockAllocatedForLocation(
                    ctx,
                    buckleId,
                    level.stockLocationId,
                    change.allocated,
                );
            }
            if (change.onHand) {
                await this.stockLevelService.updateStockOnHandForLocation(
                    ctx,
                    buckleId,
                    level.stockLocationId,
                    change.onHand,
                );
            }
        }
    }

    /** Which of these variants count their stock (their own setting, else the shop's). */
    private async trackedVariants(ctx: RequestContext, ids: string[]): Promise<Set<string>> {
        const trackByDefault = (await this.globalSettingsService.getSettings(ctx)).trackInventory;
        const variants = await this.connection.getRepository(ctx, ProductVariant).findByIds(ids);
        return new Set(
            variants
                .filter(
                    (v) =>
                        v.trackInventory === GlobalFlag.TRUE ||
                        (v.trackInventory === GlobalFlag.INHERIT && trackByDefault),
                )
                .map((v) => String(v.id)),
        );
    }
}
