import { categorySegments, loadCategoryListing } from '~/features/catalog/category-listing.server';
import { CategoryListing, categoryListingMeta } from '~/features/catalog/components/CategoryListing';
import { localeContext, shopContext } from '~/lib/context';
import { siteFrom } from '~/lib/seo';

import type { Route } from './+types/listing';

/**
 * Watch and strap listings: /watches, /watches/all, /watches/collection and categories down to
 * /watches/{slug_2}/{slug_3}/{slug_4}/{slug_5}, and the same for straps.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    return loadCategoryListing({
        request,
        client: context.get(shopContext),
        locale: context.get(localeContext),
        kind: new URL(request.url).pathname.startsWith('/straps') ? 'strap' : 'watch',
        segments: categorySegments(params, ['category', 's3', 's4', 's5']),
    });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data ? categoryListingMeta(data, siteFrom(matches), location.pathname) : [];

export default function Listing({ loaderData }: Route.ComponentProps) {
    return <CategoryListing data={loaderData} />;
}
