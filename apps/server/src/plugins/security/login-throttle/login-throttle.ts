import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import type { RateLimiters } from '../rate-limit/rate-limiters';
import { clientKey } from './client-key';
import { delayAfter, type ThrottlePolicy } from './throttle-policy';

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
    /** What the store's keys begin with: one throttle's counts are not another's. `login-throttle` by default. */
    prefix?: string;
}

/** A key's two limiters: its failures, and the gate that makes it wait. */
interface Counter {
    policy: ThrottlePolicy;
    failures: RateLimiterAbstract;
    gate: RateLimiterAbstract;
}

interface Key {
    name: string;
    counter: Counter;
}

/** More than any key ever fails; failures are counted, never refused, by this limiter. */
const UNBOUNDED = 1_000_000_000;

/**
 * Counts failed sign-ins per account and per client address in the shared rate-limit store
 * (Redis, PostgreSQL, or memory on the single-process embedded profile) and says how long an
 * attempt must still wait. Every step is one atomic operation of the store, so a burst of
 * simultaneous guesses, at one instance or spread over several, is counted one by one.
 *
 * A try is counted as a failure before its password is checked and taken back if it was
 * right. Past the free failures, a try goes ahead only through the key's gate, which one try
 * at a time passes and which then stays shut for the wait that failure earns; a try refused
 * at the gate is not counted.
 */
export class LoginThrottle {
    private readonly account: Counter;
    private readonly address: Counter;

    constructor(limiters: RateLimiters, options: LoginThrottleOptions) {
        const prefix = options.prefix ?? 'login-throttle';
        const counter = (kind: string, policy: ThrottlePolicy): Counter => ({
            policy,
            failures: limiters.create({
                name: `${prefix}-${kind}`,
                points: UNBOUNDED,
                durationMs: policy.forgetAfterMs,
            }),
            gate: limiters.create({ name: `${prefix}-${kind}-gate`, points: 1, durationMs: policy.maxDelayMs }),
        });
        this.account = counter('account', options.account);
        this.address = counter('address', options.address);
    }

    /**
     * Milliseconds the attempt must still wait (0: go ahead). When it may go ahead, it is
     * already counted as a failure; call `succeeded` if the password was right.
     */
    async begin(attempt: SignInAttempt): Promise<number> {
        const counted: Key[] = [];
        for (const key of this.keys(attempt)) {
            const { policy, failures, gate } = key.counter;
            const n = (await failures.penalty(key.name, 1)).consumedPoints;
            counted.push(key);
            if (n <= policy.freeFailures) continue;
            try {
                await gate.consume(key.name, 1);
            } catch (refusal) {
                if (!(refusal instanceof RateLimiterRes)) throw refusal;
                await Promise.all(counted.map((k) => k.counter.failures.reward(k.name, 1)));
                return Math.max(1, refusal.msBeforeNext);
            }
            // Whole seconds, at least one: a block of 0 s would be kept for ever in Redis.
            await gate.block(key.name, Math.max(1, Math.ceil(delayAfter(n, policy) / 1000)));
        }
        return 0;
    }

    /**
     * A correct password clears the account's count and takes back the address's advance
     * count. The address keeps its earlier failures: otherwise one account of the attacker's
     * own would reset it between guesses at others.
     */
    async succeeded(attempt: SignInAttempt): Promise<void> {
        const [account, address] = this.keys(attempt);
        await Promise.all([
            account!.counter.failures.delete(account!.name),
            account!.counter.gate.delete(account!.name),
        ]);
        if (address) {
            const left = await address.counter.failures.reward(address.name, 1);
            if (left.consumedPoints <= address.counter.policy.freeFailures)
                await address.counter.gate.delete(address.name);
        }
    }

    private keys(attempt: SignInAttempt): Key[] {
        const keys: Key[] = [{ name: attempt.identifier.trim().toLowerCase(), counter: this.account }];
        if (attempt.clientAddress) keys.push({ name: clientKey(attempt.clientAddress), counter: this.address });
        return keys;
    }
}
