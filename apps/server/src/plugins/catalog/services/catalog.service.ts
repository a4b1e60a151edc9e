import { Injectable } from '@nestjs/common';
import {
    ID,
    Product,
    ProductService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
    Translated,
} from '@vendure/core';

@Injectable()
export class CatalogService {
    constructor(
        private connection: TransactionalConnection,
        private productService: ProductService,
        private variantService: ProductVariantService,
    ) {}

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
