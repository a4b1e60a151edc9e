import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { DeletionResponse } from '@vendure/common/lib/generated-types';
import type { PaginatedList } from '@vendure/common/lib/shared-types';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { manageProductReviewsPermission } from '../constants';
import { ProductReview } from '../entities/product-review.entity';
import { ProductReviewService } from '../services/product-review.service';

@Resolver()
export class ProductReviewAdminResolver {
    constructor(private reviewService: ProductReviewService) {}

    @Query()
    @Allow(manageProductReviewsPermission.Permission)
    productReviews(
        @Ctx() ctx: RequestContext,
        @Args() args: { options?: ListQueryOptions<ProductReview> },
    ): Promise<PaginatedList<ProductReview>> {
        return this.reviewService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(manageProductReviewsPermission.Permission)
    async productReview(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<ProductReview | null> {
        return (await this.reviewService.findOne(ctx, args.id)) ?? null;
    }

    @Mutation()
    @Transaction()
    @Allow(manageProductReviewsPermission.Permission)
    approveProductReview(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<ProductReview> {
        return this.reviewService.approve(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageProductReviewsPermission.Permission)
    rejectProductReview(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<ProductReview> {
        return this.reviewService.reject(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(manageProductReviewsPermission.Permission)
    deleteProductReview(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
        return this.reviewService.delete(ctx, args.id);
    }
}
