import gql from 'graphql-tag';

/** Search fields of the catalog plugin's strategy, on both APIs (search/catalogue-search-strategy.ts). */
export const searchApiExtensions = gql`
    "Products having any of these values of one facet, by codes (for example dial-colour: blue, black)."
    input FacetCodeFilterInput {
        facet: String!
        values: [String!]!
    }

    "Inclusive bounds of a price, in fen."
    input SearchPriceRangeInput {
        min: Money!
        max: Money!
    }

    extend input SearchInput {
        "Only products of these kinds (watch, strap, buckle), whatever the collection's filters match."
        kinds: [String!]
        "Each entry must match; all facets of the shop's filter panel, by code."
        facetCodeFilters: [FacetCodeFilterInput!]
        "Only variants whose price with tax lies in the range."
        priceRangeWithTax: SearchPriceRangeInput
    }

    extend input SearchResultSortParameter {
        "Most recently added products first."
        newest: SortOrder
    }

    extend type SearchResult {
        "The product's kind: watch, strap or buckle."
        kind: String!
        "The product's second picture, shown when a card is hovered."
        secondaryAsset: SearchResultAsset
        "Average stars of the product's approved reviews, to one decimal; null without any."
        reviewRating: Float
        "How many approved reviews the product has."
        reviewCount: Int!
    }
`;

export const shopApiExtensions = gql`
    extend type Product {
        "The description as plain text, without any markup: for search engines and previews. (description is its HTML, made safe to show.)"
        descriptionText: String!
    }

    extend type Collection {
        "The description as plain text, without any markup: for search engines and previews. (description is its HTML, made safe to show.)"
        descriptionText: String!
    }

    extend type Query {
        "The enabled product one of whose variants has this sku, in the active channel."
        productBySku(sku: String!): Product
        "The variants with these skus (at most 100) a shopper may see, in that order; unknown ones left out."
        variantsBySku(skus: [String!]!): [ProductVariant!]!
    }
`;
