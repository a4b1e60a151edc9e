import { failureStatus, REVIEW_PAGE_SIZE, reviewInputSchema } from '@maison/shared';
import { data } from 'react-router';

import { graphql, type ResultOf } from '~/lib/graphql';
import { readForm } from '~/lib/read-form';
import type { ShopClient } from '~/lib/shop-client.server';

const ReviewFields = graphql(`
    fragment ReviewFields on ProductReview {
        id
        createdAt
        rating
        summary
        body
        authorName
        state
    }
`);

const ProductReviewsQuery = graphql(
    `
        query ProductReviews($productId: ID!, $take: Int!) {
            productReviews(productId: $productId, options: { take: $take }) {
                totalItems
                items {
                    ...ReviewFields
                }
            }
        }
    `,
    [ReviewFields],
);

const MyReviewQuery = graphql(
    `
        query MyProductReview($productId: ID!) {
            activeCustomer {
                id
            }
            myProductReview(productId: $productId) {
                ...ReviewFields
            }
        }
    `,
    [ReviewFields],
);

const SubmitReviewMutation = graphql(
    `
        mutation SubmitProductReview($input: SubmitProductReviewInput!) {
            submitProductReview(input: $input) {
                __typename
                ...ReviewFields
                ... on ErrorResult {
                    errorCode
                    message
                }
                ... on InvalidReviewInputError {
                    field
                }
            }
        }
    `,
    [ReviewFields],
);

export type Review = ResultOf<typeof ReviewFields>;

export interface ProductReviewsData {
    reviews: Review[];
    total: number;
    /** Whether the visitor is a signed-in member (who may review what they bought). */
    member: boolean;
    /** The member's own review, in any state. */
    mine: Review | null;
}

const NONE: ProductReviewsData = { reviews: [], total: 0, member: false, mine: null };

/**
 * The approved reviews of a product and the visitor's own. The page sells without them, so
 * a failure leaves the section empty rather than failing the page.
 */
export async function loadProductReviews(client: ShopClient, productId: string): Promise<ProductReviewsData> {
    try {
        const [list, own] = await Promise.all([
            client.catalogue(ProductReviewsQuery, { productId, take: REVIEW_PAGE_SIZE }),
            client.hasSession ? client.request(MyReviewQuery, { productId }) : undefined,
        ]);
        return {
            reviews: list.productReviews.items,
            total: list.productReviews.totalItems,
            member: Boolean(own?.activeCustomer),
            mine: own?.myProductReview ?? null,
        };
    } catch (err) {
        console.warn(`[reviews] ${(err as Error).message}`);
        return NONE;
    }
}

export type ReviewFormResult =
    | { ok: true; review: Review }
    | { ok: false; code: 'NOT_ALLOWED' | 'ALREADY' | 'INVALID' | 'UNKNOWN'; fields?: Record<string, string> };

/** A field's message as the shared schema's i18n key; anything else is shown as the generic one. */
const keyOf = (message: string) => (message.startsWith('validation.') ? message : 'validation.required');

/** The product page's action: a member's review of the product, checked by the shared schema first. */
export async function submitReviewAction(request: Request, client: ShopClient, productId: string) {
    const form = await readForm(request);
    const parsed = reviewInputSchema.safeParse(form ? Object.fromEntries(form) : {});
    if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
        return data<ReviewFormResult>({ ok: false, code: 'INVALID', fields }, { status: 400 });
    }
    const { submitProductReview: result } = await client.request(SubmitReviewMutation, {
        input: { productId, ...parsed.data },
    });
    switch (result.__typename) {
        case 'ProductReview':
            return data<ReviewFormResult>({ ok: true, review: result });
        case 'InvalidReviewInputError':
            // Its message is the shared schema's key for the field; any other text is not shown.
            return data<ReviewFormResult>(
                { ok: false, code: 'INVALID', fields: { [result.field]: keyOf(result.message) } },
                { status: failureStatus('INVALID_REVIEW_INPUT_ERROR') },
            );
        case 'ReviewAlreadySubmittedError':
            return data<ReviewFormResult>(
                { ok: false, code: 'ALREADY' },
                { status: failureStatus('REVIEW_ALREADY_SUBMITTED_ERROR') },
            );
        case 'ReviewNotAllowedError':
            return data<ReviewFormResult>(
                { ok: false, code: 'NOT_ALLOWED' },
                { status: failureStatus('REVIEW_NOT_ALLOWED_ERROR') },
            );
        default:
            return data<ReviewFormResult>({ ok: false, code: 'UNKNOWN' }, { status: 500 });
    }
}
