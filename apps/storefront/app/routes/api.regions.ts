import { childrenOf } from '~/features/address/regions.server';
import { neverRevalidate } from '~/lib/revalidation';

import type { Route } from './+types/api.regions';

export const shouldRevalidate = neverRevalidate;

/** The cities of a province or the districts of a city, for the address form's next list. */
export function loader({ request }: Route.LoaderArgs) {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    return Response.json(childrenOf(code), { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
