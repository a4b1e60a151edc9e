import { Injectable } from '@nestjs/common';
import { CollectionService, ConfigService, type RequestContext } from '@vendure/core';

import { sanitizeStaffHtml } from '../../../common/staff-html';
import { CatalogService } from '../../catalog';
import type { CatalogueSearchInput } from '../../catalog/search/search-input';
import { collectionTree, type CollectionNode } from './collection-tree';
import { cardOf, type LegacyCard } from './legacy-cards';
import { imageOf } from './legacy-shapes';

/** Spec §3: the root collection is shown as Home. */
const HOME: Record<string, string> = { zh: '首页', en: 'Home', de: 'Startseite' };

/** Collections a tree reads at most; a shop has tens. */
const MAX_COLLECTIONS = 2000;

/**
 * What more than one catalogue row reads, in the face's shapes: the public collection tree
 * (the Shop API's `collections`) and product cards from the Shop API's `search`.
 */
@Injectable()
export class LegacyCatalogueReader {
    constructor(
        private catalog: CatalogService,
        private collections: CollectionService,
        private config: ConfigService,
    ) {}

    /** The public collection tree in the request's language, the root as Home. */
    async tree(ctx: RequestContext): Promise<CollectionNode> {
        const all = [];
        const take = 100;
        for (let skip = 0; skip < MAX_COLLECTIONS; skip += take) {
            const page = await this.collections.findAll(ctx, { skip, take }, ['featuredAsset', 'parent']);
            all.push(...page.items);
            if (page.items.length < take || skip + take >= page.totalItems) break;
        }
        // Vendure's root collection is no collection of the list, but the parent of the top-level ones.
        const rootId = all.find((c) => c.parent?.isRoot)?.parentId;
        return collectionTree(
            { id: String(rootId ?? 0), name: HOME[ctx.languageCode] ?? HOME.zh, description: '', featuredAsset: null },
            all
                .filter((c) => !c.isPrivate)
                .map((c) => ({
                    id: String(c.id),
                    name: c.name,
                    slug: c.slug,
                    description: sanitizeStaffHtml(c.description),
                    featuredAsset: imageOf(this.config, ctx, c.featuredAsset),
                    parentId: c.parent?.isRoot || c.parentId == null ? null : String(c.parentId),
                    position: c.position,
                })),
        );
    }

    /** A grouped search's results as cards, with its total; `sort` as the shared listing input writes it. */
    async cards(
        ctx: RequestContext,
        input: Omit<CatalogueSearchInput, 'sort'> & { sort?: Record<string, 'ASC' | 'DESC'> },
    ): Promise<{ items: LegacyCard[]; totalItems: number }> {
        const search = { ...input, groupByProduct: true } as CatalogueSearchInput;
        const [{ items, totalItems }, flags] = await Promise.all([
            this.catalog.search(ctx, search),
            this.catalog.flagCodes(ctx),
        ]);
        return { items: items.map((item) => cardOf(this.config, ctx, item, flags)), totalItems };
    }
}
