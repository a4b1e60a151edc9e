import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';

import { Modal } from '~/components/Modal';
import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { useUi } from '~/features/ui/use-ui';

import { searchHref } from '../search-href';
import type { SearchPopupData } from '../search-popup.server';
import { SearchForm } from './SearchForm';

/** The latest the popup's picks are fetched after a page loads, idle or not. */
const PREFETCH_TIMEOUT_MS = 3000;

/**
 * Spec §2 search popup: a box that submits to /search/all, five suggested watch collections,
 * a retailers link and twelve recommendations. It closes on any route change.
 */
export function SearchPopup() {
    const { t } = useTranslation();
    const ui = useUi();
    const open = ui.state.search;
    const fetcher = useFetcher<SearchPopupData>();
    const inputId = useId();

    // Once per page view, while the browser is idle after the page loads, so the picks are on
    // screen when the visitor opens the popup; opening it sooner loads them at once. A failed
    // load shows a note rather than asking again on every render.
    const requested = useRef(false);
    const { load } = fetcher;
    useEffect(() => {
        const fetchPicks = () => {
            if (requested.current) return;
            requested.current = true;
            void load('/api/search-popup');
        };
        if (open) return fetchPicks();
        if (typeof window.requestIdleCallback === 'function') {
            const id = window.requestIdleCallback(fetchPicks, { timeout: PREFETCH_TIMEOUT_MS });
            return () => window.cancelIdleCallback(id);
        }
        const id = window.setTimeout(fetchPicks, PREFETCH_TIMEOUT_MS);
        return () => window.clearTimeout(id);
    }, [open, load]);

    return (
        <Modal open={open} onClose={() => ui.setSearch(false)} title={t('search.title')} className="modal--search">
            <SearchForm id={inputId} action="/search/all" className="search-popup__form" autoFocus />
            <div className="search-popup__body" aria-busy={fetcher.state !== 'idle'}>
                <nav aria-label={t('search.suggestions')} className="search-popup__suggest">
                    <h2>{t('search.suggestions')}</h2>
                    <ul>
                        {fetcher.data?.collections.map((c) => (
                            <li key={c.slug}>
                                <Link to={searchHref('/search/watches', c.name)}>{c.name}</Link>
                            </li>
                        ))}
                    </ul>
                    <Link to="/stores" className="search-popup__retailers">
                        {t('search.retailers')}
                    </Link>
                </nav>
                <section aria-label={t('search.recommended')}>
                    <h2>{t('search.recommended')}</h2>
                    {fetcher.data?.unavailable ? (
                        <p className="search-popup__loading">{t('search.unavailable')}</p>
                    ) : fetcher.data ? (
                        <ProductGrid cards={fetcher.data.products} />
                    ) : (
                        <p className="search-popup__loading">{t('common.loading')}</p>
                    )}
                </section>
            </div>
        </Modal>
    );
}
