import { MAX_STORES_LISTED } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult, LanguageCode } from '@vendure/common/lib/generated-types';
import {
    EventBus,
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    PaginatedList,
    RequestContext,
    TranslatableSaver,
    Translated,
    TransactionalConnection,
    TranslatorService,
} from '@vendure/core';

import { ShopFailureError } from '../../failures';
import { StoreService, StoreServiceTranslation } from '../entities/store-service.entity';
import { Store } from '../entities/store.entity';
import { StoreChangeEvent } from '../events/store-change-event';
import { isSlug } from './store-input';

export interface StoreServiceTranslationInput {
    id?: ID;
    languageCode: LanguageCode;
    name: string;
    description?: string | null;
}

export interface CreateStoreServiceInput {
    slug: string;
    position?: number | null;
    translations: StoreServiceTranslationInput[];
}

export type UpdateStoreServiceInput = Partial<CreateStoreServiceInput> & { id: ID };

/** The services stores offer on the spot, and which enabled stores offer each. */
@Injectable()
export class StoreServicesService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private eventBus: EventBus,
    ) {}

    /** Every service in staff's order, in the request's language. */
    async all(ctx: RequestContext): Promise<Array<Translated<StoreService>>> {
        const services = await this.connection
            .getRepository(ctx, StoreService)
            .find({ order: { position: 'ASC', id: 'ASC' }, take: MAX_STORES_LISTED });
        return services.map((service) => this.translator.translate(service, ctx));
    }

    /** The slugs of the enabled stores that offer a service, in staff's order. */
    async storeSlugs(ctx: RequestContext, serviceId: ID): Promise<string[]> {
        const rows = await this.connection
            .getRepository(ctx, Store)
            .createQueryBuilder('store')
            .innerJoin('store.services', 'service', 'service.id = :serviceId', { serviceId })
            .select('store.slug', 'slug')
            .where('store.enabled = :enabled', { enabled: true })
            .orderBy('store.position', 'ASC')
            .addOrderBy('store.id', 'ASC')
            .limit(MAX_STORES_LISTED)
            .getRawMany<{ slug: string }>();
        return rows.map((row) => row.slug);
    }

    /** Every service, for staff: paginated, filtered and sorted as Vendure's list options say. */
    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<StoreService>,
    ): Promise<PaginatedList<Translated<StoreService>>> {
        const [items, totalItems] = await this.listQueryBuilder.build(StoreService, options, { ctx }).getManyAndCount();
        return { items: items.map((service) => this.translator.translate(service, ctx)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Translated<StoreService> | null> {
        const service = await this.connection.getRepository(ctx, StoreService).findOne({ where: { id } });
        return service ? this.translator.translate(service, ctx) : null;
    }

    /** A new service; SLUG_TAKEN or INVALID_STORE_INPUT when it cannot be. */
    async create(ctx: RequestContext, input: CreateStoreServiceInput): Promise<Translated<StoreService>> {
        await this.check(ctx, input);
        const fields = { slug: input.slug, translations: this.translationsOf(input.translations) };
        const service = await this.translatableSaver.create({
            ctx,
            input: fields,
            entityType: StoreService,
            translationType: StoreServiceTranslation,
            beforeSave: (s) => {
                s.position = input.position ?? 0;
            },
        });
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'service', 'created', service.id));
        return (await this.findOne(ctx, service.id))!;
    }

    /** Changes what is given; the translations given replace those of their languages. */
    async update(ctx: RequestContext, input: UpdateStoreServiceInput): Promise<Translated<StoreService>> {
        const existing = await this.connection.getRepository(ctx, StoreService).findOne({ where: { id: input.id } });
        if (!existing) throw new ShopFailureError('INVALID_STORE_INPUT', `no service ${input.id}`, 'id');
        await this.check(ctx, input);
        const { translations, ...fields } = input;
        await this.translatableSaver.update({
            ctx,
            input: {
                id: input.id,
                ...(fields.slug ? { slug: fields.slug } : {}),
                ...(typeof fields.position === 'number' ? { position: fields.position } : {}),
                ...(translations ? { translations: this.translationsOf(translations) } : {}),
            } as UpdateStoreServiceInput & { translations: StoreServiceTranslationInput[] },
            entityType: StoreService,
            translationType: StoreServiceTranslation,
        });
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'service', 'updated', input.id));
        return (await this.findOne(ctx, input.id))!;
    }

    /** Removes a service and its place on every store's list. */
    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const service = await this.connection.getRepository(ctx, StoreService).findOne({ where: { id } });
        if (!service) return { result: DeletionResult.NOT_DELETED, message: `no service ${id}` };
        await this.connection.getRepository(ctx, StoreService).remove(service);
        await this.eventBus.publish(new StoreChangeEvent(ctx, 'service', 'deleted', id));
        return { result: DeletionResult.DELETED };
    }

    private async check(ctx: RequestContext, input: Partial<CreateStoreServiceInput> & { id?: ID }): Promise<void> {
        if (input.slug !== undefined && input.slug !== null && !isSlug(input.slug)) {
            throw new ShopFailureError('INVALID_STORE_INPUT', 'slug', 'slug');
        }
        if (input.translations?.some((t) => !t.name.trim())) {
            throw new ShopFailureError('INVALID_STORE_INPUT', 'translations', 'translations');
        }
        if (input.slug) {
            const other = await this.connection
                .getRepository(ctx, StoreService)
                .findOne({ where: { slug: input.slug } });
            if (other && other.id !== input.id) throw new ShopFailureError('SLUG_TAKEN', 'slug', 'slug');
        }
    }

    private translationsOf(translations: StoreServiceTranslationInput[]) {
        return translations.map((t) => ({ ...t, description: t.description ?? '' }));
    }
}
