import { DeletionResult, type DeletionResponse } from '@vendure/common/lib/generated-types';
import { Injectable } from '@nestjs/common';
import { EventBus, type ID, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { IsNull, LessThanOrEqual, Not } from 'typeorm';

import { ShopFailureError } from '../../failures';
import { loggerCtx, MAX_SCHEDULED_PER_RUN, TAG_DELIMITER } from '../constants';
import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRedirect } from '../entities/content-redirect.entity';
import type { ContentRevision } from '../entities/content-revision.entity';
import { ContentChangeEvent } from '../events/content-change-event';
import { ContentStoreService } from './content-store.service';

/** Tags as the live column keeps them: `|a|b|`, or '' for none. */
export function liveTagsColumn(tags: readonly string[]): string {
    return tags.length ? `${TAG_DELIMITER}${tags.join(TAG_DELIMITER)}${TAG_DELIMITER}` : '';
}

/**
 * What the shop shows (PublishContent): publishing now or at a time, taking an entry back,
 * archiving and deleting it. Each change the shop can see publishes a ContentChangeEvent in
 * its transaction, which moves the catalogue version on at the commit.
 */
@Injectable()
export class ContentPublishingService {
    constructor(
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private store: ContentStoreService,
    ) {}

    /** Shows the latest draft now; a changed path keeps the old one as a redirect. */
    async publish(ctx: RequestContext, id: ID): Promise<ContentEntry> {
        const entry = await this.store.entry(ctx, id);
        if (entry.state === 'archived') throw new ShopFailureError('CONTENT_STATE_CONFLICT', 'archived');
        const draft = await this.store.draft(ctx, entry);
        await this.store.checkPathFree(ctx, entry.kind, draft.snapshot.path, entry.id);
        const revision = await this.store.record(ctx, entry, 'published', draft.snapshot);
        return this.makeLive(ctx, entry, revision);
    }

    /** Publishes the latest draft at `publishAt`, which must be in the future. */
    async schedule(ctx: RequestContext, id: ID, publishAt: Date): Promise<ContentEntry> {
        const entry = await this.store.entry(ctx, id);
        if (entry.state === 'archived') throw new ShopFailureError('CONTENT_STATE_CONFLICT', 'archived');
        if (!(publishAt.getTime() > Date.now()))
            throw new ShopFailureError('CONTENT_STATE_CONFLICT', 'past', 'publishAt');
        const draft = await this.store.draft(ctx, entry);
        await this.store.checkPathFree(ctx, entry.kind, draft.snapshot.path, entry.id);
        const revision = await this.store.record(ctx, entry, 'scheduled', draft.snapshot);
        entry.scheduledRevisionId = revision.id;
        entry.scheduledPath = draft.snapshot.path;
        entry.publishAt = publishAt;
        // A published entry goes on showing its live revision until the time comes.
        if (entry.state !== 'published') entry.state = 'scheduled';
        return this.connection.getRepository(ctx, ContentEntry).save(entry);
    }

    /** Takes the entry off the shop, back to a draft; a schedule is dropped too. */
    async unpublish(ctx: RequestContext, id: ID): Promise<ContentEntry> {
        const entry = await this.store.entry(ctx, id);
        if (entry.state === 'draft') throw new ShopFailureError('CONTENT_STATE_CONFLICT', 'draft');
        return this.takeDown(ctx, entry, 'draft');
    }

    /** Takes the entry off the shop and out of every list, keeping it with its revisions. */
    async archive(ctx: RequestContext, id: ID): Promise<ContentEntry> {
        const entry = await this.store.entry(ctx, id);
        if (entry.state === 'archived') throw new ShopFailureError('CONTENT_STATE_CONFLICT', 'archived');
        return this.takeDown(ctx, entry, 'archived');
    }

    /** Deletes a draft or an archived entry with its revisions and redirects; a live one must be taken back first. */
    async delete(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const entry = await this.connection.getRepository(ctx, ContentEntry).findOne({ where: { id } });
        if (!entry) return { result: DeletionResult.NOT_DELETED, message: 'CONTENT_NOT_FOUND' };
        if (entry.state !== 'draft' && entry.state !== 'archived')
            return { result: DeletionResult.NOT_DELETED, message: 'CONTENT_STATE_CONFLICT' };
        await this.connection.getRepository(ctx, ContentEntry).remove(entry);
        await this.eventBus.publish(new ContentChangeEvent(ctx, 'deleted', id));
        return { result: DeletionResult.DELETED };
    }

    /**
     * Publishes the scheduled revisions whose time has come; how many. Run by the scheduled task
     * every minute. Each entry in its own transaction, a failure logged and the entry left
     * scheduled, so one that cannot be published (its path taken meanwhile) holds up no other.
     */
    async publishDue(ctx: RequestContext, now: Date = new Date()): Promise<number> {
        const due = await this.connection.getRepository(ctx, ContentEntry).find({
            where: { scheduledRevisionId: Not(IsNull()), publishAt: LessThanOrEqual(now) },
            order: { publishAt: 'ASC' },
            take: MAX_SCHEDULED_PER_RUN,
            select: { id: true },
        });
        let published = 0;
        for (const { id } of due) {
            try {
                if (await this.connection.withTransaction(ctx, (tx) => this.publishScheduled(tx, id, now))) published++;
            } catch (err) {
                const reason = err instanceof ShopFailureError ? `${err.failureCode} ${err.message}` : String(err);
                Logger.error(`scheduled content entry ${String(id)} not published: ${reason}`, loggerCtx);
            }
        }
        return published;
    }

    /**
     * Publishes the entry's scheduled revision, unless a publisher took the schedule back or
     * archived the entry since it was found: the schedule is claimed by a conditional update, so
     * a concurrent unpublish or archive is never overwritten. The publication is kept as a
     * revision of the server's; staff's draft stays the newest one they saved.
     */
    private async publishScheduled(ctx: RequestContext, id: ID, now: Date): Promise<boolean> {
        const entries = this.connection.getRepository(ctx, ContentEntry);
        const entry = await this.store.entry(ctx, id);
        const scheduled = await this.store.revision(ctx, entry.scheduledRevisionId);
        if (!scheduled || entry.state === 'archived' || !entry.publishAt || entry.publishAt > now) return false;
        const claimed = await entries.update(
            { id, scheduledRevisionId: scheduled.id, state: Not('archived') },
            { scheduledRevisionId: null, scheduledPath: null },
        );
        if (claimed.affected !== 1) return false;
        await this.store.checkPathFree(ctx, entry.kind, scheduled.snapshot.path, entry.id);
        const revision = await this.store.record(ctx, entry, 'published', scheduled.snapshot, { asDraft: false });
        await this.makeLive(ctx, entry, revision);
        return true;
    }

    private async makeLive(ctx: RequestContext, entry: ContentEntry, revision: ContentRevision): Promise<ContentEntry> {
        const { snapshot } = revision;
        const redirects = this.connection.getRepository(ctx, ContentRedirect);
        // entry.livePath is where the shop last showed the entry, live now or taken back since.
        // The entry answers at its path again: a redirect from it to the entry goes.
        await redirects.delete({ kind: entry.kind, fromPath: snapshot.path, entryId: entry.id });
        if (entry.livePath && entry.livePath !== snapshot.path) {
            const existing = await redirects.findOne({ where: { kind: entry.kind, fromPath: entry.livePath } });
            if (existing) await redirects.save({ ...existing, entryId: entry.id });
            else
                await redirects.save(
                    new ContentRedirect({ kind: entry.kind, fromPath: entry.livePath, entryId: entry.id }),
                );
        }
        const now = new Date();
        Object.assign(entry, {
            state: 'published',
            livePath: snapshot.path,
            liveTags: liveTagsColumn(snapshot.tags),
            series: snapshot.series,
            position: snapshot.position,
            mediaType: snapshot.mediaType,
            // The date an article bears: its first publication, at the time it was scheduled for.
            publishedAt: entry.publishedAt ?? entry.publishAt ?? now,
            liveSince: now,
            liveRevisionId: revision.id,
            scheduledRevisionId: null,
            scheduledPath: null,
            publishAt: null,
        } satisfies Partial<ContentEntry>);
        const saved = await this.connection.getRepository(ctx, ContentEntry).save(entry);
        await this.eventBus.publish(new ContentChangeEvent(ctx, 'published', entry.id));
        return saved;
    }

    private async takeDown(
        ctx: RequestContext,
        entry: ContentEntry,
        state: 'draft' | 'archived',
    ): Promise<ContentEntry> {
        const wasLive = entry.liveRevisionId !== null;
        const draft = await this.store.draft(ctx, entry);
        await this.store.record(ctx, entry, state === 'draft' ? 'unpublished' : 'archived', draft.snapshot);
        // livePath stays: the entry's last address, answered with a redirect if it comes back elsewhere.
        Object.assign(entry, {
            state,
            liveTags: '',
            liveRevisionId: null,
            scheduledRevisionId: null,
            scheduledPath: null,
            publishAt: null,
        } satisfies Partial<ContentEntry>);
        const saved = await this.connection.getRepository(ctx, ContentEntry).save(entry);
        if (wasLive)
            await this.eventBus.publish(
                new ContentChangeEvent(ctx, state === 'draft' ? 'unpublished' : 'archived', entry.id),
            );
        return saved;
    }
}
