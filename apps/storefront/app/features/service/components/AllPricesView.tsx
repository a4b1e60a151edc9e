import { formatMoney, SERVICE_OPERATIONS } from '@maison/shared';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { ServicePriceRowView } from '../service-info.server';
import { useOperationName } from './OperationName';

/**
 * The whole price table: one table per movement (and complication), operations down the side.
 * Two columns only, so it reads on a phone without scrolling sideways.
 */
export function AllPricesView({ rows }: { rows: ServicePriceRowView[] }) {
    const { t, i18n } = useTranslation();
    const operationName = useOperationName();
    const groups = new Map<string, { title: string; rows: ServicePriceRowView[] }>();
    for (const row of rows) {
        const key = `${row.movement}/${row.complication ?? ''}`;
        const title = row.complicationName ? `${row.movementName} · ${row.complicationName}` : row.movementName;
        const group = groups.get(key) ?? { title, rows: [] };
        group.rows.push(row);
        groups.set(key, group);
    }
    const rank = (op: string) => SERVICE_OPERATIONS.indexOf(op as (typeof SERVICE_OPERATIONS)[number]);
    return (
        <section className="service-info__data" aria-label={t('serviceInfo.prices.allTitle')}>
            {groups.size === 0 ? (
                <p className="service-info__empty">{t('serviceInfo.prices.noTable')}</p>
            ) : (
                <div className="service-prices__groups">
                    {[...groups.entries()].map(([key, group]) => (
                        <table key={key} className="service-prices" data-movement={key}>
                            <caption>{group.title}</caption>
                            <thead>
                                <tr>
                                    <th scope="col">{t('serviceInfo.prices.operation')}</th>
                                    <th scope="col">{t('serviceInfo.prices.price')}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {[...group.rows]
                                    .sort((a, b) => rank(a.operation) - rank(b.operation))
                                    .map((row) => (
                                        <tr key={row.id}>
                                            <th scope="row">{operationName(row.operation)}</th>
                                            <td>{formatMoney(row.priceFen, 'CNY', i18n.language)}</td>
                                        </tr>
                                    ))}
                            </tbody>
                        </table>
                    ))}
                </div>
            )}
            <p className="service-info__hint">{t('serviceInfo.prices.quoteNote')}</p>
            <p>
                <Link to="/service/service-prices">{t('serviceInfo.prices.forYourWatchLink')}</Link>
            </p>
        </section>
    );
}
