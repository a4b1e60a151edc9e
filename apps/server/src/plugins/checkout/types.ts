/** Options of the checkout plugin. */
export interface CheckoutPluginOptions {
    /**
     * Minutes an order's stock stays held while it waits for its payment; default
     * STOCK_HOLD_MINUTES (30).
     */
    stockHoldMinutes?: number;
}
