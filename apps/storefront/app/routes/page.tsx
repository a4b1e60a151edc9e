import { loadContentPage } from '~/features/content/content-page.server';
import { ContentPage } from '~/features/content/components/ContentPage';
import { isPrivateSection } from '~/features/content/pages';
import { localeContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/page';

/** Content pages of spec §2 and the catch-all: a page, a permanent redirect to its canonical twin, or a 404. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadContentPage(request, context.get(localeContext));
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              path: location.pathname,
              site: siteFrom(matches),
              noindex: isPrivateSection(data.section),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <ContentPage page={loaderData} />;
}
