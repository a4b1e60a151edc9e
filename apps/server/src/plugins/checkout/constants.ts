export const loggerCtx = 'CheckoutPlugin';

export const CHECKOUT_PLUGIN_OPTIONS = Symbol('CHECKOUT_PLUGIN_OPTIONS');
