import {
    HOME_SERVICE_COUNTRY,
    MAX_SERVICE_CENTRES_LISTED,
    orderServiceCountries,
    SERVICE_RECEPTION_STORE_SERVICE,
    serviceCountryCode,
    type ServiceCentreKind,
} from '@maison/shared';
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
import { Not } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { StoresService } from '../../stores/services/stores.service';
import { ServiceCentre, ServiceCentreTranslation } from '../entities/service-centre.entity';
import { ServiceCentreChangeEvent } from '../events/service-centre-change-event';
import { countryName, serviceCentreFieldProblem } from './service-centre-input';

export interface ServiceCentreTranslationInput {
    id?: ID;
    languageCode: LanguageCode;
    name: string;
    city: string;
    addressLine: string;
    hours?: string | null;
}

export interface CreateServiceCentreInput {
    countryCode: string;
    kind: ServiceCentreKind;
    phone: string;
    email?: string | null;
    enabled?: boolean | null;
    position?: number | null;
    translations: ServiceCentreTranslationInput[];
}

export type UpdateServiceCentreInput = Partial<CreateServiceCentreInput> & { id: ID };

export interface ServiceCountry {
    code: string;
    name: string;
    centreCount: number;
}

/** Service centres: the shop's enabled ones by country in its language, and every one for staff. */
@Injectable()
export class ServiceCentresService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private stores: StoresService,
        private eventBus: EventBus,
    ) {}

    /** The countries with enabled centres, China first, then by name in the request's language. */
    async countries(ctx: RequestContext): Promise<ServiceCountry[]> {
        const rows = await this.connection
            .getRepository(ctx, ServiceCentre)
            .createQueryBuilder('centre')
            .select('centre.countryCode', 'code')
            .addSelect('COUNT(*)', 'count')
            .where('centre.enabled = :enabled', { enabled: true })
            .groupBy('centre.countryCode')
            .getRawMany<{ code: string; count: string | number }>();
        const countries = rows.map((row) => ({
            code: row.code,
            name: countryName(row.code, ctx.languageCode),
            centreCount: Number(row.count),
        }));
        return orderServiceCountries(countries, ctx.languageCode);
    }

    /** A country's enabled centres in staff's order; none for a code that is not one. */
    async enabledInCountry(ctx: RequestContext, code: string): Promise<Array<Translated<ServiceCentre>>> {
        const countryCode = serviceCountryCode(code);
        if (!countryCode) return [];
        const centres = await this.connection.getRepository(ctx, ServiceCentre).find({
            where: { enabled: true, countryCode },
            order: { position: 'ASC', id: 'ASC' },
            take: MAX_SERVICE_CENTRES_LISTED,
        });
        return centres.map((centre) => this.translator.translate(centre, ctx));
    }

    /** The enabled centres outside China, where the international warranty is honoured, by country. */
    async abroad(ctx: RequestContext): Promise<Array<Translated<ServiceCentre>>> {
        const centres = await this.connection.getRepository(ctx, ServiceCentre).find({
            where: { enabled: true, countryCode: Not(HOME_SERVICE_COUNTRY) },
            order: { position: 'ASC', id: 'ASC' },
            take: MAX_SERVICE_CENTRES_LISTED,
        });
        const order = (await this.countries(ctx)).map((c) => c.code);
        return centres
            .map((centre) => this.translator.translate(centre, ctx))
            .sort((a, b) => order.indexOf(a.countryCode) - order.indexOf(b.countryCode));
    }

    /** The enabled boutiques that take in watches for service (the stores plugin's reception service). */
    async receptionStores(ctx: RequestContext) {
        const stores = await this.stores.enabled(ctx);
        return stores.filter((store) =>
            store.services.some((service) => service.slug === SERVICE_RECEPTION_STORE_SERVICE),
        );
    }

    /** Every centre, for staff: paginated, filtered and sorted as Vendure's list options say. */
    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<ServiceCentre>,
    ): Promise<PaginatedList<Translated<ServiceCentre>>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(ServiceCentre, options, { ctx })
            .getManyAndCount();
        return { items: items.map((centre) => this.translator.translate(centre, ctx)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Translated<ServiceCentre> | null> {
        const centre = await this.connection.getRepository(ctx, ServiceCentre).findOne({ where: { id } });
        return centre ? this.translator.translate(centre, ctx) : null;
    }

    /** A new centre; INVALID_SERVICE_CENTRE_INPUT, with the field, when it cannot be. */
    async create(ctx: RequestContext, input: CreateServiceCentreInput): Promise<Translated<ServiceCentre>> {
        this.check(input);
        const centre = await this.translatableSaver.create({
            ctx,
            input: { ...this.fields(input), translations: this.translationsOf(input.translations) },
            entityType: ServiceCentre,
            translationType: ServiceCentreTranslation,
        });
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'centre', 'created', centre.id));
        return (await this.findOne(ctx, centre.id))!;
    }

    /** Changes what is given; the translations given replace those of their languages. */
    async update(ctx: RequestContext, input: UpdateServiceCentreInput): Promise<Translated<ServiceCentre>> {
        const existing = await this.connection.getRepository(ctx, ServiceCentre).findOne({ where: { id: input.id } });
        if (!existing) throw new ShopFailureError('SERVICE_CENTRE_NOT_FOUND', `no centre ${input.id}`, 'id');
        this.check(input);
        await this.translatableSaver.update({
            ctx,
            input: {
                id: input.id,
                ...this.fields(input),
                ...(input.translations ? { translations: this.translationsOf(input.translations) } : {}),
            },
            entityType: ServiceCentre,
            translationType: ServiceCentreTranslation,
        });
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'centre', 'updated', input.id));
        return (await this.findOne(ctx, input.id))!;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const centre = await this.connection.getRepository(ctx, ServiceCentre).findOne({ where: { id } });
        if (!centre) return { result: DeletionResult.NOT_DELETED, message: `no centre ${id}` };
        await this.connection.getRepository(ctx, ServiceCentre).remove(centre);
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'centre', 'deleted', id));
        return { result: DeletionResult.DELETED };
    }

    private check(input: Partial<CreateServiceCentreInput>): void {
        const field = serviceCentreFieldProblem(input);
        if (field) throw new ShopFailureError('INVALID_SERVICE_CENTRE_INPUT', field, field);
    }

    /** The scalar fields given, the country in its one stored form; null means "leave as it is". */
    private fields(input: Partial<CreateServiceCentreInput>) {
        return {
            ...(input.countryCode ? { countryCode: serviceCountryCode(input.countryCode)! } : {}),
            ...(input.kind ? { kind: input.kind } : {}),
            ...(input.phone ? { phone: input.phone.trim() } : {}),
            ...(typeof input.email === 'string' ? { email: input.email.trim() } : {}),
            ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
            ...(typeof input.position === 'number' ? { position: input.position } : {}),
        };
    }

    private translationsOf(translations: ServiceCentreTranslationInput[]) {
        return translations.map((t) => ({
            ...t,
            name: t.name.trim(),
            city: t.city.trim(),
            addressLine: t.addressLine.trim(),
            hours: (t.hours ?? '').trim(),
        }));
    }
}
