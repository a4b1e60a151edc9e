import { useId } from 'react';
import { Link } from 'react-router';

import { Modal } from '~/components/Modal';
import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

import { searchHref } from '../search-href';
import { useSearchPicks } from '../use-search-picks';
import { SearchForm } from './SearchForm';

/**
 * Spec §2 search popup: a box that submits to /search/all, five suggested watch collections,
 * a retailers link and twelve recommendations. It closes on any route change.
 */
export function SearchPopup() {
    const { t } = useTranslation();
    const ui = useUi();
    const open = ui.state.search;
    const { picks, busy } = useSearchPicks(open);
    const inputId = useId();

    return (
        <Modal open={open} onClose={() => ui.setSearch(false)} title={t('search.title')} className="modal--search">
            <SearchForm id={inputId} action="/search/all" className="search-popup__form" autoFocus />
            <div className="search-popup__body" aria-busy={busy}>
                <nav aria-label={t('search.suggestions')} className="search-popup__suggest">
                    <h2>{t('search.suggestions')}</h2>
                    <ul>
                        {picks?.collections.map((c) => (
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
                    {picks?.unavailable ? (
                        <p className="search-popup__loading">{t('search.unavailable')}</p>
                    ) : picks ? (
                        <ProductGrid cards={picks.products} />
                    ) : (
                        <p className="search-popup__loading">{t('common.loading')}</p>
                    )}
                </section>
            </div>
        </Modal>
    );
}
