import type { LoginThrottleOptions } from './login-throttle/login-throttle';
import type { QueryLimits } from './types';

export const loggerCtx = 'SecurityPlugin';
export const SECURITY_PLUGIN_OPTIONS = Symbol('SECURITY_PLUGIN_OPTIONS');

/** 100 KB: the largest GraphQL document the storefront or the dashboard sends is a few KB. */
export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

/**
 * Shop API limits, with room above the costliest operation the storefront sends (a listing
 * of 100 cards with facets) and far below what stalls the server (see the e2e suite).
 */
export const DEFAULT_SHOP_QUERY_LIMITS: QueryLimits = {
    maxComplexity: 20_000,
    maxDepth: 12,
    maxAliases: 30,
    maxFields: 600,
};

/**
 * Admin API limits: staff screens ask for much more at once (a product with all its variants,
 * prices, stock and custom fields), but the API is reachable without signing in, so it is
 * bounded too.
 */
export const DEFAULT_ADMIN_QUERY_LIMITS: QueryLimits = {
    maxComplexity: 200_000,
    maxDepth: 15,
    maxAliases: 60,
    maxFields: 2_000,
};

const MINUTE_MS = 60_000;

/** The sign-in throttle, stated in the README ("Sign-in throttling"). */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
    account: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS },
    address: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS },
};
