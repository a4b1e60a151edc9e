import {
    CONTENT_PREVIEW_MINUTES,
    contentEntryHref,
    type ContentKind,
    type ContentState,
    type MediaType,
} from '@maison/shared';
import { Inject, Injectable } from '@nestjs/common';
import {
    type ID,
    ListQueryBuilder,
    type ListQueryOptions,
    type PaginatedList,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { CONTENT_PLUGIN_OPTIONS } from '../constants';
import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRevision } from '../entities/content-revision.entity';
import type { ContentPluginOptions, ContentSnapshot } from '../types';
import { checkContentInput, type ContentSnapshotInput } from './content-input';
import { ContentPreviewKey } from './content-preview-key';
import { ContentStoreService } from './content-store.service';
import { signPreviewToken } from './preview-token';

export interface ContentTranslationInput {
    languageCode: string;
    title: string;
    summary?: string | null;
    seoTitle?: string | null;
    seoDescription?: string | null;
    blocks?: unknown;
}

export interface CreateContentEntryInput {
    kind: ContentKind;
    path: string;
    tags?: string[] | null;
    heroAssetId?: ID | null;
    documentVersion?: string | null;
    mediaType?: MediaType | null;
    series?: string | null;
    position?: number | null;
    translations: ContentTranslationInput[];
}

export type UpdateContentEntryInput = Partial<Omit<CreateContentEntryInput, 'kind'>> & { id: ID };

/** An entry as staff edit it: the entry's own fields and its draft's. */
export type AdminContentEntry = Omit<ContentSnapshot, 'heroAssetId'> & {
    id: ID;
    createdAt: Date;
    updatedAt: Date;
    kind: ContentKind;
    state: ContentState;
    livePath: string | null;
    heroAsset: ContentEntry['heroAsset'];
    publishAt: Date | null;
    publishedAt: Date | null;
    hasUnpublishedChanges: boolean;
};

/** A revision as staff compare it. */
export type AdminContentRevision = Omit<ContentSnapshot, 'mediaType' | 'series' | 'position'> & {
    id: ID;
    createdAt: Date;
    authorName: string | null;
    action: string;
    live: boolean;
};

/** Writing drafts (EditContent): create, save, restore, preview; and reading entries in every state. */
@Injectable()
export class ContentEditorService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private store: ContentStoreService,
        private previewKey: ContentPreviewKey,
        @Inject(CONTENT_PLUGIN_OPTIONS) private options: ContentPluginOptions,
    ) {}

    async findAll(
        ctx: RequestContext,
        options?: ListQueryOptions<ContentEntry>,
    ): Promise<PaginatedList<AdminContentEntry>> {
        const [entries, totalItems] = await this.listQueryBuilder
            .build(ContentEntry, options, { ctx, relations: ['heroAsset'] })
            .getManyAndCount();
        return { items: await this.views(ctx, entries), totalItems };
    }

    async findOne(ctx: RequestContext, id: ID): Promise<AdminContentEntry | null> {
        const entry = await this.connection
            .getRepository(ctx, ContentEntry)
            .findOne({ where: { id }, relations: ['heroAsset'] });
        return entry ? (await this.views(ctx, [entry]))[0] : null;
    }

    /** A new draft; INVALID_CONTENT_INPUT naming the field, or CONTENT_PATH_TAKEN. */
    async create(ctx: RequestContext, input: CreateContentEntryInput): Promise<AdminContentEntry> {
        const snapshot = await this.checked(ctx, input.kind, {
            path: input.path,
            tags: input.tags ?? [],
            heroAssetId: input.heroAssetId ?? null,
            documentVersion: input.documentVersion,
            mediaType: input.mediaType,
            series: input.series,
            position: input.position ?? 0,
            translations: input.translations,
        });
        const entries = this.connection.getRepository(ctx, ContentEntry);
        const entry = await entries.save(
            new ContentEntry({
                kind: input.kind,
                state: 'draft',
                path: snapshot.path,
                heroAssetId: snapshot.heroAssetId,
                liveTags: '',
                position: 0,
            }),
        );
        await this.store.record(ctx, entry, 'saved', snapshot);
        await entries.save(entry);
        return (await this.findOne(ctx, entry.id))!;
    }

    /** Saves the draft as a new revision; what the shop shows stays until it is published. */
    async update(ctx: RequestContext, input: UpdateContentEntryInput): Promise<AdminContentEntry> {
        const entry = await this.store.entry(ctx, input.id);
        const draft = (await this.store.draft(ctx, entry)).snapshot;
        const translations = input.translations
            ? [
                  ...draft.translations.filter(
                      (t) => !input.translations!.some((n) => n.languageCode === t.languageCode),
                  ),
                  ...input.translations,
              ]
            : draft.translations;
        const keep = <T>(given: T | null | undefined, kept: T): T =>
            given === undefined || given === null ? kept : given;
        // The fields that may be empty are emptied by an explicit null; left out, they stay.
        const clear = <T>(given: T | null | undefined, kept: T | null): T | null =>
            given === undefined ? kept : given;
        const snapshot = await this.checked(
            ctx,
            entry.kind,
            {
                path: keep(input.path, draft.path),
                tags: keep(input.tags, draft.tags),
                heroAssetId: clear(input.heroAssetId, draft.heroAssetId),
                documentVersion: clear(input.documentVersion, draft.documentVersion),
                mediaType: clear(input.mediaType, draft.mediaType),
                series: clear(input.series, draft.series),
                position: keep(input.position, draft.position),
                translations,
            },
            entry.id,
        );
        await this.save(ctx, entry, snapshot, 'saved');
        return (await this.findOne(ctx, entry.id))!;
    }

    /** Makes an earlier revision the draft again, as a new revision; the shop sees it once published. */
    async restore(ctx: RequestContext, revisionId: ID): Promise<AdminContentEntry> {
        const revision = await this.store.revision(ctx, revisionId);
        if (!revision) throw new ShopFailureError('CONTENT_NOT_FOUND', `no revision ${revisionId}`);
        const entry = await this.store.entry(ctx, revision.entryId);
        // Checked as a save is: a revision kept before a rule tightened, or naming an asset
        // deleted since, is refused by the field that is wrong now.
        const snapshot = await this.checked(ctx, entry.kind, revision.snapshot, entry.id);
        await this.save(ctx, entry, snapshot, 'restored');
        return (await this.findOne(ctx, entry.id))!;
    }

    /** A signed link to the draft on the storefront, working CONTENT_PREVIEW_MINUTES. */
    async preview(ctx: RequestContext, id: ID): Promise<{ url: string; token: string; expiresAt: Date }> {
        const entry = await this.store.entry(ctx, id);
        const expiresAt = new Date(Date.now() + CONTENT_PREVIEW_MINUTES * 60_000);
        const token = signPreviewToken(String(entry.id), expiresAt, this.previewKey.key);
        const url = `${this.options.publicUrl}${contentEntryHref(entry.kind, entry.path)}?preview=${encodeURIComponent(token)}`;
        return { url, token, expiresAt };
    }

    /** An entry's revisions, newest first. */
    async revisions(
        ctx: RequestContext,
        entryId: ID,
        options: { skip?: number | null; take?: number | null } = {},
    ): Promise<PaginatedList<AdminContentRevision>> {
        const entry = await this.connection.getRepository(ctx, ContentEntry).findOne({ where: { id: entryId } });
        const [revisions, totalItems] = await this.connection.getRepository(ctx, ContentRevision).findAndCount({
            where: { entryId },
            order: { createdAt: 'DESC', id: 'DESC' },
            skip: Math.max(0, options.skip ?? 0),
            take: Math.min(100, Math.max(1, options.take ?? 50)),
        });
        return { items: revisions.map((r) => revisionView(r, entry?.liveRevisionId ?? null)), totalItems };
    }

    async revisionById(ctx: RequestContext, id: ID): Promise<AdminContentRevision | null> {
        const revision = await this.store.revision(ctx, id);
        if (!revision) return null;
        const entry = await this.connection
            .getRepository(ctx, ContentEntry)
            .findOne({ where: { id: revision.entryId } });
        return revisionView(revision, entry?.liveRevisionId ?? null);
    }

    private async save(
        ctx: RequestContext,
        entry: ContentEntry,
        snapshot: ContentSnapshot,
        action: 'saved' | 'restored',
    ) {
        entry.path = snapshot.path;
        entry.heroAssetId = snapshot.heroAssetId;
        await this.store.record(ctx, entry, action, snapshot);
        await this.connection.getRepository(ctx, ContentEntry).save(entry);
    }

    private async checked(
        ctx: RequestContext,
        kind: ContentKind,
        input: Omit<ContentSnapshotInput, 'heroAssetId'> & { heroAssetId: ID | null },
        entryId?: ID,
    ): Promise<ContentSnapshot> {
        const check = checkContentInput(kind, {
            ...input,
            heroAssetId: input.heroAssetId === null ? null : String(input.heroAssetId),
        });
        if ('field' in check) throw new ShopFailureError('INVALID_CONTENT_INPUT', check.field, check.field);
        await this.store.checkPathFree(ctx, kind, check.snapshot.path, entryId);
        await this.store.checkAssets(ctx, check.snapshot);
        return check.snapshot;
    }

    private async views(ctx: RequestContext, entries: ContentEntry[]): Promise<AdminContentEntry[]> {
        const ids = entries.flatMap((e) => [e.draftRevisionId, e.liveRevisionId]).filter((id): id is ID => id !== null);
        const revisions = ids.length
            ? await this.connection.getRepository(ctx, ContentRevision).find({ where: { id: In(ids) } })
            : [];
        const byId = new Map(revisions.map((r) => [String(r.id), r.snapshot]));
        return entries.map((entry) => {
            const draft = byId.get(String(entry.draftRevisionId)) ?? emptySnapshot(entry.path);
            const live = entry.liveRevisionId === null ? undefined : byId.get(String(entry.liveRevisionId));
            const { heroAssetId: _hero, ...fields } = draft;
            return {
                ...fields,
                id: entry.id,
                createdAt: entry.createdAt,
                updatedAt: entry.updatedAt,
                kind: entry.kind,
                state: entry.state,
                livePath: entry.state === 'published' ? entry.livePath : null,
                heroAsset: entry.heroAsset ?? null,
                publishAt: entry.publishAt,
                publishedAt: entry.publishedAt,
                hasUnpublishedChanges: !live || JSON.stringify(live) !== JSON.stringify(draft),
            };
        });
    }
}

function emptySnapshot(path: string): ContentSnapshot {
    return {
        path,
        tags: [],
        heroAssetId: null,
        documentVersion: null,
        mediaType: null,
        series: null,
        position: 0,
        translations: [],
    };
}

function revisionView(revision: ContentRevision, liveRevisionId: ID | null): AdminContentRevision {
    const { mediaType: _m, series: _s, position: _p, ...snapshot } = revision.snapshot;
    return {
        ...snapshot,
        id: revision.id,
        createdAt: revision.createdAt,
        authorName: revision.authorName,
        action: revision.action,
        live: liveRevisionId !== null && String(liveRevisionId) === String(revision.id),
    };
}
