import gql from 'graphql-tag';

/** Types both APIs share: a price row, and an FAQ entry in the request's language. */
const commonTypes = gql`
    type ServicePrice implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        "The catalogue's movement facet value code."
        movement: String!
        movementName: String!
        "A complication facet value's code; null for the movement's own price."
        complication: String
        complicationName: String
        "full-service, partial-service, battery, water-resistance, polishing or strap-fitting."
        operation: String!
        priceFen: Int!
    }

    type FaqEntry implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        "ordering, shipping, service, warranty, straps or care."
        topic: String!
        position: Int!
        question: String!
        answer: String!
    }
`;

export const serviceInfoShopApiExtensions = gql`
    ${commonTypes}

    type ServiceFacetValue {
        code: String!
        name: String!
    }

    type ServiceModel {
        productId: ID!
        sku: String!
        name: String!
        slug: String!
        movement: ServiceFacetValue
        complications: [ServiceFacetValue!]!
    }

    type ServicePriceLine {
        operation: String!
        priceFen: Int!
        complication: String
        complicationName: String
    }

    "The watch the picker's text names and its prices, or, when it names none or several, the watches it may mean."
    type ServicePricesForModel {
        query: String!
        model: ServiceModel
        prices: [ServicePriceLine!]!
        candidates: [ServiceModel!]!
    }

    union ServicePricesForModelResult = ServicePricesForModel | ShopFailure

    type FaqTopicEntries {
        topic: String!
        entries: [FaqEntry!]!
    }

    type ServiceFaq {
        "The search as taken, or null when the whole FAQ is shown."
        query: String
        totalMatches: Int!
        topics: [FaqTopicEntries!]!
    }

    union ServiceFaqResult = ServiceFaq | ShopFailure

    extend type Query {
        "The whole price table."
        servicePrices: [ServicePrice!]!
        "The prices for the watch whose sku, or words of whose name, the text gives."
        servicePricesForModel(model: String!): ServicePricesForModelResult!
        "The FAQ by topic, only the entries holding every word of q when given."
        serviceFaq(q: String): ServiceFaqResult!
    }
`;

export const serviceInfoAdminApiExtensions = gql`
    ${commonTypes}

    type FaqEntryTranslation {
        id: ID!
        languageCode: LanguageCode!
        question: String!
        answer: String!
    }

    extend type FaqEntry {
        enabled: Boolean!
        translations: [FaqEntryTranslation!]!
    }

    input CreateServicePriceInput {
        movement: String!
        complication: String
        operation: String!
        priceFen: Int!
    }

    input UpdateServicePriceInput {
        id: ID!
        priceFen: Int!
    }

    input FaqEntryTranslationInput {
        id: ID
        languageCode: LanguageCode!
        question: String!
        answer: String!
    }

    input CreateFaqEntryInput {
        topic: String!
        position: Int
        enabled: Boolean
        translations: [FaqEntryTranslationInput!]!
    }

    input UpdateFaqEntryInput {
        id: ID!
        topic: String
        position: Int
        enabled: Boolean
        translations: [FaqEntryTranslationInput!]
    }

    union ServicePriceResult = ServicePrice | ShopFailure
    union FaqEntryResult = FaqEntry | ShopFailure

    extend type Query {
        servicePrices: [ServicePrice!]!
        faqEntries: [FaqEntry!]!
        faqEntry(id: ID!): FaqEntry
    }

    extend type Mutation {
        createServicePrice(input: CreateServicePriceInput!): ServicePriceResult!
        updateServicePrice(input: UpdateServicePriceInput!): ServicePriceResult!
        deleteServicePrice(id: ID!): DeletionResponse!
        createFaqEntry(input: CreateFaqEntryInput!): FaqEntryResult!
        updateFaqEntry(input: UpdateFaqEntryInput!): FaqEntryResult!
        deleteFaqEntry(id: ID!): DeletionResponse!
    }
`;
