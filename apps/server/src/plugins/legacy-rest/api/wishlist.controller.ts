import { Controller } from '@nestjs/common';
import { MAX_WISHLIST_ENTRIES, WISHLIST_TYPES } from '@maison/shared';
import { TransactionalConnection } from '@vendure/core';
import { z } from 'zod';

import { type WishlistEntry, WishlistService } from '../../wishlist';
import type { LegacyCall } from './legacy-auth.guard';
import { orFail } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';
import { idParam, skuSchema } from './schemas';

const wish = z.object({ sku: skuSchema, type: z.enum(WISHLIST_TYPES) });
const mergeBody = z.object({ wishArray: z.array(wish).max(MAX_WISHLIST_ENTRIES) });
const entryParams = z.object({ id: idParam });

/** The member's list, newest first: every wishlist row answers it (spec §7: a `res` list). */
const wishlistAnswer = z.array(z.object({ id: z.string(), sku: z.string(), type: z.enum(WISHLIST_TYPES) }));
type Wishlist = z.infer<typeof wishlistAnswer>;

function listOf(entries: WishlistEntry[]): Wishlist {
    return entries.map((entry) => ({ id: String(entry.id), sku: entry.sku, type: entry.type }));
}

/** The member's wishlist (spec §7): the one list the storefront's Shop API `wishlist` shows too. */
@Controller('legacy-api')
export class WishlistController {
    constructor(
        private wishlists: WishlistService,
        private connection: TransactionalConnection,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'membership/wishlist',
        summary: 'The signed-in member’s wishlist, newest first',
        tag: 'Wishlist',
        auth: 'member',
        style: 'result',
        response: wishlistAnswer,
    })
    async list(@LegacyInput() { ctx }: LegacyCall): Promise<Wishlist> {
        return listOf(await this.wishlists.list(ctx));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/wishlist',
        summary: 'Adds a watch or strap by sku (kept once per sku); answers the list',
        description: 'An unknown sku is ENTITY_NOT_FOUND; a full list is WISHLIST_FULL.',
        tag: 'Wishlist',
        auth: 'member',
        style: 'result',
        body: wish,
        response: wishlistAnswer,
        failures: ['ENTITY_NOT_FOUND', 'WISHLIST_FULL'],
    })
    async add(@LegacyInput() { ctx, body }: LegacyCall): Promise<Wishlist> {
        return this.connection.withTransaction(ctx, async (tx) => {
            orFail(await this.wishlists.add(tx, body as z.infer<typeof wish>));
            return listOf(await this.wishlists.list(tx));
        });
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/wishlist/all',
        summary: 'Merges a guest’s list into the member’s on sign-in; answers the list',
        description: `Unknown skus and those already there are skipped, and entries past the list's ${MAX_WISHLIST_ENTRIES} left out.`,
        tag: 'Wishlist',
        auth: 'member',
        style: 'result',
        body: mergeBody,
        response: wishlistAnswer,
    })
    async merge(@LegacyInput() { ctx, body }: LegacyCall): Promise<Wishlist> {
        const { wishArray } = body as z.infer<typeof mergeBody>;
        return listOf(await this.connection.withTransaction(ctx, (tx) => this.wishlists.merge(tx, wishArray)));
    }

    @LegacyRoute({
        method: 'DELETE',
        path: 'membership/wishlist/:id',
        summary: 'Removes an entry of the member’s own; answers the list',
        description: 'Another member’s entry is not found, as one nobody has.',
        tag: 'Wishlist',
        auth: 'member',
        style: 'result',
        params: entryParams,
        response: wishlistAnswer,
    })
    async remove(@LegacyInput() { ctx, params }: LegacyCall): Promise<Wishlist> {
        const { id } = params as z.infer<typeof entryParams>;
        return this.connection.withTransaction(ctx, async (tx) => {
            await this.wishlists.remove(tx, id);
            return listOf(await this.wishlists.list(tx));
        });
    }
}
