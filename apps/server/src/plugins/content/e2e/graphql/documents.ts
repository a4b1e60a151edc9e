/** Admin and Shop API documents of the content e2e suites. */

const ADMIN_ENTRY_FIELDS = /* GraphQL */ `
    id
    kind
    state
    path
    livePath
    tags
    hasUnpublishedChanges
    publishAt
    publishedAt
    translations {
        languageCode
        title
        blocks
    }
`;

const RESULT = (fields: string) => /* GraphQL */ `
    __typename
    ... on ContentEntry { ${fields} }
    ... on ShopFailure { errorCode field }
`;

export const CREATE_ENTRY = /* GraphQL */ `
    mutation ($input: CreateContentEntryInput!) {
        createContentEntry(input: $input) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const UPDATE_ENTRY = /* GraphQL */ `
    mutation ($input: UpdateContentEntryInput!) {
        updateContentEntry(input: $input) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const PUBLISH_ENTRY = /* GraphQL */ `
    mutation ($id: ID!) {
        publishContentEntry(id: $id) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const SCHEDULE_ENTRY = /* GraphQL */ `
    mutation ($id: ID!, $publishAt: DateTime!) {
        scheduleContentEntry(id: $id, publishAt: $publishAt) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const UNPUBLISH_ENTRY = /* GraphQL */ `
    mutation ($id: ID!) {
        unpublishContentEntry(id: $id) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const ARCHIVE_ENTRY = /* GraphQL */ `
    mutation ($id: ID!) {
        archiveContentEntry(id: $id) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const DELETE_ENTRY = /* GraphQL */ `
    mutation ($id: ID!) {
        deleteContentEntry(id: $id) {
            result
            message
        }
    }
`;

export const RESTORE_REVISION = /* GraphQL */ `
    mutation ($revisionId: ID!) {
        restoreContentRevision(revisionId: $revisionId) { ${RESULT(ADMIN_ENTRY_FIELDS)} }
    }
`;

export const PREVIEW_ENTRY = /* GraphQL */ `
    mutation ($id: ID!) {
        previewContentEntry(id: $id) {
            __typename
            ... on ContentPreview {
                url
                token
                expiresAt
            }
            ... on ShopFailure {
                errorCode
            }
        }
    }
`;

export const ADMIN_ENTRY = /* GraphQL */ `
    query ($id: ID!) {
        contentEntry(id: $id) {
            ${ADMIN_ENTRY_FIELDS}
            revisions {
                totalItems
                items {
                    id
                    action
                    live
                    authorName
                    path
                    translations {
                        languageCode
                        title
                    }
                }
            }
        }
    }
`;

export const ASSETS = /* GraphQL */ `
    query {
        assets(options: { take: 5, sort: { id: ASC } }) {
            items {
                id
                preview
            }
        }
    }
`;

export const ROLES = /* GraphQL */ `
    query {
        roles(options: { take: 100 }) {
            items {
                id
                code
                permissions
            }
        }
    }
`;

const SHOP_ENTRY_FIELDS = /* GraphQL */ `
    id
    kind
    path
    languageCode
    languages
    title
    summary
    seoTitle
    seoDescription
    tags
    blocks
    publishedAt
    documentVersion
    series
    position
    heroAsset {
        id
        preview
    }
    previous {
        path
        title
    }
    next {
        path
        title
    }
`;

export const SHOP_ENTRY = /* GraphQL */ `
    query ($kind: ContentKind!, $path: String!, $previewToken: String) {
        contentEntry(kind: $kind, path: $path, previewToken: $previewToken) { ${SHOP_ENTRY_FIELDS} }
    }
`;

export const SHOP_ENTRIES = /* GraphQL */ `
    query ($options: ContentEntryListOptions!) {
        contentEntries(options: $options) {
            totalItems
            items {
                path
                title
                tags
                publishedAt
            }
        }
    }
`;

export const SHOP_TAGS_YEARS = /* GraphQL */ `
    query ($kind: ContentKind!) {
        contentTags(kind: $kind) {
            tag
            count
        }
        contentYears(kind: $kind)
        contentSitemap {
            kind
            path
            languages
        }
    }
`;
