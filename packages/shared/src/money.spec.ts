import { describe, expect, it } from 'vitest';

import { formatMoney, parsePriceRange, yuanToFen } from './money';

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
