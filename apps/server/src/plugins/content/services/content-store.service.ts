import type { ContentKind } from '@maison/shared';
import { PATH_CONTENT_KINDS } from '@maison/shared';
import { Injectable } from '@nestjs/common';
import { Administrator, Asset, type ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { In, Not } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRedirect } from '../entities/content-redirect.entity';
import { ContentRevision } from '../entities/content-revision.entity';
import type { ContentSnapshot, RevisionAction } from '../types';
import { blockAssetIds } from './content-text';

/**
 * What the editing and publishing services share: finding an entry, keeping a revision with its
 * author, and the checks of a path and of the assets a snapshot names.
 */
@Injectable()
export class ContentStoreService {
    constructor(private connection: TransactionalConnection) {}

    /** The entry, or CONTENT_NOT_FOUND. */
    async entry(ctx: RequestContext, id: ID): Promise<ContentEntry> {
        const entry = await this.connection.getRepository(ctx, ContentEntry).findOne({ where: { id } });
        if (!entry) throw new ShopFailureError('CONTENT_NOT_FOUND', `no content entry ${id}`);
        return entry;
    }

    async revision(ctx: RequestContext, id: ID | null): Promise<ContentRevision | null> {
        if (id === null) return null;
        return this.connection.getRepository(ctx, ContentRevision).findOne({ where: { id } });
    }

    /** The entry's draft: its newest revision. */
    async draft(ctx: RequestContext, entry: ContentEntry): Promise<ContentRevision> {
        const draft = await this.revision(ctx, entry.draftRevisionId);
        if (!draft) throw new ShopFailureError('CONTENT_NOT_FOUND', `entry ${entry.id} has no draft`);
        return draft;
    }

    /**
     * Keeps `snapshot` as a revision of the entry, which becomes its draft unless `asDraft` is
     * false (a scheduled publication, which must not put back a draft saved since).
     */
    async record(
        ctx: RequestContext,
        entry: ContentEntry,
        action: RevisionAction,
        snapshot: ContentSnapshot,
        { asDraft = true }: { asDraft?: boolean } = {},
    ): Promise<ContentRevision> {
        const author = await this.author(ctx);
        const revision = await this.connection.getRepository(ctx, ContentRevision).save(
            new ContentRevision({
                entryId: entry.id,
                action,
                authorId: author?.id ?? null,
                authorName: author?.name ?? null,
                snapshot,
            }),
        );
        if (asDraft) entry.draftRevisionId = revision.id;
        return revision;
    }

    /**
     * Refuses a path another entry holds: as its draft's path, as the path the shop answers it
     * at (or last did), as the path a schedule will publish it at, or as a redirect to it. Storefront paths are one space for pages, legal texts and
     * campaigns; slugs are per kind.
     */
    async checkPathFree(ctx: RequestContext, kind: ContentKind, path: string, entryId?: ID): Promise<void> {
        const kinds = PATH_CONTENT_KINDS.includes(kind) ? [...PATH_CONTENT_KINDS] : [kind];
        const others = entryId === undefined ? {} : { id: Not(entryId) };
        const entries = this.connection.getRepository(ctx, ContentEntry);
        const taken =
            (await entries.existsBy({ kind: In(kinds), path, ...others })) ||
            (await entries.existsBy({ kind: In(kinds), livePath: path, ...others })) ||
            (await entries.existsBy({ kind: In(kinds), scheduledPath: path, ...others })) ||
            (await this.connection.getRepository(ctx, ContentRedirect).existsBy({
                kind: In(kinds),
                fromPath: path,
                ...(entryId === undefined ? {} : { entryId: Not(entryId) }),
            }));
        if (taken) throw new ShopFailureError('CONTENT_PATH_TAKEN', path, 'path');
    }

    /** Refuses a snapshot naming an asset that does not exist, naming the field that does. */
    async checkAssets(ctx: RequestContext, snapshot: ContentSnapshot): Promise<void> {
        const wanted = new Set<string>(snapshot.heroAssetId ? [snapshot.heroAssetId] : []);
        for (const t of snapshot.translations)
            for (const b of t.blocks) for (const id of blockAssetIds(b)) wanted.add(id);
        if (wanted.size === 0) return;
        const found = await this.connection
            .getRepository(ctx, Asset)
            .find({ where: { id: In([...wanted]) }, select: { id: true } });
        const present = new Set(found.map((a) => String(a.id)));
        if (snapshot.heroAssetId && !present.has(snapshot.heroAssetId))
            throw new ShopFailureError('INVALID_CONTENT_INPUT', 'heroAssetId', 'heroAssetId');
        snapshot.translations.forEach((t, i) =>
            t.blocks.forEach((b, j) => {
                if (blockAssetIds(b).some((id) => !present.has(id))) {
                    const field = `translations.${i}.blocks.${j}`;
                    throw new ShopFailureError('INVALID_CONTENT_INPUT', field, field);
                }
            }),
        );
    }

    private async author(ctx: RequestContext): Promise<{ id: ID; name: string } | undefined> {
        if (!ctx.activeUserId) return undefined;
        const admin = await this.connection
            .getRepository(ctx, Administrator)
            .findOne({ where: { user: { id: ctx.activeUserId } } });
        if (!admin) return undefined;
        return { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim().slice(0, 120) };
    }
}
