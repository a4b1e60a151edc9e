import gql from 'graphql-tag';

const commonApiExtensions = gql`
    "What an entry is, which decides where it is shown (packages/shared content.ts)."
    enum ContentKind {
        page
        news
        press
        media
        legal
        campaign
    }

    "The press lounge's media: pictures, videos, press kits and fact sheets."
    enum ContentMediaType {
        picture
        video
        pressKit
    }

    "A published neighbour in an entry's series (the history's parts), in the request's language."
    type ContentLink {
        kind: ContentKind!
        path: String!
        title: String!
    }
`;

/**
 * Shop API: published content only, in the request's language (zh when the entry lacks it).
 * Read by the storefront through its catalogue cache: a publish moves the catalogue version.
 */
export const shopApiExtensions = gql`
    ${commonApiExtensions}

    type ContentEntry {
        id: ID!
        kind: ContentKind!
        "A storefront path for page, legal and campaign; a slug for news, press and media."
        path: String!
        "The language the texts are in: the request's, or zh when the entry has no translation in it."
        languageCode: LanguageCode!
        "The languages the entry is written in, for hreflang."
        languages: [LanguageCode!]!
        title: String!
        summary: String!
        seoTitle: String!
        seoDescription: String!
        tags: [String!]!
        heroAsset: Asset
        "The body: a list of blocks as packages/shared ContentBlock describes them, sanitised and with assets resolved."
        blocks: JSON!
        "When it was first published (the date an article or release bears)."
        publishedAt: DateTime
        "When the published version was last changed."
        updatedAt: DateTime!
        "Legal documents: the version a consent names."
        documentVersion: String
        "Media items: what the item is."
        mediaType: ContentMediaType
        "Entries of one series (the history's parts) in order; previous and next are its published neighbours."
        series: String
        position: Int!
        previous: ContentLink
        next: ContentLink
    }

    type ContentEntryList {
        items: [ContentEntry!]!
        totalItems: Int!
    }

    input ContentEntryListOptions {
        kind: ContentKind!
        "Only entries with this tag."
        tag: String
        "Only entries first published in this year (Beijing time)."
        year: Int
        "Only media of this type."
        mediaType: ContentMediaType
        "Only entries of this series, in their order."
        series: String
        "Newest first, unless a series is asked for. take is at most 50."
        skip: Int
        take: Int
    }

    "The tags of a kind's published entries, with how many entries bear each."
    type ContentTagCount {
        tag: String!
        count: Int!
    }

    "A published entry as the sitemap lists it."
    type ContentSitemapEntry {
        kind: ContentKind!
        path: String!
        updatedAt: DateTime!
        languages: [LanguageCode!]!
    }

    extend type Query {
        """
        The published entry of this kind at this path or slug. An entry that had the path before
        its slug changed is answered too, with its new path: the caller redirects (301). With a
        valid preview token (staff's signed, expiring link) the entry's latest draft is answered
        instead, whatever its state.
        """
        contentEntry(kind: ContentKind!, path: String!, previewToken: String): ContentEntry
        contentEntries(options: ContentEntryListOptions!): ContentEntryList!
        contentTags(kind: ContentKind!): [ContentTagCount!]!
        "The years (Beijing time) in which entries of the kind were first published, newest first."
        contentYears(kind: ContentKind!): [Int!]!
        "Every published entry with a page of its own (not media), for the sitemap."
        contentSitemap: [ContentSitemapEntry!]!
    }
`;

/**
 * Admin API: entries in every state with their revisions. EditContent writes and keeps
 * revisions; PublishContent publishes, schedules, archives and takes back.
 */
export const adminApiExtensions = gql`
    ${commonApiExtensions}

    enum ContentState {
        draft
        scheduled
        published
        archived
    }

    type ContentEntryTranslation {
        languageCode: LanguageCode!
        title: String!
        summary: String!
        seoTitle: String!
        seoDescription: String!
        "Blocks as saved (packages/shared ContentBlockInput): assets by id, HTML sanitised."
        blocks: JSON!
    }

    "An entry as staff edit it: its latest saved texts (the draft), and what the shop shows."
    type ContentEntry implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        kind: ContentKind!
        state: ContentState!
        "The draft's path or slug."
        path: String!
        "The path the shop answers, while published."
        livePath: String
        tags: [String!]!
        heroAsset: Asset
        documentVersion: String
        mediaType: ContentMediaType
        series: String
        position: Int!
        translations: [ContentEntryTranslation!]!
        "When a scheduled entry is published."
        publishAt: DateTime
        publishedAt: DateTime
        "Whether the draft has changes the shop does not show yet."
        hasUnpublishedChanges: Boolean!
        "Newest first."
        revisions(options: ContentRevisionListOptions): ContentRevisionList!
    }

    type ContentEntryList implements PaginatedList {
        items: [ContentEntry!]!
        totalItems: Int!
    }

    "One save of an entry: the whole entry as it was saved, and who saved it."
    type ContentRevision implements Node {
        id: ID!
        createdAt: DateTime!
        "Null when the server saved it (the demo content, a scheduled publication)."
        authorName: String
        "What the save did: saved, published, scheduled, archived, unpublished, restored."
        action: String!
        "Whether the shop shows this revision now."
        live: Boolean!
        path: String!
        tags: [String!]!
        heroAssetId: ID
        documentVersion: String
        translations: [ContentEntryTranslation!]!
    }

    "Vendure's list options: filter and sort by the entry's scalar fields (kind, state, path…)."
    input ContentEntryListOptions

    type ContentRevisionList {
        items: [ContentRevision!]!
        totalItems: Int!
    }

    input ContentRevisionListOptions {
        skip: Int
        take: Int
    }

    input ContentEntryTranslationInput {
        languageCode: LanguageCode!
        title: String!
        summary: String
        seoTitle: String
        seoDescription: String
        "A list of blocks as packages/shared ContentBlockInput describes them."
        blocks: JSON
    }

    input CreateContentEntryInput {
        kind: ContentKind!
        path: String!
        tags: [String!]
        heroAssetId: ID
        documentVersion: String
        mediaType: ContentMediaType
        series: String
        position: Int
        translations: [ContentEntryTranslationInput!]!
    }

    "Fields left out stay; translations given replace those of their language."
    input UpdateContentEntryInput {
        id: ID!
        path: String
        tags: [String!]
        heroAssetId: ID
        documentVersion: String
        mediaType: ContentMediaType
        series: String
        position: Int
        translations: [ContentEntryTranslationInput!]
    }

    "A draft's preview on the storefront: a signed link that works until expiresAt."
    type ContentPreview {
        url: String!
        token: String!
        expiresAt: DateTime!
    }

    "The entry, or ShopFailure INVALID_CONTENT_INPUT (field names what), CONTENT_PATH_TAKEN, CONTENT_NOT_FOUND or CONTENT_STATE_CONFLICT."
    union ContentEntryResult = ContentEntry | ShopFailure
    "The preview, or ShopFailure CONTENT_NOT_FOUND."
    union ContentPreviewResult = ContentPreview | ShopFailure

    extend type Query {
        "Entries of every state; filter by kind, state or path."
        contentEntries(options: ContentEntryListOptions): ContentEntryList!
        contentEntry(id: ID!): ContentEntry
        contentRevision(id: ID!): ContentRevision
    }

    extend type Mutation {
        "Creates a draft (EditContent); the first revision is kept."
        createContentEntry(input: CreateContentEntryInput!): ContentEntryResult!
        "Saves the draft (EditContent); a new revision is kept. A published entry goes on showing its published revision."
        updateContentEntry(input: UpdateContentEntryInput!): ContentEntryResult!
        "Shows the latest draft on the shop now (PublishContent); a changed path keeps the old one as a redirect."
        publishContentEntry(id: ID!): ContentEntryResult!
        "Publishes the latest draft at publishAt, which must be in the future (PublishContent)."
        scheduleContentEntry(id: ID!, publishAt: DateTime!): ContentEntryResult!
        "Takes the entry off the shop, back to draft (PublishContent)."
        unpublishContentEntry(id: ID!): ContentEntryResult!
        "Takes the entry off the shop and out of the lists (PublishContent)."
        archiveContentEntry(id: ID!): ContentEntryResult!
        "Makes an earlier revision the draft again, as a new revision (EditContent); publishing it is a separate step."
        restoreContentRevision(revisionId: ID!): ContentEntryResult!
        "A signed link to the latest draft on the storefront (EditContent)."
        previewContentEntry(id: ID!): ContentPreviewResult!
        "Deletes a draft or archived entry with its revisions (PublishContent)."
        deleteContentEntry(id: ID!): DeletionResponse!
    }
`;
