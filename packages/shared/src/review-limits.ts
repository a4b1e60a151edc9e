/** Review limits and states, without the schema (reviews.ts): forms need them on the page. */
import { MAX_RATING } from './constants.js';

/** Stars of a review: 1 to this, whole stars only (the same scale the cards show). */
export const REVIEW_RATING_MAX = MAX_RATING;
export const REVIEW_RATING_MIN = 1;
/** Longest summary (the review's title line), in characters after trimming. */
export const REVIEW_SUMMARY_MAX_LENGTH = 80;
/** Longest review text, in characters after trimming. */
export const REVIEW_BODY_MAX_LENGTH = 2000;
/** Reviews one page of the Shop API's `productReviews` returns unless asked otherwise, and at most. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** A review's moderation state: only approved reviews are shown to shoppers. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
