/** Admin API documents of the reviews e2e suite: moderation, and the set-up of customers and orders. */

export const ADMIN_LOGIN = /* GraphQL */ `
    mutation ($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            __typename
        }
    }
`;

export const IN_STOCK_VARIANTS = /* GraphQL */ `
    query {
        productVariants(options: { take: 100, filter: { enabled: { eq: true } }, sort: { id: ASC } }) {
            items {
                id
                productId
                stockLevel
                product {
                    enabled
                    customFields {
                        kind
                    }
                }
            }
        }
    }
`;

export type InStockVariantsData = {
    productVariants: {
        items: Array<{
            id: string;
            productId: string;
            stockLevel: string;
            product: { enabled: boolean; customFields: { kind: string } };
        }>;
    };
};

export const CREATE_CUSTOMER = /* GraphQL */ `
    mutation ($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
            ... on Customer {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

export type CreateCustomerData = { createCustomer: { __typename: string; id?: string; message?: string } };

const RESULT = /* GraphQL */ `
    __typename
    ... on ErrorResult {
        errorCode
        message
    }
`;

export const CREATE_DRAFT_ORDER = /* GraphQL */ `
    mutation {
        createDraftOrder {
            id
        }
    }
`;

export const SET_DRAFT_CUSTOMER = /* GraphQL */ `
    mutation ($orderId: ID!, $customerId: ID!) {
        setCustomerForDraftOrder(orderId: $orderId, customerId: $customerId) {
            ${RESULT}
        }
    }
`;

export const ADD_DRAFT_ITEM = /* GraphQL */ `
    mutation ($orderId: ID!, $variantId: ID!) {
        addItemToDraftOrder(orderId: $orderId, input: { productVariantId: $variantId, quantity: 1 }) {
            ${RESULT}
        }
    }
`;

export const SET_DRAFT_ADDRESS = /* GraphQL */ `
    mutation ($orderId: ID!) {
        setDraftOrderShippingAddress(
            orderId: $orderId
            input: {
                fullName: "王晓明"
                streetLine1: "南京西路 1 号"
                city: "上海"
                postalCode: "200040"
                countryCode: "CN"
                phoneNumber: "13800138000"
            }
        ) {
            id
        }
    }
`;

export const DRAFT_SHIPPING_METHODS = /* GraphQL */ `
    query ($orderId: ID!) {
        eligibleShippingMethodsForDraftOrder(orderId: $orderId) {
            id
        }
    }
`;

export const SET_DRAFT_SHIPPING = /* GraphQL */ `
    mutation ($orderId: ID!, $methodId: ID!) {
        setDraftOrderShippingMethod(orderId: $orderId, shippingMethodId: $methodId) {
            ${RESULT}
        }
    }
`;

export const TRANSITION_ORDER = /* GraphQL */ `
    mutation ($id: ID!, $state: String!) {
        transitionOrderToState(id: $id, state: $state) {
            __typename
            ... on Order {
                state
                orderPlacedAt
            }
            ... on OrderStateTransitionError {
                errorCode
                message
                transitionError
            }
        }
    }
`;

export type TransitionOrderData = {
    transitionOrderToState: {
        __typename: string;
        state?: string;
        orderPlacedAt?: string | null;
        transitionError?: string;
    };
};

export const ADD_MANUAL_PAYMENT = /* GraphQL */ `
    mutation ($orderId: ID!) {
        addManualPaymentToOrder(input: { orderId: $orderId, method: "manual", transactionId: "e2e", metadata: {} }) {
            ${RESULT}
            ... on Order {
                state
                orderPlacedAt
            }
        }
    }
`;

export type AddManualPaymentData = {
    addManualPaymentToOrder: { __typename: string; state?: string; orderPlacedAt?: string | null; message?: string };
};

export const CANCEL_ORDER = /* GraphQL */ `
    mutation ($orderId: ID!) {
        cancelOrder(input: { orderId: $orderId, cancelShipping: true }) {
            __typename
            ... on Order {
                state
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

export const DISABLE_PRODUCT = /* GraphQL */ `
    mutation ($id: ID!) {
        updateProduct(input: { id: $id, enabled: false }) {
            id
            enabled
        }
    }
`;

const ADMIN_REVIEW_FIELDS = /* GraphQL */ `
    id
    state
    rating
    summary
    authorName
    productId
    product {
        id
        name
    }
    customer {
        id
        emailAddress
    }
`;

export interface AdminReview {
    id: string;
    state: string;
    rating: number;
    summary: string;
    authorName: string;
    productId: string;
    product: { id: string; name: string };
    customer: { id: string; emailAddress: string } | null;
}

export const ADMIN_REVIEWS = /* GraphQL */ `
    query ($options: ProductReviewListOptions) {
        productReviews(options: $options) {
            totalItems
            items {
                ${ADMIN_REVIEW_FIELDS}
            }
        }
    }
`;

export type AdminReviewsData = { productReviews: { totalItems: number; items: AdminReview[] } };

export const APPROVE_REVIEW = /* GraphQL */ `
    mutation ($id: ID!) {
        approveProductReview(id: $id) {
            ${ADMIN_REVIEW_FIELDS}
        }
    }
`;

export const REJECT_REVIEW = /* GraphQL */ `
    mutation ($id: ID!) {
        rejectProductReview(id: $id) {
            ${ADMIN_REVIEW_FIELDS}
        }
    }
`;

export const DELETE_REVIEW = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteProductReview(id: $id) {
            result
        }
    }
`;

export const CREATE_ROLE = /* GraphQL */ `
    mutation ($input: CreateRoleInput!) {
        createRole(input: $input) {
            id
        }
    }
`;

export const CREATE_ADMINISTRATOR = /* GraphQL */ `
    mutation ($input: CreateAdministratorInput!) {
        createAdministrator(input: $input) {
            id
        }
    }
`;
