import { AllPricesView } from '~/features/service/components/AllPricesView';
import { ServiceProseFrame } from '~/features/service/components/ServiceProseFrame';
import { loadAllPrices, loadServiceProse } from '~/features/service/service-info.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-all-prices';

/** /service/all-prices (issue 33): the whole service price table. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const [prose, rows] = await Promise.all([
        loadServiceProse(client, request, context.get(localeContext), '/service/all-prices'),
        loadAllPrices(client),
    ]);
    return { prose, rows };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.prose.metaTitle,
              description: data.prose.description,
              path: location.pathname,
              site: siteFrom(matches),
          })
        : [];

export default function ServiceAllPrices({ loaderData }: Route.ComponentProps) {
    return (
        <ServiceProseFrame prose={loaderData.prose}>
            <AllPricesView rows={loaderData.rows} />
        </ServiceProseFrame>
    );
}
