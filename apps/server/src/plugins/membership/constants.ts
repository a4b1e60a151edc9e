export const loggerCtx = 'MembershipPlugin';
export const MEMBERSHIP_PLUGIN_OPTIONS = Symbol('MEMBERSHIP_PLUGIN_OPTIONS');

/** The authentication strategy's name: `authenticate(input: { sms: … })`. */
export const SMS_STRATEGY = 'sms';

/**
 * Why a sign-in by code was refused, as the Shop API's `authenticationError` says it; the
 * storefront translates each.
 */
export const SMS_SIGN_IN_ERRORS = {
    INVALID_MOBILE: 'INVALID_MOBILE',
    TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
    WRONG: 'SMS_CODE_WRONG',
    EXPIRED: 'SMS_CODE_EXPIRED',
    USED: 'SMS_CODE_USED',
    LOCKED: 'SMS_CODE_LOCKED',
    NONE: 'SMS_CODE_NONE',
} as const;
