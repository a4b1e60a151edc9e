import { Link, Outlet } from 'react-router';

import { BareErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { CookieConsent } from '~/features/ui/components/CookieConsent';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';

/**
 * Spec §2 map layout: bare, the map fills the window. It keeps the cookie banner: AMap's map
 * loads only after consent, which the banner asks for.
 */
export default function MapLayout() {
    const { t } = useTranslation();
    const { config } = useRootData();
    return (
        <div className="map-layout">
            <header className="map-bar">
                <Link to="/" className="map-bar__brand" aria-label={t('common.homeOf', { brand: config.brandName })}>
                    {config.brandName}
                </Link>
                <Link to="/stores" className="map-bar__link">
                    {t('stores.allStores')}
                </Link>
            </header>
            <main id="main" className="map-page">
                <Outlet />
            </main>
            <CookieConsent chatWidgetUrl={config.chatWidgetUrl} />
        </div>
    );
}

export const ErrorBoundary = BareErrorBoundary;
