import { MediaData } from '~/features/content/components/PressViews';
import { loadMediaData } from '~/features/content/press.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/press-media-data';

/** /press-lounge/media-data: press kits and fact sheets. */
export function loader({ context }: Route.LoaderArgs) {
    return loadMediaData(context.get(shopContext), context.get(localeContext));
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              description: data.description,
              path: '/press-lounge/media-data',
              site: siteFrom(matches),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <MediaData data={loaderData} />;
}
