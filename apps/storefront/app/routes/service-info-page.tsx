import { ServiceProseFrame } from '~/features/service/components/ServiceProseFrame';
import { loadServiceProse } from '~/features/service/service-info.server';
import { withoutTrailingSlash } from '~/lib/canonical-path';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-info-page';

/** /service, /service/our-services, /service/watch-care, /service/my-watch-needs-a-service: prose from the CMS. */
export function loader({ request, context }: Route.LoaderArgs) {
    const path = withoutTrailingSlash(new URL(request.url).pathname);
    return loadServiceProse(context.get(shopContext), request, context.get(localeContext), path);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({ title: data.metaTitle, description: data.description, path: location.pathname, site: siteFrom(matches) })
        : [];

export default function ServiceInfoPage({ loaderData }: Route.ComponentProps) {
    return <ServiceProseFrame prose={loaderData} />;
}
