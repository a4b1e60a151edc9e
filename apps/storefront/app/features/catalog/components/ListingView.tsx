import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';

import type { ListingResult } from '../catalog.server';
import { nextPageSearch } from '../listing-params';
import { ProductGrid } from './ProductGrid';

interface ListingViewProps extends ListingResult {
    title: string;
    /** "We found N watches" (spec §2), already counted. */
    countText: string;
    emptyText: string;
    page: number;
    children?: React.ReactNode;
}

/** Spec §2 listing: heading, result count, cards and "more results" while some are still hidden. */
export function ListingView({ title, countText, emptyText, cards, totalItems, page, children }: ListingViewProps) {
    const { t } = useTranslation();
    const location = useLocation();
    const navigation = useNavigation();
    const loadingMore = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
    return (
        <section className="listing" aria-labelledby="listing-title">
            <header className="listing__header">
                <h1 id="listing-title">{title}</h1>
                {children}
                <p className="listing__count" role="status">
                    {countText}
                </p>
            </header>
            {cards.length === 0 ? <p className="listing__empty">{emptyText}</p> : <ProductGrid cards={cards} />}
            {cards.length < totalItems && (
                <div className="listing__more">
                    <Link
                        to={nextPageSearch(location.search, page)}
                        preventScrollReset
                        className="button button--outline"
                        aria-busy={loadingMore}
                    >
                        {loadingMore ? t('common.loading') : t('listing.more')}
                    </Link>
                </div>
            )}
        </section>
    );
}
