export { ReviewsPlugin } from './reviews.plugin';
export { manageProductReviewsPermission } from './constants';
export { ProductReview } from './entities/product-review.entity';
export { ProductReviewEvent } from './events/product-review.event';
export { ProductReviewService } from './services/product-review.service';
