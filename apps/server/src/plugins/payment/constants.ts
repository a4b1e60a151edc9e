import type { ShopFailureCode } from '@maison/shared';

export { AWAITING_GATEWAY, GATEWAY_CODES, type GatewayCode } from '@maison/shared';

export const loggerCtx = 'PaymentPlugin';
export const PAYMENT_PLUGIN_OPTIONS = Symbol('PAYMENT_PLUGIN_OPTIONS');

/** The largest notification body either gateway sends is a few kilobytes. */
export const NOTIFICATION_BODY_LIMIT = '64kb';

/**
 * Why a payment attempt could not be given up, nor a new one started: the gateway has taken
 * the money already, and its notification will settle the order. A failure code, carried in
 * Vendure's `paymentErrorMessage` and `transitionError`.
 */
export const PAID_AT_GATEWAY = 'PAID_AT_GATEWAY' satisfies ShopFailureCode;
