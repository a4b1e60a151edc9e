import { CookieConsent } from '~/features/ui/components/CookieConsent';
import { LoadingOverlay } from '~/features/ui/components/LoadingOverlay';
import { Notifications } from '~/features/ui/components/Notifications';
import { ProgressBar } from '~/features/ui/components/ProgressBar';
import { Toast } from '~/features/ui/components/Toast';
import { useUi } from '~/features/ui/use-ui';
import { useRootData } from '~/lib/root-data';

import { MobileBottomNav } from './MobileBottomNav';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SiteOverlays } from './SiteOverlays';

/**
 * Spec §2 default layout: header, page, bag sidebar, login modal, notifications, video
 * player, footer, toast, loading overlay and cookie banner.
 */
export function SiteLayout({ children }: { children: React.ReactNode }) {
    const { config } = useRootData();
    const { state } = useUi();
    return (
        <div className="site">
            <ProgressBar />
            <SiteHeader />
            {/* Under the open mobile menu the page is out of reach of Tab and screen readers. */}
            <main id="main" className="site__main" tabIndex={-1} inert={state.menu}>
                {children}
            </main>
            <SiteFooter />
            <MobileBottomNav />
            <SiteOverlays video />
            <Notifications />
            <Toast />
            <LoadingOverlay />
            <CookieConsent chatWidgetUrl={config.chatWidgetUrl} />
        </div>
    );
}
