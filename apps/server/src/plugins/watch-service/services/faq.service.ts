import {
    FAQ_ENTRIES_MAX,
    FAQ_QUERY_MAX_LENGTH,
    FAQ_TOPICS,
    faqEntryProblem,
    faqMatches,
    faqSearchWords,
    type FaqTopic,
} from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult, LanguageCode } from '@vendure/common/lib/generated-types';
import {
    ID,
    RequestContext,
    TranslatableSaver,
    Translated,
    TransactionalConnection,
    TranslatorService,
} from '@vendure/core';

import { ShopFailureError } from '../../failures';
import { FaqEntry, FaqEntryTranslation } from '../entities/faq-entry.entity';

export interface FaqEntryTranslationInput {
    id?: ID;
    languageCode: LanguageCode;
    question: string;
    answer: string;
}

export interface CreateFaqEntryInput {
    topic: FaqTopic;
    position?: number | null;
    enabled?: boolean | null;
    translations: FaqEntryTranslationInput[];
}

export type UpdateFaqEntryInput = Partial<CreateFaqEntryInput> & { id: ID };

/** The FAQ a page shows: its topics in order, each with the entries that answer the search. */
export interface ServiceFaq {
    __typename: 'ServiceFaq';
    query: string | null;
    totalMatches: number;
    topics: Array<{ topic: FaqTopic; entries: Array<Translated<FaqEntry>> }>;
}

/** The service FAQ, kept by staff in zh, en and de, and its search. */
@Injectable()
export class FaqService {
    constructor(
        private connection: TransactionalConnection,
        private translatableSaver: TranslatableSaver,
        private translator: TranslatorService,
    ) {}

    /**
     * The shown entries by topic in the request's language, only those holding every word of
     * `query` when one is given. The FAQ is bounded, so the search reads it once and matches
     * here: the same on SQLite and PostgreSQL, and a two-character Chinese word is found.
     */
    async shown(ctx: RequestContext, query?: string | null): Promise<ServiceFaq> {
        if ((query ?? '').length > FAQ_QUERY_MAX_LENGTH) {
            throw new ShopFailureError('INVALID_SERVICE_INPUT', 'query too long', 'q');
        }
        const words = faqSearchWords(query);
        const entries = (await this.list(ctx, true)).filter((entry) => faqMatches(entry, words));
        return {
            __typename: 'ServiceFaq',
            query: words.length ? (query ?? '').trim() : null,
            totalMatches: entries.length,
            topics: FAQ_TOPICS.map((topic) => ({ topic, entries: entries.filter((e) => e.topic === topic) })).filter(
                (group) => group.entries.length > 0,
            ),
        };
    }

    /** Every entry, for staff, hidden ones too, in topic and position order. */
    async all(ctx: RequestContext): Promise<Array<Translated<FaqEntry>>> {
        return this.list(ctx, false);
    }

    /** One entry, for staff. */
    async findOne(ctx: RequestContext, id: ID): Promise<Translated<FaqEntry> | null> {
        const entry = await this.connection.getRepository(ctx, FaqEntry).findOneBy({ id });
        return entry ? this.translator.translate(entry, ctx) : null;
    }

    /** Adds an entry. */
    async create(ctx: RequestContext, input: CreateFaqEntryInput): Promise<Translated<FaqEntry>> {
        this.check(input.topic, input.translations);
        if ((await this.connection.getRepository(ctx, FaqEntry).count()) >= FAQ_ENTRIES_MAX) {
            throw new ShopFailureError('INVALID_SERVICE_INPUT', 'too many entries', 'topic');
        }
        const fields = { topic: input.topic, translations: input.translations };
        const entry = await this.translatableSaver.create({
            ctx,
            input: fields,
            entityType: FaqEntry,
            translationType: FaqEntryTranslation,
            beforeSave: (e) => {
                e.position = input.position ?? 0;
                e.enabled = input.enabled ?? true;
            },
        });
        return (await this.findOne(ctx, entry.id))!;
    }

    /** Changes an entry; the languages left out keep their text. */
    async update(ctx: RequestContext, input: UpdateFaqEntryInput): Promise<Translated<FaqEntry>> {
        const existing = await this.connection.getRepository(ctx, FaqEntry).findOneBy({ id: input.id });
        if (!existing) throw new ShopFailureError('SERVICE_INFO_NOT_FOUND', `no entry ${input.id}`);
        this.check(input.topic ?? existing.topic, input.translations ?? []);
        await this.translatableSaver.update({
            ctx,
            input: {
                id: input.id,
                ...(input.topic ? { topic: input.topic } : {}),
                ...(typeof input.position === 'number' ? { position: input.position } : {}),
                ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
                ...(input.translations ? { translations: input.translations } : {}),
            } as UpdateFaqEntryInput & { translations: FaqEntryTranslationInput[] },
            entityType: FaqEntry,
            translationType: FaqEntryTranslation,
        });
        return (await this.findOne(ctx, input.id))!;
    }

    /** Removes an entry with its translations. */
    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const repo = this.connection.getRepository(ctx, FaqEntry);
        const entry = await repo.findOneBy({ id });
        if (!entry) return { result: DeletionResult.NOT_DELETED, message: 'SERVICE_INFO_NOT_FOUND' };
        await repo.remove(entry);
        return { result: DeletionResult.DELETED };
    }

    /** Whether the FAQ has any entry: the demo seed fills only an empty one. */
    async isEmpty(ctx: RequestContext): Promise<boolean> {
        return (await this.connection.getRepository(ctx, FaqEntry).count()) === 0;
    }

    private async list(ctx: RequestContext, onlyShown: boolean): Promise<Array<Translated<FaqEntry>>> {
        const entries = await this.connection.getRepository(ctx, FaqEntry).find({
            where: onlyShown ? { enabled: true } : {},
            order: { position: 'ASC', id: 'ASC' },
            take: FAQ_ENTRIES_MAX,
        });
        const rank = (topic: string) => FAQ_TOPICS.indexOf(topic as FaqTopic);
        return entries
            .map((entry) => this.translator.translate(entry, ctx))
            .sort((a, b) => rank(a.topic) - rank(b.topic));
    }

    private check(topic: string, translations: FaqEntryTranslationInput[]): void {
        for (const t of translations.length ? translations : [{ question: 'x', answer: 'x' }]) {
            const field = faqEntryProblem({ topic, question: t.question, answer: t.answer });
            if (field) throw new ShopFailureError('INVALID_SERVICE_INPUT', field, field);
        }
    }
}
