import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { MAX_WISHLIST_ENTRIES, wishlistSku, type WishlistType } from '@maison/shared';
import {
    CustomerEvent,
    EntityNotFoundError,
    EventBus,
    ID,
    Logger,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { CatalogService } from '../../catalog';
import { ShopFailure, ShopFailureError } from '../../failures';
import { MemberRecordsService } from '../../membership';
import { WishlistEntry } from '../entities/wishlist-entry.entity';

export interface WishInput {
    sku: string;
    type: WishlistType;
}

/**
 * Members' wishlists. Every call is the signed-in member's own: an entry id of another member
 * is not found, as one nobody has. Entries are keyed by sku and name a variant a shopper may see.
 */
@Injectable()
export class WishlistService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private records: MemberRecordsService,
        private catalog: CatalogService,
        private eventBus: EventBus,
    ) {}

    /** A closed or deleted customer's wishlist goes with them (a soft delete cascades nothing). */
    onApplicationBootstrap() {
        this.eventBus.ofType(CustomerEvent).subscribe((event) => {
            if (event.type !== 'deleted') return;
            this.connection.rawConnection
                .getRepository(WishlistEntry)
                .delete({ customerId: event.entity.id })
                .catch((err: unknown) => Logger.error(`wishlist not deleted: ${String(err)}`, 'WishlistPlugin'));
        });
    }

    async list(ctx: RequestContext): Promise<WishlistEntry[]> {
        const member = await this.records.member(ctx);
        return this.entriesOf(ctx, member.id);
    }

    /** The entry for the sku, added when new; refused for an unknown sku or a full list. */
    async add(ctx: RequestContext, input: WishInput): Promise<WishlistEntry | ShopFailure> {
        const member = await this.records.member(ctx);
        const sku = wishlistSku(input.sku);
        const [variant] = sku ? await this.catalog.findVariantsBySkus(ctx, [sku]) : [];
        if (!sku || !variant) throw new EntityNotFoundError('ProductVariant', input.sku);
        const repo = this.connection.getRepository(ctx, WishlistEntry);
        // A lock on the member's row orders concurrent adds, so the count below stays true.
        await this.records.lockMember(ctx, member.id);
        const existing = await repo.findOne({ where: { customerId: member.id, sku } });
        if (existing) return existing;
        if ((await repo.count({ where: { customerId: member.id } })) >= MAX_WISHLIST_ENTRIES) {
            return new ShopFailure('WISHLIST_FULL', {
                detail: `A wishlist holds at most ${MAX_WISHLIST_ENTRIES} entries`,
            });
        }
        return repo.save(new WishlistEntry({ customerId: member.id, sku, type: input.type }));
    }

    async remove(ctx: RequestContext, id: ID): Promise<WishlistEntry> {
        const member = await this.records.member(ctx);
        const repo = this.connection.getRepository(ctx, WishlistEntry);
        const entry = await repo.findOne({ where: { id, customerId: member.id } });
        if (!entry) throw new EntityNotFoundError('WishlistEntry', id);
        await repo.remove(entry);
        return Object.assign(entry, { id });
    }

    /**
     * A guest's list joined to the member's on sign-in: known skus not yet there are added, up
     * to the limit, the rest skipped without failing the whole (the guest cannot fix them).
     */
    async merge(ctx: RequestContext, inputs: WishInput[]): Promise<WishlistEntry[]> {
        if (inputs.length > MAX_WISHLIST_ENTRIES) {
            throw new ShopFailureError('TOO_MANY_ITEMS', `At most ${MAX_WISHLIST_ENTRIES} entries at once`);
        }
        const member = await this.records.member(ctx);
        await this.records.lockMember(ctx, member.id);
        const current = await this.entriesOf(ctx, member.id);
        const have = new Set(current.map((entry) => entry.sku));
        const wanted = inputs
            .map((input) => ({ sku: wishlistSku(input.sku), type: input.type }))
            .filter((input): input is WishInput => !!input.sku && !have.has(input.sku));
        const known = new Set(
            (
                await this.catalog.findVariantsBySkus(
                    ctx,
                    wanted.map((input) => input.sku),
                )
            ).map((v) => v.sku),
        );
        const room = MAX_WISHLIST_ENTRIES - current.length;
        const added = new Map<string, WishInput>();
        for (const input of wanted) {
            if (added.size >= room) break;
            if (known.has(input.sku) && !added.has(input.sku)) added.set(input.sku, input);
        }
        if (added.size) {
            await this.connection
                .getRepository(ctx, WishlistEntry)
                .save([...added.values()].map((input) => new WishlistEntry({ customerId: member.id, ...input })));
        }
        return this.entriesOf(ctx, member.id);
    }

    private entriesOf(ctx: RequestContext, customerId: ID): Promise<WishlistEntry[]> {
        return this.connection
            .getRepository(ctx, WishlistEntry)
            .find({ where: { customerId }, order: { createdAt: 'DESC', id: 'DESC' }, take: MAX_WISHLIST_ENTRIES });
    }
}
