import { NewsList } from '~/features/content/components/NewsList';
import { NEWS_RSS_PATH } from '~/features/content/content-paths';
import { loadNewsList } from '~/features/content/news.server';
import { localeContext, shopContext } from '~/lib/context';
import { localizedUrl, seoMeta, siteFrom } from '~/lib/seo';

import type { Route } from './+types/news';

/** /news (spec §2): the CMS's articles, newest first, by page and tag. */
export function loader({ request, context }: Route.LoaderArgs) {
    return loadNewsList(context.get(shopContext), request, context.get(localeContext));
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
    if (!data) return [];
    const site = siteFrom(matches);
    const query = new URLSearchParams();
    if (data.tag) query.set('tag', data.tag);
    if (data.page > 1) query.set('page', String(data.page));
    const path = query.size ? `/news?${query.toString()}` : '/news';
    return [
        ...seoMeta({ title: data.metaTitle, description: data.description, path, site }),
        {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: data.title,
            href: localizedUrl(site.origin, NEWS_RSS_PATH, site.locale),
        },
    ];
};

export default function News({ loaderData }: Route.ComponentProps) {
    return <NewsList data={loaderData} />;
}
