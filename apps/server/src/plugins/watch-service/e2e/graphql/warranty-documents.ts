export const REGISTER_WATCH = /* GraphQL */ `
    mutation ($input: RegisterWatchInput!) {
        registerWatch(input: $input) {
            __typename
            ... on WarrantyCard {
                id
                serial
                sku
                model
                soldOn
                salePlace
                warrantyEndsOn
                serviceHistory {
                    id
                }
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`;

export const MY_WATCHES = /* GraphQL */ `
    query {
        myWatches {
            id
            serial
            sku
            model
            manufacturedOn
            soldOn
            warrantyEndsOn
            serviceHistory {
                id
                reference
            }
        }
    }
`;

export const WATCH_CERTIFICATE = /* GraphQL */ `
    query ($serial: String!) {
        watchCertificate(serial: $serial) {
            __typename
            ... on WatchCertificate {
                serial
                sku
                model
                manufacturedOn
                firstSoldOn
                issuer
                keyId
                canonical
                algorithm
                signature
                publicKey
            }
            ... on ShopFailure {
                errorCode
                waitSeconds
            }
        }
    }
`;

export const CERTIFICATE_KEY = /* GraphQL */ `
    query {
        watchCertificateKey {
            algorithm
            publicKeyPem
            keyId
        }
    }
`;

export const WATCH_SERIALS = /* GraphQL */ `
    query ($options: WatchSerialListOptions) {
        watchSerials(options: $options) {
            totalItems
            items {
                id
                serial
                sku
                soldOn
                customerId
                registeredAt
            }
        }
    }
`;

export const CREATE_WATCH_SERIAL = /* GraphQL */ `
    mutation ($input: CreateWatchSerialInput!) {
        createWatchSerial(input: $input) {
            __typename
            ... on CreatedWatchSerial {
                cardCode
                watchSerial {
                    id
                    serial
                    sku
                    productVariantId
                }
            }
            ... on ShopFailure {
                errorCode
                field
            }
        }
    }
`;
