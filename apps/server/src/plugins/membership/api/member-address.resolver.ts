import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, CustomerService, Permission, RequestContext, Transaction } from '@vendure/core';
import type {
    MutationCreateCustomerAddressArgs,
    MutationDeleteCustomerAddressArgs,
    MutationUpdateCustomerAddressArgs,
} from '@vendure/common/lib/generated-shop-types';

import { MemberRecordsService } from '../services/member-records.service';

/**
 * Vendure's own address mutations, answering another member's address id with ENTITY_NOT_FOUND
 * (as for an id nobody has) where Vendure answers FORBIDDEN, which tells a member that the id
 * exists. Same names, so they replace the built-in resolvers.
 */
@Resolver()
export class MemberAddressResolver {
    constructor(
        private records: MemberRecordsService,
        private customers: CustomerService,
    ) {}

    /** Also bounds the address book (MAX_MEMBER_ADDRESSES). */
    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async createCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationCreateCustomerAddressArgs) {
        const member = await this.records.roomForAddress(ctx);
        return this.customers.createAddress(ctx, member.id, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async updateCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateCustomerAddressArgs) {
        await this.records.ownAddress(ctx, args.input.id);
        return this.customers.updateAddress(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async deleteCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteCustomerAddressArgs) {
        await this.records.ownAddress(ctx, args.id);
        return { success: await this.customers.deleteAddress(ctx, args.id) };
    }
}
