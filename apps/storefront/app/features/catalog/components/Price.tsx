import { formatMoney } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

/** A price in fen as "¥12,300", with the trailing "from" mark for ranges (spec §2). */
export function Price({ fen, from = false, currency = 'CNY' }: { fen: number; from?: boolean; currency?: string }) {
    const { t, i18n } = useTranslation();
    const text = formatMoney(fen, currency, i18n.language);
    return <span className="price">{from ? t('catalog.priceFrom', { price: text }) : text}</span>;
}
