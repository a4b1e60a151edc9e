import {
    AuthenticationStrategy,
    Customer,
    ExternalAuthenticationService,
    Injector,
    RequestContext,
    TransactionalConnection,
    User,
} from '@vendure/core';
import { DocumentNode } from 'graphql';
import gql from 'graphql-tag';

import { mobileSchema, placeholderEmail, type SmsSignInFailure } from '@maison/shared';

import { SMS_STRATEGY } from '../constants';
import { LEGAL_DOCUMENTS } from '../legal/legal-documents';
import { MemberConsentsService } from '../services/member-consents.service';
import { SmsCodeService } from '../services/sms-code.service';
import type { CodeCheck } from '../sms/sms-code-policy';

/** What a code that does not sign in is answered with. */
const CODE_FAILURES: Record<Exclude<CodeCheck, 'OK'>, SmsSignInFailure> = {
    WRONG: 'SMS_CODE_WRONG',
    EXPIRED: 'SMS_CODE_EXPIRED',
    USED: 'SMS_CODE_USED',
    LOCKED: 'SMS_CODE_LOCKED',
    NONE: 'SMS_CODE_NONE',
};

/**
 * Vendure answers a strategy's string as `InvalidCredentialsError.authenticationError`: the shop
 * writes a failure code there, never a sentence.
 */
const failure = (code: SmsSignInFailure): string => code;

export interface SmsAuthData {
    mobile: string;
    code: string;
    /** A new member's consent to the privacy policy and the member-club terms. */
    acceptTerms?: boolean | null;
}

/**
 * Sign-in by mainland mobile number and the code sent to it, for the Shop API and the REST API
 * alike (`authenticate(input: { sms: { mobile, code, acceptTerms } })`). A number signing in for
 * the first time becomes a member, once they accept the privacy policy and the member-club
 * terms; each acceptance is kept with the current version and the time (MemberConsent, PIPL).
 */
export class SmsAuthenticationStrategy implements AuthenticationStrategy<SmsAuthData> {
    readonly name = SMS_STRATEGY;
    private codes: SmsCodeService;
    private external: ExternalAuthenticationService;
    private connection: TransactionalConnection;
    private consents: MemberConsentsService;

    init(injector: Injector) {
        this.codes = injector.get(SmsCodeService);
        this.external = injector.get(ExternalAuthenticationService);
        this.connection = injector.get(TransactionalConnection);
        this.consents = injector.get(MemberConsentsService);
    }

    defineInputType(): DocumentNode {
        return gql`
            input SmsAuthInput {
                mobile: String!
                code: String!
                acceptTerms: Boolean
            }
        `;
    }

    async authenticate(ctx: RequestContext, data: SmsAuthData): Promise<User | false | string> {
        const parsed = mobileSchema.safeParse(data.mobile);
        if (!parsed.success) return failure('INVALID_MOBILE');
        const mobile = parsed.data;
        const member = await this.external.findCustomerUser(ctx, SMS_STRATEGY, mobile);
        const missingTerms = !member && data.acceptTerms !== true;
        // The code first: only whoever holds the number's code learns whether it belongs to a
        // member (the terms are asked of new members only). A right code is kept unspent when
        // the terms are missing, so a new member who forgot the box can tick it and retry.
        const check = await this.codes.useCode(ctx, mobile, String(data.code ?? ''), { keep: missingTerms });
        if (check !== 'OK') return failure(CODE_FAILURES[check]);
        if (missingTerms) return failure('TERMS_NOT_ACCEPTED');
        if (member) return member;

        const user = await this.external.createCustomerAndUser(ctx, {
            strategy: SMS_STRATEGY,
            externalIdentifier: mobile,
            emailAddress: placeholderEmail(mobile),
            // Until they give their name, a member goes by the end of their number, as Chinese
            // shops do: staff and the member see something, and the profile shows what to change.
            firstName: `会员${mobile.slice(-4)}`,
            lastName: '',
            verified: true,
        });
        const customer = await this.connection
            .getRepository(ctx, Customer)
            .findOneOrFail({ where: { user: { id: user.id } } });
        await this.connection.getRepository(ctx, Customer).update({ id: customer.id }, { phoneNumber: mobile });
        await this.consents.recordCurrent(ctx, customer.id, LEGAL_DOCUMENTS);
        return user;
    }
}
