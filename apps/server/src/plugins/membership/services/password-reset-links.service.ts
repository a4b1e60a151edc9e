import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CustomerService, Logger, RequestContext } from '@vendure/core';

import { LoginThrottle, RateLimiters } from '../../security';
import { loggerCtx } from '../constants';

const HOUR = 60 * 60 * 1000;

/**
 * Password reset links, throttled: an address gets three links before the next waits ten
 * minutes, then twice as long each time, counted for a day; a client address (one carrier NAT
 * holds many shoppers) twenty an hour. A link held back is not told to the caller, so that
 * nobody can fill a member's inbox or learn from the answer who has an account. (A throttle
 * lets `freeFailures` requests and one more through before the first wait.)
 */
@Injectable()
export class PasswordResetLinks implements OnModuleInit {
    private throttle: LoginThrottle;

    constructor(
        private moduleRef: ModuleRef,
        private customers: CustomerService,
    ) {}

    onModuleInit(): void {
        // The security plugin's store, shared by every instance; looked up across modules.
        this.throttle = new LoginThrottle(this.moduleRef.get(RateLimiters, { strict: false }), {
            prefix: 'password-reset',
            account: { freeFailures: 2, baseDelayMs: 10 * 60 * 1000, maxDelayMs: 24 * HOUR, forgetAfterMs: 24 * HOUR },
            address: { freeFailures: 19, baseDelayMs: 60 * 1000, maxDelayMs: HOUR, forgetAfterMs: HOUR },
        });
    }

    /** Mails a reset link to the account of `emailAddress`, if it has one and the throttle allows. */
    async send(ctx: RequestContext, emailAddress: string): Promise<void> {
        const wait = await this.throttle.begin({ identifier: emailAddress, clientAddress: ctx.req?.ip });
        if (wait > 0) {
            Logger.warn(`Password reset link held back for ${Math.ceil(wait / 1000)} s more`, loggerCtx);
            return;
        }
        await this.customers.requestPasswordReset(ctx, emailAddress);
    }
}
