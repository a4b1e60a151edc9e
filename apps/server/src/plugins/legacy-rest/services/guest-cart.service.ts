import { createHash, randomInt } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MASKED_CART_ID_PATTERN } from '@maison/shared';
import {
    CustomerService,
    Logger,
    Order,
    OrderService,
    RequestContext,
    Session,
    SessionService,
    TransactionalConnection,
    UserService,
} from '@vendure/core';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { In } from 'typeorm';

import { clientKey, RateLimiters } from '../../security';
import { LegacyFailure } from '../api/legacy-failure';
import { GUEST_CART_POLICY } from '../constants';
import { GuestCart } from '../entities/guest-cart.entity';

const MASK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MASK_LENGTH = 32;

/** The stored form of a masked id: its SHA-256, so the table alone opens no cart. */
export function maskedIdHash(maskedId: string): string {
    return createHash('sha256').update(maskedId).digest('hex');
}

/** A fresh masked id: 32 letters and digits from the system's CSPRNG (about 190 bits). */
export function newMaskedId(): string {
    let id = '';
    for (let i = 0; i < MASK_LENGTH; i++) id += MASK_ALPHABET[randomInt(MASK_ALPHABET.length)];
    return id;
}

/** How a guest cart is wanted: to read it, or to change its contents. */
export type GuestCartUse = 'read' | 'change';

/**
 * Guests' carts of the REST face (Magento's guest-carts): a Vendure order without a customer,
 * named by a masked id only the guest holds. A member takes one over the way the Shop API
 * merges a guest's bag at sign-in.
 */
@Injectable()
export class GuestCartService implements OnModuleInit {
    private opening: RateLimiterAbstract;

    constructor(
        private connection: TransactionalConnection,
        private orders: OrderService,
        private customers: CustomerService,
        private users: UserService,
        private sessions: SessionService,
        private moduleRef: ModuleRef,
    ) {}

    onModuleInit(): void {
        // Looked up across modules, as the appointments' limit does: every instance counts together.
        this.opening = this.moduleRef.get(RateLimiters, { strict: false }).create({
            name: 'guest-cart-client',
            points: GUEST_CART_POLICY.perClientPerHour,
            durationMs: GUEST_CART_POLICY.hourMs,
        });
    }

    /**
     * Opens an empty cart for a guest and answers the masked id that names it, once; GUEST_CART_THROTTLED
     * (with the seconds to wait) past the client's carts of the hour.
     */
    async create(ctx: RequestContext): Promise<string> {
        try {
            await this.opening.consume(clientKey(ctx.req?.ip ?? 'unknown'));
        } catch (err) {
            if (err instanceof RateLimiterRes) {
                throw new LegacyFailure('GUEST_CART_THROTTLED', undefined, Math.ceil(err.msBeforeNext / 1000));
            }
            throw err;
        }
        return this.connection.withTransaction(ctx, async (tx) => {
            const order = await this.orders.create(tx);
            const maskedId = newMaskedId();
            await this.connection
                .getRepository(tx, GuestCart)
                .save(new GuestCart({ maskedIdHash: maskedIdHash(maskedId), orderId: order.id }));
            return maskedId;
        });
    }

    /**
     * The guest's cart a masked id names, or undefined: unknown, taken over by a member, no
     * longer a cart (placed or cancelled), or, to change it, past adding items.
     */
    async find(ctx: RequestContext, maskedId: string, use: GuestCartUse): Promise<Order | undefined> {
        if (!MASKED_CART_ID_PATTERN.test(maskedId)) return undefined;
        const cart = await this.connection
            .getRepository(ctx, GuestCart)
            .findOne({ where: { maskedIdHash: maskedIdHash(maskedId) } });
        if (!cart) return undefined;
        const order = await this.orders.findOne(ctx, cart.orderId);
        if (!order || order.customerId || !order.active) return undefined;
        if (!order.channels?.some((c) => c.id === ctx.channelId)) return undefined;
        if (use === 'change' && order.state !== 'AddingItems') return undefined;
        return order;
    }

    /**
     * Gives the guest's cart to the signed-in member (Magento's "assign"): merged into the
     * member's active order by the shop's merge strategy, as at sign-in, or become that order
     * when the member has none; the masked id names nothing afterwards. Answers the member's
     * active order.
     */
    async assignToMember(ctx: RequestContext, guestOrder: Order): Promise<Order | undefined> {
        const userId = ctx.activeUserId;
        if (!userId || !ctx.session) throw new Error('assigning a guest cart needs a member');
        return this.connection.withTransaction(ctx, async (tx) => {
            const user = await this.users.getUserById(tx, userId);
            if (!user) throw new Error(`no user ${String(userId)}`);
            const existing = await this.orders.getActiveOrderForUser(tx, userId);
            // Lines join a cart still adding items only; one waiting for payment changes from the bag.
            if (existing && existing.state !== 'AddingItems') throw new LegacyFailure('ORDER_MODIFICATION_ERROR');
            await this.connection.getRepository(tx, GuestCart).delete({ orderId: guestOrder.id });
            const merged = await this.orders.mergeOrders(tx, user, guestOrder, existing);
            if (merged && ctx.session) await this.sessions.setActiveOrder(tx, ctx.session, merged);
            return merged;
        });
    }

    /** The customer id of the signed-in member, as Magento's `customerId` names it. */
    async memberCustomerId(ctx: RequestContext): Promise<number | undefined> {
        if (!ctx.activeUserId) return undefined;
        const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId);
        return customer ? Number(customer.id) : undefined;
    }

    /**
     * Deletes guests' carts left alone (GUEST_CART_POLICY): still adding items, no member's, and
     * unchanged since the cut-off for an empty or a filled cart. Their orders go with them, and
     * with the orders their lines. Answers how many were deleted.
     */
    async deleteAbandoned(ctx: RequestContext, now = new Date()): Promise<number> {
        const emptySince = new Date(now.getTime() - GUEST_CART_POLICY.emptyKeptMs);
        const idleSince = new Date(now.getTime() - GUEST_CART_POLICY.idleKeptMs);
        const rows = await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder('o')
            .innerJoin(GuestCart, 'cart', 'cart.orderId = o.id')
            .leftJoin('o.lines', 'line')
            .select('o.id', 'id')
            .where('o.active = :active', { active: true })
            .andWhere('o.customerId IS NULL')
            .andWhere('o.state = :state', { state: 'AddingItems' })
            .andWhere('o.updatedAt < :emptySince', { emptySince })
            .groupBy('o.id')
            .having('COUNT(line.id) = 0 OR MAX(o.updatedAt) < :idleSince', { idleSince })
            .limit(GUEST_CART_POLICY.deletedPerRun)
            .getRawMany<{ id: number | string }>();
        if (!rows.length) return 0;
        const ids = rows.map((r) => r.id);
        await this.connection.withTransaction(ctx, async (tx) => {
            // No session names a guest cart as its order, but one must never point at a deleted row.
            await this.connection
                .getRepository(tx, Session)
                .update({ activeOrderId: In(ids) }, { activeOrderId: null as unknown as undefined });
            await this.connection.getRepository(tx, Order).delete({ id: In(ids) });
        });
        Logger.verbose(`Deleted ${ids.length} abandoned guest carts`, 'LegacyRest');
        return ids.length;
    }
}
