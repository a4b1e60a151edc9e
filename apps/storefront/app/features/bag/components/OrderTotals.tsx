import { formatMoney } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

import { orderTotals, type TotalsSource } from '../order-totals';

/**
 * An order's subtotal before discounts, each discount, shipping and total, as the bag, checkout
 * and the account show them; `testIds` prefixes each figure's test id (`bag` → `bag-total`).
 */
export function OrderTotals({ order, testIds }: { order: TotalsSource & { currencyCode: string }; testIds?: string }) {
    const { t, i18n } = useTranslation();
    const money = (fen: number) => formatMoney(fen, order.currencyCode, i18n.language);
    const totals = orderTotals(order);
    const id = (figure: string) => (testIds ? `${testIds}-${figure}` : undefined);
    return (
        <dl className="bag__totals">
            <div>
                <dt>{t('bag.subtotal')}</dt>
                <dd data-testid={id('subtotal')}>{money(totals.subtotal)}</dd>
            </div>
            {totals.discounts.map((d) => (
                <div key={d.key} className="bag__discount">
                    <dt>{d.description}</dt>
                    <dd data-testid={id('discount')}>{money(d.amount)}</dd>
                </div>
            ))}
            <div>
                <dt>{t('bag.shipping')}</dt>
                <dd data-testid={id('shipping')}>{money(totals.shipping)}</dd>
            </div>
            <div className="bag__total">
                <dt>{t('bag.total')}</dt>
                <dd data-testid={id('total')}>{money(totals.total)}</dd>
            </div>
        </dl>
    );
}
