import type { AnalyticsPageType } from '@maison/shared';

/** The routes that show one watch or strap (routes.ts). */
const PRODUCT_ROUTES = new Set(['routes/watch-detail', 'watch-detail-by-model', 'routes/strap-detail']);

/** Paths by their first segments, the first match winning. */
const PREFIXES: ReadonlyArray<readonly [string, AnalyticsPageType]> = [
    ['/search', 'search'],
    ['/checkout', 'checkout'],
    ['/watches', 'listing'],
    ['/straps', 'listing'],
    ['/strap', 'product'],
    ['/my-account', 'account'],
    ['/orders', 'account'],
    ['/order', 'account'],
    ['/login', 'account'],
    ['/reset-password', 'account'],
    ['/stores', 'stores'],
    ['/store', 'stores'],
    ['/service', 'service'],
    ['/news', 'content'],
    ['/press-lounge', 'content'],
];

/**
 * The kind of page a view is, for the figures by page type: from the route that rendered it
 * (`routeId`, the leaf match's id) and its path. `shown` is what a route that serves two kinds
 * rendered (a watch's address that turned out to be a category says 'listing'). The CMS's and
 * fixed pages, served by the catch-all, are content.
 */
export function pageTypeOf(routeId: string, path: string, shown?: unknown): AnalyticsPageType {
    if (path === '/') return 'home';
    if (PRODUCT_ROUTES.has(routeId)) return shown === 'listing' ? 'listing' : 'product';
    const found = PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    if (found) return found[1];
    return routeId === 'catch-all' ? 'content' : 'other';
}
