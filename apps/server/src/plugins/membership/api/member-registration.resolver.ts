import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import type { MutationRegisterCustomerAccountArgs } from '@vendure/common/lib/generated-shop-types';
// Not exported from the package's root; the shop API's own error for an address still to be proven.
import { NotVerifiedError } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import {
    Allow,
    Ctx,
    Customer,
    CustomerService,
    HistoryService,
    isGraphQlErrorResult,
    NATIVE_AUTH_STRATEGY_NAME,
    NativeAuthenticationMethod,
    Order,
    Permission,
    RequestContext,
    Transaction,
    TransactionalConnection,
    UserService,
} from '@vendure/core';

import { LEGAL_DOCUMENTS } from '../legal/legal-documents';
import { MemberConsentsService } from '../services/member-consents.service';
import { PasswordResetLinks } from '../services/password-reset-links.service';

/** Vendure's input, with the new member's acceptance of the privacy policy and the member terms. */
type RegisterArgs = MutationRegisterCustomerAccountArgs & {
    input: MutationRegisterCustomerAccountArgs['input'] & { acceptTerms?: boolean | null };
};

/**
 * Vendure's registerCustomerAccount, except for an e-mail address a guest has placed orders
 * with. Vendure would attach the new account, with the caller's password, to that guest's
 * customer record, showing whoever registers the guest's orders, names and addresses. Here the
 * account is made without a password and a password link goes to the address instead: whoever
 * reads that inbox sets the password and then sees the orders. The answer is NotVerifiedError,
 * so that the shopper is told to look in their inbox.
 *
 * A new account's acceptance of the legal texts (`acceptTerms`) is recorded with their current
 * versions. The guest's account above records none: whoever registered may not own the inbox,
 * and its owner is asked to accept at their first sign-in.
 */
@Resolver()
export class MemberRegistrationResolver {
    constructor(
        private customers: CustomerService,
        private users: UserService,
        private history: HistoryService,
        private connection: TransactionalConnection,
        private links: PasswordResetLinks,
        private consents: MemberConsentsService,
    ) {}

    @Mutation()
    @Transaction()
    @Allow(Permission.Public)
    async registerCustomerAccount(@Ctx() ctx: RequestContext, @Args() args: RegisterArgs) {
        const { acceptTerms, ...input } = args.input;
        const emailAddress = String(input.emailAddress ?? '');
        const guest = await this.guestWithOrders(ctx, emailAddress);
        if (guest) {
            if (!guest.user) {
                const user = await this.users.createCustomerUser(ctx, emailAddress);
                if (isGraphQlErrorResult(user)) return user;
                await this.connection.getRepository(ctx, Customer).update({ id: guest.id }, { user: { id: user.id } });
                await this.history.createHistoryEntryForCustomer({
                    ctx,
                    customerId: guest.id,
                    type: HistoryEntryType.CUSTOMER_REGISTERED,
                    data: { strategy: NATIVE_AUTH_STRATEGY_NAME },
                });
            }
            await this.links.send(ctx, emailAddress);
            return new NotVerifiedError();
        }
        const result = await this.customers.registerCustomerAccount(ctx, input);
        if (isGraphQlErrorResult(result)) {
            // As Vendure does: a conflict is not told, so registration cannot list who has an account.
            return result.errorCode === 'EMAIL_ADDRESS_CONFLICT_ERROR' ? { success: true } : result;
        }
        if (acceptTerms === true) {
            const customer = await this.registered(ctx, emailAddress);
            if (customer) await this.consents.recordCurrent(ctx, customer.id, LEGAL_DOCUMENTS);
        }
        return { success: true };
    }

    /** The customer an account was just registered for. */
    private registered(ctx: RequestContext, emailAddress: string): Promise<Customer | null> {
        return this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .innerJoin('customer.user', 'user')
            .where('LOWER(customer.emailAddress) = LOWER(:email)', { email: emailAddress.trim() })
            .andWhere('customer.deletedAt IS NULL')
            .getOne();
    }

    /**
     * The customer a guest ordered as with this address: one with no account yet, or one made
     * here earlier whose password was never set (the link may have been lost).
     */
    private async guestWithOrders(ctx: RequestContext, emailAddress: string): Promise<Customer | undefined> {
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .createQueryBuilder('customer')
            .leftJoinAndSelect('customer.user', 'user')
            .where('LOWER(customer.emailAddress) = LOWER(:email)', { email: emailAddress })
            .andWhere('customer.deletedAt IS NULL')
            .getOne();
        if (!customer) return undefined;
        if (customer.user) {
            const method = await this.connection
                .getRepository(ctx, NativeAuthenticationMethod)
                .createQueryBuilder('method')
                .addSelect('method.passwordHash')
                .where('method.userId = :id', { id: customer.user.id })
                .getOne();
            if (!method || method.passwordHash !== '') return undefined;
        }
        const orders = await this.connection
            .getRepository(ctx, Order)
            .count({ where: { customer: { id: customer.id } } });
        return orders > 0 ? customer : undefined;
    }
}
