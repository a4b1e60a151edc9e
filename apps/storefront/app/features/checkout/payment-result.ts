import { AWAITING_GATEWAY, isPlacedState } from '@maison/shared';

/** What the result page shows for an order, from its state and its payments. */
export type PaymentResult = 'paid' | 'waiting' | 'failed';

interface Attempt {
    id: string;
    state: string;
}

interface ResultOrder {
    state: string;
    payments?: ReadonlyArray<Attempt> | null;
}

/** The newest attempt to pay (ids grow; Vendure lists an order's payments in no set order). */
export function lastAttempt<T extends Attempt>(payments: ReadonlyArray<T> | null | undefined): T | undefined {
    return [...(payments ?? [])].sort((a, b) => Number(a.id) - Number(b.id)).at(-1);
}

/**
 * Paid once the gateway's notification placed the order; waiting while a payment is open at
 * the gateway; failed when the last attempt was declined, cancelled or never made.
 */
export function paymentResult(order: ResultOrder): PaymentResult {
    if (isPlacedState(order.state)) return 'paid';
    const last = lastAttempt(order.payments);
    if (order.state === 'ArrangingPayment' && last?.state === AWAITING_GATEWAY) return 'waiting';
    return 'failed';
}
