import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { FLAG_FACET_CODE, STRAPS_COLLECTION_SLUG, WATCHES_COLLECTION_SLUG } from '@maison/shared';
import {
    CollectionService,
    FacetValue,
    ID,
    Product,
    ProductService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    Translated,
} from '@vendure/core';
import { FulltextSearchService } from '@vendure/core/dist/plugin/default-search-plugin/fulltext-search.service';

import type { SearchResultWithCard } from '../search/catalogue-search-strategy';
import type { CatalogueSearchInput } from '../search/search-input';

/** The top-level collections a shopper lists: a category is one of them or below one. */
const LISTING_ROOTS: readonly string[] = [WATCHES_COLLECTION_SLUG, STRAPS_COLLECTION_SLUG];

@Injectable()
export class CatalogService {
    constructor(
        private connection: TransactionalConnection,
        private productService: ProductService,
        private variantService: ProductVariantService,
        private collections: CollectionService,
        private moduleRef: ModuleRef,
    ) {}

    /**
     * The Shop API's `search` (Vendure's full-text search with the shop's strategy, enabled
     * products only), for the faces that are not GraphQL: the same results and order.
     */
    async search(
        ctx: RequestContext,
        input: CatalogueSearchInput,
    ): Promise<{ items: SearchResultWithCard[]; totalItems: number }> {
        // Looked up when first asked: the search plugin is registered after this one.
        const fulltext = this.moduleRef.get(FulltextSearchService, { strict: false });
        const { items, totalItems } = await fulltext.search(ctx, input, true);
        return { items: items as SearchResultWithCard[], totalItems };
    }

    /** The flag facet's value codes by value id (spec §9: a card's tag). */
    async flagCodes(ctx: RequestContext): Promise<Map<string, string>> {
        const rows = await this.connection
            .getRepository(ctx, FacetValue)
            .createQueryBuilder('value')
            .innerJoin('value.facet', 'facet')
            .select('value.id', 'id')
            .addSelect('value.code', 'code')
            .where('facet.code = :code', { code: FLAG_FACET_CODE })
            .getRawMany<{ id: ID; code: string }>();
        return new Map(rows.map((row) => [String(row.id), row.code]));
    }

    /**
     * Those of `slugs` that name a public category a shopper lists: the watch or strap listing,
     * or a public collection below one. A private collection (buckles, the search picks) is
     * never a listing's scope of its own.
     */
    async listingCategories(ctx: RequestContext, slugs: readonly string[]): Promise<string[]> {
        const found: string[] = [];
        for (const slug of slugs) {
            const collection = await this.collections.findOneBySlug(ctx, slug);
            if (!collection || collection.isPrivate) continue;
            const trail = await this.collections.getBreadcrumbs(ctx, collection);
            // The trail starts with Vendure's root collection, then the top-level one.
            if (LISTING_ROOTS.includes(trail[1]?.slug ?? '')) found.push(slug);
        }
        return found;
    }

    /** Finds the enabled, undeleted product that owns the variant with this sku in the channel. */
    async findProductBySku(ctx: RequestContext, sku: string): Promise<Product | undefined> {
        const trimmed = sku.trim();
        if (!trimmed) return undefined;
        const [row] = await this.shownVariants(ctx, [trimmed]);
        if (!row) return undefined;
        const product = await this.productService.findOne(ctx, row.productId);
        return product ?? undefined;
    }

    /**
     * The variants with these skus that a shopper may see (enabled, undeleted, in the channel),
     * translated and priced for the channel, in the order of `skus`; unknown skus are left out.
     */
    async findVariantsBySkus(ctx: RequestContext, skus: readonly string[]): Promise<Array<Translated<ProductVariant>>> {
        const wanted = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
        if (!wanted.length) return [];
        const rows = await this.shownVariants(ctx, wanted);
        const variants = await this.variantService.findByIds(
            ctx,
            rows.map((row) => row.id),
        );
        const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
        return wanted.map((sku) => bySku.get(sku)).filter((v) => v !== undefined);
    }

    private shownVariants(ctx: RequestContext, skus: string[]) {
        return this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .innerJoin('variant.product', 'product')
            .select('variant.id', 'id')
            .addSelect('variant.productId', 'productId')
            .where('variant.sku IN (:...skus)', { skus })
            .andWhere('variant.deletedAt IS NULL')
            .andWhere('variant.enabled = :enabled', { enabled: true })
            .andWhere('product.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .getRawMany<{ id: ID; productId: ID }>();
    }
}
