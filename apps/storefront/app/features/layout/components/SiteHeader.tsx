import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

import { useBag } from '~/features/bag/use-bag';

const NAV = [
    { to: '/', key: 'nav.home', end: true },
    { to: '/watches', key: 'nav.watches' },
    { to: '/straps', key: 'nav.straps' },
    { to: '/service', key: 'nav.service' },
    { to: '/stores', key: 'nav.stores' },
    { to: '/sustainability', key: 'nav.sustainability' },
    { to: '/about', key: 'nav.about' },
] as const;

export function SiteHeader({ brandName }: { brandName: string }) {
    const { t } = useTranslation();
    const { bag, open, toggle } = useBag();
    const count = bag?.totalQuantity ?? 0;
    return (
        <header className="header">
            <a className="skip-link" href="#main">
                {t('common.skipToContent')}
            </a>
            <Link to="/" className="header__brand" aria-label={t('common.homeOf', { brand: brandName })}>
                {brandName.toUpperCase()}
            </Link>
            <nav className="header__nav" aria-label={t('nav.label')}>
                <ul>
                    {NAV.map((item) => (
                        <li key={item.to}>
                            <NavLink to={item.to} end={'end' in item}>
                                {t(item.key)}
                            </NavLink>
                        </li>
                    ))}
                </ul>
            </nav>
            <div className="header__icons">
                <button
                    type="button"
                    className="icon-button header__bag"
                    onClick={toggle}
                    aria-expanded={open}
                    aria-controls="bag-sidebar"
                    aria-label={t('bag.openWithCount', { count })}
                >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                        <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.4" />
                    </svg>
                    {count > 0 && (
                        <span className="badge" data-testid="bag-count">
                            {count}
                        </span>
                    )}
                </button>
            </div>
        </header>
    );
}
