import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    enum WishlistType {
        watch
        strap
    }

    type WishlistEntry {
        id: ID!
        createdAt: DateTime!
        sku: String!
        type: WishlistType!
    }

    input WishlistEntryInput {
        sku: String!
        type: WishlistType!
    }

    "The entry, or ShopFailure WISHLIST_FULL."
    union AddToWishlistResult = WishlistEntry | ShopFailure

    extend type Query {
        "The signed-in member's wishlist, newest first."
        wishlist: [WishlistEntry!]!
    }

    extend type Mutation {
        "Adds a watch or strap by sku; the entry already there when it is (one per sku)."
        addToWishlist(input: WishlistEntryInput!): AddToWishlistResult!
        "Removes an entry of the member's own; another's id is not found."
        removeFromWishlist(id: ID!): WishlistEntry!
        "Adds a guest's list on sign-in, skipping unknown skus and those already there; the whole list."
        mergeWishlist(entries: [WishlistEntryInput!]!): [WishlistEntry!]!
    }
`;
