import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Every path of the shop in one place (spec §2). Canonical twins answer with a permanent
 * redirect to the page that serves them.
 */
export default [
    index('routes/home.tsx'),
    route('Home', 'routes/redirect-home.tsx'),
    route('watches', 'routes/watches.tsx', { id: 'watches' }),
    route('watches/all', 'routes/watches.tsx', { id: 'watches-all' }),
    route('watches/:slug/:sku', 'routes/watch-detail.tsx'),
    route('strap/:id/:sku', 'routes/strap-detail.tsx'),
    route('api/bag', 'routes/api.bag.ts'),
    route('api/locale', 'routes/api.locale.ts'),
    route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
