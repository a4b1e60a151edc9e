import { NavList } from '~/components/NavList';
import { SignOutButton } from '~/features/account/components/SignOutButton';
import { Notifications } from '~/features/ui/components/Notifications';
import { ProgressBar } from '~/features/ui/components/ProgressBar';
import { Toast } from '~/features/ui/components/Toast';
import { useUi } from '~/features/ui/use-ui';
import { useTranslation } from '~/lib/use-translation';

import { ACCOUNT_NAV } from '../navigation';
import { SiteHeader } from './SiteHeader';
import { SiteOverlays } from './SiteOverlays';

/** Spec §2 account layout: header, account sub-header, bag sidebar, notifications and toast. */
export function AccountLayout({ children }: { children: React.ReactNode }) {
    const { t } = useTranslation();
    const ui = useUi();
    return (
        <div className="site site--account">
            <ProgressBar />
            <SiteHeader />
            <nav className="account-nav" aria-label={t('account.navLabel')}>
                <div className="account-nav__inner">
                    <NavList items={ACCOUNT_NAV} />
                    <SignOutButton className="account-nav__sign-out" buttonClassName="link-button" />
                </div>
            </nav>
            <main id="main" className="site__main site__main--account" tabIndex={-1} inert={ui.state.menu}>
                {children}
            </main>
            {/* The header's bag, search and account buttons open these. */}
            <SiteOverlays />
            <Notifications />
            <Toast />
        </div>
    );
}
