import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, Transaction } from '@vendure/core';

import { PasswordResetLinks } from '../services/password-reset-links.service';

/**
 * Vendure's requestPasswordReset (same name, so it replaces the built-in resolver), throttled
 * (PasswordResetLinks). A throttled request is answered exactly as any other.
 */
@Resolver()
export class PasswordResetRequestResolver {
    constructor(private links: PasswordResetLinks) {}

    @Mutation()
    @Transaction()
    async requestPasswordReset(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string }) {
        await this.links.send(ctx, String(args.emailAddress ?? '').slice(0, 254));
        return { success: true };
    }
}
