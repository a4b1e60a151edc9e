/**
 * Every failure a visitor can cause, once for every face of the shop
 * (docs/decisions/001-one-failure-contract.md). The Shop API answers each as the `errorCode` of
 * an ErrorResult; a mutation of Vendure's own whose result cannot carry one throws it as the
 * GraphQL error's `extensions.code`. The storefront translates the code, never a sentence; the
 * REST face answers `status` with the code.
 *
 * `source` says where the code comes from:
 * - `vendure`: a value Vendure's `ErrorCode` enum has of itself, or names after an ErrorResult
 *   type of a plugin (the reviews');
 * - `shop`: ours, added to `ErrorCode` by the failures plugin and answered as a `ShopFailure`;
 * - `client`: found before the Shop API is asked (a field the shared schemas refuse, an id of
 *   the wrong shape) or no answer at all; never in the schema.
 */
export const FAILURES = {
    // Sign-in, registration, passwords: Vendure's own.
    INVALID_CREDENTIALS_ERROR: { status: 401, source: 'vendure' },
    NOT_VERIFIED_ERROR: { status: 403, source: 'vendure' },
    NATIVE_AUTH_STRATEGY_ERROR: { status: 400, source: 'vendure' },
    EMAIL_ADDRESS_CONFLICT_ERROR: { status: 409, source: 'vendure' },
    PASSWORD_VALIDATION_ERROR: { status: 400, source: 'vendure' },
    MISSING_PASSWORD_ERROR: { status: 400, source: 'vendure' },
    PASSWORD_RESET_TOKEN_INVALID_ERROR: { status: 400, source: 'vendure' },
    PASSWORD_RESET_TOKEN_EXPIRED_ERROR: { status: 410, source: 'vendure' },
    // The bag and checkout: Vendure's own.
    INSUFFICIENT_STOCK_ERROR: { status: 409, source: 'vendure' },
    ORDER_LIMIT_ERROR: { status: 422, source: 'vendure' },
    NEGATIVE_QUANTITY_ERROR: { status: 400, source: 'vendure' },
    ORDER_MODIFICATION_ERROR: { status: 409, source: 'vendure' },
    COUPON_CODE_INVALID_ERROR: { status: 422, source: 'vendure' },
    COUPON_CODE_EXPIRED_ERROR: { status: 422, source: 'vendure' },
    COUPON_CODE_LIMIT_ERROR: { status: 422, source: 'vendure' },
    /** Carries one of ours in `interceptorError` (NOT_AVAILABLE). */
    ORDER_INTERCEPTOR_ERROR: { status: 409, source: 'vendure' },
    /** Carries one of ours in `transitionError` (NOT_AVAILABLE, PAID_AT_GATEWAY). */
    ORDER_STATE_TRANSITION_ERROR: { status: 409, source: 'vendure' },
    /** Carries one of ours in `paymentErrorMessage` (PAID_AT_GATEWAY) or the gateway's refusal. */
    PAYMENT_DECLINED_ERROR: { status: 402, source: 'vendure' },
    PAYMENT_FAILED_ERROR: { status: 402, source: 'vendure' },
    INELIGIBLE_PAYMENT_METHOD_ERROR: { status: 422, source: 'vendure' },
    // Reviews: Vendure names these after the reviews plugin's ErrorResult types.
    REVIEW_NOT_ALLOWED_ERROR: { status: 403, source: 'vendure' },
    REVIEW_ALREADY_SUBMITTED_ERROR: { status: 409, source: 'vendure' },
    INVALID_REVIEW_INPUT_ERROR: { status: 400, source: 'vendure' },

    // The bag and checkout: ours.
    /** A strap's buckle the strap is not sold with, or the stock an order needs is gone. */
    NOT_AVAILABLE: { status: 409, source: 'shop' },
    /** An earlier attempt was paid at the gateway; its confirmation is on the way. */
    PAID_AT_GATEWAY: { status: 409, source: 'shop' },
    /** A checkout of a bag with nothing in it. */
    BAG_EMPTY: { status: 409, source: 'shop' },
    // SMS codes, for sign-in and for a guest order's proof.
    INVALID_MOBILE: { status: 400, source: 'shop' },
    CAPTCHA_FAILED: { status: 400, source: 'shop' },
    /** Another code may be asked for after `waitSeconds`. */
    TOO_SOON: { status: 429, source: 'shop' },
    DAILY_LIMIT: { status: 429, source: 'shop' },
    SMS_UNAVAILABLE: { status: 503, source: 'shop' },
    TERMS_NOT_ACCEPTED: { status: 400, source: 'shop' },
    SMS_CODE_WRONG: { status: 401, source: 'shop' },
    SMS_CODE_EXPIRED: { status: 401, source: 'shop' },
    SMS_CODE_USED: { status: 401, source: 'shop' },
    SMS_CODE_LOCKED: { status: 429, source: 'shop' },
    SMS_CODE_NONE: { status: 401, source: 'shop' },
    // A member's WeChat account (the mini-program's wx.login code and the openid it stands for).
    /** WeChat does not know the code: made up, used already or expired. */
    WECHAT_CODE_INVALID: { status: 400, source: 'shop' },
    /** The WeChat account is bound to another member already. */
    WECHAT_ACCOUNT_TAKEN: { status: 409, source: 'shop' },
    /** WeChat did not answer the code's exchange: try again later. */
    WECHAT_UNAVAILABLE: { status: 503, source: 'shop' },
    /** More code exchanges from one client than the official account's limit; `waitSeconds` says when to try again. */
    WECHAT_AUTHORISATION_THROTTLED: { status: 429, source: 'shop' },
    /** Paying inside the mini-program needs the member's WeChat account: sign in with a `wx.login` code first. */
    WECHAT_ACCOUNT_NOT_BOUND: { status: 409, source: 'shop' },
    /** The order waits for no payment (paid already, cancelled, or not yet checked out). */
    ORDER_NOT_PAYABLE: { status: 409, source: 'shop' },
    // A guest order read on another device.
    /** No such guest order, or the proof does not match it: the same answer for both. */
    ORDER_NOT_FOUND: { status: 404, source: 'shop' },
    ORDER_ACCESS_THROTTLED: { status: 429, source: 'shop' },
    // The member's records.
    ADDRESS_BOOK_FULL: { status: 409, source: 'shop' },
    WISHLIST_FULL: { status: 409, source: 'shop' },
    /** More skus or entries in one call than the shop reads at once. */
    TOO_MANY_ITEMS: { status: 400, source: 'shop' },
    /** Closing an account was not confirmed. */
    CONFIRMATION_REQUIRED: { status: 400, source: 'shop' },
    // Cancellations and returns.
    OPEN_REQUEST_EXISTS: { status: 409, source: 'shop' },
    ORDER_NOT_CANCELLABLE: { status: 409, source: 'shop' },
    ORDER_NOT_RETURNABLE: { status: 409, source: 'shop' },
    INVALID_RETURN_LINES: { status: 400, source: 'shop' },
    INVALID_REASON: { status: 400, source: 'shop' },
    INVALID_TRACKING: { status: 400, source: 'shop' },
    REQUEST_CLOSED: { status: 409, source: 'shop' },
    REFUND_FAILED: { status: 502, source: 'shop' },
    // Stores, their services and calendar.
    /** No such store, or one that is not shown. */
    STORE_NOT_FOUND: { status: 404, source: 'shop' },
    /** Another store or service already has the slug. */
    SLUG_TAKEN: { status: 409, source: 'shop' },
    /** A store's field staff gave wrongly (hours, coordinates, slot length…); `field` names it. */
    INVALID_STORE_INPUT: { status: 400, source: 'shop' },
    /** A date that is not one, a range ending before it starts, or longer than the shop reads at once. */
    INVALID_DATE_RANGE: { status: 400, source: 'shop' },
    /** Closing the day would cancel appointments booked on it, and staff did not say to cancel them. */
    DAY_HAS_APPOINTMENTS: { status: 409, source: 'shop' },
    // Appointments at a store.
    /** A booking's field is wrong (the shared schema's rule); `field` names it. */
    INVALID_APPOINTMENT_INPUT: { status: 400, source: 'shop' },
    /** The store takes no appointments. */
    STORE_NOT_BOOKABLE: { status: 409, source: 'shop' },
    /** No such slot that day: past or too soon, a closed day, outside the hours, too far ahead. */
    SLOT_UNAVAILABLE: { status: 409, source: 'shop' },
    /** Every place of the slot is taken. */
    SLOT_FULL: { status: 409, source: 'shop' },
    /** The number already holds as many upcoming appointments as it may. */
    APPOINTMENT_LIMIT: { status: 429, source: 'shop' },
    /** No such appointment, or not the visitor's: the same answer for both. */
    APPOINTMENT_NOT_FOUND: { status: 404, source: 'shop' },
    /** The appointment can no longer be moved so: cancelled, marked, or its slot begun. */
    APPOINTMENT_CLOSED: { status: 409, source: 'shop' },
    // Messages to the shop's staff (the contact forms' inbox).
    /** A message's field is wrong (the shared schema's rule); `field` names it. */
    INVALID_CONTACT_INPUT: { status: 400, source: 'shop' },
    /** No such message in the inbox (staff). */
    CONTACT_MESSAGE_NOT_FOUND: { status: 404, source: 'shop' },
    // Content staff write (the content plugin).
    /** An entry's field is wrong (a path's shape, a block's asset or link, a length); `field` names it. */
    INVALID_CONTENT_INPUT: { status: 400, source: 'shop' },
    /** Another entry of the same kind has that path or slug. */
    CONTENT_PATH_TAKEN: { status: 409, source: 'shop' },
    /** No such entry or revision, or a preview link that is wrong or has expired. */
    CONTENT_NOT_FOUND: { status: 404, source: 'shop' },
    /** The entry's state does not allow the move (publishing an archived entry, scheduling in the past). */
    CONTENT_STATE_CONFLICT: { status: 409, source: 'shop' },
    // Watches sent in for service (the watch-service plugin).
    /** A step's field is wrong (the shared schema's rule, a model not in the catalogue, a boutique not shown); `field` names it. */
    INVALID_SERVICE_REQUEST_INPUT: { status: 400, source: 'shop' },
    /** A step before this one is missing; `field` names the first missing step. */
    SERVICE_STEP_MISSING: { status: 409, source: 'shop' },
    /** No such request or draft, or not the visitor's: the same answer for both. */
    SERVICE_REQUEST_NOT_FOUND: { status: 404, source: 'shop' },
    /** A photo whose bytes are not JPEG, PNG or HEIC, whatever its name says. */
    PHOTO_TYPE_NOT_ALLOWED: { status: 415, source: 'shop' },
    /** A photo larger than 5 MB. */
    PHOTO_TOO_LARGE: { status: 413, source: 'shop' },
    /** The request already carries as many photos as it may. */
    TOO_MANY_PHOTOS: { status: 409, source: 'shop' },
    /** Too many look-ups of requests by reference from this client; `waitSeconds` says when to try again. */
    SERVICE_TRACK_THROTTLED: { status: 429, source: 'shop' },
    /** The request cannot make that move from where it stands, or not by this actor; `field` says from and to. */
    SERVICE_TRANSITION_NOT_ALLOWED: { status: 409, source: 'shop' },
    /** Staff's estimate, note or tracking is wrong (no lines, a price out of range); `field` names it. */
    INVALID_SERVICE_ESTIMATE: { status: 400, source: 'shop' },
    /** Nothing is due on the request: no accepted estimate, free under warranty, or paid already. */
    SERVICE_PAYMENT_NOT_DUE: { status: 409, source: 'shop' },
    /** The gateway did not open the payment of an estimate (unreachable, method switched off): try again or the other one. */
    SERVICE_PAYMENT_FAILED: { status: 502, source: 'shop' },
    /** The repair cannot start before the accepted estimate is paid. */
    SERVICE_ESTIMATE_NOT_PAID: { status: 409, source: 'shop' },

    // Warranty cards and certificates (the watch-service plugin).
    /** No such serial, or the card's code does not match it: the same answer for both. */
    WARRANTY_CARD_INVALID: { status: 400, source: 'shop' },
    /** The watch is registered already, to this member or another. */
    WATCH_ALREADY_REGISTERED: { status: 409, source: 'shop' },
    /** Too many registration attempts; `waitSeconds` says when to try again. */
    WATCH_REGISTRATION_THROTTLED: { status: 429, source: 'shop' },
    /** No watch has that serial. */
    WATCH_SERIAL_UNKNOWN: { status: 404, source: 'shop' },
    /** Too many certificate look-ups; `waitSeconds` says when to try again. */
    CERTIFICATE_LOOKUP_THROTTLED: { status: 429, source: 'shop' },
    /** Staff's new serial exists already. */
    WATCH_SERIAL_TAKEN: { status: 409, source: 'shop' },
    /** A field of staff's new serial is wrong (shape, unknown sku, dates); `field` names it. */
    INVALID_WATCH_SERIAL_INPUT: { status: 400, source: 'shop' },
    // The watch service's prices and FAQ (the watch-service plugin).
    /** A price row's or FAQ entry's field is wrong, or a shopper's search is too long; `field` names it. */
    INVALID_SERVICE_INPUT: { status: 400, source: 'shop' },
    /** The price table already has a row for that movement, complication and operation. */
    SERVICE_PRICE_TAKEN: { status: 409, source: 'shop' },
    /** No such price row or FAQ entry (staff). */
    SERVICE_INFO_NOT_FOUND: { status: 404, source: 'shop' },

    // Service centres and user manuals (the watch-service plugin).
    /** A service centre's or a manual's field staff gave wrongly; `field` names it. */
    INVALID_SERVICE_CENTRE_INPUT: { status: 400, source: 'shop' },
    /** No such service centre or manual (staff). */
    SERVICE_CENTRE_NOT_FOUND: { status: 404, source: 'shop' },

    // First-party analytics (the analytics plugin).
    /** An analytics visitor id that is not one the storefront's client makes. */
    INVALID_ANALYTICS_VISITOR: { status: 400, source: 'shop' },
    /** A batch of analytics events larger than ANALYTICS_MAX_BATCH_BYTES, stored nowhere. */
    ANALYTICS_BATCH_TOO_LARGE: { status: 413, source: 'client' },
    /** More batches from one client than ANALYTICS_BATCHES_PER_MINUTE; sent again after Retry-After. */
    ANALYTICS_THROTTLED: { status: 429, source: 'client' },

    // The REST face (the legacy-rest plugin).
    /** More guests' carts opened by one client than GUEST_CART_POLICY allows; opened again after Retry-After. */
    GUEST_CART_THROTTLED: { status: 429, source: 'client' },

    // Anywhere.
    /** Not there, or not the visitor's: the same answer for both. */
    ENTITY_NOT_FOUND: { status: 404, source: 'client' },
    /** The fields say what is wrong (the shared schemas' messages). */
    INVALID: { status: 400, source: 'client' },
    /** A REST call that needs a member's bearer token came with none, or one no longer valid. */
    NOT_SIGNED_IN: { status: 401, source: 'client' },
    /** No answer the visitor can act on: a fault of ours, logged with its cause. */
    UNKNOWN: { status: 500, source: 'client' },
} as const satisfies Record<string, { status: number; source: 'vendure' | 'shop' | 'client' }>;

export type FailureCode = keyof typeof FAILURES;

/** Our own codes, which the failures plugin adds to the Shop and Admin APIs' `ErrorCode`. */
export type ShopFailureCode = {
    [K in FailureCode]: (typeof FAILURES)[K]['source'] extends 'shop' ? K : never;
}[FailureCode];

export const SHOP_FAILURE_CODES = (Object.keys(FAILURES) as FailureCode[]).filter(
    (code): code is ShopFailureCode => FAILURES[code].source === 'shop',
);

export function isFailureCode(value: unknown): value is FailureCode {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FAILURES, value);
}

/** The HTTP status a code answers with on the REST face (and a storefront page). */
export function failureStatus(code: FailureCode): number {
    return FAILURES[code].status;
}

/**
 * The code of ours that one of Vendure's free-text fields carries (`interceptorError`,
 * `transitionError`, `paymentErrorMessage`, `authenticationError`): the shop writes a code there,
 * never a sentence, and this reads it whole.
 */
export function failureCodeIn(text: string | null | undefined): FailureCode | undefined {
    return isFailureCode(text) ? text : undefined;
}

/** Why no SMS code was sent (RequestSmsCodeResult's ShopFailure). */
export const SMS_SEND_FAILURES = [
    'INVALID_MOBILE',
    'CAPTCHA_FAILED',
    'TOO_SOON',
    'DAILY_LIMIT',
    'SMS_UNAVAILABLE',
] as const satisfies readonly ShopFailureCode[];
export type SmsSendFailure = (typeof SMS_SEND_FAILURES)[number];

/** Why a code typed was not taken, whatever it was sent for. */
export const SMS_CODE_FAILURES = [
    'SMS_CODE_WRONG',
    'SMS_CODE_EXPIRED',
    'SMS_CODE_USED',
    'SMS_CODE_LOCKED',
    'SMS_CODE_NONE',
] as const satisfies readonly ShopFailureCode[];

/** Why a sign-in by SMS code was refused (the SMS strategy's `authenticationError`). */
export const SMS_SIGN_IN_FAILURES = [
    'INVALID_MOBILE',
    'TERMS_NOT_ACCEPTED',
    ...SMS_CODE_FAILURES,
] as const satisfies readonly ShopFailureCode[];
export type SmsSignInFailure = (typeof SMS_SIGN_IN_FAILURES)[number];

/** Why the proof that a guest order is the visitor's was refused. */
export const ORDER_ACCESS_FAILURES = [
    'ORDER_NOT_FOUND',
    'ORDER_ACCESS_THROTTLED',
] as const satisfies readonly ShopFailureCode[];
export type OrderAccessFailure = (typeof ORDER_ACCESS_FAILURES)[number];

/** Why a cancellation, a return or a step of one was refused, to the member or to staff. */
export const AFTER_SALES_FAILURES = [
    'OPEN_REQUEST_EXISTS',
    'ORDER_NOT_CANCELLABLE',
    'ORDER_NOT_RETURNABLE',
    'INVALID_RETURN_LINES',
    'INVALID_REASON',
    'INVALID_TRACKING',
    'REQUEST_CLOSED',
    'REFUND_FAILED',
] as const satisfies readonly ShopFailureCode[];
export type AfterSalesFailure = (typeof AFTER_SALES_FAILURES)[number];

/** Why a store, service or calendar read or change was refused. */
export const STORE_FAILURES = [
    'STORE_NOT_FOUND',
    'SLUG_TAKEN',
    'INVALID_STORE_INPUT',
    'INVALID_DATE_RANGE',
    'DAY_HAS_APPOINTMENTS',
] as const satisfies readonly ShopFailureCode[];
export type StoreFailure = (typeof STORE_FAILURES)[number];

/**
 * Why a booking, a cancellation or staff's move of an appointment was refused; a booking also
 * answers the SMS code's failures, CAPTCHA_FAILED, STORE_NOT_FOUND and DAILY_LIMIT (the
 * client's bookings of the day, with `waitSeconds`).
 */
export const APPOINTMENT_FAILURES = [
    'INVALID_APPOINTMENT_INPUT',
    'STORE_NOT_FOUND',
    'STORE_NOT_BOOKABLE',
    'SLOT_UNAVAILABLE',
    'SLOT_FULL',
    'APPOINTMENT_LIMIT',
    'DAILY_LIMIT',
    'APPOINTMENT_NOT_FOUND',
    'APPOINTMENT_CLOSED',
    ...SMS_CODE_FAILURES,
] as const satisfies readonly ShopFailureCode[];
export type AppointmentFailure = (typeof APPOINTMENT_FAILURES)[number];

/**
 * Why a message to the shop was refused: a field (INVALID_CONTACT_INPUT with `field`), the
 * boutique (STORE_NOT_FOUND), or the client's messages of the day (DAILY_LIMIT, with
 * `waitSeconds`); staff's change of one answers CONTACT_MESSAGE_NOT_FOUND too.
 */
export const CONTACT_FAILURES = [
    'INVALID_CONTACT_INPUT',
    'STORE_NOT_FOUND',
    'DAILY_LIMIT',
    'CONTACT_MESSAGE_NOT_FOUND',
] as const satisfies readonly ShopFailureCode[];
export type ContactFailure = (typeof CONTACT_FAILURES)[number];

/**
 * Why a step, a photo, a submission or a look-up of a watch sent for service was refused; a
 * guest's submission and look-up also answer the SMS code's failures.
 */
export const SERVICE_REQUEST_FAILURES = [
    'INVALID_SERVICE_REQUEST_INPUT',
    'SERVICE_STEP_MISSING',
    'SERVICE_REQUEST_NOT_FOUND',
    'PHOTO_TYPE_NOT_ALLOWED',
    'PHOTO_TOO_LARGE',
    'TOO_MANY_PHOTOS',
    'SERVICE_TRACK_THROTTLED',
    'SERVICE_TRANSITION_NOT_ALLOWED',
    'SERVICE_PAYMENT_NOT_DUE',
    'PAID_AT_GATEWAY',
    'SERVICE_PAYMENT_FAILED',
    ...SMS_CODE_FAILURES,
] as const satisfies readonly ShopFailureCode[];
export type ServiceRequestFailure = (typeof SERVICE_REQUEST_FAILURES)[number];
/** Why staff's move of a service request was refused. */
export const SERVICE_REPAIR_FAILURES = [
    'SERVICE_REQUEST_NOT_FOUND',
    'SERVICE_TRANSITION_NOT_ALLOWED',
    'INVALID_SERVICE_ESTIMATE',
    'SERVICE_ESTIMATE_NOT_PAID',
    'INVALID_TRACKING',
    'REFUND_FAILED',
    'PAID_AT_GATEWAY',
] as const satisfies readonly ShopFailureCode[];
export type ServiceRepairFailure = (typeof SERVICE_REPAIR_FAILURES)[number];
/** Why staff's change of a service centre or a user manual was refused. */
export const SERVICE_CENTRE_FAILURES = [
    'INVALID_SERVICE_CENTRE_INPUT',
    'SERVICE_CENTRE_NOT_FOUND',
] as const satisfies readonly ShopFailureCode[];
export type ServiceCentreFailure = (typeof SERVICE_CENTRE_FAILURES)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
    return typeof value === 'string' && (list as readonly string[]).includes(value);
}
