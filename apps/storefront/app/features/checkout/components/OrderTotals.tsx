import { formatMoney } from '@maison/shared';
import { useTranslation } from 'react-i18next';

interface Totals {
    currencyCode: string;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    discounts: ReadonlyArray<{ adjustmentSource: string; description: string; amountWithTax: number }>;
}

/** An order's subtotal, discounts, shipping and total, as checkout and the account show them. */
export function OrderTotals({ order, totalTestId }: { order: Totals; totalTestId?: string }) {
    const { t, i18n } = useTranslation();
    const money = (fen: number) => formatMoney(fen, order.currencyCode, i18n.language);
    return (
        <dl className="bag__totals">
            <div>
                <dt>{t('bag.subtotal')}</dt>
                <dd>{money(order.subTotalWithTax)}</dd>
            </div>
            {order.discounts.map((d) => (
                <div key={d.adjustmentSource} className="bag__discount">
                    <dt>{d.description}</dt>
                    <dd>{money(d.amountWithTax)}</dd>
                </div>
            ))}
            <div>
                <dt>{t('bag.shipping')}</dt>
                <dd>{money(order.shippingWithTax)}</dd>
            </div>
            <div className="bag__total">
                <dt>{t('bag.total')}</dt>
                <dd data-testid={totalTestId}>{money(order.totalWithTax)}</dd>
            </div>
        </dl>
    );
}
