import { personalDataFileName, loadPersonalData } from '~/features/account/personal-data.server';
import { shopContext } from '~/lib/context';
import { requireMember } from '~/lib/member.server';

import type { Route } from './+types/account-personal-data';

/**
 * The member's own data as a JSON file to keep (PIPL): a visitor who is not signed in is sent
 * to sign in and brought back. Never stored by a cache on the way: it is one person's data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    await requireMember(client, request);
    const body = JSON.stringify(await loadPersonalData(client), null, 2);
    return new Response(body, {
        headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': `attachment; filename="${personalDataFileName()}"`,
            'Cache-Control': 'private, no-store',
        },
    });
}
