import gql from 'graphql-tag';

const commonApiExtensions = gql`
    "A review's moderation state; shoppers only ever see approved reviews of others."
    enum ProductReviewState {
        pending
        approved
        rejected
    }
`;

/**
 * Shop API: a product's approved reviews, the member's own review, and submitting one. The
 * list takes only skip and take (no PaginatedList filter or sort: shoppers get approved
 * reviews, newest first).
 */
export const shopApiExtensions = gql`
    ${commonApiExtensions}

    "A member's review of a product. Never names the customer beyond authorName."
    type ProductReview implements Node {
        id: ID!
        createdAt: DateTime!
        "Whole stars, 1 to 5."
        rating: Int!
        "Up to 80 characters."
        summary: String!
        "Up to 2000 characters."
        body: String!
        "The reviewer's name, masked: the first character of the family name and two stars."
        authorName: String!
        "Always approved in productReviews; myProductReview shows the member's own review in any state."
        state: ProductReviewState!
    }

    type ProductReviewList {
        items: [ProductReview!]!
        totalItems: Int!
    }

    input ProductReviewListOptions {
        "Reviews to skip, at least 0."
        skip: Int
        "Reviews to return: 10 unless given, at most 50."
        take: Int
    }

    input SubmitProductReviewInput {
        productId: ID!
        rating: Int!
        summary: String!
        body: String!
    }

    "Not signed in, never bought the product (in a placed, uncancelled order), or no such product."
    type ReviewNotAllowedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "The customer has already reviewed this product."
    type ReviewAlreadySubmittedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    "The rating, summary or body breaks the shop's review rules; message is an i18n key (validation.*)."
    type InvalidReviewInputError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        "The input field the message is about: rating, summary or body."
        field: String!
    }

    union SubmitProductReviewResult =
        | ProductReview
        | ReviewNotAllowedError
        | ReviewAlreadySubmittedError
        | InvalidReviewInputError

    extend type Query {
        "Approved reviews of an enabled product, newest first. Empty for any other product id."
        productReviews(productId: ID!, options: ProductReviewListOptions): ProductReviewList!
        "The signed-in customer's own review of the product, in any state; null for guests."
        myProductReview(productId: ID!): ProductReview
    }

    extend type Mutation {
        "A signed-in customer who bought the product reviews it; the review waits for staff approval."
        submitProductReview(input: SubmitProductReviewInput!): SubmitProductReviewResult!
    }
`;

/** Admin API: every review, for moderation (ManageProductReviews permission). */
export const adminApiExtensions = gql`
    ${commonApiExtensions}

    type ProductReview implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        product: Product!
        productId: ID!
        customer: Customer
        customerId: ID!
        rating: Int!
        summary: String!
        body: String!
        authorName: String!
        state: ProductReviewState!
    }

    type ProductReviewList implements PaginatedList {
        items: [ProductReview!]!
        totalItems: Int!
    }

    # Filter and sort fields are generated from ProductReview by Vendure.
    input ProductReviewListOptions

    extend type Query {
        productReviews(options: ProductReviewListOptions): ProductReviewList!
        productReview(id: ID!): ProductReview
    }

    extend type Mutation {
        "Shows the review to shoppers and counts it in the product's reviewRating and reviewCount."
        approveProductReview(id: ID!): ProductReview!
        "Hides the review from shoppers and takes it out of the product's rating."
        rejectProductReview(id: ID!): ProductReview!
        "Deletes the review; the customer may then write another."
        deleteProductReview(id: ID!): DeletionResponse!
    }
`;
