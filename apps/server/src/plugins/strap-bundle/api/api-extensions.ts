import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    "A buckle a strap is sold with, and the price of the strap line with it."
    type StrapBuckleChoice {
        "The buckle's variant: the buckleId to add with the strap."
        variantId: ID!
        "The buckle's name, with its variant's when the buckle comes in several."
        name: String!
        "The buckle's own price with tax."
        priceWithTax: Money!
        "The strap line's unit price with tax with this buckle: what the bag charges for one."
        bundlePriceWithTax: Money!
        "A sold-out buckle is shown but cannot be chosen."
        soldOut: Boolean!
        "The buckle's picture."
        image: Asset
    }

    "What a strap is sold with, priced by the same rule as its order line."
    type StrapBundleOffer {
        "The strap line's unit price with tax without a buckle."
        strapPriceWithTax: Money!
        "The strap's own buckles, in stock or not."
        buckles: [StrapBuckleChoice!]!
    }

    extend type ProductVariant {
        "For a strap: the buckles it is sold with and the line's price with each; null for anything else."
        strapBundle: StrapBundleOffer
    }
`;
