import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { ProductReviewAdminResolver } from './api/product-review-admin.resolver';
import { ProductReviewShopResolver, SubmitProductReviewResultResolver } from './api/product-review-shop.resolver';
import { productReviewCustomFields } from './config/custom-fields';
import { manageProductReviewsPermission } from './constants';
import { ProductReview } from './entities/product-review.entity';
import { ProductReviewService } from './services/product-review.service';

/**
 * Product reviews: members who bought a product rate and review it, staff approve or reject
 * in the dashboard, shoppers see approved reviews, and the product carries their average and
 * count (reviewRating, reviewCount) for its page and the search cards.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [ProductReview],
    providers: [ProductReviewService],
    exports: [ProductReviewService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [ProductReviewShopResolver, SubmitProductReviewResultResolver],
    },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [ProductReviewAdminResolver] },
    configuration: (config) => {
        config.customFields.Product.push(...productReviewCustomFields);
        config.authOptions.customPermissions.push(manageProductReviewsPermission);
        return config;
    },
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class ReviewsPlugin {}
