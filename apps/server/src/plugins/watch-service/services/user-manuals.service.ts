import { MAX_USER_MANUALS_LISTED } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult, LanguageCode } from '@vendure/common/lib/generated-types';
import {
    Asset,
    CollectionService,
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
import { UserManual, UserManualTranslation } from '../entities/user-manual.entity';
import { ServiceCentreChangeEvent } from '../events/service-centre-change-event';

export interface UserManualFilter {
    collection?: string | null;
    model?: string | null;
    calibre?: string | null;
}

export interface UserManualTranslationInput {
    id?: ID;
    languageCode: LanguageCode;
    title: string;
    modelNames?: string[] | null;
}

export interface CreateUserManualInput {
    calibre: string;
    modelCodes?: string[] | null;
    collectionSlugs?: string[] | null;
    languages: string[];
    fileId: ID;
    enabled?: boolean | null;
    position?: number | null;
    translations: UserManualTranslationInput[];
}

export type UpdateUserManualInput = Partial<CreateUserManualInput> & { id: ID };

export interface UserManualFilters {
    calibres: string[];
    collections: Array<{ slug: string; name: string }>;
    models: Array<{ code: string; name: string }>;
}

const CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const CALIBRE = /^[\p{L}\p{N}][\p{L}\p{N} .-]{0,31}$/u;

/** The first field staff gave wrongly, by its input name, or undefined. */
export function userManualFieldProblem(input: Partial<CreateUserManualInput>): string | undefined {
    const codes = (list?: string[] | null) => !!list && (list.length > 100 || list.some((c) => !CODE.test(c)));
    const checks: Array<[string, boolean]> = [
        ['calibre', input.calibre != null && !CALIBRE.test(input.calibre.trim())],
        ['modelCodes', codes(input.modelCodes)],
        ['collectionSlugs', codes(input.collectionSlugs)],
        [
            'languages',
            !!input.languages && (input.languages.length === 0 || input.languages.some((l) => !/^[a-z]{2}$/.test(l))),
        ],
        [
            'translations',
            !!input.translations &&
                (input.translations.length === 0 ||
                    input.translations.some(
                        (t) =>
                            !t.title.trim() ||
                            t.title.length > 160 ||
                            (t.modelNames ?? []).length > 100 ||
                            (t.modelNames ?? []).some((n) => n.length > 120),
                    )),
        ],
    ];
    return checks.find(([, wrong]) => wrong)?.[0];
}

/** User manuals: the shop's enabled ones, filtered, in its language; every one for staff. */
@Injectable()
export class UserManualsService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
        private collections: CollectionService,
        private eventBus: EventBus,
    ) {}

    private translate(ctx: RequestContext, manual: UserManual): Translated<UserManual> {
        return this.translator.translate(manual, ctx);
    }

    private async allEnabled(ctx: RequestContext): Promise<Array<Translated<UserManual>>> {
        const manuals = await this.connection.getRepository(ctx, UserManual).find({
            where: { enabled: true },
            relations: ['file'],
            order: { position: 'ASC', id: 'ASC' },
            take: MAX_USER_MANUALS_LISTED,
        });
        return manuals.filter((m) => m.file).map((m) => this.translate(ctx, m));
    }

    /** The enabled manuals with a file, those matching every filter given. */
    async enabled(ctx: RequestContext, filter: UserManualFilter = {}): Promise<Array<Translated<UserManual>>> {
        return (await this.allEnabled(ctx)).filter(
            (m) =>
                (!filter.collection || m.collectionSlugs.includes(filter.collection)) &&
                (!filter.model || m.modelCodes.includes(filter.model)) &&
                (!filter.calibre || m.calibre === filter.calibre),
        );
    }

    /** What the shop's manual filter offers: the calibres, collections and models of the enabled manuals. */
    async filters(ctx: RequestContext): Promise<UserManualFilters> {
        const manuals = await this.allEnabled(ctx);
        const calibres = [...new Set(manuals.map((m) => m.calibre))].sort();
        const models = new Map<string, string>();
        for (const m of manuals) m.modelCodes.forEach((code, i) => models.set(code, m.modelNames[i] ?? code));
        const slugs = [...new Set(manuals.flatMap((m) => m.collectionSlugs))];
        const collections = await Promise.all(
            slugs.map(async (slug) => ({
                slug,
                name: (await this.collections.findOneBySlug(ctx, slug))?.name ?? slug,
            })),
        );
        return {
            calibres,
            collections: collections.sort((a, b) => a.name.localeCompare(b.name, ctx.languageCode)),
            models: [...models.entries()]
                .map(([code, name]) => ({ code, name }))
                .sort((a, b) => a.name.localeCompare(b.name, ctx.languageCode)),
        };
    }

    /** Every manual, for staff: paginated, filtered and sorted as Vendure's list options say. */
    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<UserManual>,
    ): Promise<PaginatedList<Translated<UserManual>>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(UserManual, options, { ctx, relations: ['file'] })
            .getManyAndCount();
        return { items: items.map((m) => this.translate(ctx, m)), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<Translated<UserManual> | null> {
        const manual = await this.connection
            .getRepository(ctx, UserManual)
            .findOne({ where: { id }, relations: ['file'] });
        return manual ? this.translate(ctx, manual) : null;
    }

    /** A new manual; INVALID_SERVICE_CENTRE_INPUT, with the field, when it cannot be. */
    async create(ctx: RequestContext, input: CreateUserManualInput): Promise<Translated<UserManual>> {
        await this.check(ctx, input);
        const manual = await this.translatableSaver.create({
            ctx,
            input: { ...this.fields(input), translations: this.translationsOf(input.translations) },
            entityType: UserManual,
            translationType: UserManualTranslation,
            beforeSave: (m) => {
                m.modelCodes ??= [];
                m.collectionSlugs ??= [];
            },
        });
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'manual', 'created', manual.id));
        return (await this.findOne(ctx, manual.id))!;
    }

    /** Changes what is given; the translations given replace those of their languages. */
    async update(ctx: RequestContext, input: UpdateUserManualInput): Promise<Translated<UserManual>> {
        const existing = await this.connection.getRepository(ctx, UserManual).findOne({ where: { id: input.id } });
        if (!existing) throw new ShopFailureError('SERVICE_CENTRE_NOT_FOUND', `no manual ${input.id}`, 'id');
        await this.check(ctx, input);
        await this.translatableSaver.update({
            ctx,
            input: {
                id: input.id,
                ...this.fields(input),
                ...(input.translations ? { translations: this.translationsOf(input.translations) } : {}),
            },
            entityType: UserManual,
            translationType: UserManualTranslation,
        });
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'manual', 'updated', input.id));
        return (await this.findOne(ctx, input.id))!;
    }

    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const manual = await this.connection.getRepository(ctx, UserManual).findOne({ where: { id } });
        if (!manual) return { result: DeletionResult.NOT_DELETED, message: `no manual ${id}` };
        await this.connection.getRepository(ctx, UserManual).remove(manual);
        await this.eventBus.publish(new ServiceCentreChangeEvent(ctx, 'manual', 'deleted', id));
        return { result: DeletionResult.DELETED };
    }

    private async check(ctx: RequestContext, input: Partial<CreateUserManualInput>): Promise<void> {
        const field = userManualFieldProblem(input);
        if (field) throw new ShopFailureError('INVALID_SERVICE_CENTRE_INPUT', field, field);
        if (input.fileId != null) {
            const asset = await this.connection.getRepository(ctx, Asset).findOne({ where: { id: input.fileId } });
            if (!asset) throw new ShopFailureError('INVALID_SERVICE_CENTRE_INPUT', 'fileId', 'fileId');
        }
    }

    private fields(input: Partial<CreateUserManualInput>) {
        return {
            ...(input.calibre ? { calibre: input.calibre.trim() } : {}),
            ...(input.modelCodes ? { modelCodes: input.modelCodes } : {}),
            ...(input.collectionSlugs ? { collectionSlugs: input.collectionSlugs } : {}),
            ...(input.languages ? { languages: input.languages.filter((l) => l.length === 2) } : {}),
            ...(input.fileId != null ? { fileId: input.fileId } : {}),
            ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
            ...(typeof input.position === 'number' ? { position: input.position } : {}),
        };
    }

    private translationsOf(translations: UserManualTranslationInput[]) {
        return translations.map((t) => ({ ...t, title: t.title.trim(), modelNames: t.modelNames ?? [] }));
    }
}
