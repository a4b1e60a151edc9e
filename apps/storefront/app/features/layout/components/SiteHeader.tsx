import { HEADER_SCROLL_THROTTLE_MS, HEADER_SCROLLING_THRESHOLD_PX } from '@maison/shared';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

import { Icon } from '~/components/Icon';
import { NavList } from '~/components/NavList';
import { AccountButton } from '~/features/account/components/AccountButton';
import { BagButton } from '~/features/bag/components/BagButton';
import { SEARCH_PAGE_INPUT_ID } from '~/features/search/search-page';
import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

import { NAV } from '../navigation';
import { useScrolled } from '../use-scrolled';
import { MenuButton } from './MenuButton';

/** Spec §2 header: navigation, search, wishlist, account and bag; 52 px high on mobile, 60 px above. */
export function SiteHeader() {
    const { t } = useTranslation();
    const { config } = useRootData();
    const ui = useUi();
    const { pathname } = useLocation();
    const scrolling = useScrolled(HEADER_SCROLLING_THRESHOLD_PX, HEADER_SCROLL_THROTTLE_MS);
    const onSearchRoute = pathname === '/search' || pathname.startsWith('/search/');

    const openSearch = () => {
        // On a search page the page's own box is the search: the popup would only cover it.
        if (onSearchRoute) document.getElementById(SEARCH_PAGE_INPUT_ID)?.focus();
        else ui.setSearch(true);
    };

    return (
        <>
            <header className={`header${scrolling ? ' header--scrolling' : ''}`} data-testid="site-header">
                <a className="skip-link" href="#main">
                    {t('common.skipToContent')}
                </a>
                <MenuButton className="icon-button header__menu" />
                <Link to="/" className="header__brand" aria-label={t('common.homeOf', { brand: config.brandName })}>
                    {config.brandName.toUpperCase()}
                </Link>
                <nav className="header__nav" aria-label={t('nav.label')}>
                    <NavList items={NAV} />
                </nav>
                <div className="header__icons">
                    <button
                        type="button"
                        className="icon-button"
                        onClick={openSearch}
                        aria-haspopup={onSearchRoute ? undefined : 'dialog'}
                        aria-label={t('search.open')}
                    >
                        <Icon name="search" />
                    </button>
                    <Link
                        to="/my-account/wishlist"
                        className="icon-button header__wishlist"
                        aria-label={t('nav.wishlist')}
                    >
                        <Icon name="heart" />
                    </Link>
                    <AccountButton className="icon-button header__account" />
                    <BagButton className="icon-button header__bag" badgeTestId="bag-count" />
                </div>
            </header>
            {/* Outside the header: its backdrop filter would make the header the fixed menu's frame. */}
            <MobileMenu hotline={config.hotline} />
        </>
    );
}

/** Spec §2 mobile menu: the navigation plus account, wishlist and the online purchase hotline. */
function MobileMenu({ hotline }: { hotline: string }) {
    const { t } = useTranslation();
    const { state, setMenu } = useUi();
    const open = state.menu;
    const menu = useRef<HTMLElement>(null);

    useEffect(() => {
        if (!open) return;
        const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        // After the frame in which the page root gets its menu-open class and the menu becomes visible.
        const frame = requestAnimationFrame(() => menu.current?.querySelector<HTMLElement>('a, button')?.focus());
        const onKey = (e: KeyboardEvent) => {
            if (e.key !== 'Escape') return;
            setMenu(false);
            opener?.focus();
        };
        // Widened to the desktop layout, the menu has no place: close it, so the page scrolls again.
        const desktop = window.matchMedia('(min-width: 1024px)');
        const onWiden = () => desktop.matches && setMenu(false);
        document.addEventListener('keydown', onKey);
        desktop.addEventListener('change', onWiden);
        return () => {
            cancelAnimationFrame(frame);
            document.removeEventListener('keydown', onKey);
            desktop.removeEventListener('change', onWiden);
        };
    }, [open, setMenu]);

    return (
        <nav ref={menu} id="mobile-menu" className="mobile-menu" aria-label={t('nav.mobileLabel')} inert={!open}>
            <NavList items={NAV} />
            <div className="mobile-menu__extra">
                <AccountButton className="mobile-menu__link" withLabel />
                <Link to="/my-account/wishlist" className="mobile-menu__link">
                    <Icon name="heart" />
                    <span>{t('nav.wishlist')}</span>
                </Link>
                <a href={`tel:${hotline.replace(/\s/g, '')}`} className="mobile-menu__link">
                    <Icon name="phone" />
                    <span>
                        {t('footer.hotline')} {hotline}
                    </span>
                </a>
            </div>
        </nav>
    );
}
