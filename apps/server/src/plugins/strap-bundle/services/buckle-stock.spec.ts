import { StockMovementType } from '@vendure/common/lib/generated-types';
import { describe, expect, it } from 'vitest';

import { buckleStockChange } from './buckle-stock';

describe('buckleStockChange', () => {
    it('holds, gives back, sells and puts back the buckle with its strap', () => {
        expect(buckleStockChange(StockMovementType.ALLOCATION, 2)).toEqual({ allocated: 2, onHand: 0 });
        expect(buckleStockChange(StockMovementType.RELEASE, 2)).toEqual({ allocated: -2, onHand: 0 });
        expect(buckleStockChange(StockMovementType.SALE, -2)).toEqual({ allocated: -2, onHand: -2 });
        expect(buckleStockChange(StockMovementType.CANCELLATION, 2)).toEqual({ allocated: 0, onHand: 2 });
    });

    it('leaves the buckle alone when staff adjust the strap or book a return', () => {
        expect(buckleStockChange(StockMovementType.ADJUSTMENT, 5)).toBeUndefined();
        expect(buckleStockChange(StockMovementType.RETURN, 1)).toBeUndefined();
    });
});
