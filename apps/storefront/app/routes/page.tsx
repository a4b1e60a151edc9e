import { data } from 'react-router';

import { ContentArticle } from '~/features/content/components/ContentArticle';
import { ContentPage } from '~/features/content/components/ContentPage';
import { loadCatchAll } from '~/features/content/content-page.server';
import { contentSeoMeta, previewHeaders } from '~/features/content/content-seo';
import { isPrivateSection } from '~/features/content/pages';
import { localeContext, shopContext } from '~/lib/context';
import { seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/page';

/**
 * Fixed pages of spec §2, the CMS's pages (brand pages, campaigns, legal texts) and the
 * catch-all: a page, a permanent redirect to its new path or canonical twin, or a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
    const page = await loadCatchAll(context.get(shopContext), request, context.get(localeContext));
    return data(page, { headers: page.type === 'cms' && page.entry.preview ? previewHeaders : undefined });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) => {
    if (!page) return [];
    const site = siteFrom(matches);
    if (page.type === 'cms') return contentSeoMeta(page.entry, page.metaTitle, page.description, site);
    return seoMeta({ title: page.metaTitle, path: location.pathname, site, noindex: isPrivateSection(page.section) });
};

export default function Page({ loaderData }: Route.ComponentProps) {
    if (loaderData.type === 'cms') return <ContentArticle entry={loaderData.entry} />;
    return <ContentPage page={loaderData} />;
}
