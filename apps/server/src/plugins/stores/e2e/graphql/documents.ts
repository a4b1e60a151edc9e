const STORE_FIELDS = `slug type name cityCode cityName openingHours { weekday opens closes } services { slug name }`;

export const STORES = /* GraphQL */ `
    query ($filter: StoreFilter) {
        stores(filter: $filter) { ${STORE_FIELDS} }
    }
`;

export const STORE = /* GraphQL */ `
    query ($slug: String!) {
        store(slug: $slug) { ${STORE_FIELDS} }
    }
`;

export const CITIES = /* GraphQL */ `
    query {
        storeCities {
            code
            name
            storeCount
        }
    }
`;

export const SERVICES = /* GraphQL */ `
    query {
        storeServices {
            slug
            name
            storeSlugs
        }
    }
`;

export const CALENDAR = /* GraphQL */ `
    query ($from: String!, $to: String!, $storeSlug: String) {
        storeCalendar(from: $from, to: $to, storeSlug: $storeSlug) {
            date
            kind
            storeSlug
        }
    }
`;

export const ADMIN_STORES = /* GraphQL */ `
    query ($options: StoreListOptions) {
        stores(options: $options) {
            totalItems
            items {
                id
                slug
                enabled
                name
            }
        }
    }
`;

const STORE_RESULT = `__typename ... on Store { id slug enabled } ... on ShopFailure { errorCode field }`;

export const CREATE_STORE = /* GraphQL */ `
    mutation ($input: CreateStoreInput!) {
        createStore(input: $input) { ${STORE_RESULT} }
    }
`;

export const UPDATE_STORE = /* GraphQL */ `
    mutation ($input: UpdateStoreInput!) {
        updateStore(input: $input) { ${STORE_RESULT} }
    }
`;

export const SET_CALENDAR_DAY = /* GraphQL */ `
    mutation ($input: SetStoreCalendarDayInput!) {
        setStoreCalendarDay(input: $input) {
            __typename
            ... on StoreCalendarDay {
                id
                date
                kind
                store {
                    slug
                }
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

export const APPOINTMENTS_ON_DATE = /* GraphQL */ `
    query ($date: String!, $storeId: ID) {
        appointmentsOnDate(date: $date, storeId: $storeId) {
            __typename
            ... on AppointmentsOnDate {
                date
                storeId
                count
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;
