import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';

import { resolveResultType, type ShopFailure } from '../../failures';
import type { WishlistEntry } from '../entities/wishlist-entry.entity';
import { type WishInput, WishlistService } from '../services/wishlist.service';

@Resolver()
export class WishlistResolver {
    constructor(private wishlists: WishlistService) {}

    @Query()
    @Allow(Permission.Owner)
    wishlist(@Ctx() ctx: RequestContext): Promise<WishlistEntry[]> {
        return this.wishlists.list(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    addToWishlist(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: WishInput },
    ): Promise<WishlistEntry | ShopFailure> {
        return this.wishlists.add(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    removeFromWishlist(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<WishlistEntry> {
        return this.wishlists.remove(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    mergeWishlist(@Ctx() ctx: RequestContext, @Args() args: { entries: WishInput[] }): Promise<WishlistEntry[]> {
        return this.wishlists.merge(ctx, args.entries);
    }
}

@Resolver('AddToWishlistResult')
export class AddToWishlistResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'WishlistEntry');
    }
}
