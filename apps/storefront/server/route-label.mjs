import { LruCache } from '@maison/shared';
import { matchRoutes } from 'react-router';

/** Paths whose route is remembered: matching walks and ranks the whole route table each time. */
const REMEMBERED_PATHS = 5_000;

/**
 * The build's routes, matched as React Router matches them: the metrics label of a storefront
 * request and the route pattern of a page (which the page cache's rules read).
 */
export function routeTable({ routes, proxied }) {
    const byParent = new Map();
    for (const route of Object.values(routes)) {
        const siblings = byParent.get(route.parentId) ?? [];
        siblings.push(route);
        byParent.set(route.parentId, siblings);
    }
    const tree = (parentId) =>
        (byParent.get(parentId) ?? []).map((r) => ({
            id: r.id,
            path: r.path,
            index: r.index,
            caseSensitive: r.caseSensitive,
            children: tree(r.id),
        }));
    const table = tree(undefined);
    // null for a path no route answers: the cache keeps no undefined.
    const matched = new LruCache({ maxEntries: REMEMBERED_PATHS });
    const routeOf = (path) => {
        let found = matched.get(path);
        if (found === undefined) {
            const matches = matchRoutes(table, path);
            found = matches
                ? {
                      id: matches[matches.length - 1].route.id,
                      // As React Router gives it to middleware: the matched routes' paths joined.
                      pattern:
                          matches
                              .map((m) => m.route.path)
                              .filter(Boolean)
                              .join('/')
                              .replace(/\/\/+/g, '/') || '/',
                  }
                : null;
            matched.set(path, found);
        }
        return found;
    };
    return {
        /**
         * The metrics label of a request: a proxied API's prefix, the build files, or the id of
         * the route that answers the path (its data requests too). Never the raw path, so the
         * label set stays as small as the route table.
         */
        labelOf(pathname) {
            const prefix = proxied.find(
                (p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
            );
            if (prefix) return prefix.replace(/\/$/, '');
            if (pathname.startsWith('/_build/')) return '/_build';
            if (pathname === '/healthz' || pathname === '/readyz') return pathname;
            // A data request (client navigation) is labelled as the page it reads for.
            let path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
            if (path === '/_root') path = '/';
            return routeOf(path)?.id ?? 'unmatched';
        },
        /** The pattern of the route that answers a page's path (`watches/:slug/:sku`), if one does. */
        patternOf(pathname) {
            return routeOf(pathname)?.pattern;
        },
    };
}
