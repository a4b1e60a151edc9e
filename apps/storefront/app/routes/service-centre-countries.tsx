import { CentreCountriesView } from '~/features/service-centres/components/CentreCountriesView';
import { loadCentreCountries } from '~/features/service-centres/service-centres.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/service-centre-countries';

/** /service/centers/countries (spec §2): the countries with service centres, China first. */
export function loader({ context }: Route.LoaderArgs) {
    return loadCentreCountries(context.get(shopContext), context.get(localeContext));
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

export default function ServiceCentreCountries({ loaderData }: Route.ComponentProps) {
    return <CentreCountriesView data={loaderData} />;
}
