import { formatDate } from '@maison/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { imageUrl } from '~/lib/image-url';
import { useTranslation } from '~/lib/use-translation';

/**
 * One row of the orders page: an order, or a request about one (a return, a cancellation).
 * The whole card is the link; the side holds its state and, for an order, its total.
 */
export function OrderCard({
    to,
    code,
    image,
    summary,
    date,
    state,
    amount,
    ...data
}: {
    to: string;
    code: string;
    image?: string | null;
    summary: ReactNode;
    date: string | null | undefined;
    state: string;
    amount?: string;
    'data-order'?: string;
    'data-request'?: string;
}) {
    const { t, i18n } = useTranslation();
    return (
        <li className="order-card" {...data}>
            <Link to={to} className="order-card__link">
                {image && <img src={imageUrl(image, 'thumb')} alt="" width={80} height={80} loading="lazy" />}
                <span className="order-card__main">
                    <span className="order-card__code">{t('account.ordersPage.number', { code })}</span>
                    <span className="order-card__items">{summary}</span>
                    <span className="order-card__date">{date ? formatDate(date, i18n.language) : ''}</span>
                </span>
                <span className="order-card__side">
                    <span className="tag">{state}</span>
                    {amount && <span>{amount}</span>}
                </span>
            </Link>
        </li>
    );
}
