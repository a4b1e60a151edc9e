import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { resolveResultType, ShopFailure } from '../../failures';
import { SmsCodeService, type RequestCodeResult } from '../services/sms-code.service';

/** A code request's outcome as the Shop API's RequestSmsCodeResult, for every mutation that texts a code. */
export function smsCodeAnswer(result: RequestCodeResult) {
    if (result.sent) return { __typename: 'SmsCodeSent', retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) };
    return new ShopFailure(result.reason, 'retryAfterMs' in result ? { waitMs: result.retryAfterMs } : {});
}

@Resolver()
export class SmsCodeResolver {
    constructor(private codes: SmsCodeService) {}

    @Query()
    localCaptchaChallenge() {
        return this.codes.localChallenge() ?? null;
    }

    // No request-wide transaction: the row that counts a send must be visible to the next request
    // at once, or two asked at the same moment would both pass the limits.
    @Mutation()
    async requestSmsCode(
        @Ctx() ctx: RequestContext,
        @Args() args: { mobile: string; captcha: { ticket: string; randstr: string } },
    ) {
        const result = await this.codes.requestCode(ctx, {
            mobile: String(args.mobile ?? ''),
            ticket: String(args.captcha?.ticket ?? ''),
            randstr: String(args.captcha?.randstr ?? ''),
        });
        return smsCodeAnswer(result);
    }
}

@Resolver('RequestSmsCodeResult')
export class RequestSmsCodeResultResolver {
    @ResolveField()
    __resolveType(value: object) {
        return resolveResultType(value, 'SmsCodeSent');
    }
}
