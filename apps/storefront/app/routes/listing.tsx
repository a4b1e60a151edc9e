import { KIND_COLLECTION_SLUG } from '@maison/shared';
import { useTranslation } from 'react-i18next';

import { requireCollection } from '~/features/catalog/catalog.server';
import { ListingView } from '~/features/catalog/components/ListingView';
import { loadListingPage } from '~/features/catalog/listing-page.server';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';
import { breadcrumbJsonLd, plainText, seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/listing';

/** Watch and strap listings: /watches, /watches/all, /watches/collection, /watches/{category}, and the same for straps. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const kind = url.pathname.startsWith('/straps') ? 'strap' : 'watch';
    const root = KIND_COLLECTION_SLUG[kind];
    const client = context.get(shopContext);
    const locale = context.get(localeContext);
    const t = serverT(locale);
    const slug = params.category ?? root;
    const [collection, listing] = await Promise.all([
        requireCollection(client, slug, { path: `/${root}`, rootSlug: root, homeName: t('nav.home') }),
        loadListingPage({ request, client, collectionSlug: slug, textParam: 'phrase' }),
    ]);
    const heading = params.category
        ? collection.name
        : t(kind === 'strap' ? 'listing.strapsTitle' : 'listing.watchesTitle');
    return {
        ...listing,
        kind,
        heading,
        collection,
        title: pageTitle(locale, heading),
    };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
    if (!data) return [];
    const { origin } = siteFrom(matches);
    return seoMeta({
        title: data.title,
        description: plainText(data.collection.description) || undefined,
        path: location.pathname,
        origin,
        jsonLd: [breadcrumbJsonLd(origin, data.collection.breadcrumbs, location.pathname)],
    });
};

export default function Listing({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { kind, heading, totalItems, collection } = loaderData;
    return (
        <ListingView
            {...loaderData}
            title={heading}
            description={collection.description}
            breadcrumbs={collection.breadcrumbs}
            subCollections={collection.children}
            countText={t(kind === 'strap' ? 'listing.foundStraps' : 'listing.foundWatches', { count: totalItems })}
            emptyText={t(kind === 'strap' ? 'listing.emptyStraps' : 'listing.empty')}
        />
    );
}
