import { type PriceCalculationResult, roundMoney, type TaxRate } from '@vendure/core';

/** A variant's list price in the active channel, as Vendure applies it to the entity. */
export interface ListPriced {
    listPrice: number;
    listPriceIncludesTax: boolean;
}

/**
 * A strap line's unit price: the strap's, plus its buckle's when it has one, both in the
 * channel's prices. The order line's price strategy and the strap page's offer both use it.
 */
export function bundleUnitPrice(strap: ListPriced, buckle?: ListPriced): PriceCalculationResult {
    const own = { price: strap.listPrice, priceIncludesTax: strap.listPriceIncludesTax };
    if (!buckle) return own;
    // Both prices come from the same channel, so they include tax alike.
    return { price: own.price + buckle.listPrice, priceIncludesTax: own.priceIncludesTax };
}

/**
 * What an order line of this unit price charges a unit with tax, reckoned as Vendure's order
 * line does: the price as it is when it includes tax, else grossed up by the rate of the line's
 * tax category (the strap's) in the active zone; rounded by the shop's money strategy.
 */
export function unitPriceWithTax(unit: PriceCalculationResult, taxRate: Pick<TaxRate, 'grossPriceOf'>): number {
    return roundMoney(unit.priceIncludesTax ? unit.price : taxRate.grossPriceOf(unit.price));
}
