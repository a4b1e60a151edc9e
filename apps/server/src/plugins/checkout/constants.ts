import type { OrderState } from '@vendure/core';

export const loggerCtx = 'CheckoutPlugin';

export const CHECKOUT_PLUGIN_OPTIONS = Symbol('CHECKOUT_PLUGIN_OPTIONS');

/** The state in which an order's stock is held for its payment, before the order is placed. */
export const HOLDING_STATE: OrderState = 'ArrangingPayment';
