import { MAX_STORES_LISTED, type StoreType } from '@maison/shared';
import { DeletionResponse, DeletionResult, LanguageCode } from '@vendure/common/lib/generated-types';
import { Injectable } from '@nestjs/common';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    EventBus,
    RequestContext,
    Translated,
    TranslatableSaver,
    TransactionalConnection,
    TranslatorService,
} from '@vendure/core';
import { In } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { StoreService } from '../entities/store-service.entity';
import { StoreTranslation } from '../entities/store-translation.entity';
import { Store } from '../entities/store.entity';
import { StoreChangeEvent } from '../events/store-change-event';
import { type DayHours, storeFieldProblem, weeklyHoursFromList } from './store-input';

export interface StoreTranslationInput {
    id?: ID;
    languageCode: LanguageCode;
    name: string;
    addressLine: string;
    description?: string | null;
    provinceName: string;
    cityName: string;
    districtName?: string | null;
}

export interface CreateStoreInput {
    slug: string;
    type: StoreType;
    provinceCode: string;
    cityCode: string;
    latitude: number;
    longitude: number;
    phone: string;
    email?: string | null;
    openingHours: DayHours[];
    serviceIds?: ID[] | null;
    featuredAssetId?: ID | null;
    takesAppointments?: boolean | null;
    slotMinutes?: number | null;
    slotCapacity?: number | null;
    enabled?: boolean | null;
    position?: number | null;
    translations: StoreTranslationInput[];
}

export type UpdateStoreInput = Partial<CreateStoreInput> & { id: ID };

export interface StoreCity {
    code: string;
    name: string;
    provinceCode: string;
    provinceName: string;
    storeCount: number;
}

/** Only what is given; GraphQL's nulls for fields left out become "unchanged". */
function given<T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
    return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<{
        [K in keyof T]: NonNullable<T[K]>;
    }>;
}

/** Boutiques and retailers: the shop's enabled ones in its language, and every one for staff. */
@Injectable()
export class StoresService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private eventBus: EventBus,
    ) {}

    private translate(ctx: RequestContext, store: Store): Translated<Store> {
        return this.translator.translate(store, ctx, ['services']);
    }

    /** Enabled stores in staff's order, filtered by city code and type, at most MAX_STORES_LISTED. */
    async enabled(ctx: RequestContext, filter: { cityCode?: string | null; type?: StoreType | null } = {}) {
        const stores = await this.connection.getRepository(ctx, Store).find({
            where: { enabled: true, ...given(filter) },
            relations: ['services', 'featuredAsset'],
            order: { position: 'ASC', id: 'ASC' },
            take: MAX_STORES_LISTED,
        });
        return stores.map((store) => this.translate(ctx, store));
    }

    /** An enabled store by slug, or null: a disabled store is as unknown to the shop. */
    async enabledBySlug(ctx: RequestContext, slug: string): Promise<Translated<Store> | null> {
        const store = await this.connection.getRepository(ctx, Store).findOne({
            where: { slug, enabled: true },
            relations: ['services', 'featuredAsset'],
        });
        return store ? this.translate(ctx, store) : null;
    }

    /** The cities with enabled stores, by their number of stores, named in the request's language. */
    async cities(ctx: RequestContext): Promise<StoreCity[]> {
        const cities = new Map<string, StoreCity>();
        for (const store of await this.enabled(ctx)) {
            const city = cities.get(store.cityCode);
            if (city) city.storeCount++;
            else {
                cities.set(store.cityCode, {
                    code: store.cityCode,
                    name: store.cityName,
                    provinceCode: store.provinceCode,
                    provinceName: store.provinceName,
                    storeCount: 1,
                });
            }
        }
        return [...cities.values()].sort((a, b) => b.storeCount - a.storeCount || a.code.localeCompare(b.code));
    }

    /** Every store, for staff: paginated, filtered and sorted as Vendure's list options say. */
    async findAll(ctx: RequestContext, options?: ListQueryOptions<Store>): Promise<PaginatedList<Translated<Store>>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(Store, options, { ctx, relations: ['services', 'featuredAsset'] })
            .getManyAndCount();
        return { items: items.map((store) => this.translate(ctx, store)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Translated<Store> | null> {
        const store = await this.connection
            .getRepository(ctx, Store)
            .findOne({ where: { id }, relations: ['services', 'featuredAsset'] });
        return store ? this.translate(ctx, store) : null;
    }

    /** A new store; SLUG_TAKEN or INVALID_STORE_INPUT (with the field) when it cannot be. */
    async create(ctx: RequestContext, input: CreateStoreInput): Promise<Translated<Store>> {
        const { openingHours, serviceIds, ...fields } = input;
        await this.check(ctx, input);
        const hours = this.hoursOf(openingHours);
        const store = await this.translatableSaver.create({
            ctx,
            input: { ...given(fields), translations: this.translationsOf(input.translations) },
            entityType: Store,
            translationType: StoreTranslation,
            beforeSave: async (s) => {
                s.openingHours = hours;
                s.services = await this.servicesOf(ctx, serviceIds ?? []);
            },
        });
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'store', 'created', store.id));
        return (await this.findOne(ctx, store.id))!;
    }

    /** Changes what is given; the translations given replace those of their languages. */
    async update(ctx: RequestContext, input: UpdateStoreInput): Promise<Translated<Store>> {
        const existing = await this.connection.getRepository(ctx, Store).findOne({ where: { id: input.id } });
        if (!existing) throw new ShopFailureError('STORE_NOT_FOUND', `no store ${input.id}`);
        const { openingHours, serviceIds, translations, ...fields } = input;
        await this.check(ctx, input);
        const hours = openingHours ? this.hoursOf(openingHours) : undefined;
        await this.translatableSaver.update({
            ctx,
            input: {
                ...given(fields),
                ...(translations ? { translations: this.translationsOf(translations) } : {}),
            } as UpdateStoreInput & { translations: StoreTranslationInput[] },
            entityType: Store,
            translationType: StoreTranslation,
            beforeSave: async (s) => {
                if (hours) s.openingHours = hours;
                if (serviceIds) s.services = await this.servicesOf(ctx, serviceIds);
            },
        });
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'store', 'updated', input.id));
        return (await this.findOne(ctx, input.id))!;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const store = await this.connection.getRepository(ctx, Store).findOne({ where: { id } });
        if (!store) return { result: DeletionResult.NOT_DELETED, message: `no store ${id}` };
        await this.connection.getRepository(ctx, Store).remove(store);
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'store', 'deleted', id));
        return { result: DeletionResult.DELETED };
    }

    /** Refuses a wrong field (INVALID_STORE_INPUT naming it) or another store's slug (SLUG_TAKEN). */
    private async check(ctx: RequestContext, input: Partial<CreateStoreInput> & { id?: ID }): Promise<void> {
        const field = storeFieldProblem(given(input));
        if (field) throw new ShopFailureError('INVALID_STORE_INPUT', field, field);
        if (input.slug) {
            const other = await this.connection.getRepository(ctx, Store).findOne({ where: { slug: input.slug } });
            if (other && other.id !== input.id) throw new ShopFailureError('SLUG_TAKEN', 'slug', 'slug');
        }
    }

    private hoursOf(days: DayHours[]) {
        const hours = weeklyHoursFromList(days);
        if (!hours) throw new ShopFailureError('INVALID_STORE_INPUT', 'openingHours', 'openingHours');
        return hours;
    }

    private translationsOf(translations: StoreTranslationInput[]) {
        return translations.map((t) => ({
            ...t,
            description: t.description ?? '',
            districtName: t.districtName ?? '',
        }));
    }

    private async servicesOf(ctx: RequestContext, ids: ID[]): Promise<StoreService[]> {
        if (!ids.length) return [];
        const services = await this.connection.getRepository(ctx, StoreService).findBy({ id: In(ids) });
        if (services.length !== new Set(ids.map(String)).size) {
            throw new ShopFailureError('INVALID_STORE_INPUT', 'serviceIds', 'serviceIds');
        }
        return services;
    }
}
