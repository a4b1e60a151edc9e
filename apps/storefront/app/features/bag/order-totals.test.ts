import { describe, expect, it } from 'vitest';

import { orderTotals, type TotalsSource } from './order-totals';

const coupon = { adjustmentSource: 'PROMOTION:1', description: '九折优惠' };

/** The parts as shown add up to the total as shown. */
function addsUp(view: ReturnType<typeof orderTotals>) {
    return view.subtotal + view.discounts.reduce((sum, d) => sum + d.amount, 0) + view.shipping === view.total;
}

describe('order totals', () => {
    it('lists the lines before the coupon, the coupon, shipping and a total that adds up (issue 29)', () => {
        // Vendure's answer for one ¥51,100 watch with 10 % off the order: subTotalWithTax is ¥45,990.
        const order: TotalsSource = {
            totalWithTax: 4_599_000,
            lines: [{ linePriceWithTax: 5_110_000 }],
            shippingLines: [],
            discounts: [{ ...coupon, amountWithTax: -511_000 }],
        };
        expect(orderTotals(order)).toEqual({
            subtotal: 5_110_000,
            discounts: [{ key: 'PROMOTION:1', description: '九折优惠', amount: -511_000 }],
            shipping: 0,
            total: 4_599_000,
        });
    });

    it('shows shipping before a free-shipping promotion, which is listed with the discounts', () => {
        const view = orderTotals({
            totalWithTax: 120_000,
            lines: [{ linePriceWithTax: 100_000 }, { linePriceWithTax: 20_000 }],
            shippingLines: [{ priceWithTax: 5_000 }],
            discounts: [{ adjustmentSource: 'PROMOTION:2', description: '免运费', amountWithTax: -5_000 }],
        });
        expect(view.subtotal).toBe(120_000);
        expect(view.shipping).toBe(5_000);
        expect(view.discounts[0].amount).toBe(-5_000);
        expect(addsUp(view)).toBe(true);
    });

    it('lets the largest discount carry what rounding to whole yuan leaves over, never the total', () => {
        // Three lines of ¥123.45 at 10 % off: each share rounds on its own, and yuan are shown.
        const view = orderTotals({
            totalWithTax: 33_332,
            lines: [{ linePriceWithTax: 12_345 }, { linePriceWithTax: 12_345 }, { linePriceWithTax: 12_345 }],
            shippingLines: [{ priceWithTax: 1_050 }],
            discounts: [
                { ...coupon, amountWithTax: -3_704 },
                { adjustmentSource: 'PROMOTION:3', description: '会员', amountWithTax: -1_049 },
            ],
        });
        expect(view.total).toBe(33_300);
        expect(view.subtotal).toBe(37_000);
        expect(view.shipping).toBe(1_100);
        expect(view.discounts.map((d) => d.amount)).toEqual([-3_800, -1_000]);
        expect(view.discounts.every((d) => d.amount % 100 === 0)).toBe(true);
        expect(addsUp(view)).toBe(true);
    });

    it('with no discount, puts a rounding yuan on the subtotal', () => {
        const view = orderTotals({
            totalWithTax: 100,
            lines: [{ linePriceWithTax: 50 }],
            shippingLines: [{ priceWithTax: 50 }],
            discounts: [],
        });
        expect(view).toEqual({ subtotal: 0, discounts: [], shipping: 100, total: 100 });
        expect(addsUp(view)).toBe(true);
    });

    it('shows an empty order as nothing at all, without a negative zero', () => {
        const view = orderTotals({ totalWithTax: 0, lines: [], shippingLines: [], discounts: [] });
        expect(view).toEqual({ subtotal: 0, discounts: [], shipping: 0, total: 0 });
        expect(Object.is(view.subtotal, -0)).toBe(false);
    });
});
