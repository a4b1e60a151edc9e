import { StoreListView } from '~/features/stores/components/StoreListView';
import { loadStoreList } from '~/features/stores/stores.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/stores';

/** /stores (spec §2): boutiques and authorised retailers, filtered by city and type in the URL. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadStoreList(context.get(shopContext), request, context.get(localeContext), { boutiquesOnly: false });
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/stores',
              site: siteFrom(matches),
          })
        : [];

export default function Stores({ loaderData }: Route.ComponentProps) {
    return <StoreListView data={loaderData} />;
}
