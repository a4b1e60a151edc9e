import { StoreServicesView } from '~/features/stores/components/StoreServicesView';
import { loadStoreServices } from '~/features/stores/stores.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/store-services';

/** /store/services and /store/services/{slug} (spec §2): the in-store services and the stores offering each. */
export function loader({ params, context }: Route.LoaderArgs) {
    return loadStoreServices(context.get(shopContext), context.get(localeContext), params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: location.pathname.replace(/\/+$/, ''),
              site: siteFrom(matches),
          })
        : [];

export default function StoreServices({ loaderData }: Route.ComponentProps) {
    return <StoreServicesView data={loaderData} />;
}
