import { PressReleasesTable } from '~/features/content/components/PressViews';
import { loadPressReleases } from '~/features/content/press.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/press-releases-data';

/** /press-lounge/press-releases/data: the press releases as a table of their dates and files to download. */
export function loader({ context }: Route.LoaderArgs) {
    return loadPressReleases(context.get(shopContext), context.get(localeContext), 'pressReleasesData');
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/press-lounge/press-releases/data',
              site: siteFrom(matches),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <PressReleasesTable data={loaderData} />;
}
