import { loadContentPage } from '~/features/content/content-page.server';
import { ContentPage } from '~/features/content/components/ContentPage';
import { isPrivateSection } from '~/features/content/pages';
import { FindYourView } from '~/features/find-your/components/FindYourView';
import { GiftingView } from '~/features/find-your/components/GiftingView';
import { loadFindYour, loadGifting } from '~/features/find-your/find-your.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/page';

/** Content pages of spec §2 and the catch-all: a page, a permanent redirect to its canonical twin, or a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const page = loadContentPage(request, locale);
    // `/find-your-{brand}` carries the brand's slug in its first segment, which no route pattern can
    // match: the page table finds it, and its own loaders answer.
    if (page.id === 'findYour') return loadFindYour(context.get(shopContext), request, locale);
    if (page.id === 'findYourGifting') return loadGifting(context.get(shopContext), locale);
    return { kind: 'content' as const, ...page };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
    data
        ? seoMeta({
              title: data.metaTitle,
              path: location.pathname,
              site: siteFrom(matches),
              noindex: data.kind === 'content' && isPrivateSection(data.section),
          })
        : [];

export default function Page({ loaderData }: Route.ComponentProps) {
    if (loaderData.kind === 'findYour') return <FindYourView data={loaderData} />;
    if (loaderData.kind === 'gifting') return <GiftingView data={loaderData} />;
    return <ContentPage page={loaderData} />;
}
