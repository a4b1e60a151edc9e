import { WEEKDAYS } from '@maison/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import { amapNavigationUrl, placeLine } from '../store-view';
import type { StorePageData } from '../stores.server';
import { OpenState } from './OpenState';
import { StoreMap } from './StoreMap';

/** One store's page: address, phone, hours per weekday, coming closed days, services, route, appointment. */
export function StoreDetail({ data }: { data: StorePageData }) {
    const { t } = useTranslation();
    const { store, card, week } = data;
    const [selected, setSelected] = useState<string | null>(store.slug);
    // One array for the page's life: AMap's markers are made again whenever the stores change.
    const pins = useMemo(() => [card], [card]);
    return (
        <article className="store-page">
            <nav className="store-page__back" aria-label={t('common.breadcrumbs')}>
                <Link to="/stores">{t('stores.allStores')}</Link>
                <span aria-hidden="true"> / </span>
                <Link to={data.listHref}>{t('stores.allBoutiques')}</Link>
            </nav>
            <header className="store-page__head">
                <p className="store-page__type">{t(`stores.type.${store.type}`)}</p>
                <h1>{store.name}</h1>
                <p className="store-page__state">
                    <OpenState store={card} />
                </p>
            </header>
            <div className="store-page__body">
                <div className="store-page__info">
                    {store.featuredAsset && (
                        <img className="store-page__picture" src={store.featuredAsset.preview} alt={store.name} />
                    )}
                    {store.description && <p className="store-page__description">{store.description}</p>}
                    <section aria-labelledby="store-address">
                        <h2 id="store-address">{t('stores.detail.address')}</h2>
                        <address className="store-page__address">
                            {placeLine(store)}
                            <br />
                            {store.addressLine}
                            <br />
                            <a
                                href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                                aria-label={t('stores.call', { phone: store.phone })}
                            >
                                {store.phone}
                            </a>
                        </address>
                        <p className="store-page__actions">
                            <a
                                className="button button--outline"
                                href={amapNavigationUrl(store)}
                                rel="noopener noreferrer"
                                target="_blank"
                            >
                                {t('stores.detail.route')}
                            </a>
                            {store.takesAppointments && (
                                <Link className="button button--primary" to={`/stores/appointment/${store.slug}`}>
                                    {t('stores.detail.book')}
                                </Link>
                            )}
                            {store.type === 'boutique' && (
                                <Link
                                    className="button button--outline"
                                    to={`/store/services/contact?store=${encodeURIComponent(store.slug)}`}
                                >
                                    {t('contact.link.store')}
                                </Link>
                            )}
                        </p>
                    </section>
                    <section aria-labelledby="store-hours">
                        <h2 id="store-hours">{t('stores.detail.hours')}</h2>
                        <table className="store-hours">
                            <tbody>
                                {WEEKDAYS.map((day) => {
                                    const span = week[day];
                                    return (
                                        <tr key={day}>
                                            <th scope="row">{t(`stores.weekday.${day}`)}</th>
                                            <td>{span ? `${span.opens}–${span.closes}` : t('stores.detail.closed')}</td>
                                        </tr>
                                    );
                                })}
                            </tbody>
                        </table>
                        <h3>{t('stores.detail.closedDays')}</h3>
                        {data.closedRuns.length > 0 ? (
                            <ul className="store-page__closed">
                                {data.closedRuns.map((run) => (
                                    <li key={run.from}>{run.label}</li>
                                ))}
                            </ul>
                        ) : (
                            <p>{t('stores.detail.noClosedDays')}</p>
                        )}
                    </section>
                    {store.services.length > 0 && (
                        <section aria-labelledby="store-services">
                            <h2 id="store-services">{t('stores.servicesLabel')}</h2>
                            <ul className="store-page__services">
                                {store.services.map((s) => (
                                    <li key={s.slug}>
                                        <Link to={`/store/services/${s.slug}`}>{s.name}</Link>
                                    </li>
                                ))}
                            </ul>
                        </section>
                    )}
                </div>
                <div className="store-page__map">
                    <StoreMap stores={pins} selected={selected} onSelect={setSelected} />
                </div>
            </div>
        </article>
    );
}
