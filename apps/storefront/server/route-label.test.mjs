import { describe, expect, it } from 'vitest';

import { routeTable } from './route-label.mjs';

const routes = {
    root: { id: 'root', path: '' },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true },
    'routes/product': { id: 'routes/product', parentId: 'root', path: 'watches/:sku' },
    'layouts/account': { id: 'layouts/account', parentId: 'root', path: 'account' },
    'routes/order': { id: 'routes/order', parentId: 'layouts/account', path: 'orders/:code' },
    'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
};

describe('routeTable', () => {
    const { labelOf, patternOf } = routeTable({ routes, proxied: ['/shop-api', '/assets', '/payments/'] });

    it('labels a page by the route that answers it, never by its path', () => {
        expect(labelOf('/')).toBe('routes/home');
        expect(labelOf('/watches/MX-1001-STEEL')).toBe('routes/product');
        expect(labelOf('/watches/MX-2002-GOLD')).toBe('routes/product');
        expect(labelOf('/account/orders/ABC123')).toBe('routes/order');
        expect(labelOf('/wp-admin/setup.php')).toBe('routes/not-found');
    });

    it('labels a data request as the page it reads for', () => {
        expect(labelOf('/watches/MX-1001-STEEL.data')).toBe('routes/product');
        expect(labelOf('/_root.data')).toBe('routes/home');
    });

    it('labels proxied APIs and build files by their prefix', () => {
        expect(labelOf('/shop-api')).toBe('/shop-api');
        expect(labelOf('/assets/source/ab/watch.jpg')).toBe('/assets');
        expect(labelOf('/payments/notify/alipay')).toBe('/payments');
        expect(labelOf('/_build/app-1234.js')).toBe('/_build');
        expect(labelOf('/assetsX')).toBe('routes/not-found');
    });

    it('has one label for what no route answers', () => {
        const strict = routeTable({ routes: { root: { id: 'root', path: '' } }, proxied: [] });
        expect(strict.labelOf('/anything/12345')).toBe('unmatched');
        expect(strict.patternOf('/anything/12345')).toBeUndefined();
    });

    it("gives a page's route pattern as React Router gives it to middleware, the same each time", () => {
        expect(patternOf('/')).toBe('/');
        expect(patternOf('/watches/MX-1001-STEEL')).toBe('watches/:sku');
        expect(patternOf('/watches/MX-1001-STEEL')).toBe('watches/:sku');
        expect(patternOf('/account/orders/ABC123')).toBe('account/orders/:code');
        expect(patternOf('/wp-admin/setup.php')).toBe('*');
    });
});
