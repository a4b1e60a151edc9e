import { newsRss } from '~/features/content/news.server';
import { localeContext, shopContext } from '~/lib/context';

import type { Route } from './+types/news-rss';

/** /news/rss.xml: the newest articles as RSS 2.0, in the visitor's language (`?lang=`). */
export async function loader({ context }: Route.LoaderArgs) {
    const xml = await newsRss(context.get(shopContext), context.get(localeContext));
    return new Response(xml, {
        headers: {
            'Content-Type': 'application/rss+xml; charset=utf-8',
            // Private: without `?lang=` the language comes from the visitor's cookie.
            'Cache-Control': 'private, max-age=300',
        },
    });
}
