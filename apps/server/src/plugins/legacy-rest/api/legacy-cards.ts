import { isFromPrice, topFlag } from '@maison/shared';
import type { ConfigService, RequestContext } from '@vendure/core';
import { z } from 'zod';

import type { SearchResultWithCard } from '../../catalog/search/catalogue-search-strategy';
import { imageOf, imageSchema, priceFields, priceOf } from './legacy-shapes';

/** A product card (spec §2 "Listing and cards"), one per product, as a listing or the home page lists them. */
export const cardSchema = z.object({
    product_id: z.string(),
    variant_id: z.string().describe('The variant the card shows (the cheapest matching one)'),
    sku: z.string(),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(['watch', 'strap', 'buckle']),
    image: imageSchema.nullable(),
    hover_image: imageSchema.nullable().describe('The second picture (spec §2: up to two images)'),
    ...priceFields,
    price_max: z.number().describe('The highest variant price, in yuan'),
    price_max_fen: z.number().int(),
    price_from: z
        .boolean()
        .describe('Shown with a trailing "from" (straps, and products whose variants differ in price)'),
    is_in_stock: z.boolean(),
    flag: z.string().nullable().describe('The highest-priority flag (spec §9), or null'),
    rating: z
        .object({ average: z.number(), count: z.number().int() })
        .nullable()
        .describe('Average stars of the approved reviews and their count; null without any'),
});
export type LegacyCard = z.infer<typeof cardSchema>;

/** A grouped search result as a card; `flagCodes` names the flag facet's values by id. */
export function cardOf(
    config: ConfigService,
    ctx: RequestContext,
    item: SearchResultWithCard,
    flagCodes: Map<string, string>,
): LegacyCard {
    const p = item.priceWithTax;
    const [min, max] = 'min' in p ? [p.min, p.max] : [p.value, p.value];
    const kind = item.kind === 'strap' || item.kind === 'buckle' ? item.kind : 'watch';
    const second = item.secondaryAsset;
    return {
        product_id: String(item.productId),
        variant_id: String(item.productVariantId),
        sku: item.sku,
        name: item.productName,
        slug: item.slug,
        kind,
        image: imageOf(config, ctx, item.productAsset ?? item.productVariantAsset),
        hover_image: imageOf(config, ctx, second),
        ...priceOf(min),
        price_max: max / 100,
        price_max_fen: max,
        price_from: isFromPrice(kind, min, max),
        is_in_stock: Boolean((item as { inStock?: boolean }).inStock),
        flag:
            topFlag(
                item.facetValueIds.map((id) => flagCodes.get(String(id))).filter((c): c is string => c !== undefined),
            ) ?? null,
        rating:
            item.reviewCount > 0 && item.reviewRating != null
                ? { average: item.reviewRating, count: item.reviewCount }
                : null,
    };
}
