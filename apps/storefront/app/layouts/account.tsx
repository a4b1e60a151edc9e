import { Outlet } from 'react-router';

import { SiteErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { AccountLayout } from '~/features/layout/components/AccountLayout';

/** Spec §2 account layout: header, account sub-header, bag sidebar and toast. */
export default function Account() {
    return (
        <AccountLayout>
            <Outlet />
        </AccountLayout>
    );
}

export const ErrorBoundary = SiteErrorBoundary;
