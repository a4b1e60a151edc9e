import { describe, expect, it } from 'vitest';

import { fenToYuan, formatMoney, parsePriceRange, shownFen, yuanToFen } from './money';

describe('formatMoney', () => {
    it('shows fen as yuan without decimals', () => {
        expect(formatMoney(1_230_000)).toBe('¥12,300');
        expect(formatMoney(1_230_000, 'CNY', 'de')).toBe('¥12,300');
        expect(formatMoney(0)).toBe('¥0');
    });
    it('rounds half-yuan amounts rather than truncating', () => {
        expect(formatMoney(12_350)).toBe('¥124');
    });
    it('refuses non-integer fen', () => {
        expect(() => formatMoney(12.5)).toThrow(RangeError);
    });
    it('shows a few fen of discount as nothing rather than a negative zero', () => {
        expect(formatMoney(-40)).toBe('¥0');
        expect(formatMoney(-511_000)).toBe('-¥5,110');
    });
});

describe('shownFen', () => {
    it('rounds fen to the whole yuan that are shown', () => {
        expect(shownFen(12_350)).toBe(12_400);
        expect(shownFen(12_349)).toBe(12_300);
        expect(shownFen(-3_704)).toBe(-3_700);
        expect(Object.is(shownFen(-40), 0)).toBe(true);
    });
});

describe('price range', () => {
    it('is applied only when both bounds are present, in fen', () => {
        expect(parsePriceRange('1000,20000')).toEqual({ min: 100_000, max: 2_000_000 });
        expect(parsePriceRange('1000,')).toBeUndefined();
        expect(parsePriceRange(',2000')).toBeUndefined();
        expect(parsePriceRange(null)).toBeUndefined();
        expect(parsePriceRange('abc,100')).toBeUndefined();
        expect(parsePriceRange('500,100')).toBeUndefined();
    });
    it('converts yuan to fen without float drift', () => {
        expect(yuanToFen(19.99)).toBe(1999);
    });
});

describe('fenToYuan', () => {
    it('answers integer fen as decimal yuan, and refuses anything but fen', () => {
        expect(fenToYuan(1_230_050)).toBe(12_300.5);
        expect(fenToYuan(0)).toBe(0);
        expect(() => fenToYuan(1.5)).toThrow(RangeError);
    });
});
