import { graphql, type ResultOf } from '~/lib/graphql';
import type { ShopClient } from '~/lib/shop-client.server';

export const OrderFields = graphql(`
    fragment BagOrder on Order {
        id
        code
        state
        currencyCode
        totalQuantity
        subTotalWithTax
        totalWithTax
        lines {
            id
            quantity
            unitPriceWithTax
            linePriceWithTax
            discountedLinePriceWithTax
            featuredAsset {
                preview
            }
            productVariant {
                id
                sku
                name
                stockLevel
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
                        name
                    }
                }
            }
        }
    }
`);

const AddItemMutation = graphql(
    `
        mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
            addItemToOrder(productVariantId: $productVariantId, quantity: $quantity, customFields: $customFields) {
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

export type Bag = ResultOf<typeof OrderFields>;
export type BagLine = Bag['lines'][number];

/** Error codes a shopper can cause when changing the bag, each with its own message. */
export type BagErrorCode =
    | 'INSUFFICIENT_STOCK_ERROR'
    | 'ORDER_LIMIT_ERROR'
    | 'NEGATIVE_QUANTITY_ERROR'
    | 'ORDER_MODIFICATION_ERROR'
    | 'NOT_AVAILABLE'
    | 'UNKNOWN';

export type BagChange = { ok: true; bag: Bag } | { ok: false; code: BagErrorCode };

const KNOWN: BagErrorCode[] = [
    'INSUFFICIENT_STOCK_ERROR',
    'ORDER_LIMIT_ERROR',
    'NEGATIVE_QUANTITY_ERROR',
    'ORDER_MODIFICATION_ERROR',
];

function toChange(result: { __typename: string; errorCode?: string } & Partial<Bag>): BagChange {
    if (result.__typename === 'Order') return { ok: true, bag: result as Bag };
    // The interceptors' refusals (a buckle the strap is not sold with, or sold out).
    if (result.__typename === 'OrderInterceptorError') return { ok: false, code: 'NOT_AVAILABLE' };
    const code = KNOWN.find((k) => k === result.errorCode) ?? 'UNKNOWN';
    return { ok: false, code };
}

/**
 * Adds a variant, a strap with the buckle chosen for it; a sold-out or unknown variant, or a
 * buckle the strap is not sold with, comes back as a coded failure, not a throw.
 */
export async function addToBag(
    client: ShopClient,
    productVariantId: string,
    quantity: number,
    buckleVariantId?: string,
): Promise<BagChange> {
    try {
        const { addItemToOrder } = await client.request(AddItemMutation, {
            productVariantId,
            quantity,
            customFields: buckleVariantId ? { buckleId: buckleVariantId } : null,
        });
        return toChange(addItemToOrder);
    } catch (err) {
        // An id that names no saleable variant is the shopper's problem, not a server fault.
        if ((err as { codes?: string[] }).codes?.includes('ENTITY_NOT_FOUND'))
            return { ok: false, code: 'NOT_AVAILABLE' };
        throw err;
    }
}

export async function removeFromBag(client: ShopClient, orderLineId: string): Promise<BagChange> {
    const { removeOrderLine } = await client.request(RemoveLineMutation, { orderLineId });
    return toChange(removeOrderLine);
}
