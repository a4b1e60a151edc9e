import {
    AWAITING_GATEWAY,
    failureCodeIn,
    type GatewayCode,
    type PayChannel,
    type PaymentInstructions,
    type PublicPaymentMetadata,
} from '@maison/shared';

import type { AddressInput } from '~/features/address/address-form.server';
import { OrderFields, reopenBag } from '~/features/bag/bag.server';
import { graphql, type ResultOf } from '~/lib/graphql';
import { ShopApiError, type ShopClient } from '~/lib/shop-client.server';

import type { StepOrder } from './checkout-step';

const AddressFields = graphql(`
    fragment CheckoutAddress on OrderAddress {
        fullName
        streetLine1
        streetLine2
        city
        province
        postalCode
        countryCode
        phoneNumber
    }
`);

export const CheckoutOrderFields = graphql(
    `
        fragment CheckoutOrder on Order {
            ...BagOrder
            customer {
                id
                firstName
                lastName
                emailAddress
            }
            shippingAddress {
                ...CheckoutAddress
            }
            billingAddress {
                ...CheckoutAddress
            }
            shippingLines {
                shippingMethod {
                    id
                }
            }
            payments {
                id
                state
                method
                metadata
            }
            customFields {
                fapiaoType
                fapiaoTitle
                fapiaoTaxId
            }
        }
    `,
    [OrderFields, AddressFields],
);

export type CheckoutOrder = ResultOf<typeof CheckoutOrderFields>;
export type CheckoutAddress = NonNullable<CheckoutOrder['shippingAddress']>;

const ActiveCheckoutQuery = graphql(
    `
        query ActiveCheckout {
            activeOrder {
                ...CheckoutOrder
            }
            activeCustomer {
                id
            }
        }
    `,
    [CheckoutOrderFields],
);

const OrderByCodeQuery = graphql(
    `
        query CheckoutOrderByCode($code: String!) {
            orderByCode(code: $code) {
                ...CheckoutOrder
            }
        }
    `,
    [CheckoutOrderFields],
);

const SetCustomerMutation = graphql(`
    mutation SetCustomerForOrder($input: CreateCustomerInput!) {
        setCustomerForOrder(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const SetShippingAddressMutation = graphql(`
    mutation SetShippingAddress($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const SetBillingAddressMutation = graphql(`
    mutation SetBillingAddress($input: CreateAddressInput!) {
        setOrderBillingAddress(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const ShippingMethodsQuery = graphql(`
    query EligibleShippingMethods {
        eligibleShippingMethods {
            id
            priceWithTax
        }
    }
`);

const SetShippingMethodMutation = graphql(`
    mutation SetShippingMethod($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const SetFapiaoMutation = graphql(`
    mutation SetFapiao($input: UpdateOrderInput!) {
        setOrderCustomFields(input: $input) {
            __typename
            ... on ErrorResult {
                errorCode
            }
        }
    }
`);

const TransitionMutation = graphql(`
    mutation TransitionOrder($state: String!) {
        transitionOrderToState(state: $state) {
            __typename
            ... on OrderStateTransitionError {
                errorCode
                transitionError
            }
        }
    }
`);

const AddPaymentMutation = graphql(`
    mutation AddPayment($input: PaymentInput!) {
        addPaymentToOrder(input: $input) {
            __typename
            ... on Order {
                payments {
                    id
                    state
                    method
                    metadata
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
            ... on PaymentDeclinedError {
                paymentErrorMessage
            }
        }
    }
`);

export type CheckoutFailure =
    | 'NOT_AVAILABLE'
    | 'LOGIN_FAILED'
    | 'EMAIL_ADDRESS_CONFLICT_ERROR'
    | 'PAYMENT_FAILED'
    | 'PAID_AT_GATEWAY'
    | 'INVALID'
    | 'UNKNOWN';

export async function loadCheckout(client: ShopClient): Promise<{ order: CheckoutOrder | null; signedIn: boolean }> {
    if (!client.hasSession) return { order: null, signedIn: false };
    const data = await client.request(ActiveCheckoutQuery);
    return { order: data.activeOrder ?? null, signedIn: data.activeCustomer != null };
}

/** An order of this visitor's by its code: the active one, or one they placed (Vendure checks whose). */
export async function loadOrderByCode(client: ShopClient, code: string): Promise<CheckoutOrder | null> {
    if (!client.hasSession) return null;
    const { order } = await loadCheckout(client);
    if (order?.code === code) return order;
    try {
        return (await client.request(OrderByCodeQuery, { code })).orderByCode ?? null;
    } catch (err) {
        if (err instanceof ShopApiError && err.status < 500) return null;
        throw err;
    }
}

export function stepOrder(order: CheckoutOrder | null): StepOrder | null {
    if (!order) return null;
    return {
        state: order.state,
        lineCount: order.lines.length,
        hasCustomer: order.customer != null,
        shippingAddress: order.shippingAddress ?? null,
        billingAddress: order.billingAddress ?? null,
        hasShippingMethod: order.shippingLines.length > 0,
    };
}

export async function continueAsGuest(
    client: ShopClient,
    input: { emailAddress: string; firstName: string; lastName: string },
): Promise<CheckoutFailure | null> {
    const { setCustomerForOrder } = await client.request(SetCustomerMutation, { input });
    if (setCustomerForOrder.__typename === 'Order') return null;
    return setCustomerForOrder.errorCode === 'EMAIL_ADDRESS_CONFLICT_ERROR'
        ? 'EMAIL_ADDRESS_CONFLICT_ERROR'
        : 'INVALID';
}

/** The order's delivery address again, as its billing address (the default). */
export function sameAddress(a: CheckoutAddress): AddressInput {
    return {
        fullName: a.fullName ?? '',
        phoneNumber: a.phoneNumber ?? '',
        province: a.province ?? '',
        city: a.city ?? '',
        streetLine2: a.streetLine2 ?? '',
        streetLine1: a.streetLine1 ?? '',
        postalCode: a.postalCode ?? '',
        countryCode: 'CN',
    };
}

/**
 * Back to the bag first when the order already waits for payment: its address can change
 * only there, and the held stock is given back until the shopper comes to pay again.
 */
async function reopen(client: ShopClient, order: CheckoutOrder): Promise<void> {
    if (order.state === 'ArrangingPayment') await reopenBag(client);
}

export async function saveShipping(client: ShopClient, order: CheckoutOrder, address: AddressInput): Promise<boolean> {
    await reopen(client, order);
    const { setOrderShippingAddress } = await client.request(SetShippingAddressMutation, { input: address });
    return setOrderShippingAddress.__typename === 'Order';
}

/**
 * Billing address and fapiao, then the free delivery, then to payment: the stock is checked
 * and held on that last move, and a shortage comes back as NOT_AVAILABLE.
 */
export async function saveBillingAndProceed(
    client: ShopClient,
    order: CheckoutOrder,
    billing: AddressInput,
    fapiao: { fapiaoType: string; fapiaoTitle: string; fapiaoTaxId: string },
): Promise<CheckoutFailure | null> {
    await reopen(client, order);
    const billed = await client.request(SetBillingAddressMutation, { input: billing });
    if (billed.setOrderBillingAddress.__typename !== 'Order') return 'INVALID';
    const company = fapiao.fapiaoType === 'company';
    const fields = await client.request(SetFapiaoMutation, {
        input: {
            customFields: {
                fapiaoType: fapiao.fapiaoType,
                fapiaoTitle: company ? fapiao.fapiaoTitle : null,
                fapiaoTaxId: company ? fapiao.fapiaoTaxId : null,
            },
        },
    });
    if (fields.setOrderCustomFields.__typename !== 'Order') return 'INVALID';
    const { eligibleShippingMethods } = await client.request(ShippingMethodsQuery);
    const free = [...eligibleShippingMethods].sort((a, b) => a.priceWithTax - b.priceWithTax)[0];
    if (!free) return 'UNKNOWN';
    const shipped = await client.request(SetShippingMethodMutation, { ids: [free.id] });
    if (shipped.setOrderShippingMethod.__typename !== 'Order') return 'UNKNOWN';
    const moved = await client.request(TransitionMutation, { state: 'ArrangingPayment' });
    if (moved.transitionOrderToState?.__typename === 'Order') return null;
    // The stock hold's refusal is a failure code, carried in Vendure's transitionError.
    const carried =
        moved.transitionOrderToState?.__typename === 'OrderStateTransitionError'
            ? failureCodeIn(moved.transitionOrderToState.transitionError)
            : undefined;
    return carried === 'NOT_AVAILABLE' ? 'NOT_AVAILABLE' : 'UNKNOWN';
}

/** The instructions of the payment open at a gateway, if any (what Vendure shows the shopper of it). */
export function openPayment(order: Pick<CheckoutOrder, 'payments'>) {
    const open = order.payments?.find((p) => p.state === AWAITING_GATEWAY);
    const instructions = (open?.metadata as PublicPaymentMetadata | null)?.public;
    return open && instructions ? { method: open.method, instructions } : undefined;
}

/** Starts a payment at Alipay or WeChat Pay; the instructions tell where the shopper pays. */
export async function startPayment(
    client: ShopClient,
    method: GatewayCode,
    channel: PayChannel,
    /** The payer's openid under the channel's appId: WeChat Pay's JSAPI pays as that WeChat user. */
    openId?: string,
): Promise<{ ok: true; instructions: PaymentInstructions } | { ok: false; code: CheckoutFailure }> {
    let addPaymentToOrder;
    try {
        ({ addPaymentToOrder } = await client.request(AddPaymentMutation, {
            input: { method, metadata: openId ? { channel, openId } : { channel } },
        }));
    } catch (err) {
        // A method staff have switched off, or an order no longer waiting for payment.
        if (err instanceof ShopApiError && err.status < 500) return { ok: false, code: 'PAYMENT_FAILED' };
        throw err;
    }
    if (addPaymentToOrder.__typename !== 'Order') {
        // An earlier attempt was paid: the code is carried in Vendure's paymentErrorMessage.
        const paid =
            addPaymentToOrder.__typename === 'PaymentDeclinedError' &&
            failureCodeIn(addPaymentToOrder.paymentErrorMessage) === 'PAID_AT_GATEWAY';
        return { ok: false, code: paid ? 'PAID_AT_GATEWAY' : 'PAYMENT_FAILED' };
    }
    const open = openPayment(addPaymentToOrder);
    return open ? { ok: true, instructions: open.instructions } : { ok: false, code: 'PAYMENT_FAILED' };
}

/** Back to the bag: the held stock is given back and the open payment cancelled. */
export async function backToBag(client: ShopClient, order: CheckoutOrder): Promise<boolean> {
    return order.state !== 'ArrangingPayment' || (await reopenBag(client));
}
