import { Injectable } from '@nestjs/common';
import {
    AuthService,
    CustomerService,
    ExternalAuthenticationService,
    ID,
    InternalServerError,
    isGraphQlErrorResult,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import type { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { failureCodeIn, isOneOf, mobileSchema, SMS_SIGN_IN_FAILURES, type SmsSignInFailure } from '@maison/shared';

import { ShopFailure, withFailureResult } from '../../failures';
import { SMS_STRATEGY } from '../constants';
import type { SmsAuthData } from '../config/sms-authentication-strategy';
import { MemberOpenIdService } from './member-open-id.service';

export interface SmsSignInInput extends SmsAuthData {
    /** The mini-program's `wx.login` code: the WeChat account to bind to the member. */
    wxCode?: string;
}

/** A new member's name, given as they register (the profile form's rules, checked by the caller). */
export interface NewMemberName {
    firstName?: string;
    lastName?: string;
}

export interface MemberSignedIn {
    /** The session's token, sent back as `Authorization: Bearer …`. */
    token: string;
    customerId: ID;
    /** The number became a member with this sign-in. */
    isNew: boolean;
}

/** The input field a sign-in failure is about. */
const FIELD_OF: Record<SmsSignInFailure, string> = {
    INVALID_MOBILE: 'mobile',
    TERMS_NOT_ACCEPTED: 'acceptTerms',
    SMS_CODE_WRONG: 'code',
    SMS_CODE_EXPIRED: 'code',
    SMS_CODE_USED: 'code',
    SMS_CODE_LOCKED: 'code',
    SMS_CODE_NONE: 'code',
};

/**
 * Sign-in by SMS code for clients that keep a bearer token (the mini-program): Vendure's
 * AuthService with the shop's `sms` strategy, the one the Shop API's `authenticate` uses, so a
 * new number becomes a member, with its consents, exactly as on the storefront. A `wx.login`
 * code given with it binds the member's WeChat account in the same transaction: a refusal
 * there undoes the sign-in, and the SMS code stays unspent for a retry without it.
 */
@Injectable()
export class MemberSignInService {
    constructor(
        private connection: TransactionalConnection,
        private auth: AuthService,
        private external: ExternalAuthenticationService,
        private customers: CustomerService,
        private openIds: MemberOpenIdService,
    ) {}

    /** Signs in by the texted code; a new number becomes a member once the terms are accepted. */
    signInBySms(ctx: RequestContext, input: SmsSignInInput): Promise<MemberSignedIn | ShopFailure | ErrorResult> {
        return this.signIn(ctx, input);
    }

    /**
     * Registers a number by its texted code with the terms accepted, the storefront's way of
     * joining (a number already a member is signed in, its name left as it is); a new member's
     * name is set when given.
     */
    registerBySms(
        ctx: RequestContext,
        input: SmsSignInInput,
        name: NewMemberName,
    ): Promise<MemberSignedIn | ShopFailure | ErrorResult> {
        return this.signIn(ctx, { ...input, acceptTerms: true }, async (tx, signedIn) => {
            if (!signedIn.isNew || (!name.firstName && !name.lastName)) return;
            await this.customers.update(tx, {
                id: signedIn.customerId,
                ...(name.firstName ? { firstName: name.firstName } : {}),
                ...(name.lastName ? { lastName: name.lastName } : {}),
            });
        });
    }

    private async signIn(
        ctx: RequestContext,
        input: SmsSignInInput,
        then?: (tx: RequestContext, signedIn: MemberSignedIn) => Promise<void>,
    ): Promise<MemberSignedIn | ShopFailure | ErrorResult> {
        // WeChat is asked before the transaction opens: no database lock waits on its answer.
        const wechat = input.wxCode ? await this.openIds.sessionOfCode(input.wxCode) : undefined;
        if (wechat instanceof ShopFailure) return wechat;
        return withFailureResult(this.connection, ctx, async (tx) => {
            const known = await this.isMember(tx, input.mobile);
            const session = await this.auth.authenticate(tx, 'shop', SMS_STRATEGY, {
                mobile: input.mobile,
                code: input.code,
                acceptTerms: input.acceptTerms === true,
            } satisfies SmsAuthData);
            if (isGraphQlErrorResult(session)) return refusal(session);
            const customer = await this.customers.findOneByUserId(tx, session.user.id);
            if (!customer) throw new InternalServerError(`no customer for user ${session.user.id}`);
            const signedIn = { token: session.token, customerId: customer.id, isNew: !known };
            if (wechat) await this.openIds.bind(tx, customer.id, wechat.openid);
            await then?.(tx, signedIn);
            return signedIn;
        });
    }

    private async isMember(ctx: RequestContext, mobile: string): Promise<boolean> {
        const parsed = mobileSchema.safeParse(mobile);
        return parsed.success && !!(await this.external.findCustomerUser(ctx, SMS_STRATEGY, parsed.data));
    }
}

/** The strategy's refusal as the shop's failure (it writes its code in `authenticationError`), or Vendure's own. */
function refusal(result: ErrorResult): ShopFailure | ErrorResult {
    const carried = 'authenticationError' in result ? failureCodeIn(String(result.authenticationError)) : undefined;
    if (carried && isOneOf(SMS_SIGN_IN_FAILURES, carried))
        return new ShopFailure(carried, { field: FIELD_OF[carried] });
    return result;
}
