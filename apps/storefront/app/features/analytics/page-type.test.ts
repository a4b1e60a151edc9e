import { describe, expect, it } from 'vitest';

import { pageTypeOf } from './page-type';

describe('the page type of a view', () => {
    it('names the shop’s pages by their route and path', () => {
        expect(pageTypeOf('routes/home', '/')).toBe('home');
        expect(pageTypeOf('watches', '/watches')).toBe('listing');
        expect(pageTypeOf('straps-category', '/straps/leather')).toBe('listing');
        expect(pageTypeOf('routes/strap-detail', '/strap/12/ST-001')).toBe('product');
        expect(pageTypeOf('routes/search', '/search/all')).toBe('search');
        expect(pageTypeOf('routes/checkout', '/checkout')).toBe('checkout');
        expect(pageTypeOf('checkout-success', '/checkout/onepage/success')).toBe('checkout');
        expect(pageTypeOf('routes/account', '/my-account')).toBe('account');
        expect(pageTypeOf('routes/order', '/order/pending/MX123')).toBe('account');
        expect(pageTypeOf('routes/stores', '/stores')).toBe('stores');
        expect(pageTypeOf('routes/store-services', '/store/services/repair')).toBe('stores');
        expect(pageTypeOf('service-watch-care', '/service/watch-care')).toBe('service');
        expect(pageTypeOf('routes/news-article', '/news/details/launch')).toBe('content');
        expect(pageTypeOf('catch-all', '/privacy-policy')).toBe('content');
    });

    it('tells a watch’s page from the category the same shape of address turned out to be', () => {
        expect(pageTypeOf('routes/watch-detail', '/watches/heritage/MX-100', 'product')).toBe('product');
        expect(pageTypeOf('routes/watch-detail', '/watches/heritage/chronograph', 'listing')).toBe('listing');
        expect(pageTypeOf('watch-detail-by-model', '/watches/heritage/classic/MX-101')).toBe('product');
    });

    it('matches whole segments only', () => {
        expect(pageTypeOf('catch-all', '/servicemen')).toBe('content');
        expect(pageTypeOf('catch-all', '/storefront-news')).toBe('content');
        expect(pageTypeOf('routes/login', '/login')).toBe('account');
        expect(pageTypeOf('unknown', '/elsewhere')).toBe('other');
    });
});
