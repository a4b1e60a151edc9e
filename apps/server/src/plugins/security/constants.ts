import type { LoginThrottleOptions } from './login-throttle/login-throttle';
import type { QueryLimits } from './types';

export const loggerCtx = 'SecurityPlugin';
export const SECURITY_PLUGIN_OPTIONS = Symbol('SECURITY_PLUGIN_OPTIONS');

/** 100 KB: the largest GraphQL document the storefront or the dashboard sends is a few KB. */
export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/**
 * Shop API limits. Measured on every page of the storefront (November 2026): at most
 * complexity 237 (a watch page), depth 6, 1 alias, 42 fields. The nested query that stalled
 * the server for 12.7 s scores 183,930; the limit leaves some twenty times the storefront's
 * need for the pages still to come.
 */
export const DEFAULT_SHOP_QUERY_LIMITS: QueryLimits = {
    maxComplexity: 5_000,
    maxDepth: 12,
    maxAliases: 30,
    maxFields: 600,
};

/**
 * Admin API limits. Staff screens ask for much more at once; measured across the dashboard's
 * catalogue, sales, customer and marketing pages: at most complexity 10,679 (the server
 * configuration every page loads), depth 8, 18 aliases, 192 fields. The API answers before
 * anyone signs in, so it is bounded too.
 */
export const DEFAULT_ADMIN_QUERY_LIMITS: QueryLimits = {
    maxComplexity: 100_000,
    maxDepth: 15,
    maxAliases: 60,
    maxFields: 2_000,
};

const MINUTE_MS = 60_000;

/** How long an upload's body may take to arrive (the Admin API's multipart, up to the asset size limit); other bodies have BODY_TIMEOUT_MS from packages/shared. */
export const UPLOAD_BODY_TIMEOUT_MS = 10 * MINUTE_MS;

/**
 * The sign-in throttle, stated in the README ("Sign-in throttling"). Counts are kept in fixed
 * windows from a key's first failure: an account's lasts a day, so a patient guesser at one
 * account stays at about four tries an hour rather than starting afresh each hour; an address's
 * lasts an hour, so shoppers behind a carrier's shared address are not held back for long.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
    account: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 24 * 60 * MINUTE_MS },
    address: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS },
};
