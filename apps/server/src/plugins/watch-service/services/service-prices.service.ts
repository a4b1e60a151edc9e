import {
    normaliseModelQuery,
    pricesForModel,
    SERVICE_COMPLICATION_FACET_CODE,
    SERVICE_MODEL_CANDIDATES_MAX,
    SERVICE_MODEL_QUERY_MAX_LENGTH,
    SERVICE_MOVEMENT_FACET_CODE,
    SERVICE_PRICES_MAX,
    servicePriceProblem,
    sortServicePrices,
    type ServiceOperation,
    type ServicePriceLine,
    type ServicePriceRow,
} from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
import { FacetValue, ID, Product, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { ServicePrice } from '../entities/service-price.entity';

export interface CreateServicePriceInput {
    movement: string;
    complication?: string | null;
    operation: ServiceOperation;
    priceFen: number;
}

export interface UpdateServicePriceInput {
    id: ID;
    priceFen: number;
}

/** A catalogue facet value as a price names it: its code and its name in the request's language. */
export interface ServiceFacetValue {
    code: string;
    name: string;
}

/** A price row as both APIs show it, with the names of its movement and complication. */
export interface ServicePriceView {
    id: ID;
    createdAt: Date;
    updatedAt: Date;
    movement: string;
    movementName: string;
    complication: string | null;
    complicationName: string | null;
    operation: ServiceOperation;
    priceFen: number;
}

/** A watch the picker found. */
export interface ServiceModel {
    productId: ID;
    sku: string;
    name: string;
    slug: string;
    movement: ServiceFacetValue | null;
    complications: ServiceFacetValue[];
}

/** What the service-prices page shows: the watch chosen and its prices, or the watches the text names. */
export interface ServicePricesForModel {
    __typename: 'ServicePricesForModel';
    query: string;
    model: ServiceModel | null;
    prices: Array<ServicePriceLine & { complicationName: string | null }>;
    candidates: ServiceModel[];
}

const PRICE_FACETS = [SERVICE_MOVEMENT_FACET_CODE, SERVICE_COMPLICATION_FACET_CODE];

/** The service desk's price table, kept by staff, and the prices that apply to one watch. */
@Injectable()
export class ServicePricesService {
    constructor(private connection: TransactionalConnection) {}

    /** The whole table, sorted as the catalogue's movement facet lists its values. */
    async all(ctx: RequestContext): Promise<ServicePriceView[]> {
        const rows = await this.connection
            .getRepository(ctx, ServicePrice)
            .find({ order: { id: 'ASC' }, take: SERVICE_PRICES_MAX });
        const names = await this.facetNames(ctx);
        const movementOrder = [...names.movement.keys()];
        return sortServicePrices(rows.map(asRow), movementOrder).map((row) => this.view(row, names));
    }

    /** The prices for the watch a sku or a few words of its name pick; the watches it could mean otherwise. */
    async forModel(ctx: RequestContext, text: string): Promise<ServicePricesForModel> {
        if (text.length > SERVICE_MODEL_QUERY_MAX_LENGTH * 2) {
            throw new ShopFailureError('INVALID_SERVICE_INPUT', 'model too long', 'model');
        }
        const query = normaliseModelQuery(text);
        if (!query) throw new ShopFailureError('INVALID_SERVICE_INPUT', 'model empty', 'model');
        const found = await this.findWatches(ctx, query);
        const names = await this.facetNames(ctx);
        const models = await Promise.all(found.map((hit) => this.model(ctx, hit.productId, hit.sku, names)));
        const answer: ServicePricesForModel = {
            __typename: 'ServicePricesForModel',
            query,
            model: null,
            prices: [],
            candidates: [],
        };
        if (models.length !== 1) return { ...answer, candidates: models.slice(0, SERVICE_MODEL_CANDIDATES_MAX) };
        const model = models[0];
        const rows = (
            await this.connection
                .getRepository(ctx, ServicePrice)
                .find({ where: { movement: model.movement?.code ?? '' }, take: SERVICE_PRICES_MAX })
        ).map(asRow);
        const lines = pricesForModel(rows, {
            movement: model.movement?.code ?? null,
            complications: model.complications.map((c) => c.code),
        });
        return {
            ...answer,
            model,
            prices: lines.map((line) => ({
                ...line,
                complicationName: line.complication
                    ? (names.complication.get(line.complication) ?? line.complication)
                    : null,
            })),
        };
    }

    /** Adds a row to the table; one row per movement, complication and operation. */
    async create(ctx: RequestContext, input: CreateServicePriceInput): Promise<ServicePriceView> {
        const field = servicePriceProblem(input);
        if (field) throw new ShopFailureError('INVALID_SERVICE_INPUT', field, field);
        const complication = input.complication ?? '';
        const repo = this.connection.getRepository(ctx, ServicePrice);
        if (await repo.existsBy({ movement: input.movement, complication, operation: input.operation })) {
            throw new ShopFailureError('SERVICE_PRICE_TAKEN', 'operation', 'operation');
        }
        if ((await repo.count()) >= SERVICE_PRICES_MAX) {
            throw new ShopFailureError('INVALID_SERVICE_INPUT', 'too many rows', 'movement');
        }
        const saved = await repo.save(
            new ServicePrice({
                movement: input.movement,
                complication,
                operation: input.operation,
                priceFen: input.priceFen,
            }),
        );
        return this.view(asRow(saved), await this.facetNames(ctx));
    }

    /** Sets a row's price. */
    async update(ctx: RequestContext, input: UpdateServicePriceInput): Promise<ServicePriceView> {
        const repo = this.connection.getRepository(ctx, ServicePrice);
        const row = await repo.findOneBy({ id: input.id });
        if (!row) throw new ShopFailureError('SERVICE_INFO_NOT_FOUND', `no price ${input.id}`);
        const field = servicePriceProblem({ ...asRow(row), priceFen: input.priceFen });
        if (field) throw new ShopFailureError('INVALID_SERVICE_INPUT', field, field);
        row.priceFen = input.priceFen;
        const saved = await repo.save(row);
        return this.view(asRow(saved), await this.facetNames(ctx));
    }

    /** Removes a row: the operation is no longer priced for that movement or complication. */
    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const repo = this.connection.getRepository(ctx, ServicePrice);
        const row = await repo.findOneBy({ id });
        if (!row) return { result: DeletionResult.NOT_DELETED, message: 'SERVICE_INFO_NOT_FOUND' };
        await repo.remove(row);
        return { result: DeletionResult.DELETED };
    }

    /** Whether the table has any row: the demo seed fills only an empty one. */
    async isEmpty(ctx: RequestContext): Promise<boolean> {
        return (await this.connection.getRepository(ctx, ServicePrice).count()) === 0;
    }

    /**
     * Enabled watches whose sku is the text, or else whose name in the request's language holds
     * it: one more than the page lists, to know the text names too many.
     */
    private async findWatches(ctx: RequestContext, query: string): Promise<Array<{ productId: ID; sku: string }>> {
        const base = () =>
            this.connection
                .getRepository(ctx, Product)
                .createQueryBuilder('product')
                .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
                .innerJoin('product.variants', 'variant', 'variant.deletedAt IS NULL AND variant.enabled = :on', {
                    on: true,
                })
                .select('product.id', 'productId')
                .addSelect('MIN(variant.sku)', 'sku')
                .where('product.deletedAt IS NULL')
                .andWhere('product.enabled = :on', { on: true })
                .andWhere('product.customFields.kind = :kind', { kind: 'watch' })
                .groupBy('product.id')
                .orderBy('product.id', 'ASC')
                .limit(SERVICE_MODEL_CANDIDATES_MAX + 1);
        const bySku = await base()
            .andWhere('UPPER(variant.sku) = :sku', { sku: query.toUpperCase() })
            .getRawMany<{ productId: ID; sku: string }>();
        if (bySku.length) return bySku;
        const escaped = query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
        return base()
            .innerJoin('product.translations', 'tr', 'tr.languageCode = :lang', { lang: ctx.languageCode })
            .andWhere("LOWER(tr.name) LIKE :name ESCAPE '\\'", { name: `%${escaped}%` })
            .getRawMany<{ productId: ID; sku: string }>();
    }

    private async model(ctx: RequestContext, productId: ID, sku: string, names: FacetNames): Promise<ServiceModel> {
        const product = await this.connection.getRepository(ctx, Product).findOne({
            where: { id: productId },
            relations: { translations: true, facetValues: { facet: true } },
        });
        const translation =
            product?.translations.find((t) => t.languageCode === ctx.languageCode) ?? product?.translations[0];
        const values = product?.facetValues ?? [];
        const of = (facet: string) => values.filter((v) => v.facet.code === facet);
        const named = (facet: 'movement' | 'complication', v: FacetValue) => ({
            code: v.code,
            name: names[facet].get(v.code) ?? v.code,
        });
        const movement = of(SERVICE_MOVEMENT_FACET_CODE)[0];
        return {
            productId,
            sku,
            name: translation?.name ?? sku,
            slug: translation?.slug ?? '',
            movement: movement ? named('movement', movement) : null,
            complications: of(SERVICE_COMPLICATION_FACET_CODE).map((v) => named('complication', v)),
        };
    }

    /** The names of the movement and complication facets' values in the request's language, in the facets' order. */
    private async facetNames(ctx: RequestContext): Promise<FacetNames> {
        const values = await this.connection.getRepository(ctx, FacetValue).find({
            where: { facet: { code: In(PRICE_FACETS) } },
            relations: { facet: true, translations: true },
            order: { id: 'ASC' },
            take: SERVICE_PRICES_MAX,
        });
        const names: FacetNames = { movement: new Map(), complication: new Map() };
        for (const value of values) {
            const translation =
                value.translations.find((t) => t.languageCode === ctx.languageCode) ?? value.translations[0];
            const map = value.facet.code === SERVICE_MOVEMENT_FACET_CODE ? names.movement : names.complication;
            map.set(value.code, translation?.name ?? value.code);
        }
        return names;
    }

    private view(
        row: ServicePriceRow & { id: ID; createdAt: Date; updatedAt: Date },
        names: FacetNames,
    ): ServicePriceView {
        return {
            ...row,
            movementName: names.movement.get(row.movement) ?? row.movement,
            complicationName: row.complication ? (names.complication.get(row.complication) ?? row.complication) : null,
        };
    }
}

interface FacetNames {
    movement: Map<string, string>;
    complication: Map<string, string>;
}

function asRow(price: ServicePrice): ServicePriceRow & { id: ID; createdAt: Date; updatedAt: Date } {
    return {
        id: price.id,
        createdAt: price.createdAt,
        updatedAt: price.updatedAt,
        movement: price.movement,
        complication: price.complication === '' ? null : price.complication,
        operation: price.operation,
        priceFen: price.priceFen,
    };
}
