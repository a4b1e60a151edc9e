import { FaqView } from '~/features/service/components/FaqView';
import { ServiceProseFrame } from '~/features/service/components/ServiceProseFrame';
import { loadFaq, loadServiceProse } from '~/features/service/service-info.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-faq';

/** /service/faq (issue 33): the FAQ by topic, searched on the server with `?q=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const [prose, faq] = await Promise.all([
        loadServiceProse(client, request, context.get(localeContext), '/service/faq'),
        loadFaq(client, new URL(request.url)),
    ]);
    return { prose, faq };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.prose.metaTitle,
              description: data.prose.description,
              path: location.pathname,
              site: siteFrom(matches),
              noindex: location.search !== '',
          })
        : [];

export default function ServiceFaq({ loaderData }: Route.ComponentProps) {
    return (
        <ServiceProseFrame prose={loaderData.prose}>
            <FaqView data={loaderData.faq} />
        </ServiceProseFrame>
    );
}
