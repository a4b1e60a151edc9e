/** Shop API documents of a checkout, shared by the checkout and payment suites. */
export const ADD = /* GraphQL */ `
    mutation ($id: ID!, $qty: Int!, $buckle: ID) {
        addItemToOrder(productVariantId: $id, quantity: $qty, customFields: { buckleId: $buckle }) {
            __typename
            ... on ErrorResult {
                message
            }
        }
    }
`;
export const SET_CUSTOMER = /* GraphQL */ `
    mutation ($input: CreateCustomerInput!) {
        setCustomerForOrder(input: $input) {
            __typename
        }
    }
`;
export const SET_ADDRESS = /* GraphQL */ `
    mutation ($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
            __typename
        }
    }
`;
export const SHIPPING_METHODS = /* GraphQL */ `
    query {
        eligibleShippingMethods {
            id
        }
    }
`;
export const SET_SHIPPING = /* GraphQL */ `
    mutation ($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
            __typename
        }
    }
`;
export const TO_PAYMENT = /* GraphQL */ `
    mutation ($state: String!) {
        transitionOrderToState(state: $state) {
            __typename
            ... on Order {
                id
                state
            }
            ... on OrderStateTransitionError {
                transitionError
            }
        }
    }
`;

type Call = <T>(token: string | undefined, query: string, variables?: Record<string, unknown>) => Promise<{ data: T }>;

/**
 * Gives an order what checkout asks before payment: a customer (a guest's; a signed-in one is
 * the customer already), a Shanghai address and the free delivery. `call` fails the test on any
 * GraphQL error.
 */
export async function completeCheckoutDetails(call: Call, token: string, n: number, guest = true): Promise<void> {
    if (guest) {
        await call(token, SET_CUSTOMER, {
            input: { emailAddress: `shopper${n}@example.com`, firstName: '测试', lastName: `顾客${n}` },
        });
    }
    await call(token, SET_ADDRESS, {
        input: {
            fullName: `顾客${n}`,
            streetLine1: '南京西路 1266 号',
            city: '上海市',
            province: '上海市',
            postalCode: '200040',
            countryCode: 'CN',
            phoneNumber: '13800138000',
        },
    });
    const methods = await call<{ eligibleShippingMethods: Array<{ id: string }> }>(token, SHIPPING_METHODS);
    await call(token, SET_SHIPPING, { ids: [methods.data.eligibleShippingMethods[0].id] });
}
