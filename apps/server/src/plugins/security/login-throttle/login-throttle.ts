import type { CacheService } from '@vendure/core';

import { afterFailure, waitMs, type ThrottlePolicy, type ThrottleRecord } from './throttle-policy';

/** One sign-in try: the account it names and the address it comes from. */
export interface SignInAttempt {
    identifier: string;
    clientAddress: string | undefined;
}

export interface LoginThrottleOptions {
    /** Failures counted per account, from any address. */
    account: ThrottlePolicy;
    /** Failures counted per client address, across all accounts (carrier NAT puts many shoppers behind one). */
    address: ThrottlePolicy;
}

interface Key {
    name: string;
    policy: ThrottlePolicy;
}

/**
 * Counts failed sign-ins per account and per client address in Vendure's cache (in memory on
 * the embedded profile, Redis in production so every instance shares the count) and says how
 * long an attempt must still wait.
 */
export class LoginThrottle {
    constructor(
        private readonly cache: CacheService,
        private readonly options: LoginThrottleOptions,
        private readonly now: () => number = Date.now,
    ) {}

    /** Milliseconds the attempt must wait before its password may be checked; 0: check it now. */
    async waitFor(attempt: SignInAttempt): Promise<number> {
        const now = this.now();
        const waits = await Promise.all(
            this.keys(attempt).map(async (k) => waitMs(await this.cache.get<ThrottleRecord>(k.name), now)),
        );
        return Math.max(0, ...waits);
    }

    /** Counts a wrong identifier or password against the account and the address. */
    async recordFailure(attempt: SignInAttempt): Promise<void> {
        const now = this.now();
        await Promise.all(
            this.keys(attempt).map(async (k) => {
                const next = afterFailure(await this.cache.get<ThrottleRecord>(k.name), now, k.policy);
                await this.cache.set(k.name, next, { ttl: k.policy.forgetAfterMs });
            }),
        );
    }

    /**
     * A correct password clears the account's count. The address keeps its count: otherwise one
     * account of the attacker's own would reset it between guesses at others.
     */
    async recordSuccess(attempt: SignInAttempt): Promise<void> {
        await this.cache.delete(accountKey(attempt.identifier));
    }

    private keys(attempt: SignInAttempt): Key[] {
        const keys: Key[] = [{ name: accountKey(attempt.identifier), policy: this.options.account }];
        if (attempt.clientAddress) {
            keys.push({ name: `login-throttle:address:${attempt.clientAddress}`, policy: this.options.address });
        }
        return keys;
    }
}

function accountKey(identifier: string): string {
    return `login-throttle:account:${identifier.trim().toLowerCase()}`;
}
