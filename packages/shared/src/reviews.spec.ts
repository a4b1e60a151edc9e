import { describe, expect, it } from 'vitest';

import { REVIEW_BODY_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_SUMMARY_MAX_LENGTH } from './review-limits';
import { reviewInputSchema, reviewValidationMessages as m } from './reviews';

const valid = { rating: 4, summary: '走时精准', body: '戴了一个月，每天误差不到两秒。' };
const firstMessage = (input: unknown) => reviewInputSchema.safeParse(input).error?.issues[0]?.message;

describe('review input', () => {
    it('accepts whole stars from 1 to the maximum and trims the texts', () => {
        expect(REVIEW_RATING_MAX).toBe(5);
        for (const rating of [1, 5]) {
            expect(reviewInputSchema.safeParse({ ...valid, rating }).success).toBe(true);
        }
        expect(reviewInputSchema.parse({ rating: 3, summary: '  好表 ', body: '\n很满意\n' })).toEqual({
            rating: 3,
            summary: '好表',
            body: '很满意',
        });
    });

    it('coerces a form value to a number', () => {
        expect(reviewInputSchema.parse({ ...valid, rating: '5' }).rating).toBe(5);
    });

    it('refuses 0, 6, half stars, and no rating with the rating message', () => {
        for (const rating of [0, 6, 4.5, '', 'abc', undefined, null, Number.NaN]) {
            expect(firstMessage({ ...valid, rating })).toBe(m.rating);
        }
    });

    it('requires a summary and a body that are more than white space', () => {
        expect(firstMessage({ ...valid, summary: '   ' })).toBe(m.required);
        expect(firstMessage({ ...valid, body: '' })).toBe(m.required);
        expect(firstMessage({ rating: 5, summary: 'x' })).toBe(m.required);
    });

    it('bounds the lengths after trimming', () => {
        const summary = 'a'.repeat(REVIEW_SUMMARY_MAX_LENGTH);
        const body = '表'.repeat(REVIEW_BODY_MAX_LENGTH);
        expect(reviewInputSchema.safeParse({ ...valid, summary: ` ${summary} `, body }).success).toBe(true);
        expect(firstMessage({ ...valid, summary: `${summary}a` })).toBe(m.summaryTooLong);
        expect(firstMessage({ ...valid, body: `${body}表` })).toBe(m.bodyTooLong);
    });
});
