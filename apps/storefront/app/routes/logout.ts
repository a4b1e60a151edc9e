import { redirect } from 'react-router';

import { signOut } from '~/features/account/sign-in.server';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/logout';

/** Signing out is a POST (a link could sign a member out from another page); a visit goes home. */
export function loader() {
    return redirect('/');
}

/** Ends the session: the backend's, then the cookie (the bag and member go with it, spec §4). */
export async function action({ context }: Route.ActionArgs) {
    await signOut(context.get(shopContext));
    return redirect('/');
}
