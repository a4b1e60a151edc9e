import { type CalendarDayKind, daysBetween, isShopDate, MAX_CALENDAR_RANGE_DAYS } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    EventBus,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { Between, IsNull } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { StoreCalendarDay } from '../entities/store-calendar-day.entity';
import { Store } from '../entities/store.entity';
import { StoreChangeEvent } from '../events/store-change-event';

export interface SetCalendarDayInput {
    date: string;
    kind: CalendarDayKind;
    note?: string | null;
    storeId?: ID | null;
}

/** A calendar day as the shop reads it: the store's slug, or null for every store. */
export interface ShopCalendarDay {
    date: string;
    kind: CalendarDayKind;
    storeSlug: string | null;
}

/** The days China closes or moves, for every store or one, as staff enter them. */
@Injectable()
export class StoreCalendarService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private eventBus: EventBus,
    ) {}

    /**
     * The entries from one date to another, both included: every store's and each enabled
     * store's own, or with a store's slug only those that concern it. INVALID_DATE_RANGE for a
     * date that is not one, an end before the start or more than MAX_CALENDAR_RANGE_DAYS days;
     * STORE_NOT_FOUND for a slug of no enabled store.
     */
    async between(
        ctx: RequestContext,
        from: string,
        to: string,
        storeSlug?: string | null,
    ): Promise<ShopCalendarDay[]> {
        if (!isShopDate(from) || !isShopDate(to)) throw new ShopFailureError('INVALID_DATE_RANGE', 'not a date');
        const days = daysBetween(from, to);
        if (days < 0 || days >= MAX_CALENDAR_RANGE_DAYS) {
            throw new ShopFailureError('INVALID_DATE_RANGE', `${days + 1} days; at most ${MAX_CALENDAR_RANGE_DAYS}`);
        }
        let store: Store | null = null;
        if (storeSlug) {
            store = await this.connection
                .getRepository(ctx, Store)
                .findOne({ where: { slug: storeSlug, enabled: true } });
            if (!store) throw new ShopFailureError('STORE_NOT_FOUND', `no store ${storeSlug}`);
        }
        const entries = await this.connection.getRepository(ctx, StoreCalendarDay).find({
            where: store
                ? [
                      { date: Between(from, to), storeId: IsNull() },
                      { date: Between(from, to), storeId: store.id },
                  ]
                : { date: Between(from, to) },
            relations: ['store'],
            order: { date: 'ASC', id: 'ASC' },
        });
        return entries
            .filter((entry) => !entry.store || entry.store.enabled)
            .map((entry) => ({ date: entry.date, kind: entry.kind, storeSlug: entry.store?.slug ?? null }));
    }

    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<StoreCalendarDay>,
    ): Promise<PaginatedList<StoreCalendarDay>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(StoreCalendarDay, options, { ctx, relations: ['store'] })
            .getManyAndCount();
        return { items, totalItems };
    }

    /**
     * A calendar entry's date and store as staff give them, checked: INVALID_DATE_RANGE for a date
     * that is not one, STORE_NOT_FOUND for a store there is not. Answers the store's id, or null
     * for every store.
     */
    async checkDay(ctx: RequestContext, date: string, storeId?: ID | null): Promise<ID | null> {
        if (!isShopDate(date)) throw new ShopFailureError('INVALID_DATE_RANGE', 'not a date', 'date');
        if (storeId == null) return null;
        if (!(await this.connection.getRepository(ctx, Store).existsBy({ id: storeId }))) {
            throw new ShopFailureError('STORE_NOT_FOUND', `no store ${storeId}`, 'storeId');
        }
        return storeId;
    }

    /** Creates the entry for a date and store (or every store), or replaces the one there is. */
    async set(ctx: RequestContext, input: SetCalendarDayInput): Promise<StoreCalendarDay> {
        const storeId = await this.checkDay(ctx, input.date, input.storeId);
        const repo = this.connection.getRepository(ctx, StoreCalendarDay);
        const existing = await repo.findOne({ where: { date: input.date, storeId: storeId ?? IsNull() } });
        const day = existing ?? new StoreCalendarDay({ date: input.date, storeId });
        day.kind = input.kind;
        day.note = input.note?.trim().slice(0, 200) ?? '';
        const saved = await repo.save(day);
        await this.eventBus.publish(
            new StoreChangeEvent(ctx, 'calendarDay', existing ? 'updated' : 'created', saved.id),
        );
        return (await repo.findOne({ where: { id: saved.id }, relations: ['store'] }))!;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const repo = this.connection.getRepository(ctx, StoreCalendarDay);
        const day = await repo.findOne({ where: { id } });
        if (!day) return { result: DeletionResult.NOT_DELETED, message: `no calendar day ${id}` };
        await repo.remove(day);
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'calendarDay', 'deleted', id));
        return { result: DeletionResult.DELETED };
    }
}
