/** The order lists of the account (spec §2 /orders/{status}), each by the Vendure states it holds. */
export const ORDER_STATUSES = ['all', 'unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'returns'] as const;
export type OrderListStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string | undefined): value is OrderListStatus {
    return ORDER_STATUSES.some((status) => status === value);
}

/** Which states each list shows; `all` shows every order past the bag. */
const STATES: Record<Exclude<OrderListStatus, 'all' | 'returns'>, string[]> = {
    unpaid: ['ArrangingPayment', 'PaymentAuthorized'],
    paid: ['PaymentSettled'],
    shipped: ['PartiallyShipped', 'Shipped', 'PartiallyDelivered'],
    completed: ['Delivered'],
    cancelled: ['Cancelled'],
};

/** States that are still a bag, not an order. */
export const BAG_STATES = ['Created', 'Draft', 'AddingItems'];

/**
 * The states a list asks for: `in` these, or for `all`, `notIn` the bag's. Returns are requests
 * about orders, not a state of them: that list is not found by state (null).
 */
export function statesFor(status: OrderListStatus): { in: string[] } | { notIn: string[] } | null {
    if (status === 'all') return { notIn: BAG_STATES };
    if (status === 'returns') return null;
    return { in: STATES[status] };
}

/** The list an order in `state` belongs to, for its label. */
export function statusOfState(state: string): Exclude<OrderListStatus, 'all' | 'returns'> | 'other' {
    const found = (Object.keys(STATES) as Array<keyof typeof STATES>).find((s) => STATES[s].includes(state));
    return found ?? 'other';
}

/** Orders per page of a list. */
export const ORDERS_PER_PAGE = 10;
