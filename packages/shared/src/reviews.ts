import { z } from 'zod';

import {
    REVIEW_BODY_MAX_LENGTH,
    REVIEW_RATING_MAX,
    REVIEW_RATING_MIN,
    REVIEW_SUMMARY_MAX_LENGTH,
} from './review-limits.js';
import { validationMessages } from './validation.js';

/**
 * Product reviews: what a member may write, checked by the storefront's form, by its action
 * and by the server's review service, all with this one schema.
 */

/**
 * Messages are i18n keys (namespace `validation`), like the other form rules: the server
 * returns the same key in `InvalidReviewInputError.message`.
 */
export const reviewValidationMessages = {
    required: validationMessages.required,
    rating: 'validation.reviewRating',
    summaryTooLong: 'validation.reviewSummaryTooLong',
    bodyTooLong: 'validation.reviewBodyTooLong',
} as const;

const m = reviewValidationMessages;

/** The fields a member fills in. The rating is coerced, so a form's "4" is the number 4. */
export const reviewInputSchema = z.object({
    rating: z.coerce
        .number({ error: m.rating })
        .int(m.rating)
        .min(REVIEW_RATING_MIN, m.rating)
        .max(REVIEW_RATING_MAX, m.rating),
    summary: z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_SUMMARY_MAX_LENGTH, m.summaryTooLong),
    body: z.string({ error: m.required }).trim().min(1, m.required).max(REVIEW_BODY_MAX_LENGTH, m.bodyTooLong),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
