import { type ShopFailureCode } from '@maison/shared';
import { I18nError, LogLevel, type RequestContext, type TransactionalConnection } from '@vendure/core';

/**
 * A failure the visitor can cause and fix, returned as the `ShopFailure` member of a result
 * union: its `errorCode` is the contract, the message only helps a developer reading the answer.
 */
export class ShopFailure {
    readonly __typename = 'ShopFailure';
    readonly message: string;
    readonly waitSeconds: number | null;
    readonly field: string | null;
    constructor(
        readonly errorCode: ShopFailureCode,
        options: { detail?: string; waitMs?: number; field?: string } = {},
    ) {
        this.message = options.detail ?? errorCode;
        this.waitSeconds = options.waitMs === undefined ? null : Math.max(1, Math.ceil(options.waitMs / 1000));
        this.field = options.field ?? null;
    }
}

/**
 * The same failure thrown, for a mutation of Vendure's own whose result type cannot carry one
 * (`createCustomerAddress`): the GraphQL error's `extensions.code` is the code. Logged at debug
 * level, as it is the visitor's doing, not ours.
 */
export class ShopFailureError extends I18nError {
    constructor(
        readonly failureCode: ShopFailureCode,
        detail?: string,
        /** The input field the failure is about, carried into the ShopFailure's `field`. */
        readonly field?: string,
    ) {
        super(detail ?? failureCode, {}, failureCode, LogLevel.Debug);
    }
}

/**
 * Runs `work` in a transaction of its own, so that a failure it throws part-way (a refund the
 * gateway refuses after the order was cancelled) undoes all of it, and answers that failure as
 * a ShopFailure. Use it in place of `@Transaction()` on a mutation whose result names ShopFailure.
 */
export async function withFailureResult<T>(
    connection: TransactionalConnection,
    ctx: RequestContext,
    work: (ctx: RequestContext) => Promise<T>,
): Promise<T | ShopFailure> {
    try {
        return await connection.withTransaction(ctx, work);
    } catch (err) {
        if (err instanceof ShopFailureError)
            return new ShopFailure(err.failureCode, { detail: err.message, field: err.field });
        throw err;
    }
}

/**
 * The member of a result union a value is: a ShopFailure, or the union's other member (an
 * entity, which carries no type name of its own) unless the value names its type.
 */
export function resolveResultType(value: object, otherwise: string): string {
    if (value instanceof ShopFailure) return value.__typename;
    const named = (value as { __typename?: unknown }).__typename;
    return typeof named === 'string' ? named : otherwise;
}
