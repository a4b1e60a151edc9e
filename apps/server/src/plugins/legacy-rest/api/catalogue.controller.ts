import { Controller } from '@nestjs/common';
import {
    FLAG_CODES,
    FLAG_FACET_CODE,
    KIND_COLLECTION_SLUG,
    LEGACY_BUNDLE_OPTION_IDS,
    LISTED_KINDS,
    legacyListingQuery,
    legacyListingQuerySchema,
    legacyListingWindow,
    listingSearchInput,
    totalPages,
} from '@maison/shared';
import {
    AssetService,
    CollectionService,
    ConfigService,
    ProductOptionGroupService,
    ProductVariantService,
    type RequestContext,
} from '@vendure/core';
import { z } from 'zod';

import { sanitizeStaffHtml, staffHtmlText } from '../../../common/staff-html';
import { CatalogService } from '../../catalog';
import { BuckleChoiceService } from '../../strap-bundle';
import { LegacyCatalogueReader } from './catalogue-reader';
import { collectionNodeSchema, type CollectionNode } from './collection-tree';
import { cardSchema } from './legacy-cards';
import type { LegacyCall } from './legacy-auth.guard';
import { LegacyFailure } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { imageOf, imageSchema, priceFields, priceOf } from './legacy-shapes';
import { skuSchema } from './schemas';

const skuParams = z.object({ sku: skuSchema });

const variantSchema = z.object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    ...priceFields,
    salable_qty: z.number().int().min(0),
    is_in_stock: z.boolean(),
    options: z.array(z.object({ group_code: z.string(), group_name: z.string(), code: z.string(), name: z.string() })),
});

const productAnswer = z.object({
    id: z.string(),
    sku: z.string().describe('The sku asked for'),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(['watch', 'strap', 'buckle']),
    collection_code: z.string().nullable(),
    model_code: z.string().nullable(),
    description: z.string().describe('HTML, made safe to show (as the Shop API serves it)'),
    description_text: z.string().describe('The description as plain text'),
    ...priceFields,
    images: z.array(imageSchema).describe('The featured picture first'),
    variants: z.array(variantSchema),
    flags: z.array(z.string()).describe('The flag facet’s codes, highest priority first (spec §9)'),
    flag: z.string().nullable().describe('The highest-priority flag, or null'),
    collection_ids: z.array(z.string()).describe('The public collections the product is in'),
    facets: z.array(
        z.object({
            code: z.string(),
            name: z.string(),
            values: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
        }),
    ),
});

const linkSchema = z.object({
    id: z.string().describe('The variant id (the buckleId an add to cart names)'),
    sku: z.string(),
    name: z.string(),
    ...priceFields,
    salable_qty: z.number().int().min(0),
    is_default: z.boolean(),
});

const bundleOptionSchema = z.object({
    option_id: z.number().int(),
    title: z.enum(['Strap', 'Buckle']),
    label: z.string().describe('The title in the asked language'),
    required: z.boolean(),
    type: z.literal('radio'),
    qty: z.number().int(),
    salable_qty: z.number().int().min(0).describe('What is left of the option’s links together'),
    product_links: z.array(
        linkSchema.extend({
            bundle_price: z.number().describe('The strap line’s price with this link, in yuan: what the bag charges'),
            bundle_price_fen: z.number().int(),
            image: imageSchema.nullable(),
        }),
    ),
});

const bundleAnswer = z.object({
    product_id: z.string(),
    variant_id: z.string(),
    sku: z.string(),
    name: z.string(),
    type_id: z.literal('bundle'),
    ...priceFields,
    salable_qty: z.number().int().min(0),
    image: imageSchema.nullable(),
    bundle_options: z.array(bundleOptionSchema),
});

const listingAnswer = z.object({
    items: z.array(cardSchema),
    total_count: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
    total_pages: z.number().int().min(0),
});

const OPTION_LABELS: Record<'Strap' | 'Buckle', Record<string, string>> = {
    Strap: { zh: '表带', en: 'Strap', de: 'Armband' },
    Buckle: { zh: '表扣', en: 'Buckle', de: 'Schließe' },
};
const inLanguage = (texts: Record<string, string>, ctx: RequestContext) => texts[ctx.languageCode] ?? texts.zh;

/**
 * The catalogue's rows: a product by sku, a strap with its buckles, the collection tree and the
 * listing, over the services the Shop API's `productBySku`, `strapBundle`, `collections` and
 * `search` use.
 */
@Controller('legacy-api')
export class CatalogueController {
    constructor(
        private catalog: CatalogService,
        private variants: ProductVariantService,
        private optionGroups: ProductOptionGroupService,
        private assets: AssetService,
        private collections: CollectionService,
        private buckles: BuckleChoiceService,
        private config: ConfigService,
        private reader: LegacyCatalogueReader,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'productDetail/:sku',
        summary: 'The product one of whose variants has this sku, with its variants, pictures, flags and facets',
        description:
            'Prices are with tax, in yuan (`price`) and in fen (`price_fen`); `price` is the asked variant’s. Pictures are asset-server URLs in preset sizes.',
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        params: skuParams,
        response: productAnswer,
    })
    async productDetail(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof productAnswer>> {
        const { sku } = params as z.infer<typeof skuParams>;
        const product = await this.catalog.findProductBySku(ctx, sku);
        if (!product) throw new LegacyFailure('ENTITY_NOT_FOUND', 'sku');
        const [{ items: variants }, groups, assets, collections] = await Promise.all([
            this.variants.getVariantsByProductId(ctx, product.id),
            this.optionGroups.getOptionGroupsByProductId(ctx, product.id),
            this.assets.getEntityAssets(ctx, product),
            this.collections.getCollectionsByProductId(ctx, product.id, true),
        ]);
        const asked = variants.find((v) => v.sku === sku);
        if (!asked) throw new LegacyFailure('ENTITY_NOT_FOUND', 'sku');
        const groupOf = new Map(groups.map((g) => [String(g.id), g]));
        const shownValues = product.facetValues.filter((fv) => !fv.facet.isPrivate);
        const flags = FLAG_CODES.filter((code) =>
            shownValues.some((fv) => fv.facet.code === FLAG_FACET_CODE && fv.code === code),
        );
        const facets = new Map<string, z.infer<typeof productAnswer>['facets'][number]>();
        for (const fv of shownValues) {
            const facet = facets.get(fv.facet.code) ?? { code: fv.facet.code, name: fv.facet.name, values: [] };
            facet.values.push({ id: String(fv.id), code: fv.code, name: fv.name });
            facets.set(fv.facet.code, facet);
        }
        const pictures = [product.featuredAsset, ...(assets ?? []).filter((a) => a.id !== product.featuredAssetId)];
        const fields = product.customFields as { kind?: string; collectionCode?: string; modelCode?: string };
        return {
            id: String(product.id),
            sku,
            name: product.name,
            slug: product.slug,
            kind: fields.kind === 'strap' || fields.kind === 'buckle' ? fields.kind : 'watch',
            collection_code: fields.collectionCode ?? null,
            model_code: fields.modelCode ?? null,
            description: sanitizeStaffHtml(product.description),
            description_text: staffHtmlText(product.description),
            ...priceOf(asked.priceWithTax),
            images: pictures.flatMap((a) => imageOf(this.config, ctx, a) ?? []),
            variants: await Promise.all(
                variants.map(async (v) => {
                    const salable = Math.max(0, await this.variants.getSaleableStockLevel(ctx, v));
                    return {
                        id: String(v.id),
                        sku: v.sku,
                        name: v.name,
                        ...priceOf(v.priceWithTax),
                        salable_qty: salable,
                        is_in_stock: salable > 0,
                        options: v.options.map((o) => {
                            const group = groupOf.get(String(o.groupId));
                            return {
                                group_code: group?.code ?? '',
                                group_name: group?.name ?? '',
                                code: o.code,
                                name: o.name,
                            };
                        }),
                    };
                }),
            ),
            flags,
            flag: flags[0] ?? null,
            collection_ids: collections.map((c) => String(c.id)),
            facets: [...facets.values()],
        };
    }

    @LegacyRoute({
        method: 'GET',
        path: 'strapBundleDetail/:sku',
        summary: 'A strap and the buckles it is sold with, as Magento’s bundle options, priced as the bag charges',
        description: `Option ${LEGACY_BUNDLE_OPTION_IDS.strap} is the strap itself (priced without a buckle), option ${LEGACY_BUNDLE_OPTION_IDS.buckle} its buckles: each link’s \`price\` is the buckle’s own, \`bundle_price\` the strap line’s with it. A sku that is no strap’s is 404.`,
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        params: skuParams,
        response: bundleAnswer,
    })
    async strapBundleDetail(@LegacyInput() { ctx, params }: LegacyCall): Promise<z.infer<typeof bundleAnswer>> {
        const { sku } = params as z.infer<typeof skuParams>;
        const [product, [strap]] = await Promise.all([
            this.catalog.findProductBySku(ctx, sku),
            this.catalog.findVariantsBySkus(ctx, [sku]),
        ]);
        const offer = product && strap ? await this.buckles.offerFor(ctx, strap) : null;
        if (!product || !strap || !offer) throw new LegacyFailure('ENTITY_NOT_FOUND', 'sku');
        const buckleVariants = await this.variants.findByIds(
            ctx,
            offer.buckles.map((b) => b.variantId),
        );
        const skuOf = new Map(buckleVariants.map((v) => [String(v.id), v]));
        const salable = async (variant: Parameters<ProductVariantService['getSaleableStockLevel']>[1] | undefined) =>
            variant ? Math.max(0, await this.variants.getSaleableStockLevel(ctx, variant)) : 0;
        const strapQty = await salable(strap);
        const strapImage = imageOf(this.config, ctx, strap.featuredAsset ?? product.featuredAsset);
        const buckleLinks = await Promise.all(
            offer.buckles.map(async (b) => {
                const variant = skuOf.get(String(b.variantId));
                return {
                    id: String(b.variantId),
                    sku: variant?.sku ?? '',
                    name: b.name,
                    ...priceOf(b.priceWithTax),
                    bundle_price: b.bundlePriceWithTax / 100,
                    bundle_price_fen: b.bundlePriceWithTax,
                    salable_qty: b.soldOut ? 0 : await salable(variant),
                    is_default: false,
                    image: imageOf(this.config, ctx, b.image),
                };
            }),
        );
        const option = (title: 'Strap' | 'Buckle', required: boolean, links: typeof buckleLinks) => ({
            option_id: title === 'Strap' ? LEGACY_BUNDLE_OPTION_IDS.strap : LEGACY_BUNDLE_OPTION_IDS.buckle,
            title,
            label: inLanguage(OPTION_LABELS[title], ctx),
            required,
            type: 'radio' as const,
            qty: 1,
            salable_qty: links.reduce((sum, l) => sum + l.salable_qty, 0),
            product_links: links,
        });
        return {
            product_id: String(strap.productId),
            variant_id: String(strap.id),
            sku: strap.sku,
            name: product.name,
            type_id: 'bundle',
            ...priceOf(offer.strapPriceWithTax),
            salable_qty: strapQty,
            image: strapImage,
            bundle_options: [
                option('Strap', true, [
                    {
                        id: String(strap.id),
                        sku: strap.sku,
                        name: strap.name,
                        ...priceOf(offer.strapPriceWithTax),
                        bundle_price: offer.strapPriceWithTax / 100,
                        bundle_price_fen: offer.strapPriceWithTax,
                        salable_qty: strapQty,
                        is_default: true,
                        image: strapImage,
                    },
                ]),
                option('Buckle', false, buckleLinks),
            ],
        };
    }

    @LegacyRoute({
        method: 'GET',
        path: 'init-product/product/collection',
        summary: 'The tree of public collections, the root shown as Home with link / (spec §3)',
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        response: collectionNodeSchema,
    })
    collectionTree(@LegacyInput() { ctx }: LegacyCall): Promise<CollectionNode> {
        return this.reader.tree(ctx);
    }

    @LegacyRoute({
        method: 'GET',
        path: 'init-product/product/manual',
        summary: 'A listing of watches and straps by the listing parameters of spec §2, a page at a time',
        description:
            '`itemsPerPage` is 24 unless given (at most 100), `page` 1 (skip = itemsPerPage × (page − 1)); `filter` is JSON of facet codes to value codes, `price` “min,max” in yuan, `collection` comma-separated public category slugs (watches and straps unless given), `phrase` or `term` free text, `sort` price-ASC (default), price-DESC or new-DESC.',
        tag: 'Catalogue',
        auth: 'none',
        style: 'data',
        query: legacyListingQuerySchema,
        response: listingAnswer,
    })
    async listing(@LegacyInput() { ctx, query }: LegacyCall): Promise<z.infer<typeof listingAnswer>> {
        const listing = legacyListingQuery(query as z.output<typeof legacyListingQuerySchema>);
        const narrowed = listing.collections.length
            ? await this.catalog.listingCategories(ctx, listing.collections)
            : [];
        const scope = narrowed.length
            ? narrowed
            : LISTED_KINDS.map((kind) => KIND_COLLECTION_SLUG[kind as 'watch' | 'strap']);
        const { items, totalItems } = await this.reader.cards(ctx, {
            ...listingSearchInput(listing, legacyListingWindow(listing.page, listing.pageSize)),
            collectionSlugs: scope,
        });
        return {
            items,
            total_count: totalItems,
            page: listing.page,
            page_size: listing.pageSize,
            total_pages: totalPages(totalItems, listing.pageSize),
        };
    }
}
