import { type FailureCode, failureStatus, isFailureCode } from '@maison/shared';

/**
 * A failure of the REST face's caller, by its code from the one list: the filter answers it
 * with the code's status in the route's style. `field` names the input at fault.
 */
export class LegacyFailure extends Error {
    constructor(
        readonly code: FailureCode,
        readonly field?: string,
        /** Seconds until it may be tried again (a throttle's answer). */
        readonly waitSeconds?: number,
    ) {
        super(code);
    }

    get status(): number {
        return failureStatus(this.code);
    }
}

/** Something with a ShopFailure's or an ErrorResult's code, as services answer them. */
interface Refusal {
    errorCode: string;
    field?: string | null;
    waitSeconds?: number | null;
}

function isRefusal(value: unknown): value is Refusal {
    return typeof value === 'object' && value !== null && typeof (value as Refusal).errorCode === 'string';
}

/**
 * The value itself, or the ShopFailure or ErrorResult a service answered instead, thrown as
 * the face's failure. A code outside the one list is a fault of ours, answered 500.
 */
export function orFail<T>(value: T): Exclude<T, Refusal> {
    if (!isRefusal(value)) return value as Exclude<T, Refusal>;
    // A refusal outside the one list is a fault of ours: the filter logs it and answers 500.
    if (!isFailureCode(value.errorCode)) throw new Error(`a refusal with no code of the list: ${value.errorCode}`);
    throw new LegacyFailure(value.errorCode, value.field ?? undefined, value.waitSeconds ?? undefined);
}
