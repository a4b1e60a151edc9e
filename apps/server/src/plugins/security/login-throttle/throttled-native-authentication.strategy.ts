import { LOGIN_THROTTLED } from '@maison/shared';
import {
    Injector,
    Logger,
    NATIVE_AUTH_STRATEGY_NAME,
    NativeAuthenticationStrategy,
    RequestContext,
    type AuthenticationStrategy,
    type ID,
    type NativeAuthenticationData,
    type User,
} from '@vendure/core';
import type { DocumentNode } from 'graphql';

import { loggerCtx } from '../constants';
import { RateLimiters } from '../rate-limit/rate-limiters';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle';

/**
 * Vendure's e-mail and password sign-in, throttled: a try that must still wait is refused
 * before its password is checked (so guessing costs the guesser time, not our CPU), and every
 * wrong password counts against the account and the client address. It takes the name
 * 'native', by which Vendure finds it, so the Shop API's and the Admin API's `login`
 * mutations both go through it; the password check itself stays Vendure's.
 */
export class ThrottledNativeAuthenticationStrategy implements AuthenticationStrategy<NativeAuthenticationData> {
    readonly name = NATIVE_AUTH_STRATEGY_NAME;
    private readonly native = new NativeAuthenticationStrategy();
    private throttle: LoginThrottle;

    constructor(private readonly throttleOptions: LoginThrottleOptions) {}

    async init(injector: Injector): Promise<void> {
        await this.native.init(injector);
        this.throttle = new LoginThrottle(injector.get(RateLimiters), this.throttleOptions);
    }

    defineInputType(): DocumentNode {
        return this.native.defineInputType();
    }

    /** Vendure re-checks a signed-in customer's password with this (changing the e-mail address). */
    verifyUserPassword(ctx: RequestContext, userId: ID, password: string): Promise<boolean> {
        return this.native.verifyUserPassword(ctx, userId, password);
    }

    async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false | string> {
        // req.ip honours apiOptions.trustProxy: the visitor's address behind the storefront or a load balancer.
        const attempt = { identifier: data.username, clientAddress: ctx.req?.ip };
        const wait = await this.throttle.begin(attempt);
        if (wait > 0) {
            Logger.warn(`Sign-in refused for ${Math.ceil(wait / 1000)} s more (${ctx.apiType} API, ${attempt.clientAddress ?? 'unknown address'})`, loggerCtx);
            return LOGIN_THROTTLED;
        }
        const user = await this.native.authenticate(ctx, data);
        if (user) await this.throttle.succeeded(attempt);
        return user;
    }
}
