import { WarrantyView } from '~/features/service-centres/components/WarrantyView';
import { loadWarranty } from '~/features/service-centres/warranty.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/international-warranty';

/** /service/international-warranty (spec §2): the CMS's prose on the warranty, and the centres abroad. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadWarranty(context.get(shopContext), request, context.get(localeContext));
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

export default function InternationalWarranty({ loaderData }: Route.ComponentProps) {
    return <WarrantyView data={loaderData} />;
}
