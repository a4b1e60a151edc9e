import { Outlet } from 'react-router';

import { BareErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';

/** Spec §2 blank layout: the page alone, for pages shown inside the mini-program's web view. */
export default function Blank() {
    return (
        <main id="main" className="blank">
            <Outlet />
        </main>
    );
}

export const ErrorBoundary = BareErrorBoundary;
