import { loadSearchPopup, type SearchPopupData } from '~/features/search/search-popup.server';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/api.search-popup';

/**
 * The search popup's suggestions as JSON, fetched once the page is idle so pages stay light. When the
 * shop API fails the popup still works as a search box: it gets empty lists, not an error page.
 */
export async function loader({ context }: Route.LoaderArgs) {
    try {
        const popup = await loadSearchPopup(context.get(shopContext));
        return Response.json(popup satisfies SearchPopupData, { headers: { 'Cache-Control': 'private, max-age=300' } });
    } catch (error) {
        console.error('search popup suggestions unavailable', error);
        const unavailable: SearchPopupData = { collections: [], products: [], unavailable: true };
        return Response.json(unavailable, { headers: { 'Cache-Control': 'no-store' } });
    }
}
