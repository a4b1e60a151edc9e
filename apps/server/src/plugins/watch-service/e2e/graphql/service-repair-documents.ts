const FAILURE = /* GraphQL */ `
    ... on ShopFailure {
        errorCode
        field
    }
`;

const REPAIR_FIELDS = /* GraphQL */ `
    reference
    state
    paymentState
    orderCode
    estimate {
        lines {
            operation
            label
            priceWithTax
        }
        totalWithTax
        underWarranty
        sentAt
    }
    shipment {
        carrier
        trackingCode
        available
        events {
            status
        }
    }
`;

export const OWNER_REQUEST = /* GraphQL */ `
    query ($reference: String!) {
        myServiceRequest(reference: $reference) {
            ${REPAIR_FIELDS}
            ownerMoves
            history {
                state
                actor
                note
            }
        }
    }
`;

export const GUEST_REQUEST = /* GraphQL */ `
    query ($accessToken: String!) {
        serviceRequestByAccess(accessToken: $accessToken) {
            ${REPAIR_FIELDS}
            ownerMoves
        }
    }
`;

export const ANSWER = /* GraphQL */ `
    mutation ($request: ServiceRequestOwnerInput!, $accept: Boolean!) {
        answerServiceEstimate(request: $request, accept: $accept) {
            __typename
            ... on ServiceRequest {
                state
                paymentState
                ownerMoves
            }
            ${FAILURE}
        }
    }
`;

export const PAY = /* GraphQL */ `
    mutation ($input: PayServiceEstimateInput!) {
        payServiceEstimate(input: $input) {
            __typename
            ... on ServiceEstimatePayment {
                orderCode
                method
                instructions
            }
            ${FAILURE}
        }
    }
`;

export const ADMIN_REPAIR = /* GraphQL */ `
    query ($id: ID!) {
        serviceRequest(id: $id) {
            id
            ${REPAIR_FIELDS}
            orderId
            staffMoves
            underWarranty
            suggestedEstimate {
                operation
                label
                priceWithTax
            }
            history {
                state
                actor
                note
                administratorName
            }
        }
    }
`;

export const ADMIN_FIND = /* GraphQL */ `
    query ($reference: String!) {
        serviceRequests(options: { filter: { reference: { eq: $reference } } }) {
            items {
                id
            }
        }
    }
`;

export const MOVE = /* GraphQL */ `
    mutation ($input: TransitionServiceRequestInput!) {
        transitionServiceRequest(input: $input) {
            __typename
            ... on ServiceRequest {
                state
                paymentState
                staffMoves
            }
            ${FAILURE}
        }
    }
`;

export const ADMIN_ORDER = /* GraphQL */ `
    query ($code: String!) {
        orders(options: { filter: { code: { eq: $code } } }) {
            items {
                state
                active
                totalWithTax
                subTotalWithTax
                lines {
                    id
                }
                surcharges {
                    priceWithTax
                }
                customFields {
                    serviceRequestReference
                    fapiaoType
                    fapiaoTitle
                }
                payments {
                    method
                    state
                    amount
                    refunds {
                        state
                        total
                    }
                }
            }
        }
    }
`;

export const MEMBER_STANDING = /* GraphQL */ `
    query {
        activeOrder {
            id
        }
        memberClub {
            points
        }
    }
`;
