import { Outlet } from 'react-router';

import { SiteErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { SiteLayout } from '~/features/layout/components/SiteLayout';

/** Spec §2 default layout: header, page, bag sidebar, login modal, notifications, video, footer, toast, overlay, cookie banner. */
export default function DefaultLayout() {
    return (
        <SiteLayout>
            <Outlet />
        </SiteLayout>
    );
}

export const ErrorBoundary = SiteErrorBoundary;
