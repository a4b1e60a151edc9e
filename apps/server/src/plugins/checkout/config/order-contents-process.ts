import { OrderProcess, OrderState } from '@vendure/core';

/**
 * What an order needs before its payment, in place of Vendure's own checks of contents and
 * shipping: goods need a delivery; an order the shop opens for a service (the repair of a watch,
 * a surcharge and no lines) needs neither lines nor a delivery. Shoppers cannot add surcharges,
 * so an order of theirs still needs both. The messages are Vendure's own.
 */
export function orderContentsProcess(): OrderProcess<OrderState> {
    return {
        onTransitionStart(_fromState, toState, { order }) {
            if (toState !== 'ArrangingPayment') return;
            if (order.lines.length === 0 && (order.surcharges ?? []).length === 0) {
                return 'message.cannot-transition-to-payment-when-order-is-empty';
            }
            if (order.lines.length > 0 && order.shippingLines.length === 0) {
                return 'message.cannot-transition-to-payment-without-shipping-method';
            }
        },
    };
}
