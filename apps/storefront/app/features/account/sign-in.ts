import type { SmsSendFailure, SmsSignInFailure } from '@maison/shared';

import { safeRedirectPath } from '~/lib/safe-redirect';

/** The forms of the login modal and the sign-in page, told apart by their `intent`. */
export type SignInIntent = 'sms-code' | 'sms' | 'login' | 'register' | 'forgot' | 'reset';

/**
 * Why a form was refused: a `login.errors` key. The SMS failures are the shared codes as they
 * are; Vendure's sign-in codes are grouped (one LOGIN_FAILED for all that do not let a member
 * in); INVALID means the fields say what is wrong.
 */
export type SignInFailure =
    | SmsSignInFailure
    | SmsSendFailure
    | 'INVALID'
    | 'LOGIN_FAILED'
    | 'EMAIL_ADDRESS_CONFLICT_ERROR'
    | 'GUEST_ORDERS'
    | 'PASSWORD_INVALID'
    | 'RESET_TOKEN_INVALID'
    | 'RESET_TOKEN_EXPIRED'
    | 'UNKNOWN';

/** The local captcha's signed challenge, handed back with the code request. */
export interface CaptchaChallenge {
    randstr: string;
    ticket: string;
}

/** What a sign-in form's action answers when it does not redirect (a success that signs in redirects). */
export interface SignInAnswer {
    intent: SignInIntent;
    ok: boolean;
    code?: SignInFailure;
    /** i18n keys by field name. */
    errors: Record<string, string>;
    /** What the shopper typed, for a form rendered again without the page's script (no secrets). */
    values?: Record<string, string>;
    /** The number a code went to (or was refused for), so the form keeps it. */
    mobile?: string;
    /** After a code was sent or refused for being too soon: how long until the next may be asked for. */
    retryAfterSeconds?: number;
    /** A fresh local challenge, since each is good for one request. */
    challenge?: CaptchaChallenge | null;
}

export const SIGN_IN_PATH = '/login';

/** Where a member lands after signing in from the sign-in page itself. */
export const AFTER_SIGN_IN = '/my-account';

/**
 * The sign-in page, asked to come back to `returnTo` afterwards (when that stays on this site
 * and is worth returning to).
 */
export function signInPath(returnTo?: string | null): string {
    const target = safeRedirectPath(returnTo);
    if (!target || target === '/' || target.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
    return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Where a sign-in should go on to: the page asked for, else the account. */
export function afterSignIn(redirectParam: string | null | undefined): string {
    const target = safeRedirectPath(redirectParam);
    return target && !target.startsWith(SIGN_IN_PATH) ? target : AFTER_SIGN_IN;
}
