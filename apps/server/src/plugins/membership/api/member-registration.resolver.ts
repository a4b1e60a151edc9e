import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { MutationRegisterCustomerAccountArgs } from '@vendure/common/lib/generated-shop-types';
import {
    Allow,
    Ctx,
    Customer,
    CustomerService,
    isGraphQlErrorResult,
    Order,
    Permission,
    RequestContext,
    Transaction,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';

/** What registration answers for an address a guest has ordered with: it needs proof of the inbox first. */
export const GUEST_ORDERS_REFUSAL = 'GUEST_ORDERS_NEED_VERIFICATION';

/**
 * Vendure's registerCustomerAccount, refusing an e-mail address a guest has placed orders with.
 * The shop asks for no e-mail verification, and Vendure would attach the new account to that
 * guest's customer record, showing whoever registers the guest's orders, names and addresses.
 */
@Resolver()
export class MemberRegistrationResolver {
    constructor(
        private customers: CustomerService,
        private connection: TransactionalConnection,
    ) {}

    @Mutation()
    @Transaction()
    @Allow(Permission.Public)
    async registerCustomerAccount(@Ctx() ctx: RequestContext, @Args() args: MutationRegisterCustomerAccountArgs) {
        const guest = await this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .where('LOWER(customer.emailAddress) = LOWER(:email)', { email: String(args.input.emailAddress ?? '') })
            .andWhere('customer.userId IS NULL')
            .andWhere('customer.deletedAt IS NULL')
            .getOne();
        if (guest) {
            const orders = await this.connection
                .getRepository(ctx, Order)
                .count({ where: { customer: { id: guest.id } } });
            if (orders > 0) throw new UserInputError(GUEST_ORDERS_REFUSAL);
        }
        const result = await this.customers.registerCustomerAccount(ctx, args.input);
        if (isGraphQlErrorResult(result)) {
            // As Vendure does: a conflict is not told, so registration cannot list who has an account.
            return result.errorCode === 'EMAIL_ADDRESS_CONFLICT_ERROR' ? { success: true } : result;
        }
        return { success: true };
    }
}
