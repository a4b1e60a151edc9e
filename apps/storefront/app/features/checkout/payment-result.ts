/** What the result page shows for an order, from its state and its payments. */
export type PaymentResult = 'paid' | 'waiting' | 'failed';

interface ResultOrder {
    state: string;
    active: boolean;
    payments?: ReadonlyArray<{ state: string }> | null;
}

const PLACED = [
    'PaymentSettled',
    'PaymentAuthorized',
    'PartiallyShipped',
    'Shipped',
    'PartiallyDelivered',
    'Delivered',
];

/**
 * Paid once the gateway's notification placed the order; waiting while a payment is open at
 * the gateway; failed when the last attempt was declined, cancelled or never made.
 */
export function paymentResult(order: ResultOrder): PaymentResult {
    if (PLACED.includes(order.state)) return 'paid';
    const last = order.payments?.at(-1);
    if (order.state === 'ArrangingPayment' && last?.state === 'Pending') return 'waiting';
    return 'failed';
}
