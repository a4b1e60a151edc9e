import { redirect } from 'react-router';

import { StoreDetail } from '~/features/stores/components/StoreDetail';
import { StoreListView } from '~/features/stores/components/StoreListView';
import { storeJsonLd } from '~/features/stores/store-view';
import { loadStoreList, loadStorePage } from '~/features/stores/stores.server';
import { localeContext, shopContext } from '~/lib/context';
import { publicConfig } from '~/lib/env.server';
import { notFound } from '~/lib/not-found';
import { breadcrumbJsonLd, localizedUrl, seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/boutiques';

/**
 * /stores/{brand}-boutiques (every boutique) and /stores/{brand}-boutiques/{slug} (one store's
 * page), the brand's slug from configuration (spec §2). Any other second segment is no page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const { brandSlug } = publicConfig();
    const expected = `${brandSlug}-boutiques`;
    if (params.boutiques !== expected) {
        // /stores/Morvaux-boutiques: the capitalised twin of a page answers with a redirect, as elsewhere.
        if (params.boutiques.toLowerCase() === expected) {
            const url = new URL(request.url);
            throw redirect(url.pathname.replace(params.boutiques, expected) + url.search, 301);
        }
        throw notFound();
    }
    const client = context.get(shopContext);
    const locale = context.get(localeContext);
    if (params.slug === undefined) {
        return { page: 'list' as const, ...(await loadStoreList(client, request, locale, { boutiquesOnly: true })) };
    }
    return { page: 'store' as const, ...(await loadStorePage(client, params.slug, locale)) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
    if (!data) return [];
    const site = siteFrom(matches);
    if (data.page === 'list') {
        return seoMeta({ title: data.metaTitle, description: data.description, path: location.pathname, site });
    }
    const path = location.pathname.replace(/\/+$/, '');
    return seoMeta({
        title: data.metaTitle,
        description: data.description,
        path,
        site,
        jsonLd: [
            storeJsonLd(data.store, localizedUrl(site.origin, path, site.locale), data.closedDays),
            breadcrumbJsonLd(
                site.origin,
                [{ name: data.store.cityName, href: data.listHref }, { name: data.store.name }],
                path,
            ),
        ],
    });
};

export default function Boutiques({ loaderData }: Route.ComponentProps) {
    return loaderData.page === 'list' ? <StoreListView data={loaderData} /> : <StoreDetail data={loaderData} />;
}
