import { Injectable } from '@nestjs/common';
import { ID, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

/**
 * Which buckles a strap is sold with: the enabled variants, in the active channel, of the
 * enabled buckle products staff chose on the strap's product. The interceptor lets nothing
 * else ride on a strap line.
 */
@Injectable()
export class BuckleChoiceService {
    constructor(private connection: TransactionalConnection) {}

    /** Whether the buckle variant is one the strap variant is sold with. */
    async isOwnBuckle(ctx: RequestContext, strapVariantId: ID, buckleId: ID): Promise<boolean> {
        const count = await this.ownBuckles(ctx, strapVariantId)
            .andWhere('buckle.id = :buckleId', { buckleId })
            .getCount();
        return count > 0;
    }

    /** The buckle variants the strap variant is sold with, as the alias `buckle`. */
    private ownBuckles(ctx: RequestContext, strapVariantId: ID) {
        return this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('strap')
            .innerJoin('strap.product', 'product')
            .innerJoin('product.customFields.buckles', 'buckleProduct')
            .innerJoin(ProductVariant, 'buckle', 'buckle.productId = buckleProduct.id')
            .innerJoin('buckle.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('strap.id = :strapVariantId', { strapVariantId })
            .andWhere('buckle.enabled = :enabled', { enabled: true })
            .andWhere('buckle.deletedAt IS NULL')
            .andWhere('buckleProduct.enabled = :enabled')
            .andWhere('buckleProduct.deletedAt IS NULL');
    }
}
