import { REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { averageRating, boundedPage, maskAuthorName, parseEntityId } from './review-rules';

describe('averageRating', () => {
    it('is null without reviews', () => {
        expect(averageRating(0, 0)).toBeNull();
    });
    it('rounds to one decimal, halves up', () => {
        expect(averageRating(5, 1)).toBe(5);
        expect(averageRating(9, 2)).toBe(4.5);
        expect(averageRating(13, 3)).toBe(4.3);
        expect(averageRating(14, 3)).toBe(4.7);
        expect(averageRating(87, 20)).toBe(4.4);
        expect(averageRating(17, 4)).toBe(4.3);
    });
});

describe('maskAuthorName', () => {
    it('keeps the first character of the family name', () => {
        expect(maskAuthorName('晓明', '王')).toBe('王**');
        expect(maskAuthorName('Anna', ' Keller ')).toBe('K**');
        expect(maskAuthorName('司马', '欧阳')).toBe('欧**');
    });
    it('falls back to the given name, then to stars alone', () => {
        expect(maskAuthorName('晓', '')).toBe('晓**');
        expect(maskAuthorName(null, undefined)).toBe('***');
        expect(maskAuthorName(' ', ' ')).toBe('***');
    });
    it('does not split a character outside the basic plane', () => {
        expect(maskAuthorName('', '𠮷田')).toBe('𠮷**');
    });
});

describe('boundedPage', () => {
    it('defaults and bounds take, and never skips backwards', () => {
        expect(boundedPage(undefined)).toEqual({ skip: 0, take: REVIEW_PAGE_SIZE });
        expect(boundedPage({ skip: -5, take: 1000 })).toEqual({ skip: 0, take: REVIEW_PAGE_SIZE_MAX });
        expect(boundedPage({ skip: 20, take: -1 })).toEqual({ skip: 20, take: 0 });
        expect(boundedPage({ skip: 2.7, take: 3.9 })).toEqual({ skip: 2, take: 3 });
        expect(boundedPage({ skip: null, take: null })).toEqual({ skip: 0, take: REVIEW_PAGE_SIZE });
    });
});

describe('parseEntityId', () => {
    it('accepts the integers a primary key holds', () => {
        expect(parseEntityId('1')).toBe(1);
        expect(parseEntityId(42)).toBe(42);
        expect(parseEntityId('2147483647')).toBe(2147483647);
    });
    it('refuses anything else', () => {
        for (const id of ['0', '-1', '01', 'abc', '1.5', '2147483648', '99999999999', '', null, undefined]) {
            expect(parseEntityId(id)).toBeUndefined();
        }
    });
});
