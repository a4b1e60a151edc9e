/** Shop and Admin API documents of the service-info e2e suite: the price table and the FAQ. */

const FAILURE = /* GraphQL */ `
    ... on ShopFailure {
        errorCode
        field
    }
`;

const PRICE_FIELDS = /* GraphQL */ `
    id
    movement
    movementName
    complication
    complicationName
    operation
    priceFen
`;

export const SHOP_PRICES = /* GraphQL */ `
    query {
        servicePrices {
            ${PRICE_FIELDS}
        }
    }
`;

export const SHOP_PRICES_FOR_MODEL = /* GraphQL */ `
    query ($model: String!) {
        servicePricesForModel(model: $model) {
            __typename
            ... on ServicePricesForModel {
                query
                model {
                    sku
                    name
                    movement {
                        code
                        name
                    }
                    complications {
                        code
                        name
                    }
                }
                prices {
                    operation
                    priceFen
                    complication
                    complicationName
                }
                candidates {
                    sku
                    name
                }
            }
            ${FAILURE}
        }
    }
`;

export const SHOP_FAQ = /* GraphQL */ `
    query ($q: String) {
        serviceFaq(q: $q) {
            __typename
            ... on ServiceFaq {
                query
                totalMatches
                topics {
                    topic
                    entries {
                        id
                        question
                        answer
                    }
                }
            }
            ${FAILURE}
        }
    }
`;

export const ADMIN_PRICES = /* GraphQL */ `
    query {
        servicePrices {
            ${PRICE_FIELDS}
        }
    }
`;

export const CREATE_PRICE = /* GraphQL */ `
    mutation ($input: CreateServicePriceInput!) {
        createServicePrice(input: $input) {
            __typename
            ... on ServicePrice {
                ${PRICE_FIELDS}
            }
            ${FAILURE}
        }
    }
`;

export const UPDATE_PRICE = /* GraphQL */ `
    mutation ($input: UpdateServicePriceInput!) {
        updateServicePrice(input: $input) {
            __typename
            ... on ServicePrice {
                ${PRICE_FIELDS}
            }
            ${FAILURE}
        }
    }
`;

export const DELETE_PRICE = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteServicePrice(id: $id) {
            result
        }
    }
`;

const FAQ_FIELDS = /* GraphQL */ `
    id
    topic
    position
    enabled
    question
    answer
    translations {
        languageCode
        question
        answer
    }
`;

export const ADMIN_FAQ = /* GraphQL */ `
    query {
        faqEntries {
            ${FAQ_FIELDS}
        }
    }
`;

export const CREATE_FAQ = /* GraphQL */ `
    mutation ($input: CreateFaqEntryInput!) {
        createFaqEntry(input: $input) {
            __typename
            ... on FaqEntry {
                ${FAQ_FIELDS}
            }
            ${FAILURE}
        }
    }
`;

export const UPDATE_FAQ = /* GraphQL */ `
    mutation ($input: UpdateFaqEntryInput!) {
        updateFaqEntry(input: $input) {
            __typename
            ... on FaqEntry {
                ${FAQ_FIELDS}
            }
            ${FAILURE}
        }
    }
`;

export const DELETE_FAQ = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteFaqEntry(id: $id) {
            result
        }
    }
`;

export const CREATE_FACET = /* GraphQL */ `
    mutation ($input: CreateFacetInput!) {
        createFacet(input: $input) {
            id
            values {
                id
                code
            }
        }
    }
`;

export const PRODUCT_FACETS = /* GraphQL */ `
    query ($id: ID!) {
        product(id: $id) {
            id
            facetValues {
                id
            }
        }
    }
`;

export const SET_PRODUCT_FACETS = /* GraphQL */ `
    mutation ($input: UpdateProductInput!) {
        updateProduct(input: $input) {
            id
        }
    }
`;

export const VARIANT_BY_SKU = /* GraphQL */ `
    query ($sku: String!) {
        productVariants(options: { filter: { sku: { eq: $sku } } }) {
            items {
                productId
            }
        }
    }
`;
