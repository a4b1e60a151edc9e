import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
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
    constructor(private records: MemberRecordsService) {}

    /** Also bounds the address book (MAX_MEMBER_ADDRESSES). */
    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async createCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationCreateCustomerAddressArgs) {
        return this.records.addAddress(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async updateCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationUpdateCustomerAddressArgs) {
        return this.records.updateOwnAddress(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.Owner)
    async deleteCustomerAddress(@Ctx() ctx: RequestContext, @Args() args: MutationDeleteCustomerAddressArgs) {
        return { success: await this.records.deleteOwnAddress(ctx, args.id) };
    }
}
