import { Controller } from '@nestjs/common';
import {
    listingSearchInput,
    parseListingQuery,
    RECOMMEND_SEARCH_COLLECTION_SLUG,
    RECOMMEND_SEARCH_TAKE,
    WATCHES_COLLECTION_SLUG,
} from '@maison/shared';
import { chinaDivisions } from '@maison/shared/regions';
import { ConfigService } from '@vendure/core';
import { z } from 'zod';

import { ContentReadService } from '../../content';
import { LegacyCatalogueReader } from './catalogue-reader';
import { cardSchema } from './legacy-cards';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { imageOf, imageSchema } from './legacy-shapes';

/** Campaigns the home page's carousel shows at most, the newest first. */
const HOME_BANNERS = 5;

const homeAnswer = z.object({
    banners: z
        .array(
            z.object({
                id: z.string(),
                title: z.string(),
                summary: z.string(),
                link: z.string().describe('The campaign’s storefront path (its page in the CMS)'),
                image: imageSchema.nullable(),
            }),
        )
        .describe('The published campaigns of the CMS, newest first'),
    collections: z
        .array(
            z.object({
                id: z.string(),
                name: z.string(),
                slug: z.string(),
                link: z.string(),
                description: z.string().describe('HTML, made safe to show'),
                image: imageSchema.nullable(),
            }),
        )
        .describe('The watch collections, as the storefront’s home page tiles them'),
    recommended: z
        .array(cardSchema)
        .describe(`The recommendations (spec §7: take ${RECOMMEND_SEARCH_TAKE}), cheapest first`),
});

const district = z.object({ code: z.string(), name: z.string() });
const city = district.extend({ children: z.array(district).optional() });
const province = district.extend({ children: z.array(city).optional() });
const divisionsAnswer = z.array(province);

/** The mini-program's own rows: its home page and the regions of its address form. */
@Controller('legacy-api')
export class AppletController {
    constructor(
        private content: ContentReadService,
        private reader: LegacyCatalogueReader,
        private config: ConfigService,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'applet/home',
        summary: 'The home page: the CMS’s campaigns as banners, the watch collections and the recommendations',
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        response: homeAnswer,
    })
    async home(@LegacyInput() { ctx }: LegacyCall): Promise<z.infer<typeof homeAnswer>> {
        const [campaigns, tree, recommended] = await Promise.all([
            this.content.list(ctx, { kind: 'campaign', take: HOME_BANNERS }),
            this.reader.tree(ctx),
            this.reader.cards(ctx, {
                ...listingSearchInput(parseListingQuery({}), { skip: 0, take: RECOMMEND_SEARCH_TAKE }),
                collectionSlug: RECOMMEND_SEARCH_COLLECTION_SLUG,
            }),
        ]);
        const banners = await Promise.all(
            campaigns.items.map(async (entry) => ({
                id: String(entry.id),
                title: entry.title,
                summary: entry.summary,
                link: entry.path,
                image: imageOf(this.config, ctx, await this.content.heroAsset(ctx, entry)),
            })),
        );
        const watches = tree.children.find((c) => c.slug === WATCHES_COLLECTION_SLUG);
        return {
            banners,
            collections: (watches?.children ?? []).map((c) => ({
                id: c.id,
                name: c.name,
                slug: c.slug,
                link: c.link,
                description: c.description,
                image: c.featuredAsset,
            })),
            recommended: recommended.items,
        };
    }

    @LegacyRoute({
        method: 'GET',
        path: 'applet/addressMetadata',
        summary: 'Mainland China’s provinces, their cities and the cities’ districts, with their division codes',
        description:
            'The same regions as the storefront’s address form (GB/T 2260). An address names its regions by these codes.',
        tag: 'Addresses',
        auth: 'none',
        style: 'data',
        response: divisionsAnswer,
    })
    addressMetadata(): z.infer<typeof divisionsAnswer> {
        return chinaDivisions() as z.infer<typeof divisionsAnswer>;
    }
}
