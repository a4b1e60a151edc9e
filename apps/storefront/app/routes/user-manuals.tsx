import { UserManualsView } from '~/features/service-centres/components/UserManualsView';
import { loadUserManuals } from '~/features/service-centres/user-manuals.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/user-manuals';

/** /service/user-manuals (spec §2): the manuals per calibre, filtered by collection, model or calibre. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadUserManuals(context.get(shopContext), context.get(localeContext), new URL(request.url));
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

export default function UserManuals({ loaderData }: Route.ComponentProps) {
    return <UserManualsView data={loaderData} />;
}
