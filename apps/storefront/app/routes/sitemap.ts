import { sitemapPaths, sitemapXml } from '~/features/catalog/sitemap.server';
import { shopContext } from '~/lib/context';
import { publicConfig } from '~/lib/env.server';

import type { Route } from './+types/sitemap';

/** /sitemap.xml: every product, listing and content page, with language alternates. */
export async function loader({ context }: Route.LoaderArgs) {
    const { publicUrl, brandSlug } = publicConfig();
    const paths = await sitemapPaths(context.get(shopContext), brandSlug);
    return new Response(sitemapXml(publicUrl, paths), {
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'private, max-age=3600' },
    });
}
