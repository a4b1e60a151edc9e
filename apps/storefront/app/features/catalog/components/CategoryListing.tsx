import type { MetaDescriptor } from 'react-router';

import { breadcrumbJsonLd, excerpt, seoMeta, type Site } from '~/lib/seo';
import { useTranslation } from '~/lib/use-translation';

import type { CategoryListingData } from '../category-listing.server';
import { ListingView } from './ListingView';

/** A watch or strap listing page (features/catalog/category-listing.server.ts). */
export function CategoryListing({ data }: { data: CategoryListingData }) {
    const { t } = useTranslation();
    const { kind, heading, totalItems, collection } = data;
    return (
        <ListingView
            {...data}
            title={heading}
            description={collection.description}
            breadcrumbs={collection.breadcrumbs}
            subCollections={collection.children}
            countText={t(kind === 'strap' ? 'listing.foundStraps' : 'listing.foundWatches', { count: totalItems })}
            emptyText={t(kind === 'strap' ? 'listing.emptyStraps' : 'listing.empty')}
        />
    );
}

export function categoryListingMeta(data: CategoryListingData, site: Site, pathname: string): MetaDescriptor[] {
    return seoMeta({
        title: data.title,
        description: excerpt(data.collection.descriptionText) || undefined,
        path: pathname,
        site,
        jsonLd: [breadcrumbJsonLd(site.origin, data.collection.breadcrumbs, pathname)],
    });
}
