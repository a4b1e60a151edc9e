const CENTRE_FIELDS = /* GraphQL */ `
    id
    countryCode
    countryName
    kind
    name
    city
    addressLine
    hours
    phone
    email
`;

export const CENTRE_COUNTRIES = /* GraphQL */ `
    query {
        serviceCentreCountries {
            code
            name
            centreCount
        }
    }
`;

export const CENTRES = /* GraphQL */ `
    query ($countryCode: String!) {
        serviceCentres(countryCode: $countryCode) {
            ${CENTRE_FIELDS}
        }
    }
`;

export const INTERNATIONAL_CENTRES = /* GraphQL */ `
    query {
        internationalServiceCentres {
            ${CENTRE_FIELDS}
        }
    }
`;

export const RECEPTION_STORES = /* GraphQL */ `
    query {
        serviceReceptionStores {
            slug
            type
            name
            cityName
            phone
        }
    }
`;

export const ADMIN_CENTRES = /* GraphQL */ `
    query ($options: ServiceCentreListOptions) {
        serviceCentres(options: $options) {
            totalItems
            items {
                ${CENTRE_FIELDS}
                enabled
                translations {
                    languageCode
                    name
                }
            }
        }
    }
`;

const CENTRE_RESULT = /* GraphQL */ `
    __typename
    ... on ServiceCentre {
        ${CENTRE_FIELDS}
        enabled
    }
    ... on ShopFailure {
        errorCode
        field
    }
`;

export const CREATE_CENTRE = /* GraphQL */ `
    mutation ($input: CreateServiceCentreInput!) {
        createServiceCentre(input: $input) {
            ${CENTRE_RESULT}
        }
    }
`;

export const UPDATE_CENTRE = /* GraphQL */ `
    mutation ($input: UpdateServiceCentreInput!) {
        updateServiceCentre(input: $input) {
            ${CENTRE_RESULT}
        }
    }
`;

export const DELETE_CENTRE = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteServiceCentre(id: $id) {
            result
        }
    }
`;

export const USER_MANUALS = /* GraphQL */ `
    query ($filter: UserManualFilter) {
        userManuals(filter: $filter) {
            id
            title
            calibre
            modelCodes
            modelNames
            collectionSlugs
            languages
            file {
                id
                source
                fileSize
                mimeType
            }
        }
    }
`;

export const USER_MANUAL_FILTERS = /* GraphQL */ `
    query {
        userManualFilters {
            calibres
            collections {
                slug
                name
            }
            models {
                code
                name
            }
        }
    }
`;

export const CREATE_MANUAL = /* GraphQL */ `
    mutation ($input: CreateUserManualInput!) {
        createUserManual(input: $input) {
            __typename
            ... on UserManual {
                id
                title
                calibre
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

export const UPDATE_MANUAL = /* GraphQL */ `
    mutation ($input: UpdateUserManualInput!) {
        updateUserManual(input: $input) {
            __typename
            ... on UserManual {
                id
                title
                enabled
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;

export const ADMIN_MANUALS = /* GraphQL */ `
    query {
        userManuals {
            totalItems
        }
    }
`;
