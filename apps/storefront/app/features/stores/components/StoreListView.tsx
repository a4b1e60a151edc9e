import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigation } from 'react-router';

import { useTranslation } from '~/lib/use-translation';

import { byDistance, wgs84ToGcj02 } from '../nearest';
import type { GeoPoint } from '../map-projection';
import type { StoreListData } from '../stores.server';
import { StoreCard } from './StoreCard';
import { StoreFilters } from './StoreFilters';
import { StoreMap } from './StoreMap';

type Locating = 'idle' | 'asking' | 'located' | 'denied';

/**
 * `/stores` and `/stores/{brand}-boutiques`: filters, the list and the map beside it (below on a
 * phone). Choosing a pin marks its card and brings it into view; "nearest to me" sorts the list
 * by distance from the browser's position, which stays in the browser.
 */
export function StoreListView({ data }: { data: StoreListData }) {
    const { resetHref } = data;
    const { t } = useTranslation();
    const navigation = useNavigation();
    const [selected, setSelected] = useState<string | null>(null);
    const [origin, setOrigin] = useState<GeoPoint | null>(null);
    const [locating, setLocating] = useState<Locating>('idle');
    const [canLocate, setCanLocate] = useState(false);
    useEffect(() => setCanLocate('geolocation' in navigator), []);

    const shown = useMemo(
        () => (origin ? byDistance(data.stores, origin) : data.stores.map((s) => ({ ...s, distanceKm: undefined }))),
        [data.stores, origin],
    );

    const select = (slug: string) => {
        setSelected(slug);
        const card = document.getElementById(`store-${slug}`);
        card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        card?.focus({ preventScroll: true });
    };

    const locate = () => {
        setLocating('asking');
        navigator.geolocation.getCurrentPosition(
            ({ coords }) => {
                setOrigin(wgs84ToGcj02({ longitude: coords.longitude, latitude: coords.latitude }));
                setLocating('located');
            },
            () => {
                setOrigin(null);
                setLocating('denied');
            },
            { maximumAge: 600_000, timeout: 15_000 },
        );
    };

    const busy = navigation.state === 'loading' && navigation.location.pathname.startsWith('/stores');

    return (
        <div className="stores">
            <header className="stores__head">
                <h1>{data.title}</h1>
                <StoreFilters
                    cities={data.cities}
                    filter={data.filter}
                    showType={!data.boutiquesOnly}
                    resetHref={resetHref}
                />
                <div className="stores__tools">
                    <p className="stores__count" role="status" aria-live="polite">
                        {busy ? t('stores.loading') : t('stores.count', { count: data.stores.length })}
                    </p>
                    {canLocate && data.stores.length > 1 && (
                        <button
                            type="button"
                            className="button button--outline stores__nearest"
                            onClick={locate}
                            disabled={locating === 'asking'}
                        >
                            {t('stores.nearest')}
                        </button>
                    )}
                </div>
                {locating !== 'idle' && (
                    <p className="stores__locating" role="status">
                        {t(`stores.locating.${locating}`)}
                    </p>
                )}
            </header>
            <div className={`stores__body${busy ? ' stores__body--busy' : ''}`}>
                {shown.length === 0 ? (
                    <div className="stores__empty">
                        <p>{t('stores.empty')}</p>
                        <Link to={resetHref} className="button button--outline">
                            {t('stores.filters.reset')}
                        </Link>
                    </div>
                ) : (
                    <>
                        <section className="stores__list" aria-label={t('stores.listLabel')}>
                            {shown.map((store) => (
                                <StoreCard
                                    key={store.slug}
                                    store={store}
                                    selected={store.slug === selected}
                                    distanceKm={store.distanceKm}
                                />
                            ))}
                        </section>
                        <div className="stores__map">
                            <StoreMap stores={data.stores} selected={selected} onSelect={select} />
                        </div>
                    </>
                )}
            </div>
        </div>
    );
}
