import { NavLink } from 'react-router';

import { Icon } from '~/components/Icon';
import { AccountButton } from '~/features/account/components/AccountButton';
import { BagButton } from '~/features/bag/components/BagButton';
import { useTranslation } from '~/lib/use-translation';

import { MenuButton } from './MenuButton';

/** Spec §2 mobile bottom navigation: home, menu, wishlist, account and the basket with its count. */
export function MobileBottomNav() {
    const { t } = useTranslation();
    return (
        <nav className="bottom-nav" aria-label={t('nav.bottomLabel')}>
            <NavLink to="/" end className="bottom-nav__item" aria-label={t('nav.home')}>
                <Icon name="home" />
            </NavLink>
            <MenuButton className="bottom-nav__item" />
            <NavLink to="/my-account/wishlist" className="bottom-nav__item" aria-label={t('nav.wishlist')}>
                <Icon name="heart" />
            </NavLink>
            <AccountButton className="bottom-nav__item" />
            <BagButton className="bottom-nav__item" badgeTestId="bottom-bag-count" />
        </nav>
    );
}
