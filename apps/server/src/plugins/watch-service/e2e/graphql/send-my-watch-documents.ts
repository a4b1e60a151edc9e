const DRAFT_FIELDS = /* GraphQL */ `
    nextStep
    watch
    problem
    contact
    travel
    needsSmsCode
    photos {
        id
        mimeType
        url
    }
`;

const REQUEST_FIELDS = /* GraphQL */ `
    reference
    state
    sku
    modelName
    serialNumber
    symptoms
    name
    mobile
    travelMode
    pickupDate
    dropOffStoreSlug
    pickupAddress {
        province
        city
        district
        streetLine
    }
    photos {
        id
        mimeType
        url
    }
    history {
        state
        actor
        createdAt
    }
`;

const FAILURE = /* GraphQL */ `
    ... on ShopFailure {
        errorCode
        field
        waitSeconds
    }
`;

export const CHALLENGE = /* GraphQL */ `
    query {
        localCaptchaChallenge {
            randstr
            ticket
        }
    }
`;

export const START = /* GraphQL */ `
    mutation {
        startServiceRequest {
            key
            draft {
                ${DRAFT_FIELDS}
            }
        }
    }
`;

export const DRAFT = /* GraphQL */ `
    query ($key: String!) {
        serviceRequestDraft(key: $key) {
            ${DRAFT_FIELDS}
        }
    }
`;

export const PICKUP_DAYS = /* GraphQL */ `
    query {
        serviceRequestPickupDays
    }
`;

export const SAVE_STEP = /* GraphQL */ `
    mutation ($key: String!, $step: SendWatchStep!, $input: JSON!) {
        saveServiceRequestStep(key: $key, step: $step, input: $input) {
            __typename
            ... on ServiceRequestDraft {
                ${DRAFT_FIELDS}
            }
            ${FAILURE}
        }
    }
`;

export const REQUEST_CODE = /* GraphQL */ `
    mutation ($key: String!, $captcha: SmsCaptchaInput!) {
        requestServiceRequestCode(key: $key, captcha: $captcha) {
            __typename
            ${FAILURE}
        }
    }
`;

export const SUBMIT = /* GraphQL */ `
    mutation ($key: String!, $privacyConsent: Boolean!, $smsCode: String) {
        submitServiceRequest(key: $key, privacyConsent: $privacyConsent, smsCode: $smsCode) {
            __typename
            ... on ServiceRequest {
                ${REQUEST_FIELDS}
                accessToken
            }
            ${FAILURE}
        }
    }
`;

export const MY_REQUESTS = /* GraphQL */ `
    query {
        myServiceRequests {
            reference
            state
        }
    }
`;

export const MY_REQUEST = /* GraphQL */ `
    query ($reference: String!) {
        myServiceRequest(reference: $reference) {
            ${REQUEST_FIELDS}
        }
    }
`;

export const BY_ACCESS = /* GraphQL */ `
    query ($accessToken: String!) {
        serviceRequestByAccess(accessToken: $accessToken) {
            ${REQUEST_FIELDS}
        }
    }
`;

export const TRACK_CODE = /* GraphQL */ `
    mutation ($reference: String!, $mobile: String!, $captcha: SmsCaptchaInput!) {
        requestServiceTrackCode(reference: $reference, mobile: $mobile, captcha: $captcha) {
            __typename
            ${FAILURE}
        }
    }
`;

export const TRACK = /* GraphQL */ `
    mutation ($reference: String!, $mobile: String!, $smsCode: String!) {
        trackServiceRequest(reference: $reference, mobile: $mobile, smsCode: $smsCode) {
            __typename
            ... on ServiceRequest {
                reference
                state
                accessToken
            }
            ${FAILURE}
        }
    }
`;

export const ADMIN_REQUESTS = /* GraphQL */ `
    query ($options: ServiceRequestListOptions) {
        serviceRequests(options: $options) {
            totalItems
            items {
                id
                reference
                state
                modelName
                name
                createdAt
            }
        }
    }
`;

export const ADMIN_REQUEST = /* GraphQL */ `
    query ($id: ID!) {
        serviceRequest(id: $id) {
            id
            customerId
            ${REQUEST_FIELDS}
        }
    }
`;

export const CATALOGUE_SKU = /* GraphQL */ `
    query {
        productVariants(options: { take: 1, filter: { enabled: { eq: true } } }) {
            items {
                sku
                name
            }
        }
    }
`;

export const BOUTIQUES = /* GraphQL */ `
    query {
        stores(filter: { type: boutique }) {
            slug
            name
        }
    }
`;
