import { publicConfig } from '~/lib/env.server';

/** /robots.txt: the shop's pages are open to search engines; visitors' own pages and search results are not. */
export function loader() {
    const { publicUrl } = publicConfig();
    const body = [
        'User-agent: *',
        'Disallow: /my-account',
        'Disallow: /checkout',
        'Disallow: /orders/',
        'Disallow: /order/',
        'Disallow: /api/',
        'Disallow: /search',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
    ].join('\n');
    return new Response(body, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, max-age=86400' },
    });
}
