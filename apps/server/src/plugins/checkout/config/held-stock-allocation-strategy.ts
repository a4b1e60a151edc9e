import { StockAllocationStrategy } from '@vendure/core';

/**
 * Stock is allocated when the order's stock is held for payment (stockHoldProcess), not again
 * when the payment settles, as Vendure's default strategy would.
 */
export class HeldStockAllocationStrategy implements StockAllocationStrategy {
    shouldAllocateStock(): boolean {
        return false;
    }
}
