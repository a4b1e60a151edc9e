import { Injectable } from '@nestjs/common';
import { MAX_MEMBER_ADDRESSES } from '@maison/shared';
import {
    Customer,
    CustomerService,
    EntityNotFoundError,
    ForbiddenError,
    ID,
    idsAreEqual,
    RequestContext,
    UserInputError,
} from '@vendure/core';

/**
 * Whose records a member may reach. Another member's address (or order, wishlist entry or
 * return) answers exactly as one that does not exist: ENTITY_NOT_FOUND, the storefront's 404,
 * so that no member can learn which ids are in use.
 */
@Injectable()
export class MemberRecordsService {
    constructor(private customers: CustomerService) {}

    /** The signed-in member; FORBIDDEN for a visitor who is not one. */
    async member(ctx: RequestContext): Promise<Customer> {
        const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        if (!customer) throw new ForbiddenError();
        return customer;
    }

    /** Checks that the member's address book has room for one more. */
    async roomForAddress(ctx: RequestContext): Promise<Customer> {
        const member = await this.member(ctx);
        const addresses = await this.customers.findAddressesByCustomerId(ctx, member.id);
        if (addresses.length >= MAX_MEMBER_ADDRESSES) {
            throw new UserInputError(`An address book holds at most ${MAX_MEMBER_ADDRESSES} addresses`);
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
}
