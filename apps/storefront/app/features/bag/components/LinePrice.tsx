import { shownFen } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

/**
 * A line's price and, once a promotion or coupon lowers it, its price after that share of the
 * discount (spec §2 bag sidebar): the prorated price, which includes the order's coupon.
 */
export function LinePrice({
    line,
    money,
}: {
    line: { linePriceWithTax: number; proratedLinePriceWithTax: number };
    money: (fen: number) => string;
}) {
    const { t } = useTranslation();
    // Compared as shown: a few fen of rounding is no discount to show.
    if (shownFen(line.proratedLinePriceWithTax) >= shownFen(line.linePriceWithTax)) {
        return (
            <span className="line-price" data-testid="line-price">
                {money(line.linePriceWithTax)}
            </span>
        );
    }
    return (
        <span className="line-price">
            <span className="visually-hidden">{t('bag.linePrice')}</span>
            <s data-testid="line-price">{money(line.linePriceWithTax)}</s>{' '}
            <span className="visually-hidden">{t('bag.discountedPrice')}</span>
            <span className="line-price__discounted" data-testid="line-discounted-price">
                {money(line.proratedLinePriceWithTax)}
            </span>
        </span>
    );
}
