import { PressLanding } from '~/features/content/components/PressViews';
import { loadPressLanding } from '~/features/content/press.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/press-lounge';

/** /press-lounge (spec §2): the latest press releases, media and press kits. */
export function loader({ context }: Route.LoaderArgs) {
    return loadPressLanding(context.get(shopContext), context.get(localeContext));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/press-lounge',
              site: siteFrom(matches),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <PressLanding data={loaderData} />;
}
