import { CONTENT_PATH_MAX_LENGTH, type ContentKind } from '@maison/shared';
import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { type ContentListOptions, ContentReadService, type ShopContentEntry } from '../services/content-read.service';

/** The shop's reads: published content only, in the request's language. */
@Resolver()
export class ContentShopResolver {
    constructor(private read: ContentReadService) {}

    @Query()
    contentEntry(
        @Ctx() ctx: RequestContext,
        @Args() args: { kind: ContentKind; path: string; previewToken?: string | null },
    ) {
        if (args.path.length > CONTENT_PATH_MAX_LENGTH) return null;
        return this.read.entry(ctx, args.kind, args.path, args.previewToken);
    }

    @Query()
    contentEntries(@Ctx() ctx: RequestContext, @Args() args: { options: ContentListOptions }) {
        return this.read.list(ctx, args.options);
    }

    @Query()
    contentTags(@Ctx() ctx: RequestContext, @Args() args: { kind: ContentKind }) {
        return this.read.tags(ctx, args.kind);
    }

    @Query()
    contentYears(@Ctx() ctx: RequestContext, @Args() args: { kind: ContentKind }) {
        return this.read.years(ctx, args.kind);
    }

    @Query()
    contentSitemap(@Ctx() ctx: RequestContext) {
        return this.read.sitemap(ctx);
    }
}

/** An entry's body, hero and neighbours, read only when a query asks for them (lists seldom do). */
@Resolver('ContentEntry')
export class ContentEntryShopResolver {
    private readonly neighbours = new WeakMap<ShopContentEntry, ReturnType<ContentReadService['neighbours']>>();

    constructor(private read: ContentReadService) {}

    @ResolveField()
    blocks(@Ctx() ctx: RequestContext, @Parent() entry: ShopContentEntry) {
        return this.read.blocks(ctx, entry);
    }

    @ResolveField()
    heroAsset(@Ctx() ctx: RequestContext, @Parent() entry: ShopContentEntry) {
        return this.read.heroAsset(ctx, entry);
    }

    @ResolveField()
    async previous(@Ctx() ctx: RequestContext, @Parent() entry: ShopContentEntry) {
        return (await this.neighboursOf(ctx, entry)).previous;
    }

    @ResolveField()
    async next(@Ctx() ctx: RequestContext, @Parent() entry: ShopContentEntry) {
        return (await this.neighboursOf(ctx, entry)).next;
    }

    private neighboursOf(ctx: RequestContext, entry: ShopContentEntry) {
        let found = this.neighbours.get(entry);
        if (!found) {
            found = this.read.neighbours(ctx, entry);
            this.neighbours.set(entry, found);
        }
        return found;
    }
}
