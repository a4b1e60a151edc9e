import { loadContentPage } from '~/features/content/content-page.server';
import { ContentPage } from '~/features/content/components/ContentPage';
import { localeContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/page';

/** Content pages of spec §2 and the catch-all: a page, a permanent redirect to its canonical twin, or a 404. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadContentPage(request, context.get(localeContext));
}

/** Account and checkout pages are the visitor's own: search engines leave them out. */
const PRIVATE_SECTIONS = new Set(['account', 'checkout']);

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              path: location.pathname,
              origin: siteFrom(matches).origin,
              noindex: PRIVATE_SECTIONS.has(data.section),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    return <ContentPage page={loaderData} />;
}
