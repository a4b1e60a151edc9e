import {
    ANALYTICS_COLLECT_PATH,
    ANALYTICS_MAX_BATCH_BYTES,
    BODY_TIMEOUT_MS,
    LEGACY_API_PATH,
    LEGACY_MAX_BODY_BYTES,
} from '@maison/shared';
import {
    NativeAuthenticationStrategy,
    PluginCommonModule,
    VendurePlugin,
    type AuthenticationStrategy,
} from '@vendure/core';

import {
    SECURITY_PLUGIN_OPTIONS,
    DEFAULT_ADMIN_QUERY_LIMITS,
    DEFAULT_LOGIN_THROTTLE,
    DEFAULT_MAX_BODY_BYTES,
    DEFAULT_SHOP_QUERY_LIMITS,
    UPLOAD_BODY_TIMEOUT_MS,
} from './constants';
import { bodyDeadline } from './http/body-deadline';
import { bodyErrors, bodyParsers } from './http/body-limits';
import { jsonQueryDepth } from './http/json-depth';
import { multipartGuard, noMultipart } from './http/multipart-guard';
import { requestGuard } from './http/request-guard';
import { securityHeaders } from './http/security-headers';
import { sessionCookiePolicy } from './http/session-cookie-policy';
import type { LoginThrottleOptions } from './login-throttle/login-throttle';
import { ThrottledNativeAuthenticationStrategy } from './login-throttle/throttled-native-authentication.strategy';
import { HideSuggestionsPlugin } from './query-limits/hide-suggestions.plugin';
import { QueryLimitsPlugin } from './query-limits/query-limits.plugin';
import { RateLimiters } from './rate-limit/rate-limiters';
import type { SecurityPluginOptions } from './types';

function throttled(strategies: AuthenticationStrategy[], options: LoginThrottleOptions): AuthenticationStrategy[] {
    return strategies.map((s) =>
        s instanceof NativeAuthenticationStrategy ? new ThrottledNativeAuthenticationStrategy(options) : s,
    );
}

/**
 * What keeps both APIs safe on the open internet: bounded bodies and queries, throttled
 * sign-in, security headers and session cookies that live as long as their session.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [{ provide: SECURITY_PLUGIN_OPTIONS, useFactory: () => SecurityPlugin.options }, RateLimiters],
    exports: [RateLimiters],
    configuration: (config) => {
        const o = SecurityPlugin.options;
        const maxBody = o.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
        const throttle: LoginThrottleOptions = {
            account: o.loginThrottle?.account ?? DEFAULT_LOGIN_THROTTLE.account,
            address: o.loginThrottle?.address ?? DEFAULT_LOGIN_THROTTLE.address,
        };
        const shopApiPath = config.apiOptions.shopApiPath ?? 'shop-api';
        const adminApiPath = config.apiOptions.adminApiPath ?? 'admin-api';
        const sessionMs = config.authOptions.sessionDuration;
        if (typeof sessionMs !== 'number') {
            throw new Error(
                'SecurityPlugin needs authOptions.sessionDuration in milliseconds, to give cookies the same lifetime',
            );
        }

        config.apiOptions.apolloServerPlugins = [
            ...(config.apiOptions.apolloServerPlugins ?? []),
            // With introspection off, "Did you mean …?" in validation errors would still spell out the schema.
            ...(config.apiOptions.introspection ? [] : [new HideSuggestionsPlugin()]),
            new QueryLimitsPlugin({
                shop: { ...DEFAULT_SHOP_QUERY_LIMITS, ...o.queryLimits?.shop },
                admin: { ...DEFAULT_ADMIN_QUERY_LIMITS, ...o.queryLimits?.admin },
            }),
        ];
        // Mounted before Nest's routes and parsers: they must see every request first.
        config.apiOptions.middleware = [
            ...(config.apiOptions.middleware ?? []),
            { route: '/', beforeListen: true, handler: securityHeaders },
            {
                route: '/',
                beforeListen: true,
                handler: requestGuard([shopApiPath, adminApiPath]),
            },
            { route: '/', beforeListen: true, handler: sessionCookiePolicy(sessionMs) },
            {
                route: '/',
                beforeListen: true,
                handler: bodyDeadline((req) =>
                    req.path.toLowerCase().startsWith(`/${adminApiPath}`) && req.is('multipart/form-data')
                        ? UPLOAD_BODY_TIMEOUT_MS
                        : BODY_TIMEOUT_MS,
                ),
            },
            // The REST face reads small JSON bodies only; its parsers come first and the others skip a read body.
            ...bodyParsers(LEGACY_MAX_BODY_BYTES).map((handler) => ({
                route: LEGACY_API_PATH,
                beforeListen: true,
                handler,
            })),
            // Analytics batches are small: a larger one is refused before it is read whole.
            ...bodyParsers(ANALYTICS_MAX_BATCH_BYTES).map((handler) => ({
                route: ANALYTICS_COLLECT_PATH,
                beforeListen: true,
                handler,
            })),
            ...bodyParsers(maxBody).map((handler) => ({ route: '/', beforeListen: true, handler })),
            {
                route: `/${adminApiPath}`,
                beforeListen: true,
                handler: multipartGuard(config.assetOptions.uploadMaxFileSize ?? 20 * 1024 * 1024),
            },
            { route: `/${shopApiPath}`, beforeListen: true, handler: noMultipart },
            { route: `/${shopApiPath}`, beforeListen: true, handler: jsonQueryDepth },
            { route: `/${adminApiPath}`, beforeListen: true, handler: jsonQueryDepth },
            { route: '/', beforeListen: true, handler: bodyErrors },
        ];
        config.authOptions.shopAuthenticationStrategy = throttled(
            config.authOptions.shopAuthenticationStrategy ?? [],
            throttle,
        );
        config.authOptions.adminAuthenticationStrategy = throttled(
            config.authOptions.adminAuthenticationStrategy ?? [],
            throttle,
        );
        return config;
    },
    compatibility: '^3.0.0',
})
export class SecurityPlugin {
    static options: SecurityPluginOptions = {};

    static init(options: SecurityPluginOptions = {}): typeof SecurityPlugin {
        SecurityPlugin.options = options;
        return SecurityPlugin;
    }
}
