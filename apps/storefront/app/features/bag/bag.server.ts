import { failureCodeIn } from '@maison/shared';

import { graphql, type ResultOf } from '~/lib/graphql';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

export const OrderFields = graphql(`
    fragment BagOrder on Order {
        id
        code
        state
        active
        currencyCode
        totalQuantity
        totalWithTax
        shippingLines {
            priceWithTax
        }
        couponCodes
        shortLineIds
        discounts {
            type
            adjustmentSource
            amountWithTax
            description
        }
        lines {
            id
            quantity
            unitPriceWithTax
            linePriceWithTax
            proratedLinePriceWithTax
            featuredAsset {
                preview
            }
            customFields {
                buckle {
                    id
                    sku
                    name
                }
            }
            productVariant {
                id
                sku
                name
                product {
                    slug
                    customFields {
                        kind
                    }
                }
                options {
                    code
                    name
                    group {
                        code
                        name
                    }
                }
            }
        }
    }
`);

const BagQuery = graphql(
    `
        query Bag {
            activeOrder {
                ...BagOrder
            }
        }
    `,
    [OrderFields],
);

/** What every bag mutation answers with: the bag as it now is, or why it did not change. */
const BagResultFields = graphql(
    `
        fragment BagResult on UpdateOrderItemsResult {
            __typename
            ...BagOrder
            ... on ErrorResult {
                errorCode
                message
            }
            ... on OrderInterceptorError {
                interceptorError
            }
        }
    `,
    [OrderFields],
);

const AddItemMutation = graphql(
    `
        mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
            addItemToOrder(productVariantId: $productVariantId, quantity: $quantity, customFields: $customFields) {
                ...BagResult
            }
        }
    `,
    [BagResultFields],
);

const AdjustLineMutation = graphql(
    `
        mutation AdjustOrderLine($orderLineId: ID!, $quantity: Int!) {
            adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
                ...BagResult
            }
        }
    `,
    [BagResultFields],
);

const RemoveLineMutation = graphql(
    `
        mutation RemoveOrderLine($orderLineId: ID!) {
            removeOrderLine(orderLineId: $orderLineId) {
                __typename
                ...BagOrder
                ... on ErrorResult {
                    errorCode
                    message
                }
            }
        }
    `,
    [OrderFields],
);

const ApplyCouponMutation = graphql(
    `
        mutation ApplyCouponCode($couponCode: String!) {
            applyCouponCode(couponCode: $couponCode) {
                __typename
                ...BagOrder
                ... on ErrorResult {
                    errorCode
                    message
                }
            }
        }
    `,
    [OrderFields],
);

const RemoveCouponMutation = graphql(
    `
        mutation RemoveCouponCode($couponCode: String!) {
            removeCouponCode(couponCode: $couponCode) {
                ...BagOrder
            }
        }
    `,
    [OrderFields],
);

const BackToBagMutation = graphql(`
    mutation BackToBag {
        transitionOrderToState(state: "AddingItems") {
            __typename
        }
    }
`);

/**
 * An order waiting for its payment goes back to the bag (its held stock given back, its open
 * payment cancelled), so that it can change. False when the shop keeps it where it is: a
 * gateway has been paid for it, and its confirmation is on the way.
 */
export async function reopenBag(client: ShopClient): Promise<boolean> {
    const { transitionOrderToState } = await client.request(BackToBagMutation);
    return transitionOrderToState?.__typename === 'Order';
}

export type Bag = ResultOf<typeof OrderFields>;
export type BagLine = Bag['lines'][number];

/** Error codes a shopper can cause when changing the bag, each with its own message. */
const KNOWN = [
    'INSUFFICIENT_STOCK_ERROR',
    'ORDER_LIMIT_ERROR',
    'NEGATIVE_QUANTITY_ERROR',
    'ORDER_MODIFICATION_ERROR',
    'COUPON_CODE_INVALID_ERROR',
    'COUPON_CODE_EXPIRED_ERROR',
    'COUPON_CODE_LIMIT_ERROR',
] as const;

export type BagErrorCode = (typeof KNOWN)[number] | 'NOT_AVAILABLE' | 'NOT_FOUND' | 'INVALID' | 'UNKNOWN';

/** Every reason a change to the bag can be refused, each a key of `bag.errors`. */
export const BAG_ERROR_CODES: readonly BagErrorCode[] = [...KNOWN, 'NOT_AVAILABLE', 'NOT_FOUND', 'INVALID', 'UNKNOWN'];

export type BagChange = { ok: true; bag: Bag | null } | { ok: false; code: BagErrorCode };

type MutationResult = { __typename: string; errorCode?: string; interceptorError?: string } & Partial<Bag>;

function toChange(result: MutationResult | null | undefined): BagChange {
    if (!result) return { ok: true, bag: null };
    if (result.__typename === 'Order') return { ok: true, bag: result as Bag };
    // The interceptors' refusals (a buckle the strap is not sold with, or sold out): the code is
    // carried in Vendure's interceptorError.
    if (result.__typename === 'OrderInterceptorError') {
        return {
            ok: false,
            code: failureCodeIn(result.interceptorError) === 'NOT_AVAILABLE' ? 'NOT_AVAILABLE' : 'UNKNOWN',
        };
    }
    const code = KNOWN.find((k) => k === result.errorCode) ?? 'UNKNOWN';
    return { ok: false, code };
}

/**
 * Runs a bag mutation; an id that names nothing of this visitor's (another's line, a variant
 * not for sale) is their mistake, answered as a coded failure, not a server error. An order
 * waiting for its payment is taken back to the bag first, as changing it means.
 */
async function change(
    client: ShopClient,
    run: () => Promise<MutationResult | null | undefined>,
    missing: BagErrorCode,
): Promise<BagChange> {
    try {
        const first = toChange(await run());
        if (first.ok || first.code !== 'ORDER_MODIFICATION_ERROR') return first;
        // The shopper went to pay and came back to change the bag: it reopens, then changes.
        await reopenBag(client);
        return toChange(await run());
    } catch (err) {
        if (err instanceof ShopApiError && err.status === 404) return { ok: false, code: missing };
        if (err instanceof ShopApiError && err.status === 400) return { ok: false, code: 'INVALID' };
        throw err;
    }
}

/**
 * The visitor's bag. A visitor without a session has none, and is not given one by asking:
 * the Shop API would open a session for every first page view.
 */
export async function loadBag(client: ShopClient): Promise<Bag | null> {
    if (!client.hasSession) return null;
    return (await client.request(BagQuery)).activeOrder ?? null;
}

/**
 * Loads the bag for the sidebar. A refusal (4xx) means the session's bag cannot be read: the
 * visitor goes on with a new one, once, as the spec's sidebar re-creates its cart (§4).
 */
export async function reloadBag(client: ShopClient): Promise<Bag | null> {
    try {
        return await loadBag(client);
    } catch (err) {
        if (!(err instanceof ShopApiError) || err.status < 400 || err.status >= 500) throw err;
        client.dropSession();
        return loadBag(client);
    }
}

/** Adds a variant, a strap with the buckle chosen for it. */
export function addToBag(
    client: ShopClient,
    productVariantId: string,
    quantity: number,
    buckleVariantId?: string,
): Promise<BagChange> {
    return change(
        client,
        async () =>
            (
                await client.request(AddItemMutation, {
                    productVariantId,
                    quantity,
                    customFields: buckleVariantId ? { buckleId: buckleVariantId } : null,
                })
            ).addItemToOrder,
        'NOT_AVAILABLE',
    );
}

export function setLineQuantity(client: ShopClient, orderLineId: string, quantity: number): Promise<BagChange> {
    return change(
        client,
        async () => (await client.request(AdjustLineMutation, { orderLineId, quantity })).adjustOrderLine,
        'NOT_FOUND',
    );
}

export function removeFromBag(client: ShopClient, orderLineId: string): Promise<BagChange> {
    return change(
        client,
        async () => (await client.request(RemoveLineMutation, { orderLineId })).removeOrderLine,
        'NOT_FOUND',
    );
}

export function applyCoupon(client: ShopClient, couponCode: string): Promise<BagChange> {
    if (!client.hasSession) return Promise.resolve({ ok: false, code: 'COUPON_CODE_INVALID_ERROR' });
    return change(
        client,
        async () => (await client.request(ApplyCouponMutation, { couponCode })).applyCouponCode,
        'COUPON_CODE_INVALID_ERROR',
    );
}

export function removeCoupon(client: ShopClient, couponCode: string): Promise<BagChange> {
    return change(
        client,
        async () => {
            const { removeCouponCode } = await client.request(RemoveCouponMutation, { couponCode });
            return removeCouponCode ? { __typename: 'Order', ...removeCouponCode } : null;
        },
        'NOT_FOUND',
    );
}
