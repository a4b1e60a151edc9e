import { describe, expect, it } from 'vitest';

import { toGatewayYuan, fromGatewayYuan } from './amount';

describe('gateway amounts', () => {
    it('writes fen as yuan with two decimals', () => {
        expect(toGatewayYuan(0)).toBe('0.00');
        expect(toGatewayYuan(5)).toBe('0.05');
        expect(toGatewayYuan(123450)).toBe('1234.50');
        expect(toGatewayYuan(4_200_000_00)).toBe('4200000.00');
    });

    it('refuses what is not a whole, non-negative number of fen', () => {
        expect(() => toGatewayYuan(-1)).toThrow(RangeError);
        expect(() => toGatewayYuan(1.5)).toThrow(RangeError);
    });

    it('reads yuan strings back into fen, and nothing else', () => {
        expect(fromGatewayYuan('1234.50')).toBe(123450);
        expect(fromGatewayYuan('1234.5')).toBe(123450);
        expect(fromGatewayYuan('12')).toBe(1200);
        expect(fromGatewayYuan('0.05')).toBe(5);
        for (const bad of ['', '1.234', '-1.00', '1e3', 'abc', ' ', undefined, 12])
            expect(fromGatewayYuan(bad)).toBeUndefined();
    });
});
