import { CentresView } from '~/features/service-centres/components/CentresView';
import { loadCentres } from '~/features/service-centres/service-centres.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-centres';

/** /service/centers/{lan} (spec §2): a country's service centres; 404 for a country without any. */
export function loader({ params, context }: Route.LoaderArgs) {
    return loadCentres(context.get(shopContext), context.get(localeContext), params.lan);
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

export default function ServiceCentres({ loaderData }: Route.ComponentProps) {
    return <CentresView data={loaderData} />;
}
