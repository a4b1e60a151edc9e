import { ID, RequestContext, VendureEntityEvent } from '@vendure/core';

import type { ProductReview } from '../entities/product-review.entity';

/**
 * A review was submitted ('created'), moderated ('updated': approved or rejected) or deleted.
 * By then the product's reviewRating and reviewCount are up to date.
 */
export class ProductReviewEvent extends VendureEntityEvent<ProductReview, { productId: ID }> {
    constructor(ctx: RequestContext, entity: ProductReview, type: 'created' | 'updated' | 'deleted') {
        super(entity, type, ctx, { productId: entity.productId });
    }
}
