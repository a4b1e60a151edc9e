import { type ListingQuery, MAX_LISTING_PAGE, MOBILE_BREAKPOINT_PX, toggleFacetValue } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';

import { Icon } from '~/components/Icon';
import { useTranslation } from '~/lib/use-translation';

import type { Crumb, ProductCardData } from '../catalog.server';
import { type FacetGroup, selectedOptions } from '../facets';
import { listingHref } from '../listing-form';
import { Breadcrumbs } from './Breadcrumbs';
import { FilterPanel, priceRangeText, SortControls } from './FilterForm';
import { ProductGrid } from './ProductGrid';

export interface ListingViewProps {
    title: string;
    description?: string;
    /** "We found N watches" (spec §2), already counted. */
    countText: string;
    emptyText: string;
    breadcrumbs?: Crumb[];
    /** Sub-collections, as links under the heading. */
    subCollections?: Array<{ name: string; href: string }>;
    cards: ProductCardData[];
    totalItems: number;
    skip: number;
    facets: FacetGroup[];
    query: ListingQuery;
    /** The free-text parameter of this page: `q` on search pages, `phrase` on listings. */
    textParam: string;
    children?: React.ReactNode;
}

/**
 * The filter panel: a disclosure that works without script, closed at first so that a phone
 * shows results first; on a wide screen, where it is a sidebar, it opens once the page runs.
 */
function FilterDrawer({ count, children }: { count: number; children: React.ReactNode }) {
    const { t } = useTranslation();
    const ref = useRef<HTMLDetailsElement>(null);
    useEffect(() => {
        if (ref.current && window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches) ref.current.open = true;
    }, []);
    return (
        <details ref={ref} className="listing__filters">
            <summary className="listing__filters-toggle">
                <Icon name="filter" size={18} />
                {t('listing.filters')}
                {count > 0 && <span className="filters__chosen">{count}</span>}
            </summary>
            {children}
        </details>
    );
}

/** Chips for the chosen filters, each a link to the listing without it, and one to clear all. */
function ActiveFilters({ facets, query, textParam }: Pick<ListingViewProps, 'facets' | 'query' | 'textParam'>) {
    const { t, i18n } = useTranslation();
    const { pathname } = useLocation();
    const chosen = selectedOptions(facets);
    if (!chosen.length && !query.price) return null;
    const href = (q: Partial<ListingQuery>) => listingHref(pathname, { ...query, page: 1, ...q }, textParam);
    return (
        <ul className="chips" role="list" aria-label={t('listing.activeFilters')}>
            {chosen.map((o) => (
                <li key={`${o.facet}:${o.code}`}>
                    <Link
                        className="chip"
                        to={href({ filter: toggleFacetValue(query.filter, o.facet, o.code) })}
                        aria-label={t('listing.removeFilter', { name: o.name })}
                        preventScrollReset
                    >
                        {o.name} <span aria-hidden="true">×</span>
                    </Link>
                </li>
            ))}
            {query.price && (
                <li>
                    <Link
                        className="chip"
                        to={href({ price: undefined })}
                        aria-label={t('listing.removeFilter', { name: priceRangeText(query.price, i18n.language) })}
                        preventScrollReset
                    >
                        {priceRangeText(query.price, i18n.language)} <span aria-hidden="true">×</span>
                    </Link>
                </li>
            )}
            <li>
                <Link className="chip chip--clear" to={href({ filter: {}, price: undefined })} preventScrollReset>
                    {t('listing.clearFilters')}
                </Link>
            </li>
        </ul>
    );
}

/**
 * Spec §2 listing: breadcrumbs, heading, "we found N", filters with counts, sort and page
 * size, cards, and "more results" while some are still hidden. The URL holds the whole state.
 */
export function ListingView(props: ListingViewProps) {
    const {
        title,
        description,
        countText,
        emptyText,
        breadcrumbs,
        subCollections,
        cards,
        totalItems,
        skip,
        facets,
        query,
        textParam,
        children,
    } = props;
    const { t } = useTranslation();
    const location = useLocation();
    const navigation = useNavigation();
    const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
    const shown = skip + cards.length;
    return (
        <section className="listing" aria-labelledby="listing-title" aria-busy={busy}>
            {breadcrumbs && <Breadcrumbs crumbs={breadcrumbs} />}
            <header className="listing__header">
                <h1 id="listing-title">{title}</h1>
                {description && (
                    // Staff-written HTML, made safe by the Shop API (the catalog plugin's description resolver).
                    <div className="listing__description" dangerouslySetInnerHTML={{ __html: description }} />
                )}
                {children}
                {subCollections && subCollections.length > 0 && (
                    <ul className="listing__subnav" role="list">
                        {subCollections.map((c) => (
                            <li key={c.href}>
                                <Link to={c.href}>{c.name}</Link>
                            </li>
                        ))}
                    </ul>
                )}
            </header>
            <div className="listing__body">
                <FilterDrawer count={selectedOptions(facets).length + (query.price ? 1 : 0)}>
                    <FilterPanel facets={facets} query={query} textParam={textParam} />
                </FilterDrawer>
                <div className="listing__results">
                    <div className="listing__toolbar">
                        <p className="listing__count" role="status" data-total={totalItems}>
                            {countText}
                        </p>
                        <SortControls query={query} textParam={textParam} />
                    </div>
                    <ActiveFilters facets={facets} query={query} textParam={textParam} />
                    {skip > 0 && (
                        <p className="listing__earlier">
                            <Link to={listingHref(location.pathname, { ...query, page: 1 }, textParam)}>
                                {t('listing.backToFirst')}
                            </Link>
                        </p>
                    )}
                    {cards.length === 0 ? <p className="listing__empty">{emptyText}</p> : <ProductGrid cards={cards} />}
                    {/* The last page a URL may ask for ends the run, however many remain. */}
                    {shown < totalItems && query.page < MAX_LISTING_PAGE && (
                        <div className="listing__more">
                            <Link
                                to={listingHref(location.pathname, { ...query, page: query.page + 1 }, textParam)}
                                preventScrollReset
                                className="button button--outline"
                                aria-busy={busy}
                            >
                                {busy ? t('common.loading') : t('listing.more')}
                            </Link>
                        </div>
                    )}
                </div>
            </div>
        </section>
    );
}
