/**
 * The failures of `submitProductReview` a shopper can cause and fix: typed ErrorResults of the
 * Shop API (api/api-extensions.ts). Vendure adds each type's name to the ErrorCode enum,
 * upper snake case, which is what `errorCode` must be.
 */

/** Not signed in, not a buyer of the product, or no such product (the same answer for each: nothing leaks). */
export class ReviewNotAllowedError {
    readonly __typename = 'ReviewNotAllowedError';
    readonly errorCode = 'REVIEW_NOT_ALLOWED_ERROR';
    readonly message = 'Only a signed-in customer who has bought this product may review it';
}

/** The customer has reviewed this product before; one review per customer and product. */
export class ReviewAlreadySubmittedError {
    readonly __typename = 'ReviewAlreadySubmittedError';
    readonly errorCode = 'REVIEW_ALREADY_SUBMITTED_ERROR';
    readonly message = 'This product has already been reviewed by this customer';
}

/** The input breaks reviewInputSchema; `message` is the schema's i18n key, `field` the input it is about. */
export class InvalidReviewInputError {
    readonly __typename = 'InvalidReviewInputError';
    readonly errorCode = 'INVALID_REVIEW_INPUT_ERROR';
    constructor(
        readonly message: string,
        readonly field: string,
    ) {}
}

export type ReviewErrorResult = ReviewNotAllowedError | ReviewAlreadySubmittedError | InvalidReviewInputError;
