import { type ContentKind, isBrandWildcardPath, NEWS_PAGE_SIZE } from '@maison/shared';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Injector, LanguageCode, RequestContext, RequestContextService } from '@vendure/core';
import type { Request, Response } from 'express';
import type { z } from 'zod';

import { catalogueVersionOf, type CatalogueVersionSource } from '../../catalogue-cache';
import { CMS_API_CACHE_ENTRIES } from '../constants';
import { ContentReadService, type ShopContentEntry } from '../services/content-read.service';
import { CmsApiCache, cmsApiEtag } from './cms-api-cache';
import { cmsApiQueries, cmsApiSlug, invalidQueryBody } from './cms-api-query';

/** What a route answers: a body, a move to another address (an old slug), or nothing there. */
type Answer = { body: unknown } | { location: string } | null;

/** Storefront paths a page-kind entry may be at, in the order they are looked for. */
const PAGE_KINDS: ContentKind[] = ['page', 'legal', 'campaign'];

/**
 * `/cms-api/`: the published content as read-only JSON, for clients other than the storefront
 * (the mini-program). Over the Shop API's read service; the ETag is the catalogue version and
 * the request, so a client revalidates cheaply and a publish is seen at the next request.
 */
@Controller('cms-api')
export class CmsApiController {
    private readonly cache = new CmsApiCache(CMS_API_CACHE_ENTRIES);
    /** Null until first asked for; undefined in a shop without the catalogue-cache plugin. */
    private version: CatalogueVersionSource | undefined | null = null;

    constructor(
        private read: ContentReadService,
        private requestContexts: RequestContextService,
        private moduleRef: ModuleRef,
    ) {}

    @Get('pages')
    pages(@Req() req: Request, @Res() res: Response) {
        return this.answer(req, res, 'pages', cmsApiQueries.pages, async (ctx, q) => {
            const kinds = isBrandWildcardPath(q.path) ? ['page' as const] : PAGE_KINDS;
            for (const kind of kinds) {
                const entry = await this.read.entry(ctx, kind, q.path);
                if (!entry) continue;
                if (entry.path !== q.path)
                    return { location: `/cms-api/pages?${new URLSearchParams({ path: entry.path, lang: q.lang })}` };
                return { body: await this.full(ctx, entry) };
            }
            return null;
        });
    }

    @Get('articles')
    articles(@Req() req: Request, @Res() res: Response) {
        return this.answer(req, res, 'articles', cmsApiQueries.articles, (ctx, q) =>
            this.list(ctx, 'news', q.page, { tag: q.tag }),
        );
    }

    @Get('articles/:slug')
    article(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
        return this.one(req, res, 'news', 'articles', slug);
    }

    @Get('press-releases')
    pressReleases(@Req() req: Request, @Res() res: Response) {
        return this.answer(req, res, 'press-releases', cmsApiQueries.pressReleases, (ctx, q) =>
            this.list(ctx, 'press', q.page, { year: q.year }),
        );
    }

    @Get('press-releases/:slug')
    pressRelease(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
        return this.one(req, res, 'press', 'press-releases', slug);
    }

    @Get('media')
    media(@Req() req: Request, @Res() res: Response) {
        return this.answer(req, res, 'media', cmsApiQueries.media, (ctx, q) =>
            this.list(ctx, 'media', q.page, { mediaType: q.type }, true),
        );
    }

    private one(req: Request, res: Response, kind: 'news' | 'press', route: string, slug: string) {
        if (!cmsApiSlug.safeParse(slug).success) {
            res.status(400).json({ status: 'INVALID', fields: { slug: 'not a slug' } });
            return;
        }
        return this.answer(req, res, `${route}/${slug}`, cmsApiQueries.entry, async (ctx, q) => {
            const entry = await this.read.entry(ctx, kind, slug);
            if (!entry) return null;
            if (entry.path !== slug) return { location: `/cms-api/${route}/${entry.path}?lang=${q.lang}` };
            return { body: await this.full(ctx, entry) };
        });
    }

    private async list(
        ctx: RequestContext,
        kind: ContentKind,
        page: number,
        filter: { tag?: string; year?: number; mediaType?: z.infer<typeof cmsApiQueries.media>['type'] },
        withBlocks = false,
    ): Promise<Answer> {
        const { items, totalItems } = await this.read.list(ctx, {
            kind,
            ...filter,
            skip: (page - 1) * NEWS_PAGE_SIZE,
            take: NEWS_PAGE_SIZE,
        });
        const bodies = [];
        for (const entry of items)
            bodies.push(withBlocks ? await this.full(ctx, entry) : await this.summary(ctx, entry));
        return { body: { items: bodies, totalItems, page, pageSize: NEWS_PAGE_SIZE } };
    }

    private async summary(ctx: RequestContext, entry: ShopContentEntry) {
        const { savedBlocks: _blocks, heroAssetId: _hero, ...fields } = entry;
        const hero = await this.read.heroAsset(ctx, entry);
        return { ...fields, id: String(entry.id), heroAsset: hero ? this.read.contentAsset(ctx, hero) : null };
    }

    private async full(ctx: RequestContext, entry: ShopContentEntry) {
        const { previous, next } = await this.read.neighbours(ctx, entry);
        return { ...(await this.summary(ctx, entry)), blocks: await this.read.blocks(ctx, entry), previous, next };
    }

    /**
     * The route's answer: 400 for a query it cannot read, 304 when the client's copy is current
     * (without reading the database), else the body from the cache or the read service.
     */
    private async answer<S extends z.ZodType<{ lang: string }>>(
        req: Request,
        res: Response,
        route: string,
        schema: S,
        produce: (ctx: RequestContext, query: z.infer<S>) => Promise<Answer>,
    ): Promise<void> {
        const parsed = schema.safeParse(req.query);
        if (!parsed.success) {
            res.status(400).json(invalidQueryBody(parsed.error));
            return;
        }
        const query = parsed.data;
        const key = `${route}?${JSON.stringify(query)}`;
        const version = await this.catalogueVersion()?.current();
        // no-cache: a client or proxy may keep the answer but asks again each time; the ETag makes that cheap.
        res.set('Cache-Control', 'public, no-cache');
        const etag = version === undefined ? undefined : cmsApiEtag(version, key);
        if (etag) {
            res.set('ETag', etag);
            if (req.headers['if-none-match'] === etag) {
                res.status(304).end();
                return;
            }
            const cached = this.cache.get(version!, key);
            if (cached !== undefined) {
                res.type('application/json').send(cached);
                return;
            }
        }
        const ctx = await this.requestContexts.create({
            req,
            apiType: 'shop',
            languageCode: query.lang as LanguageCode,
        });
        const answer = await produce(ctx, query);
        if (answer === null) {
            res.removeHeader('ETag');
            res.status(404).json({ status: 'CONTENT_NOT_FOUND' });
            return;
        }
        if ('location' in answer) {
            res.removeHeader('ETag');
            res.redirect(301, answer.location);
            return;
        }
        const body = JSON.stringify(answer.body);
        if (version !== undefined) this.cache.set(version, key, body);
        res.type('application/json').send(body);
    }

    private catalogueVersion(): CatalogueVersionSource | undefined {
        if (this.version === null) this.version = catalogueVersionOf(new Injector(this.moduleRef));
        return this.version;
    }
}
