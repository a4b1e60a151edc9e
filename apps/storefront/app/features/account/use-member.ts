import { useRouteLoaderData } from 'react-router';

import type { Member } from './member';

/** The signed-in member, as the account layout's guard loaded them. */
export function useMember(): Member {
    const data = useRouteLoaderData<{ member: Member }>('layouts/account');
    if (!data) throw new Error('useMember is for pages inside the account layout');
    return data.member;
}
