import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CacheService, Ctx, CustomerService, Logger, RequestContext, Transaction } from '@vendure/core';

import { LoginThrottle } from '../../security';
import { loggerCtx } from '../constants';

const HOUR = 60 * 60 * 1000;

/**
 * Vendure's requestPasswordReset (same name, so it replaces the built-in resolver), throttled:
 * an address gets three links before the next waits ten minutes, then twice as long each time,
 * counted for a day; a client address (one carrier NAT holds many shoppers) twenty an hour. A
 * throttled request is answered exactly as any other, with no mail sent, so the answer still
 * says nothing of who has an account, and nobody can fill a member's inbox. (A throttle lets
 * `freeFailures` requests and one more through before the first wait.)
 */
@Resolver()
export class PasswordResetRequestResolver {
    private throttle: LoginThrottle;

    constructor(
        cache: CacheService,
        private customers: CustomerService,
    ) {
        this.throttle = new LoginThrottle(cache, {
            prefix: 'password-reset',
            account: { freeFailures: 2, baseDelayMs: 10 * 60 * 1000, maxDelayMs: 24 * HOUR, forgetAfterMs: 24 * HOUR },
            address: { freeFailures: 19, baseDelayMs: 60 * 1000, maxDelayMs: HOUR, forgetAfterMs: HOUR },
        });
    }

    @Mutation()
    @Transaction()
    async requestPasswordReset(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string }) {
        const emailAddress = String(args.emailAddress ?? '').slice(0, 254);
        const wait = await this.throttle.begin({ identifier: emailAddress, clientAddress: ctx.req?.ip });
        if (wait > 0) {
            Logger.warn(`Password reset link held back for ${Math.ceil(wait / 1000)} s more`, loggerCtx);
        } else {
            await this.customers.requestPasswordReset(ctx, emailAddress);
        }
        return { success: true };
    }
}
