import { Link } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import type { StoreCardData } from '../store-view';
import { OpenState } from './OpenState';

/** One store in the list: name, type, address, phone, today's hours, open now, services, its page. */
export function StoreCard({
    store,
    selected,
    distanceKm,
}: {
    store: StoreCardData;
    selected: boolean;
    distanceKm?: number;
}) {
    const { t } = useTranslation();
    const headingId = `store-${store.slug}-name`;
    return (
        <article
            id={`store-${store.slug}`}
            className={`store-card${selected ? ' store-card--selected' : ''}`}
            aria-labelledby={headingId}
            aria-current={selected ? 'true' : undefined}
            tabIndex={-1}
        >
            <header className="store-card__head">
                <h2 id={headingId} className="store-card__name">
                    <Link to={store.href}>{store.name}</Link>
                </h2>
                <span className="store-card__type">{t(`stores.type.${store.type}`)}</span>
            </header>
            <p className="store-card__address">
                {store.cityName} · {store.address}
                {distanceKm !== undefined && (
                    <span className="store-card__distance">
                        {' '}
                        ·{' '}
                        {t('stores.distance', { km: distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm) })}
                    </span>
                )}
            </p>
            <p className="store-card__hours">
                <OpenState store={store} />
            </p>
            <p className="store-card__phone">
                <a
                    href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                    aria-label={t('stores.call', { phone: store.phone })}
                >
                    {store.phone}
                </a>
            </p>
            {store.services.length > 0 && (
                <ul className="store-card__services" aria-label={t('stores.servicesLabel')}>
                    {store.services.map((s) => (
                        <li key={s.slug}>{s.name}</li>
                    ))}
                </ul>
            )}
            <p className="store-card__more">
                <Link to={store.href} className="store-card__link">
                    {t('stores.details')}
                </Link>
            </p>
        </article>
    );
}
