import { formatCardCode, formatDate } from '@maison/shared';

import { useTranslation } from '~/lib/use-translation';

import type { WarrantyCardData } from '../warranty.server';

/** A day kept as YYYY-MM-DD, in the page's language. */
function Day({ value, locale }: { value: string; locale: string }) {
    return <time dateTime={value}>{formatDate(`${value}T00:00:00Z`, locale)}</time>;
}

/** One registered watch: its model and serial, the sale, the warranty's end, and its service visits. */
export function WarrantyCard({ card }: { card: WarrantyCardData }) {
    const { t, i18n } = useTranslation();
    const locale = i18n.language;
    return (
        <li className="warranty-card" data-serial={card.serial}>
            <h2 className="warranty-card__model">{card.model}</h2>
            <dl className="warranty-card__facts">
                <dt>{t('warranty.card.serial')}</dt>
                <dd className="warranty-card__serial">{card.serial}</dd>
                <dt>{t('warranty.card.reference')}</dt>
                <dd>{card.sku}</dd>
                <dt>{t('warranty.card.soldOn')}</dt>
                <dd>{card.soldOn ? <Day value={card.soldOn} locale={locale} /> : '—'}</dd>
                {card.salePlace && (
                    <>
                        <dt>{t('warranty.card.salePlace')}</dt>
                        <dd>{card.salePlace}</dd>
                    </>
                )}
                <dt>{t('warranty.card.warrantyEnds')}</dt>
                <dd className="warranty-card__ends">
                    {card.warrantyEndsOn ? <Day value={card.warrantyEndsOn} locale={locale} /> : '—'}
                </dd>
            </dl>
            <h3 className="warranty-card__history-title">{t('warranty.card.history')}</h3>
            {card.serviceHistory.length === 0 ? (
                <p className="warranty-card__history-empty">{t('warranty.card.historyEmpty')}</p>
            ) : (
                <ul className="warranty-card__history">
                    {card.serviceHistory.map((visit) => (
                        <li key={visit.id}>
                            <time dateTime={String(visit.createdAt)}>{formatDate(visit.createdAt, locale)}</time>{' '}
                            {visit.reference} · {visit.summary}
                        </li>
                    ))}
                </ul>
            )}
        </li>
    );
}

/** The code as the card prints it, for the form's example. */
export const EXAMPLE_CARD_CODE = formatCardCode('AB3DEF7H');
