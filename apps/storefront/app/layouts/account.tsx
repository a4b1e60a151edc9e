import { Outlet } from 'react-router';

import { SiteErrorBoundary } from '~/features/layout/components/SiteErrorBoundary';
import { AccountLayout } from '~/features/layout/components/AccountLayout';
import { shopContext } from '~/lib/context';
import { requireMember } from '~/lib/member.server';

import type { Route } from './+types/account';

/**
 * The guard of every account page (spec §4): a guest goes to sign in and comes back, a failing
 * current-customer call goes home. The pages below rely on it and on the Shop API's own checks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    return { member: await requireMember(context.get(shopContext), request) };
}

/** Spec §2 account layout: header, account sub-header, bag sidebar and toast. */
export default function Account() {
    return (
        <AccountLayout>
            <Outlet />
        </AccountLayout>
    );
}

export const ErrorBoundary = SiteErrorBoundary;
