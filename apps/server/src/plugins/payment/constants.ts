export const loggerCtx = 'PaymentPlugin';
export const PAYMENT_PLUGIN_OPTIONS = Symbol('PAYMENT_PLUGIN_OPTIONS');

/** The payment methods of the shop, by their handlers' codes. */
export const GATEWAY_CODES = ['alipay', 'wechatpay'] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];

/** A payment handed to its gateway, waiting for the gateway's word. */
export const AWAITING_GATEWAY = 'Pending';

/** The largest notification body either gateway sends is a few kilobytes. */
export const NOTIFICATION_BODY_LIMIT = '64kb';

/**
 * Why a payment attempt could not be given up, nor a new one started: the gateway has taken
 * the money already, and its notification will settle the order.
 */
export const PAID_AT_GATEWAY = 'PAID_AT_GATEWAY';
