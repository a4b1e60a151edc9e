import { Injectable } from '@nestjs/common';
import { BAG_STATES, MAX_MEMBER_ADDRESSES } from '@maison/shared';
import type { CreateAddressInput, UpdateAddressInput } from '@vendure/common/lib/generated-shop-types';
import {
    Address,
    Customer,
    CustomerService,
    EntityNotFoundError,
    ForbiddenError,
    ID,
    idsAreEqual,
    Order,
    OrderService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

import { ShopFailureError } from '../../failures';

/**
 * Whose records a member may reach. Another member's address (or order, wishlist entry or
 * return) answers exactly as one that does not exist: ENTITY_NOT_FOUND, the storefront's 404,
 * so that no member can learn which ids are in use.
 */
@Injectable()
export class MemberRecordsService {
    constructor(
        private customers: CustomerService,
        private connection: TransactionalConnection,
        private orders: OrderService,
    ) {}

    /** The signed-in member; FORBIDDEN for a visitor who is not one. */
    async member(ctx: RequestContext): Promise<Customer> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    /**
     * Holds the member's row until the transaction ends, so that two requests of one member
     * that count and then add (addresses, wishlist entries) run one after the other and a
     * limit cannot be passed by sending both at once. SQLite has no row locks and needs none:
     * it runs one writing transaction at a time.
     */
    async lockMember(ctx: RequestContext, customerId: ID): Promise<void> {
        if (this.connection.rawConnection.options.type !== 'postgres') return;
        await this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .select('customer.id')
            .where('customer.id = :id', { id: customerId })
            .setLock('pessimistic_write')
            .getOne();
    }

    /** Checks that the member's address book has room for one more. */
    async roomForAddress(ctx: RequestContext): Promise<Customer> {
        const member = await this.member(ctx);
        await this.lockMember(ctx, member.id);
        const addresses = await this.customers.findAddressesByCustomerId(ctx, member.id);
        if (addresses.length >= MAX_MEMBER_ADDRESSES) {
            throw new ShopFailureError(
                'ADDRESS_BOOK_FULL',
                `An address book holds at most ${MAX_MEMBER_ADDRESSES} addresses`,
            );
        }
        return member;
    }

    /** Checks that address `id` is the member's own. */
    async ownAddress(ctx: RequestContext, id: ID): Promise<Customer> {
        const member = await this.member(ctx);
        const addresses = await this.customers.findAddressesByCustomerId(ctx, member.id);
        if (!addresses.some((address) => idsAreEqual(address.id, id))) throw new EntityNotFoundError('Address', id);
        return member;
    }

    /** The member's address book. */
    async ownAddresses(ctx: RequestContext): Promise<Address[]> {
        const member = await this.member(ctx);
        return this.customers.findAddressesByCustomerId(ctx, member.id);
    }

    /** Adds an address to the member's book, when it has room (ADDRESS_BOOK_FULL otherwise). Run in a transaction. */
    async addAddress(ctx: RequestContext, input: CreateAddressInput): Promise<Address> {
        const member = await this.roomForAddress(ctx);
        return this.customers.createAddress(ctx, member.id, input);
    }

    /** Changes one of the member's own addresses; another's is not found. Run in a transaction. */
    async updateOwnAddress(ctx: RequestContext, input: UpdateAddressInput): Promise<Address> {
        await this.ownAddress(ctx, input.id);
        return this.customers.updateAddress(ctx, input);
    }

    /** Deletes one of the member's own addresses; another's is not found. Run in a transaction. */
    async deleteOwnAddress(ctx: RequestContext, id: ID): Promise<boolean> {
        await this.ownAddress(ctx, id);
        return this.customers.deleteAddress(ctx, id);
    }

    /** The member's own order with this code (lines and customer loaded); another's is not found. */
    async ownOrder(ctx: RequestContext, code: string): Promise<{ member: Customer; order: Order }> {
        const member = await this.member(ctx);
        const order = await this.orders.findOneByCode(ctx, String(code).slice(0, 64), ['lines', 'customer']);
        if (!order || !order.customer || !idsAreEqual(order.customer.id, member.id)) {
            throw new EntityNotFoundError('Order', code);
        }
        return { member, order };
    }

    /**
     * The member's own order with this id, as `ownOrder`; another's is not found, and so is the
     * member's bag, which is no order until it goes to checkout.
     */
    async ownOrderById(ctx: RequestContext, id: ID): Promise<{ member: Customer; order: Order }> {
        const found = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { id }, select: { id: true, code: true, state: true } });
        if (!found || (BAG_STATES as readonly string[]).includes(found.state)) throw new EntityNotFoundError('Order', id);
        return this.ownOrder(ctx, found.code);
    }
}
