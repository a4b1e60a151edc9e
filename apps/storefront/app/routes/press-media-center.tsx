import { MediaCenter } from '~/features/content/components/PressViews';
import { loadMediaCenter } from '~/features/content/press.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/press-media-center';

/** /press-lounge/media-center: pictures and videos for the press to download. */
export function loader({ context }: Route.LoaderArgs) {
    return loadMediaCenter(context.get(shopContext), context.get(localeContext));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/press-lounge/media-center',
              site: siteFrom(matches),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <MediaCenter data={loaderData} />;
}
