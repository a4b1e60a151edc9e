import { sitemapPaths, sitemapXml } from '~/features/catalog/sitemap.server';
import { loadContentSitemap } from '~/features/content/content.server';
import { centreSitemapPaths } from '~/features/service-centres/service-centres.server';
import { shopContext } from '~/lib/context';
import { publicConfig } from '~/lib/env.server';

import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml: every product, listing, fixed page and published CMS page (brand pages, news
 * articles, press releases, legal texts), with language alternates.
 */
export async function loader({ context }: Route.LoaderArgs) {
    const { publicUrl, brandSlug } = publicConfig();
    const client = context.get(shopContext);
    const [paths, content, centres] = await Promise.all([
        sitemapPaths(client, brandSlug),
        loadContentSitemap(client),
        centreSitemapPaths(client),
    ]);
    const all = [...new Set([...paths, ...content.map((entry) => entry.path), ...centres])];
    return new Response(sitemapXml(publicUrl, all), {
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'private, max-age=3600' },
    });
}
