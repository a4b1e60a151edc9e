import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { resolveResultType, ShopFailure } from '../../failures';
import { OrderAccessService } from '../services/order-access.service';
import { smsCodeAnswer } from './sms-code.resolver';

/**
 * A guest opening their order on another device (the confirmation e-mail's link) proves it is
 * theirs: its e-mail address, or a code sent to its phone. Owner permission: a visitor without
 * a session is given one, which the proof then lets read the order.
 */
@Resolver()
export class OrderAccessResolver {
    constructor(private access: OrderAccessService) {}

    // No request-wide transaction: a wrong code's count must stand, whatever the answer.
    @Mutation()
    @Allow(Permission.Owner)
    async proveOrderAccess(
        @Ctx() ctx: RequestContext,
        @Args() args: { input: { orderCode: string; emailAddress?: string | null; smsCode?: string | null } },
    ) {
        const { orderCode, emailAddress, smsCode } = args.input;
        const code = String(orderCode ?? '').slice(0, 64);
        const result = await this.access.prove(
            ctx,
            code,
            smsCode
                ? { smsCode: String(smsCode).slice(0, 16) }
                : { emailAddress: String(emailAddress ?? '').slice(0, 254) },
        );
        if (result.granted) return { __typename: 'OrderAccessGranted', orderCode: result.orderCode };
        return new ShopFailure(result.reason, result.waitMs ? { waitMs: result.waitMs } : {});
    }

    @Mutation()
    @Allow(Permission.Owner)
    async requestOrderAccessCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { orderCode: string; captcha: { ticket: string; randstr: string } },
    ) {
        const result = await this.access.requestCode(ctx, String(args.orderCode ?? '').slice(0, 64), {
            ticket: String(args.captcha?.ticket ?? ''),
            randstr: String(args.captcha?.randstr ?? ''),
        });
        return smsCodeAnswer(result);
    }
}

@Resolver('ProveOrderAccessResult')
export class ProveOrderAccessResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'OrderAccessGranted');
    }
}
