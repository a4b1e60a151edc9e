const FAILURE = `... on ShopFailure { errorCode field waitSeconds }`;

export const SEND = /* GraphQL */ `
    mutation ($input: SendContactMessageInput!) {
        sendContactMessage(input: $input) {
            __typename
            ... on ContactMessage { id kind subject store { slug name } }
            ${FAILURE}
        }
    }
`;

const MESSAGE_FIELDS = `id kind storeId store { slug } name mobile email subject body languageCode customerId state staffNote answeredAt`;

export const MESSAGES = /* GraphQL */ `
    query ($options: ContactMessageListOptions) {
        contactMessages(options: $options) {
            totalItems
            items { ${MESSAGE_FIELDS} }
        }
    }
`;

export const MESSAGE = /* GraphQL */ `
    query ($id: ID!) {
        contactMessage(id: $id) { ${MESSAGE_FIELDS} }
    }
`;

export const UPDATE = /* GraphQL */ `
    mutation ($input: UpdateContactMessageInput!) {
        updateContactMessage(input: $input) {
            __typename
            ... on ContactMessage { ${MESSAGE_FIELDS} }
            ${FAILURE}
        }
    }
`;
