import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { PaginatedList } from '@vendure/common/lib/shared-types';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';

import { ProductReview } from '../entities/product-review.entity';
import type { ReviewErrorResult } from '../services/review-error-results';
import { ProductReviewService, type SubmitProductReviewInput } from '../services/product-review.service';

@Resolver()
export class ProductReviewShopResolver {
    constructor(private reviewService: ProductReviewService) {}

    @Query()
    @Allow(Permission.Public)
    productReviews(
        @Ctx() ctx: RequestContext,
        @Args() args: { productId: ID; options?: { skip?: number | null; take?: number | null } | null },
    ): Promise<PaginatedList<ProductReview>> {
        return this.reviewService.findApproved(ctx, args.productId, args.options ?? undefined);
    }

    @Query()
    @Allow(Permission.Public)
    async myProductReview(@Ctx() ctx: RequestContext, @Args() args: { productId: ID }): Promise<ProductReview | null> {
        return (await this.reviewService.findMine(ctx, args.productId)) ?? null;
    }

    // Public on purpose: a guest gets ReviewNotAllowedError, not an authorisation error.
    @Mutation()
    @Transaction()
    @Allow(Permission.Public)
    submitProductReview(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: SubmitProductReviewInput },
    ): Promise<ProductReview | ReviewErrorResult> {
        return this.reviewService.submit(ctx, args.input);
    }
}

/** Tells GraphQL which member of SubmitProductReviewResult a value is. */
@Resolver('SubmitProductReviewResult')
export class SubmitProductReviewResultResolver {
    @ResolveField()
    __resolveType(@Parent() value: ProductReview | ReviewErrorResult): string {
        return value instanceof ProductReview ? 'ProductReview' : value.__typename;
    }
}
