export const loggerCtx = 'CheckoutPlugin';
