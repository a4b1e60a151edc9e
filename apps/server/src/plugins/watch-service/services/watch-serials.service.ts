import type { SeedWatchSerial, WatchSerialSeeder, WatchSerialSeedResult } from '@maison/demo-catalogue';
import { entityIdSchema, formatCardCode, watchSerialInputSchema } from '@maison/shared';
import { Inject, Injectable } from '@nestjs/common';
import {
    type ID,
    LanguageCode,
    ListQueryBuilder,
    type ListQueryOptions,
    type PaginatedList,
    ProductVariant,
    RequestContext,
    RequestContextService,
    TransactionalConnection,
} from '@vendure/core';
import { In, IsNull } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { WATCH_SERVICE_PLUGIN_OPTIONS } from '../constants';
import { WatchSerial } from '../entities/watch-serial.entity';
import type { WatchServicePluginOptions } from '../types';
import { hashCardCode, newCardCode } from './warranty-card-codes';

/** A serial staff added, with its card's code: shown once, to be printed, never kept in clear. */
export interface CreatedWatchSerial {
    watchSerial: WatchSerial;
    cardCode: string;
}

/**
 * The maker's record of serials, for staff (ManageWatchService): the list with search, a new
 * serial with a fresh card code; and the demo's serials on first start.
 */
@Injectable()
export class WatchSerialsService implements WatchSerialSeeder {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private requestContexts: RequestContextService,
        @Inject(WATCH_SERVICE_PLUGIN_OPTIONS) private options: WatchServicePluginOptions,
    ) {}

    /** Serials for staff, paginated, filtered (serial, sku…) and sorted by the list options; newest first by default. */
    async findAll(ctx: RequestContext, options?: ListQueryOptions<WatchSerial>): Promise<PaginatedList<WatchSerial>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(WatchSerial, { sort: { createdAt: 'DESC' }, ...options }, { ctx })
            .getManyAndCount();
        return { items, totalItems };
    }

    /** One serial for staff; null for an id none has. */
    async findOne(ctx: RequestContext, id: ID): Promise<WatchSerial | null> {
        if (!entityIdSchema.safeParse(String(id)).success) return null;
        return this.connection.getRepository(ctx, WatchSerial).findOne({ where: { id } });
    }

    /**
     * Records a serial and makes its card's code, or throws INVALID_WATCH_SERIAL_INPUT naming the
     * field (shape, a sku no variant has, a sale before manufacture) or WATCH_SERIAL_TAKEN.
     */
    async create(ctx: RequestContext, input: Record<string, unknown>): Promise<CreatedWatchSerial> {
        const parsed = watchSerialInputSchema.safeParse(input ?? {});
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new ShopFailureError('INVALID_WATCH_SERIAL_INPUT', issue.message, String(issue.path[0] ?? 'input'));
        }
        const data = parsed.data;
        const variant = await this.connection
            .getRepository(ctx, ProductVariant)
            .findOne({ where: { sku: data.sku, deletedAt: IsNull() } });
        if (!variant) throw new ShopFailureError('INVALID_WATCH_SERIAL_INPUT', 'no such sku', 'sku');
        const repo = this.connection.getRepository(ctx, WatchSerial);
        if (await repo.existsBy({ serial: data.serial })) throw new ShopFailureError('WATCH_SERIAL_TAKEN');
        const cardCode = newCardCode();
        const watchSerial = await repo.save(
            new WatchSerial({
                serial: data.serial,
                sku: variant.sku,
                productVariantId: variant.id,
                manufacturedOn: data.manufacturedOn,
                soldOn: data.soldOn ?? null,
                salePlace: data.salePlace || null,
                cardCodeHash: hashCardCode(this.options.warranty.warrantyCodeKey, data.serial, cardCode),
                customerId: null,
                registeredAt: null,
            }),
        );
        return { watchSerial, cardCode: formatCardCode(cardCode) };
    }

    /** Adds the demo's serials to a shop that has none; serials whose sku the shop lacks are skipped. */
    async seedWatchSerials(serials: SeedWatchSerial[]): Promise<WatchSerialSeedResult> {
        const ctx = await this.requestContexts.create({ apiType: 'admin', languageCode: LanguageCode.zh });
        return this.connection.withTransaction(ctx, async (tx) => {
            const repo = this.connection.getRepository(tx, WatchSerial);
            if ((await repo.count()) > 0) return { serials: 0 };
            const variants = await this.connection
                .getRepository(tx, ProductVariant)
                .find({ where: { sku: In([...new Set(serials.map((s) => s.sku))]) }, select: { id: true, sku: true } });
            const bySku = new Map(variants.map((v) => [v.sku, v.id]));
            const rows = serials
                .filter((s) => bySku.has(s.sku))
                .map(
                    (s) =>
                        new WatchSerial({
                            serial: s.serial,
                            sku: s.sku,
                            productVariantId: bySku.get(s.sku),
                            manufacturedOn: s.manufacturedOn,
                            soldOn: s.soldOn,
                            salePlace: s.salePlace,
                            cardCodeHash: hashCardCode(this.options.warranty.warrantyCodeKey, s.serial, s.cardCode),
                            customerId: null,
                            registeredAt: null,
                        }),
                );
            await repo.save(rows, { chunk: 50 });
            return { serials: rows.length };
        });
    }
}
