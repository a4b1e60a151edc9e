import { data } from 'react-router';

import { loadSearchPopup } from '~/features/search/search-popup.server';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/api.search-popup';

/** The search popup's suggestions, fetched when it first opens so pages stay light. */
export async function loader({ context }: Route.LoaderArgs) {
    const popup = await loadSearchPopup(context.get(shopContext));
    return data(popup, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
