import { data } from 'react-router';

import { ContentArticle } from '~/features/content/components/ContentArticle';
import { ContentPage } from '~/features/content/components/ContentPage';
import { loadCatchAll } from '~/features/content/content-page.server';
import { contentSeoMeta, previewHeaders } from '~/features/content/content-seo';
import { isPrivateSection } from '~/features/content/pages';
import { FindYourView } from '~/features/find-your/components/FindYourView';
import { GiftingView } from '~/features/find-your/components/GiftingView';
import { loadFindYour, loadGifting } from '~/features/find-your/find-your.server';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/page';

/**
 * Fixed pages of spec §2, the CMS's pages (brand pages, campaigns, legal texts) and the
 * catch-all: a page, a permanent redirect to its new path or canonical twin, or a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = context.get(localeContext);
    const client = context.get(shopContext);
    const page = await loadCatchAll(client, request, locale);
    // `/find-your-{brand}` carries the brand's slug in its first segment, which no route pattern can
    // match: the page table finds it, and its own loaders answer.
    if (page.type === 'fixed' && page.id === 'findYour') return loadFindYour(client, request, locale);
    if (page.type === 'fixed' && page.id === 'findYourGifting') return loadGifting(client, locale);
    return data(page, { headers: page.type === 'cms' && page.entry.preview ? previewHeaders : undefined });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => {
    if (!page) return [];
    const site = siteFrom(matches);
    if ('type' in page && page.type === 'cms') {
        return contentSeoMeta(page.entry, page.metaTitle, page.description, site);
    }
    return seoMeta({
        title: page.metaTitle,
        path: location.pathname,
        site,
        noindex: 'type' in page && isPrivateSection(page.section),
    });
};

export default function Page({ loaderData }: Route.ComponentProps) {
    if ('kind' in loaderData && loaderData.kind === 'findYour') return <FindYourView data={loaderData} />;
    if ('kind' in loaderData && loaderData.kind === 'gifting') return <GiftingView data={loaderData} />;
    if (loaderData.type === 'cms') return <ContentArticle entry={loaderData.entry} />;
    return <ContentPage page={loaderData} />;
}
