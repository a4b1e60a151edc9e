import { STRAPS_COLLECTION_SLUG, WATCHES_COLLECTION_SLUG } from '@maison/shared';
import { useTranslation } from 'react-i18next';

import { loadListing, requireCollection } from '~/features/catalog/catalog.server';
import { ListingView } from '~/features/catalog/components/ListingView';
import { pageParam } from '~/features/catalog/listing-params';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';

import type { Route } from './+types/listing';

/** Watch and strap listings: /watches, /watches/all, /watches/collection, /watches/{category}, and the same for straps. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const kind = url.pathname.startsWith('/straps') ? 'straps' : 'watches';
    const root = kind === 'straps' ? STRAPS_COLLECTION_SLUG : WATCHES_COLLECTION_SLUG;
    const client = context.get(shopContext);
    const page = pageParam(url);
    const slug = params.category ?? root;
    const [collection, listing] = await Promise.all([
        params.category ? requireCollection(client, params.category) : undefined,
        loadListing(client, { collectionSlug: slug, page }),
    ]);
    const t = serverT(context.get(localeContext));
    const heading = collection?.name ?? t(`listing.${kind}Title`);
    return { ...listing, kind, page, heading, title: pageTitle(context.get(localeContext), heading) };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : []);

export default function Listing({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { kind, heading, totalItems } = loaderData;
    return (
        <ListingView
            {...loaderData}
            title={heading}
            countText={t(kind === 'straps' ? 'listing.foundStraps' : 'listing.foundWatches', { count: totalItems })}
            emptyText={t(kind === 'straps' ? 'listing.emptyStraps' : 'listing.empty')}
        />
    );
}
