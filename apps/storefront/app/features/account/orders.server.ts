import { ORDER_CODE_PATTERN } from '@maison/shared';

import { CheckoutOrderFields } from '~/features/checkout/checkout.server';
import { graphql, type ResultOf } from '~/lib/graphql';
import { notFound } from '~/lib/not-found';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

import { ORDERS_PER_PAGE, type OrderListStatus, statesForList } from '@maison/shared';

const OrderListQuery = graphql(`
    query MemberOrders($options: OrderListOptions) {
        activeCustomer {
            id
            orders(options: $options) {
                totalItems
                items {
                    id
                    code
                    state
                    orderPlacedAt
                    updatedAt
                    currencyCode
                    totalQuantity
                    totalWithTax
                    customFields {
                        serviceRequestReference
                    }
                    lines {
                        id
                        quantity
                        featuredAsset {
                            preview
                        }
                        productVariant {
                            id
                            name
                        }
                        customFields {
                            buckle {
                                id
                                name
                            }
                        }
                    }
                }
            }
        }
    }
`);

const MemberOrderQuery = graphql(
    `
        query MemberOrder($code: String!) {
            orderByCode(code: $code) {
                ...CheckoutOrder
                orderPlacedAt
                updatedAt
                fulfillments {
                    id
                    state
                    method
                    trackingCode
                    createdAt
                }
            }
        }
    `,
    [CheckoutOrderFields],
);

export type OrderSummary = NonNullable<ResultOf<typeof OrderListQuery>['activeCustomer']>['orders']['items'][number];
export type MemberOrder = NonNullable<ResultOf<typeof MemberOrderQuery>['orderByCode']>;

/** One page of the member's orders in a list, newest first. */
export async function loadOrders(
    client: ShopClient,
    status: OrderListStatus,
    page: number,
): Promise<{ orders: OrderSummary[]; total: number }> {
    const state = statesForList(status);
    if (!state) return { orders: [], total: 0 };
    const { activeCustomer } = await client.request(OrderListQuery, {
        options: {
            take: ORDERS_PER_PAGE,
            skip: (page - 1) * ORDERS_PER_PAGE,
            sort: { updatedAt: 'DESC' },
            filter: { state },
        },
    });
    return { orders: activeCustomer?.orders.items ?? [], total: activeCustomer?.orders.totalItems ?? 0 };
}

/** One of the member's orders by its number; null for any other (the Shop API answers not found). */
export async function loadMemberOrder(client: ShopClient, code: string): Promise<MemberOrder | null> {
    try {
        return (await client.request(MemberOrderQuery, { code })).orderByCode ?? null;
    } catch (err) {
        if (err instanceof ShopApiError && err.status === 404) return null;
        throw err;
    }
}

/** An order number as the shop writes them; anything else in the address bar is a 404 before any call. */
export const ORDER_NUMBER = ORDER_CODE_PATTERN;

/** The member's order of a page's address, or the 404 answered for any number that is not theirs. */
export async function requireMemberOrder(client: ShopClient, orderBn: string): Promise<MemberOrder> {
    const order = ORDER_NUMBER.test(orderBn) ? await loadMemberOrder(client, orderBn) : null;
    if (!order) throw notFound();
    return order;
}

/**
 * The member's order and something more about it (its after-sales requests), read at the same
 * time: the Shop API checks the order is theirs for both. For a number that is not theirs the
 * answer is the order's 404, whichever call finished first.
 */
export async function requireMemberOrderWith<T>(
    client: ShopClient,
    orderBn: string,
    more: (code: string) => Promise<T>,
): Promise<[MemberOrder, T]> {
    if (!ORDER_NUMBER.test(orderBn)) throw notFound();
    const [order, extra] = await Promise.allSettled([requireMemberOrder(client, orderBn), more(orderBn)]);
    if (order.status === 'rejected') throw order.reason;
    if (extra.status === 'rejected') throw extra.reason;
    return [order.value, extra.value];
}
