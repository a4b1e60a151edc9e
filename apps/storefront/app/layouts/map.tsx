import { Outlet } from 'react-router';

import { BareErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';

/** Spec §2 map layout: bare, the map fills the window. */
export default function MapLayout() {
    return (
        <main id="main" className="map-page">
            <Outlet />
        </main>
    );
}

export const ErrorBoundary = BareErrorBoundary;
