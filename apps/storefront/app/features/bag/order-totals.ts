import { shownFen } from '@maison/shared';

/** What the totals of an order are worked out from: the Shop API's fields, in fen. */
export interface TotalsSource {
    totalWithTax: number;
    lines: ReadonlyArray<{ linePriceWithTax: number }>;
    shippingLines: ReadonlyArray<{ priceWithTax: number }>;
    discounts: ReadonlyArray<{ adjustmentSource: string; description: string; amountWithTax: number }>;
}

export interface OrderTotalsView {
    /** The lines at their prices before any discount. */
    subtotal: number;
    /** Each promotion, negative. */
    discounts: Array<{ key: string; description: string; amount: number }>;
    /** Shipping before any shipping discount (a free-shipping promotion is one of the discounts). */
    shipping: number;
    /** What the shopper pays: the order's own total. */
    total: number;
}

/**
 * The totals as a shopper reads them: subtotal + discounts + shipping = total, in the whole
 * yuan that are shown. Vendure's `subTotalWithTax` already has the order's discounts taken off,
 * so listing it above them counted the coupon twice to the eye (issue 29). Vendure rounds each
 * line's share of a discount on its own and the display rounds to yuan, so the parts can miss
 * the total by a few fen or a yuan; that rounding is carried by the largest discount (or, with
 * none, the subtotal), never by the total, which is what is charged.
 */
export function orderTotals(order: TotalsSource): OrderTotalsView {
    const subtotal = shownFen(order.lines.reduce((sum, l) => sum + l.linePriceWithTax, 0));
    const shipping = shownFen(order.shippingLines.reduce((sum, l) => sum + l.priceWithTax, 0));
    const total = shownFen(order.totalWithTax);
    const discounts = order.discounts.map((d) => ({
        key: d.adjustmentSource,
        description: d.description,
        amount: shownFen(d.amountWithTax),
    }));
    const rest = total - subtotal - shipping - discounts.reduce((sum, d) => sum + d.amount, 0);
    if (rest === 0) return { subtotal, discounts, shipping, total };
    const largest = discounts.reduce<(typeof discounts)[number] | undefined>(
        (max, d) => (max === undefined || Math.abs(d.amount) > Math.abs(max.amount) ? d : max),
        undefined,
    );
    if (largest) {
        largest.amount += rest;
        return { subtotal, discounts, shipping, total };
    }
    return { subtotal: subtotal + rest, discounts, shipping, total };
}
