import type { CacheService } from '@vendure/core';

import { clientKey } from './client-key';
import { afterFailure, waitMs, withoutOneFailure, type ThrottlePolicy, type ThrottleRecord } from './throttle-policy';

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
    /** What the cache keys begin with: one throttle's counts are not another's. `login-throttle` by default. */
    prefix?: string;
}

interface Key {
    name: string;
    policy: ThrottlePolicy;
}

/**
 * Counts failed sign-ins per account and per client address in Vendure's cache (in memory on
 * the embedded profile, Redis in production so every instance shares the count) and says how
 * long an attempt must still wait.
 *
 * A try is counted as a failure before its password is checked and taken back if it was
 * right, and the check-and-count step runs one at a time in this process: a burst of
 * simultaneous guesses cannot all slip through on the same count.
 */
export class LoginThrottle {
    private queue: Promise<unknown> = Promise.resolve();

    constructor(
        private readonly cache: CacheService,
        private readonly options: LoginThrottleOptions,
        private readonly now: () => number = Date.now,
    ) {}

    /**
     * Milliseconds the attempt must still wait (0: go ahead). When it may go ahead, it is
     * already counted as a failure; call `succeeded` if the password was right.
     */
    begin(attempt: SignInAttempt): Promise<number> {
        return this.oneAtATime(async () => {
            const now = this.now();
            const keys = this.keys(attempt);
            const records = await Promise.all(keys.map((k) => this.cache.get<ThrottleRecord>(k.name)));
            const wait = Math.max(0, ...records.map((r) => waitMs(r, now)));
            if (wait === 0) {
                await Promise.all(
                    keys.map((k, i) =>
                        this.cache.set(k.name, afterFailure(records[i], now, k.policy), {
                            ttl: k.policy.forgetAfterMs,
                        }),
                    ),
                );
            }
            return wait;
        });
    }

    /**
     * A correct password clears the account's count and takes back the address's advance
     * count. The address keeps its earlier failures: otherwise one account of the attacker's
     * own would reset it between guesses at others.
     */
    succeeded(attempt: SignInAttempt): Promise<void> {
        return this.oneAtATime(async () => {
            const [account, address] = this.keys(attempt);
            await this.cache.delete(account!.name);
            if (address) {
                const record = await this.cache.get<ThrottleRecord>(address.name);
                await this.cache.set(address.name, withoutOneFailure(record, address.policy), {
                    ttl: address.policy.forgetAfterMs,
                });
            }
        });
    }

    private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
        const run = this.queue.then(work, work);
        this.queue = run.catch(() => undefined);
        return run;
    }

    private keys(attempt: SignInAttempt): Key[] {
        const prefix = this.options.prefix ?? 'login-throttle';
        const keys: Key[] = [
            { name: `${prefix}:account:${attempt.identifier.trim().toLowerCase()}`, policy: this.options.account },
        ];
        if (attempt.clientAddress) {
            keys.push({ name: `${prefix}:address:${clientKey(attempt.clientAddress)}`, policy: this.options.address });
        }
        return keys;
    }
}
