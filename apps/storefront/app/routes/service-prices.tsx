import { ModelPricesView } from '~/features/service/components/ModelPricesView';
import { ServiceProseFrame } from '~/features/service/components/ServiceProseFrame';
import { loadModelPrices, loadServiceProse } from '~/features/service/service-info.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-prices';

/** /service/service-prices (issue 33): the prices for the shopper's own watch, picked by sku or name. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const [prose, prices] = await Promise.all([
        loadServiceProse(client, request, context.get(localeContext), '/service/service-prices'),
        loadModelPrices(client, new URL(request.url)),
    ]);
    return { prose, prices };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.prose.metaTitle,
              description: data.prose.description,
              path: location.pathname,
              site: siteFrom(matches),
              // One page per typed text would only dilute the page's own.
              noindex: location.search !== '',
          })
        : [];

export default function ServicePrices({ loaderData }: Route.ComponentProps) {
    return (
        <ServiceProseFrame prose={loaderData.prose}>
            <ModelPricesView data={loaderData.prices} />
        </ServiceProseFrame>
    );
}
