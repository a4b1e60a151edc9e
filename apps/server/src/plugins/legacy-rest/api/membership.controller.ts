import { Controller } from '@nestjs/common';
import {
    isMailable,
    profileSchema,
    smsCodeRequestSchema,
    SMS_SEND_FAILURES,
    SMS_SIGN_IN_FAILURES,
    type FailureCode,
} from '@maison/shared';
import { type Customer, CustomerService, RequestContext, TransactionalConnection } from '@vendure/core';
import { z } from 'zod';

import {
    LEGAL_DOCUMENTS,
    MemberAccountService,
    MemberConsentsService,
    MemberRecordsService,
    MemberSignInService,
    type MemberSignedIn,
    smsCodeAnswer,
    SmsCodeService,
} from '../../membership';
import type { LegacyCall } from './legacy-auth.guard';
import { orFail } from './legacy-failure';
import { LegacyInput } from './legacy-input';
import { LegacyRoute } from './legacy-route';

/** A number as typed: the SMS service says INVALID_MOBILE for one that is not a mainland mobile. */
const mobileInput = z.string().max(32);
/** A texted code as typed: the strategy says SMS_CODE_WRONG for one that is not it. */
const codeInput = z.string().min(1).max(16);
/** What the mini-program's `wx.login` gave: the WeChat account to bind to the member. */
const wxCodeInput = z.string().trim().min(1).max(128);

const WECHAT_FAILURES = ['WECHAT_CODE_INVALID', 'WECHAT_ACCOUNT_TAKEN', 'WECHAT_UNAVAILABLE'] as const;
const SIGN_IN_FAILURES: readonly FailureCode[] = [...SMS_SIGN_IN_FAILURES, ...WECHAT_FAILURES];

const verifyCodeQuery = z.object({
    mobile: mobileInput,
    /** Tencent's captcha type as the mini-program sends it; the shop's verifier knows its own. */
    captchaType: z.string().max(16).optional(),
    ticket: smsCodeRequestSchema.shape.ticket,
    randstr: smsCodeRequestSchema.shape.randstr,
});
const codeSent = z.object({ retryAfterSeconds: z.number().int().min(0) });

const loginBody = z.object({
    mobile: mobileInput,
    code: codeInput,
    wxCode: wxCodeInput.optional(),
    /** A new number becomes a member only with the privacy policy and the member terms accepted. */
    acceptTerms: z.boolean().optional(),
});
const registerBody = z.object({
    mobile: mobileInput,
    code: codeInput,
    /** The privacy policy and the member terms, accepted: registration needs them. */
    acceptTerms: z.literal(true),
    /** A new member's name, by the profile form's rules; a number already a member keeps theirs. */
    firstName: profileSchema.shape.firstName.optional(),
    lastName: profileSchema.shape.lastName.optional(),
    wxCode: wxCodeInput.optional(),
});
const signedInAnswer = z.object({
    /** The session's token: `Authorization: Bearer …` on the member's calls. */
    token: z.string(),
    customerId: z.string(),
    /** The number became a member with this call. */
    isNew: z.boolean(),
});

/** The profile form's rules, its checkbox as JSON's boolean; a field left out is left as it is. */
const profileBody = profileSchema.extend({ newsletter: z.boolean().optional() });
const legalDocument = z.enum(LEGAL_DOCUMENTS as [string, ...string[]]);
const pendingDocuments = z.array(
    z.object({ document: legalDocument, version: z.string(), acceptedVersion: z.string().nullable() }),
);
const profileAnswer = z.object({
    customerId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    birthday: z.string().nullable(),
    gender: z.string().nullable(),
    newsletter: z.boolean(),
    /** New versions of the legal texts the member is asked to accept (`membership/user/me/consent`). */
    pendingConsents: pendingDocuments,
});
const clubAnswer = z.object({
    tier: z.string(),
    points: z.number().int(),
    nextTier: z.string().nullable(),
    pointsToNextTier: z.number().int().nullable(),
});
const consentBody = z.object({
    documents: z
        .array(z.object({ document: legalDocument, version: z.string().trim().min(1).max(64) }))
        .min(1)
        .max(10),
});
const consentAnswer = z.object({ pending: pendingDocuments });

type Profile = z.infer<typeof profileAnswer>;

/** Membership rows (spec §7): SMS sign-in and registration, the profile, the club and consents. */
@Controller('legacy-api')
export class MembershipController {
    constructor(
        private codes: SmsCodeService,
        private signIns: MemberSignInService,
        private records: MemberRecordsService,
        private customers: CustomerService,
        private accounts: MemberAccountService,
        private consents: MemberConsentsService,
        private connection: TransactionalConnection,
    ) {}

    @LegacyRoute({
        method: 'GET',
        path: 'membership/user/reg/verifycode',
        summary: 'Texts a sign-in code to a mainland mobile once the captcha is passed',
        description:
            'The same code, limits and failures as the Shop API’s `requestSmsCode`; TOO_SOON and DAILY_LIMIT carry `Retry-After`.',
        tag: 'Membership',
        auth: 'none',
        style: 'result',
        query: verifyCodeQuery,
        response: codeSent,
        failures: SMS_SEND_FAILURES,
    })
    async verifyCode(@LegacyInput() { ctx, query }: LegacyCall): Promise<z.infer<typeof codeSent>> {
        const { mobile, ticket, randstr } = query as z.infer<typeof verifyCodeQuery>;
        const sent = orFail(smsCodeAnswer(await this.codes.requestCode(ctx, { mobile, ticket, randstr })));
        return { retryAfterSeconds: sent.retryAfterSeconds };
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/user/login/code',
        summary: 'Signs in by the texted code; a new number becomes a member with the terms accepted',
        description:
            'The Shop API’s `authenticate(input: { sms })`. With `wxCode` (from `wx.login`) the member’s WeChat account is bound; one already bound to another member is WECHAT_ACCOUNT_TAKEN and nothing is signed in.',
        tag: 'Membership',
        auth: 'none',
        style: 'result',
        body: loginBody,
        response: signedInAnswer,
        failures: SIGN_IN_FAILURES,
    })
    async loginByCode(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof signedInAnswer>> {
        return answerOf(orFail(await this.signIns.signInBySms(ctx, body as z.infer<typeof loginBody>)));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/user/reg',
        summary: 'Registers a mobile number by its texted code, the terms accepted, and signs it in',
        description:
            'The storefront’s way of joining: the SMS sign-in that makes a new member, with its consents. A new member’s name is set when given; a number already a member is signed in as it is (`isNew: false`). No e-mail address is taken: one not proven to be the member’s would block its owner’s account.',
        tag: 'Membership',
        auth: 'none',
        style: 'result',
        body: registerBody,
        response: signedInAnswer,
        failures: SIGN_IN_FAILURES,
    })
    async register(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof signedInAnswer>> {
        const { firstName, lastName, ...input } = body as z.infer<typeof registerBody>;
        return answerOf(orFail(await this.signIns.registerBySms(ctx, input, { firstName, lastName })));
    }

    @LegacyRoute({
        method: 'GET',
        path: 'membership/user/me',
        summary: 'The signed-in member’s profile',
        tag: 'Membership',
        auth: 'member',
        style: 'result',
        response: profileAnswer,
    })
    async me(@LegacyInput() { ctx }: LegacyCall): Promise<Profile> {
        return this.profileOf(ctx, await this.records.member(ctx));
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/user/me',
        summary: 'Updates the signed-in member’s profile by the storefront’s profile rules',
        description:
            'Names are required; birthday, gender and newsletter are left as they are when left out, and an empty birthday or gender clears it.',
        tag: 'Membership',
        auth: 'member',
        style: 'result',
        body: profileBody,
        response: profileAnswer,
    })
    async updateMe(@LegacyInput() { ctx, body }: LegacyCall): Promise<Profile> {
        const { firstName, lastName, birthday, gender, newsletter } = body as z.infer<typeof profileBody>;
        const member = await this.records.member(ctx);
        const updated = await this.connection.withTransaction(ctx, (tx) =>
            this.customers.update(tx, {
                id: member.id,
                firstName,
                lastName,
                customFields: {
                    ...(birthday === undefined ? {} : { birthday: birthday || null }),
                    ...(gender === undefined ? {} : { gender: gender || null }),
                    ...(newsletter === undefined ? {} : { newsletter }),
                },
            }),
        );
        return this.profileOf(ctx, updated);
    }

    @LegacyRoute({
        method: 'GET',
        path: 'membership/member/me',
        summary: 'The signed-in member’s tier and points in the member club',
        tag: 'Membership',
        auth: 'member',
        style: 'result',
        response: clubAnswer,
    })
    club(@LegacyInput() { ctx }: LegacyCall): Promise<z.infer<typeof clubAnswer>> {
        return this.accounts.clubStanding(ctx);
    }

    @LegacyRoute({
        method: 'POST',
        path: 'membership/user/me/consent',
        summary: 'Accepts the current version of the legal documents named',
        description:
            'Each version named must be the current one (`pendingConsents` of `membership/user/me` lists them), else TERMS_NOT_ACCEPTED naming it and nothing is recorded. Answers what is still pending.',
        tag: 'Membership',
        auth: 'member',
        style: 'result',
        body: consentBody,
        response: consentAnswer,
        failures: ['TERMS_NOT_ACCEPTED'],
    })
    async consent(@LegacyInput() { ctx, body }: LegacyCall): Promise<z.infer<typeof consentAnswer>> {
        const { documents } = body as z.infer<typeof consentBody>;
        const pending = await this.connection.withTransaction(ctx, (tx) =>
            this.consents.acceptVersions(
                tx,
                documents.map((d) => ({
                    document: d.document as (typeof LEGAL_DOCUMENTS)[number],
                    version: d.version,
                })),
            ),
        );
        return { pending: orFail(pending) };
    }

    private async profileOf(ctx: RequestContext, customer: Customer): Promise<Profile> {
        const fields = customer.customFields as {
            birthday?: string | null;
            gender?: string | null;
            newsletter?: boolean;
        };
        return {
            customerId: String(customer.id),
            firstName: customer.firstName,
            lastName: customer.lastName,
            mobile: customer.phoneNumber || null,
            // The stand-in address of a member who joined by mobile is the shop's, not theirs.
            email: isMailable(customer.emailAddress) ? customer.emailAddress : null,
            birthday: fields.birthday || null,
            gender: fields.gender || null,
            newsletter: fields.newsletter === true,
            pendingConsents: await this.consents.pending(ctx),
        };
    }
}

function answerOf(signedIn: MemberSignedIn): z.infer<typeof signedInAnswer> {
    return { token: signedIn.token, customerId: String(signedIn.customerId), isNew: signedIn.isNew };
}
