import { Injectable } from '@nestjs/common';
import {
    ID,
    Product,
    ProductService,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

@Injectable()
export class CatalogService {
    constructor(
        private connection: TransactionalConnection,
        private productService: ProductService,
    ) {}

    /** Finds the enabled, undeleted product that owns the variant with this sku in the channel. */
    async findProductBySku(ctx: RequestContext, sku: string): Promise<Product | undefined> {
        const trimmed = sku.trim();
        if (!trimmed) return undefined;
        const row = await this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .innerJoin('variant.product', 'product')
            .select('variant.productId', 'productId')
            .where('variant.sku = :sku', { sku: trimmed })
            .andWhere('variant.deletedAt IS NULL')
            .andWhere('product.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .getRawOne<{ productId: ID }>();
        if (!row) return undefined;
        const product = await this.productService.findOne(ctx, row.productId);
        return product ?? undefined;
    }
}
