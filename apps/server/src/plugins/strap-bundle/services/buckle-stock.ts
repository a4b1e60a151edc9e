import { StockMovementType } from '@vendure/common/lib/generated-types';

/** How a movement of a strap's line changes the stock of the buckle sold with it. */
export interface BuckleStockChange {
    allocated: number;
    onHand: number;
}

/**
 * The buckle of a strap bundle has no order line of its own, so each stock movement Vendure
 * makes for the strap's line is made for its buckle too, unit for unit: held (allocation), given
 * back (release), sold at fulfilment (sale: out of the allocated units and off the shelf), put
 * back after a sale was cancelled (cancellation). Adjustments are the staff's and concern the
 * strap alone; returns are booked by the staff, buckle and all.
 */
export function buckleStockChange(type: StockMovementType, quantity: number): BuckleStockChange | undefined {
    const q = Math.abs(quantity);
    switch (type) {
        case StockMovementType.ALLOCATION:
            return { allocated: q, onHand: 0 };
        case StockMovementType.RELEASE:
            return { allocated: -q, onHand: 0 };
        case StockMovementType.SALE:
            return { allocated: -q, onHand: -q };
        case StockMovementType.CANCELLATION:
            return { allocated: 0, onHand: q };
        default:
            return undefined;
    }
}
