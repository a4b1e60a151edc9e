import {
    type FailureCode,
    failureCodeIn,
    forgotPasswordSchema,
    isOneOf,
    loginFormSchema,
    registerFormSchema,
    resetPasswordSchema,
    smsCodeRequestSchema,
    SMS_SEND_FAILURES,
    SMS_SIGN_IN_FAILURES,
    smsSignInSchema,
} from '@maison/shared';
import type { z } from 'zod';

import { fieldErrors } from '~/lib/field-errors';
import { graphql } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

import type { CaptchaChallenge, SignInAnswer, SignInFailure, SignInIntent } from './sign-in';

const LocalCaptchaQuery = graphql(`
    query LocalCaptcha {
        localCaptchaChallenge {
            randstr
            ticket
        }
    }
`);

/** What a code request answers, for sign-in and for a booking alike. */
const SmsCodeRequestFields = graphql(`
    fragment SmsCodeRequestFields on RequestSmsCodeResult {
        __typename
        ... on SmsCodeSent {
            retryAfterSeconds
        }
        ... on ShopFailure {
            errorCode
            waitSeconds
        }
    }
`);

const RequestSmsCodeMutation = graphql(
    `
        mutation RequestSmsCode($mobile: String!, $captcha: SmsCaptchaInput!) {
            requestSmsCode(mobile: $mobile, captcha: $captcha) {
                ...SmsCodeRequestFields
            }
        }
    `,
    [SmsCodeRequestFields],
);

const RequestAppointmentCodeMutation = graphql(
    `
        mutation RequestAppointmentCode($mobile: String!, $captcha: SmsCaptchaInput!) {
            requestAppointmentCode(mobile: $mobile, captcha: $captcha) {
                ...SmsCodeRequestFields
            }
        }
    `,
    [SmsCodeRequestFields],
);

const SmsSignInMutation = graphql(`
    mutation SmsSignIn($input: SmsAuthInput!) {
        authenticate(input: { sms: $input }, rememberMe: true) {
            __typename
            ... on InvalidCredentialsError {
                authenticationError
            }
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const LoginMutation = graphql(`
    mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
        login(username: $username, password: $password, rememberMe: $rememberMe) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const RegisterMutation = graphql(`
    mutation Register($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const RequestPasswordResetMutation = graphql(`
    mutation RequestPasswordReset($emailAddress: String!) {
        requestPasswordReset(emailAddress: $emailAddress) {
            __typename
        }
    }
`);

const ResetPasswordMutation = graphql(`
    mutation ResetPassword($token: String!, $password: String!) {
        resetPassword(token: $token, password: $password) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const LogoutMutation = graphql(`
    mutation Logout {
        logout {
            success
        }
    }
`);

/** The local captcha's challenge, or null when the shop uses Tencent's (or cannot say). */
export async function loadCaptchaChallenge(client: ShopClient): Promise<CaptchaChallenge | null> {
    try {
        return (await client.request(LocalCaptchaQuery)).localCaptchaChallenge ?? null;
    } catch {
        return null;
    }
}

/** What a refused form may show again as it was typed: never a password or a code. */
const KEPT_FIELDS = ['mobile', 'username', 'email', 'firstName', 'lastName'] as const;

function kept(form: Record<string, string>): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of KEPT_FIELDS) if (form[name]) values[name] = form[name].slice(0, 254);
    return values;
}

function refused(
    intent: SignInIntent,
    code: SignInFailure,
    form: Record<string, string>,
    errors: Record<string, string> = {},
): SignInAnswer {
    return { intent, ok: false, code, errors, values: kept(form) };
}

function invalid(intent: SignInIntent, error: z.ZodError, form: Record<string, string>): SignInAnswer {
    return refused(intent, 'INVALID', form, fieldErrors(error));
}

/** What a Shop API error code means for the shopper, as a `login.errors` key. */
const FAILURE_OF_CODE: Partial<Record<string, SignInFailure>> & Partial<Record<FailureCode, SignInFailure>> = {
    INVALID_CREDENTIALS_ERROR: 'LOGIN_FAILED',
    NOT_VERIFIED_ERROR: 'LOGIN_FAILED',
    NATIVE_AUTH_STRATEGY_ERROR: 'LOGIN_FAILED',
    EMAIL_ADDRESS_CONFLICT_ERROR: 'EMAIL_ADDRESS_CONFLICT_ERROR',
    PASSWORD_VALIDATION_ERROR: 'PASSWORD_INVALID',
    MISSING_PASSWORD_ERROR: 'PASSWORD_INVALID',
    PASSWORD_RESET_TOKEN_INVALID_ERROR: 'RESET_TOKEN_INVALID',
    PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'RESET_TOKEN_EXPIRED',
};

/** The failures of the SMS strategy and the code request, each shown as it is. */
function failureOf(code: string | null | undefined, fallback: SignInFailure): SignInFailure {
    if (!code) return fallback;
    if (isOneOf(SMS_SIGN_IN_FAILURES, code) || isOneOf(SMS_SEND_FAILURES, code)) return code;
    return FAILURE_OF_CODE[code] ?? fallback;
}

/**
 * Texts a code behind the captcha: to sign in, or (`appointment`) to prove the mobile of a
 * booking, a code of its own purpose within the same send limits.
 */
export async function requestSmsCode(
    client: ShopClient,
    form: Record<string, string>,
    purpose: 'signIn' | 'appointment' = 'signIn',
): Promise<SignInAnswer> {
    const parsed = smsCodeRequestSchema.safeParse(form);
    if (!parsed.success) return invalid('sms-code', parsed.error, form);
    // The local captcha is a box to tick; Tencent's puzzle fills the ticket itself.
    if (form.captchaKind === 'local' && form.human !== 'on') {
        return refused('sms-code', 'INVALID', form, { human: 'validation.captcha' });
    }
    const { mobile, ticket, randstr } = parsed.data;
    const variables = { mobile, captcha: { ticket, randstr } };
    const result =
        purpose === 'appointment'
            ? (await client.request(RequestAppointmentCodeMutation, variables)).requestAppointmentCode
            : (await client.request(RequestSmsCodeMutation, variables)).requestSmsCode;
    if (result.__typename === 'SmsCodeSent') {
        return { intent: 'sms-code', ok: true, errors: {}, mobile, retryAfterSeconds: result.retryAfterSeconds };
    }
    return {
        ...refused('sms-code', failureOf(result.errorCode, 'UNKNOWN'), form),
        mobile,
        retryAfterSeconds: result.waitSeconds ?? 0,
    };
}

/** Signs in by the texted code; a new number becomes a member once the terms are accepted. */
export async function signInBySms(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer | null> {
    const parsed = smsSignInSchema.safeParse(form);
    if (!parsed.success) return invalid('sms', parsed.error, form);
    const { authenticate } = await client.request(SmsSignInMutation, {
        input: { mobile: parsed.data.mobile, code: parsed.data.code, acceptTerms: parsed.data.acceptTerms === 'on' },
    });
    if (authenticate.__typename === 'CurrentUser') return null;
    // The SMS strategy's refusal is a failure code, carried in Vendure's authenticationError.
    const carried = 'authenticationError' in authenticate ? failureCodeIn(authenticate.authenticationError) : undefined;
    const failure = failureOf(carried ?? ('errorCode' in authenticate ? authenticate.errorCode : undefined), 'UNKNOWN');
    return { ...refused('sms', failure, form), mobile: parsed.data.mobile };
}

/** Signs in by e-mail and password: null when signed in (the guest's bag merges into the member's). */
export async function signInByPassword(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer | null> {
    const parsed = loginFormSchema.safeParse(form);
    if (!parsed.success) return invalid('login', parsed.error, form);
    const { login } = await client.request(LoginMutation, {
        username: parsed.data.username,
        password: parsed.data.password,
        rememberMe: parsed.data.rememberMe === 'on',
    });
    return login.__typename === 'CurrentUser'
        ? null
        : refused('login', failureOf(login.errorCode, 'LOGIN_FAILED'), form);
}

/**
 * Creates an account by e-mail and signs it in at once (the shop asks for no e-mail verification),
 * except for an address a guest has ordered with: the backend then mails a link to set the
 * password (NotVerifiedError), so that only the inbox's owner reaches those orders.
 */
export async function register(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer | null> {
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) return invalid('register', parsed.error, form);
    const { email, firstName, lastName, password, createAccount } = parsed.data;
    // The box the form requires says the shopper has read the privacy policy and the member terms.
    const { registerCustomerAccount: result } = await client.request(RegisterMutation, {
        input: { emailAddress: email, firstName, lastName, password, acceptTerms: createAccount === 'on' },
    });
    if (result.__typename === 'NotVerifiedError') return refused('register', 'GUEST_ORDERS', form);
    if (result.__typename !== 'Success') {
        return refused('register', failureOf('errorCode' in result ? result.errorCode : undefined, 'UNKNOWN'), form);
    }
    const { login } = await client.request(LoginMutation, { username: email, password, rememberMe: false });
    // An address already registered (verified) is not re-registered, and its password is not ours.
    return login.__typename === 'CurrentUser' ? null : refused('register', 'EMAIL_ADDRESS_CONFLICT_ERROR', form);
}

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not, so
 * the form cannot be used to find out who shops here.
 */
export async function requestPasswordReset(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer> {
    const parsed = forgotPasswordSchema.safeParse(form);
    if (!parsed.success) return invalid('forgot', parsed.error, form);
    await client.request(RequestPasswordResetMutation, { emailAddress: parsed.data.email });
    return { intent: 'forgot', ok: true, errors: {} };
}

/** Sets the new password from the e-mailed link; the member is then signed in. */
export async function resetPassword(client: ShopClient, form: Record<string, string>): Promise<SignInAnswer | null> {
    const parsed = resetPasswordSchema.safeParse(form);
    if (!parsed.success) return invalid('reset', parsed.error, form);
    const { resetPassword: result } = await client.request(ResetPasswordMutation, {
        token: parsed.data.token,
        password: parsed.data.password,
    });
    if (result.__typename === 'CurrentUser') return null;
    return refused(
        'reset',
        failureOf('errorCode' in result ? result.errorCode : undefined, 'RESET_TOKEN_INVALID'),
        form,
    );
}

/** Ends the member's session at the backend; the caller clears the cookie. */
export async function signOut(client: ShopClient): Promise<void> {
    if (client.hasSession) await client.request(LogoutMutation).catch(() => undefined);
    client.dropSession();
}
