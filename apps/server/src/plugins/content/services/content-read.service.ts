import {
    beijingYear,
    beijingYearRange,
    type ContentAsset,
    type ContentBlock,
    type ContentBlockInput,
    type ContentKind,
    CONTENT_TAG_MAX_LENGTH,
    isContentYear,
    MAX_CONTENT_PAGE_SIZE,
    type MediaType,
    NEWS_PAGE_SIZE,
} from '@maison/shared';
import { Injectable } from '@nestjs/common';
import {
    Asset,
    AssetType,
    ConfigService,
    type ID,
    LanguageCode,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { In, IsNull, Not } from 'typeorm';

import { TAG_DELIMITER } from '../constants';
import { ContentEntry } from '../entities/content-entry.entity';
import { ContentRedirect } from '../entities/content-redirect.entity';
import { ContentRevision } from '../entities/content-revision.entity';
import type { ContentSnapshot } from '../types';
import { resolveContentBlocks } from './content-blocks';
import { ContentPreviewKey } from './content-preview-key';
import { plainContentText } from './content-text';
import { verifyPreviewToken } from './preview-token';

/** An entry as the shop shows it, in one language; blocks, hero and neighbours are resolved when asked. */
export interface ShopContentEntry {
    id: ID;
    kind: ContentKind;
    path: string;
    languageCode: LanguageCode;
    languages: LanguageCode[];
    title: string;
    summary: string;
    seoTitle: string;
    seoDescription: string;
    tags: string[];
    heroAssetId: string | null;
    publishedAt: Date | null;
    updatedAt: Date;
    documentVersion: string | null;
    mediaType: MediaType | null;
    series: string | null;
    position: number;
    savedBlocks: ContentBlockInput[];
}

export interface ContentLink {
    kind: ContentKind;
    path: string;
    title: string;
}

export interface ContentListOptions {
    kind: ContentKind;
    tag?: string | null;
    year?: number | null;
    mediaType?: MediaType | null;
    series?: string | null;
    skip?: number | null;
    take?: number | null;
}

/** Deeper than any list a visitor pages through; bounds what one request makes the database skip. */
const MAX_SKIP = 10_000;

/**
 * What the shop and `/cms-api/` read: published entries only (or a draft, with a valid preview
 * token), in the request's language with zh as the fallback.
 */
@Injectable()
export class ContentReadService {
    constructor(
        private connection: TransactionalConnection,
        private configService: ConfigService,
        private previewKey: ContentPreviewKey,
    ) {}

    /**
     * The published entry at `path`, or the one that was there before its path changed (with
     * its new path, for the caller to redirect); with a valid preview token for it, its draft.
     */
    async entry(ctx: RequestContext, kind: ContentKind, path: string, previewToken?: string | null) {
        const entries = this.connection.getRepository(ctx, ContentEntry);
        if (previewToken) {
            const id = verifyPreviewToken(previewToken, this.previewKey.key);
            const entry = id === undefined ? null : await entries.findOne({ where: { id } });
            if (entry && entry.kind === kind && (entry.path === path || entry.livePath === path)) {
                const draft = await this.snapshot(ctx, entry.draftRevisionId);
                if (draft) return this.view(ctx, entry, draft, draft.path);
            }
        }
        let entry = await entries.findOne({ where: { kind, livePath: path, state: 'published' } });
        if (!entry) {
            const redirect = await this.connection
                .getRepository(ctx, ContentRedirect)
                .findOne({ where: { kind, fromPath: path } });
            entry = redirect ? await entries.findOne({ where: { id: redirect.entryId, state: 'published' } }) : null;
        }
        if (!entry?.livePath) return null;
        const live = await this.snapshot(ctx, entry.liveRevisionId);
        return live ? this.view(ctx, entry, live, entry.livePath) : null;
    }

    /** A kind's published entries, newest first (a series in its order), at most MAX_CONTENT_PAGE_SIZE. */
    async list(
        ctx: RequestContext,
        options: ContentListOptions,
    ): Promise<{ items: ShopContentEntry[]; totalItems: number }> {
        // No tag holds LIKE's wildcards or the delimiter, nor is longer than a tag may be: nothing to find.
        const impossibleTag =
            options.tag && (options.tag.length > CONTENT_TAG_MAX_LENGTH || /[|%_\\]/.test(options.tag));
        // Nor is anything published in a year outside the bounds (which, far enough out, is no date at all).
        const impossibleYear = options.year !== undefined && options.year !== null && !isContentYear(options.year);
        if (impossibleTag || impossibleYear || (options.series && options.series.length > 64))
            return { items: [], totalItems: 0 };
        const qb = this.published(ctx, options.kind);
        if (options.tag)
            qb.andWhere('entry.liveTags LIKE :tag', { tag: `%${TAG_DELIMITER}${options.tag}${TAG_DELIMITER}%` });
        if (options.mediaType) qb.andWhere('entry.mediaType = :mediaType', { mediaType: options.mediaType });
        if (options.series) qb.andWhere('entry.series = :series', { series: options.series });
        if (options.year) {
            const { from, to } = beijingYearRange(options.year);
            qb.andWhere('entry.publishedAt >= :from AND entry.publishedAt < :to', { from, to });
        }
        if (options.series) qb.orderBy('entry.position', 'ASC').addOrderBy('entry.id', 'ASC');
        else qb.orderBy('entry.publishedAt', 'DESC').addOrderBy('entry.id', 'DESC');
        const take = Math.min(MAX_CONTENT_PAGE_SIZE, Math.max(1, options.take ?? NEWS_PAGE_SIZE));
        const skip = Math.min(MAX_SKIP, Math.max(0, options.skip ?? 0));
        const [entries, totalItems] = await qb.skip(skip).take(take).getManyAndCount();
        return { items: await this.liveViews(ctx, entries), totalItems };
    }

    /** The tags of a kind's published entries with how many bear each, the most used first. */
    async tags(ctx: RequestContext, kind: ContentKind): Promise<Array<{ tag: string; count: number }>> {
        const rows = await this.published(ctx, kind).select('entry.liveTags', 'tags').getRawMany<{ tags: string }>();
        const counts = new Map<string, number>();
        for (const row of rows)
            for (const tag of row.tags.split(TAG_DELIMITER).filter(Boolean))
                counts.set(tag, (counts.get(tag) ?? 0) + 1);
        return [...counts]
            .map(([tag, count]) => ({ tag, count }))
            .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
    }

    /** The Beijing years a kind's published entries were first published in, newest first. */
    async years(ctx: RequestContext, kind: ContentKind): Promise<number[]> {
        const entries = await this.connection.getRepository(ctx, ContentEntry).find({
            where: { kind, state: 'published', publishedAt: Not(IsNull()) },
            select: { id: true, publishedAt: true },
        });
        return [...new Set(entries.map((e) => beijingYear(e.publishedAt!)))].sort((a, b) => b - a);
    }

    /** Every published entry with a page of its own, for the sitemap. */
    async sitemap(ctx: RequestContext) {
        const entries = await this.connection.getRepository(ctx, ContentEntry).find({
            where: { state: 'published', kind: Not('media'), livePath: Not(IsNull()) },
            order: { kind: 'ASC', livePath: 'ASC' },
        });
        const snapshots = await this.snapshots(
            ctx,
            entries.map((e) => e.liveRevisionId),
        );
        return entries.map((entry) => ({
            kind: entry.kind,
            path: entry.livePath!,
            updatedAt: entry.liveSince ?? entry.updatedAt,
            languages: (snapshots.get(String(entry.liveRevisionId))?.translations ?? []).map((t) => t.languageCode),
        }));
    }

    /** The entry's body as the shop serves it. */
    async blocks(ctx: RequestContext, entry: ShopContentEntry): Promise<ContentBlock[]> {
        const ids = new Set<string>();
        for (const block of entry.savedBlocks) {
            if (block.type === 'picture' || block.type === 'video') ids.add(block.assetId);
            if (block.type === 'video' && block.posterAssetId) ids.add(block.posterAssetId);
            if (block.type === 'gallery') block.pictures.forEach((p) => ids.add(p.assetId));
            if (block.type === 'downloads') block.files.forEach((f) => ids.add(f.assetId));
        }
        const assets = await this.assets(ctx, [...ids]);
        return resolveContentBlocks(entry.savedBlocks, (id) => {
            const asset = assets.get(id);
            return asset ? this.contentAsset(ctx, asset) : undefined;
        });
    }

    async heroAsset(ctx: RequestContext, entry: ShopContentEntry): Promise<Asset | null> {
        if (!entry.heroAssetId) return null;
        return (await this.assets(ctx, [entry.heroAssetId])).get(entry.heroAssetId) ?? null;
    }

    /** An asset as blocks carry it: a picture's preview, any other file itself, as the asset server serves them. */
    contentAsset(ctx: RequestContext, asset: Asset): ContentAsset {
        const identifier = asset.type === AssetType.IMAGE ? asset.preview : asset.source;
        return {
            id: String(asset.id),
            src: this.assetUrl(ctx, identifier),
            name: asset.name,
            mimeType: asset.mimeType,
            width: asset.width,
            height: asset.height,
            fileSize: asset.fileSize,
        };
    }

    assetUrl(ctx: RequestContext, identifier: string): string {
        const strategy = this.configService.assetOptions.assetStorageStrategy;
        return ctx.req && strategy.toAbsoluteUrl ? strategy.toAbsoluteUrl(ctx.req, identifier) : identifier;
    }

    /** The published entries before and after this one in its series. */
    async neighbours(
        ctx: RequestContext,
        entry: ShopContentEntry,
    ): Promise<{ previous: ContentLink | null; next: ContentLink | null }> {
        if (!entry.series) return { previous: null, next: null };
        const series = await this.published(ctx, entry.kind)
            .andWhere('entry.series = :series', { series: entry.series })
            .orderBy('entry.position', 'ASC')
            .addOrderBy('entry.id', 'ASC')
            .getMany();
        const at = series.findIndex((e) => String(e.id) === String(entry.id));
        // A draft seen in preview may not be in the series yet: its position places it.
        const previous = at >= 0 ? series[at - 1] : series.filter((e) => e.position < entry.position).at(-1);
        const next = at >= 0 ? series[at + 1] : series.find((e) => e.position > entry.position);
        const views = await this.liveViews(
            ctx,
            [previous, next].filter((e): e is ContentEntry => e !== undefined),
        );
        const link = (e: ContentEntry | undefined) => {
            const v = e && views.find((view) => String(view.id) === String(e.id));
            return v ? { kind: v.kind, path: v.path, title: v.title } : null;
        };
        return { previous: link(previous), next: link(next) };
    }

    private published(ctx: RequestContext, kind: ContentKind) {
        return this.connection
            .getRepository(ctx, ContentEntry)
            .createQueryBuilder('entry')
            .where('entry.kind = :kind', { kind })
            .andWhere('entry.state = :state', { state: 'published' })
            .andWhere('entry.liveRevisionId IS NOT NULL');
    }

    private async liveViews(ctx: RequestContext, entries: ContentEntry[]): Promise<ShopContentEntry[]> {
        const snapshots = await this.snapshots(
            ctx,
            entries.map((e) => e.liveRevisionId),
        );
        return entries.flatMap((entry) => {
            const live = snapshots.get(String(entry.liveRevisionId));
            return live && entry.livePath ? [this.view(ctx, entry, live, entry.livePath)] : [];
        });
    }

    private view(ctx: RequestContext, entry: ContentEntry, snapshot: ContentSnapshot, path: string): ShopContentEntry {
        const t =
            snapshot.translations.find((x) => x.languageCode === ctx.languageCode) ??
            snapshot.translations.find((x) => x.languageCode === LanguageCode.zh) ??
            snapshot.translations[0];
        return {
            id: entry.id,
            kind: entry.kind,
            path,
            languageCode: t?.languageCode ?? LanguageCode.zh,
            languages: snapshot.translations.map((x) => x.languageCode),
            // Plain again as served, as the blocks are: a revision kept before a rule tightened,
            // or written past the save's checks, shows no markup either.
            title: plainContentText(t?.title),
            summary: plainContentText(t?.summary),
            seoTitle: plainContentText(t?.seoTitle),
            seoDescription: plainContentText(t?.seoDescription),
            tags: snapshot.tags.map(plainContentText).filter(Boolean),
            heroAssetId: snapshot.heroAssetId,
            publishedAt: entry.publishedAt,
            updatedAt: entry.liveSince ?? entry.updatedAt,
            documentVersion:
                entry.kind === 'legal' && snapshot.documentVersion ? plainContentText(snapshot.documentVersion) : null,
            mediaType: snapshot.mediaType,
            series: snapshot.series === null ? null : plainContentText(snapshot.series),
            position: snapshot.position,
            savedBlocks: t?.blocks ?? [],
        };
    }

    private async snapshot(ctx: RequestContext, id: ID | null): Promise<ContentSnapshot | undefined> {
        return (await this.snapshots(ctx, [id])).get(String(id));
    }

    private async snapshots(ctx: RequestContext, ids: Array<ID | null>): Promise<Map<string, ContentSnapshot>> {
        const wanted = ids.filter((id): id is ID => id !== null);
        if (!wanted.length) return new Map();
        const revisions = await this.connection
            .getRepository(ctx, ContentRevision)
            .find({ where: { id: In(wanted) }, select: { id: true, snapshot: true } });
        return new Map(revisions.map((r) => [String(r.id), r.snapshot]));
    }

    private async assets(ctx: RequestContext, ids: string[]): Promise<Map<string, Asset>> {
        if (!ids.length) return new Map();
        const assets = await this.connection.getRepository(ctx, Asset).find({ where: { id: In(ids) } });
        return new Map(assets.map((a) => [String(a.id), a]));
    }
}
