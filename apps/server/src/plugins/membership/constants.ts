export const loggerCtx = 'MembershipPlugin';
export const MEMBERSHIP_PLUGIN_OPTIONS = Symbol('MEMBERSHIP_PLUGIN_OPTIONS');

/** The authentication strategy's name: `authenticate(input: { sms: … })`. */
export const SMS_STRATEGY = 'sms';
