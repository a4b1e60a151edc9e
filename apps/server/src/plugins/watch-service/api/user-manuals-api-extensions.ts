import gql from 'graphql-tag';

/** What both APIs say of a manual beyond its id, title and calibre. */
const manualFields = `
    "The catalogue's model codes, and their names in the request's language, in the same order."
    modelCodes: [String!]!
    modelNames: [String!]!
    collectionSlugs: [String!]!
    "The languages the file is written in (zh, en, de…)."
    languages: [String!]!
    "The file, served by the asset server: its source is the download, its fileSize the bytes."
    file: Asset
`;

/** Shop API: the enabled manuals with their files, filtered by collection, model or calibre. */
export const userManualsShopApiExtensions = gql`
    type UserManual {
        id: ID!
        title: String!
        calibre: String!
        ${manualFields}
    }

    type UserManualCollectionOption {
        slug: String!
        name: String!
    }

    type UserManualModelOption {
        code: String!
        name: String!
    }

    type UserManualFilters {
        calibres: [String!]!
        collections: [UserManualCollectionOption!]!
        models: [UserManualModelOption!]!
    }

    input UserManualFilter {
        collection: String
        model: String
        calibre: String
    }

    extend type Query {
        "The enabled manuals that have a file, matching every filter given, in staff's order."
        userManuals(filter: UserManualFilter): [UserManual!]!
        "The calibres, collections and models the enabled manuals cover."
        userManualFilters: UserManualFilters!
    }
`;

/** Admin API: every manual, for staff with ManageWatchService. */
export const userManualsAdminApiExtensions = gql`
    type UserManual implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        title: String!
        calibre: String!
        ${manualFields}
        enabled: Boolean!
        position: Int!
        translations: [UserManualTranslation!]!
    }

    type UserManualTranslation {
        id: ID!
        languageCode: LanguageCode!
        title: String!
        modelNames: [String!]!
    }

    type UserManualList implements PaginatedList {
        items: [UserManual!]!
        totalItems: Int!
    }

    input UserManualListOptions

    input UserManualTranslationInput {
        id: ID
        languageCode: LanguageCode!
        title: String!
        modelNames: [String!]
    }

    input CreateUserManualInput {
        calibre: String!
        modelCodes: [String!]
        collectionSlugs: [String!]
        languages: [String!]!
        "An asset staff uploaded (the asset picker, or createAssets)."
        fileId: ID!
        enabled: Boolean
        position: Int
        translations: [UserManualTranslationInput!]!
    }

    input UpdateUserManualInput {
        id: ID!
        calibre: String
        modelCodes: [String!]
        collectionSlugs: [String!]
        languages: [String!]
        fileId: ID
        enabled: Boolean
        position: Int
        translations: [UserManualTranslationInput!]
    }

    "The manual, or ShopFailure INVALID_SERVICE_CENTRE_INPUT (with the field) or SERVICE_CENTRE_NOT_FOUND."
    union UserManualResult = UserManual | ShopFailure

    extend type Query {
        userManuals(options: UserManualListOptions): UserManualList!
        userManual(id: ID!): UserManual
    }

    extend type Mutation {
        createUserManual(input: CreateUserManualInput!): UserManualResult!
        updateUserManual(input: UpdateUserManualInput!): UserManualResult!
        deleteUserManual(id: ID!): DeletionResponse!
    }
`;
