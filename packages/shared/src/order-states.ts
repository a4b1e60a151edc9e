/**
 * Vendure's order states as the shop reads them, once for the server, the storefront and the
 * dashboard: which are still a bag, which are placed and paid, and the lists of the account's
 * order pages (spec §2 /orders/{status}).
 */

/** States that are still a bag, not an order. */
export const BAG_STATES = ['Created', 'Draft', 'AddingItems'] as const;

/** Placed and waiting for its payment: the member may still pay. */
export const UNPAID_STATES = ['ArrangingPayment', 'PaymentAuthorized'] as const;

/** Paid and not given back, shipped or not: what earns club points. */
export const PAID_STATES = [
    'PaymentSettled',
    'PartiallyShipped',
    'Shipped',
    'PartiallyDelivered',
    'Delivered',
] as const;

/** Past payment: the gateway's notification (or staff) placed the order. */
export const PLACED_STATES = ['PaymentAuthorized', ...PAID_STATES] as const;

/** Order states in which a member may ask to cancel: placed, not yet shipped. */
export const CANCELLABLE_ORDER_STATES = ['ArrangingPayment', 'PaymentAuthorized', 'PaymentSettled'] as const;

/** Order states in which a member may ask to return: shipped or delivered. */
export const RETURNABLE_ORDER_STATES = ['PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'] as const;

const among = (states: readonly string[], state: string) => states.includes(state);

export const isUnpaidState = (state: string) => among(UNPAID_STATES, state);
export const isPlacedState = (state: string) => among(PLACED_STATES, state);
export const orderMayBeCancelled = (state: string) => among(CANCELLABLE_ORDER_STATES, state);
export const orderMayBeReturned = (state: string) => among(RETURNABLE_ORDER_STATES, state);

/** The order lists of the account, each by the states it holds; returns are requests, not a state. */
export const ORDER_LIST_STATUSES = ['all', 'unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'returns'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
type StateList = Exclude<OrderListStatus, 'all' | 'returns'>;

const LIST_STATES: Record<StateList, readonly string[]> = {
    unpaid: UNPAID_STATES,
    paid: ['PaymentSettled'],
    shipped: ['PartiallyShipped', 'Shipped', 'PartiallyDelivered'],
    completed: ['Delivered'],
    cancelled: ['Cancelled'],
};

/** Orders per page of a list. */
export const ORDERS_PER_PAGE = 10;

export function isOrderListStatus(value: string | undefined): value is OrderListStatus {
    return ORDER_LIST_STATUSES.some((status) => status === value);
}

/**
 * The states a list asks for: `in` these, or for `all`, `notIn` the bag's. Returns are requests
 * about orders, not a state of them: that list is not found by state (null).
 */
export function statesForList(status: OrderListStatus): { in: string[] } | { notIn: string[] } | null {
    if (status === 'all') return { notIn: [...BAG_STATES] };
    if (status === 'returns') return null;
    return { in: [...LIST_STATES[status]] };
}

/** The list an order in `state` belongs to, for its label. */
export function listOfState(state: string): StateList | 'other' {
    return (Object.keys(LIST_STATES) as StateList[]).find((list) => LIST_STATES[list].includes(state)) ?? 'other';
}
