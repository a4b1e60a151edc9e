import { PressReleases } from '~/features/content/components/PressViews';
import { loadPressReleases } from '~/features/content/press.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/press-releases';

/** /press-lounge/press-releases: the press releases by year, newest first. */
export function loader({ context }: Route.LoaderArgs) {
    return loadPressReleases(context.get(shopContext), context.get(localeContext), 'pressReleases');
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/press-lounge/press-releases',
              site: siteFrom(matches),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <PressReleases data={loaderData} />;
}
