import { matchRoutes } from 'react-router';

/**
 * The metrics label of a storefront request: a proxied API's prefix, the build files, or the
 * id of the React Router route that answers the path (its data requests too). Never the raw
 * path, so the label set stays as small as the route table.
 */
export function routeLabeler({ routes, proxied }) {
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
    return (pathname) => {
        const prefix = proxied.find(
            (p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
        );
        if (prefix) return prefix.replace(/\/$/, '');
        if (pathname.startsWith('/_build/')) return '/_build';
        if (pathname === '/healthz' || pathname === '/readyz') return pathname;
        // A data request (client navigation) is labelled as the page it reads for.
        let path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
        if (path === '/_root') path = '/';
        const matches = matchRoutes(table, path);
        return matches ? matches[matches.length - 1].route.id : 'unmatched';
    };
}
