/** Shop API documents of the reviews e2e suite, each with the shape of its answer. */

export const SHOP_LOGIN = /* GraphQL */ `
    mutation ($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            __typename
        }
    }
`;

const REVIEW_FIELDS = /* GraphQL */ `
    id
    createdAt
    rating
    summary
    body
    authorName
    state
`;

export interface ShopReview {
    id: string;
    createdAt: string;
    rating: number;
    summary: string;
    body: string;
    authorName: string;
    state: 'pending' | 'approved' | 'rejected';
}

export const SUBMIT_REVIEW = /* GraphQL */ `
    mutation ($input: SubmitProductReviewInput!) {
        submitProductReview(input: $input) {
            __typename
            ... on ProductReview {
                ${REVIEW_FIELDS}
            }
            ... on ErrorResult {
                errorCode
                message
            }
            ... on InvalidReviewInputError {
                field
            }
        }
    }
`;

export type SubmitReviewData = {
    submitProductReview:
        | ({ __typename: 'ProductReview' } & ShopReview)
        | { __typename: string; errorCode: string; message: string; field?: string };
};

export const PRODUCT_REVIEWS = /* GraphQL */ `
    query ($productId: ID!, $options: ProductReviewListOptions) {
        productReviews(productId: $productId, options: $options) {
            totalItems
            items {
                ${REVIEW_FIELDS}
            }
        }
    }
`;

export type ProductReviewsData = { productReviews: { totalItems: number; items: ShopReview[] } };

export const MY_REVIEW = /* GraphQL */ `
    query ($productId: ID!) {
        myProductReview(productId: $productId) {
            ${REVIEW_FIELDS}
        }
    }
`;

export type MyReviewData = { myProductReview: ShopReview | null };

export const PRODUCT_RATING = /* GraphQL */ `
    query ($id: ID!) {
        product(id: $id) {
            id
            customFields {
                reviewRating
                reviewCount
            }
        }
    }
`;

export type ProductRatingData = {
    product: { id: string; customFields: { reviewRating: number | null; reviewCount: number } } | null;
};
