import { describe, expect, it } from 'vitest';

import { canonicalPath } from './canonical-path';

describe('canonical paths', () => {
    it.each([
        ['/Home', '/'],
        ['/Checkout', '/checkout'],
        ['/Checkout/Shipping', '/checkout'],
        ['/Checkout/Login', '/checkout/login'],
        ['/Checkout/ThankYou', '/checkout/onepage/success'],
        ['/Checkout/onepage/Failure', '/checkout/onepage/failure'],
        ['/MyAccount', '/my-account'],
        ['/MyAccount/OrderHistory', '/orders/all'],
        ['/MyAccount/ShippingDetails/', '/my-account/address'],
        ['/Login', '/login'],
        ['/ResetPassword', '/reset-password'],
        ['/ShoppingBag', '/checkout'],
        ['/Profile', '/my-account/profile'],
        ['/Orders', '/orders/all'],
        ['/Stores', '/stores'],
        ['/Stores/appointment/confirm', '/stores/appointment/confirm'],
        ['/service/Faq', '/service/faq'],
        ['/service/send-my-Watch/step-2', '/service/send-my-watch/step-2'],
    ])('%s → %s', (from, to) => {
        expect(canonicalPath(from)).toBe(to);
    });

    it('keeps the query string', () => {
        expect(canonicalPath('/ResetPassword', '?token=abc')).toBe('/reset-password?token=abc');
        expect(canonicalPath('/Stores', '?city=shanghai')).toBe('/stores?city=shanghai');
    });

    it('turns the old order query into a path', () => {
        expect(canonicalPath('/Order', '?orderBn=SO123')).toBe('/order/SO123');
        expect(canonicalPath('/OrderLogistic', '?orderBn=SO123&utm=x')).toBe('/order/logistic/SO123?utm=x');
        expect(canonicalPath('/OrderReturn', '?id=SO9')).toBe('/order/return/SO9');
        expect(canonicalPath('/Order')).toBe('/orders/all');
    });

    it('never points to another site', () => {
        expect(canonicalPath('//Evil.com')).toBeUndefined();
        expect(canonicalPath('//Evil.com/Home')).toBeUndefined();
        expect(canonicalPath('/\\Evil.com')).toBeUndefined();
    });

    it('lower-cases only to a path that exists', () => {
        const exists = (path: string) => path === '/watches';
        expect(canonicalPath('/Watches', '', exists)).toBe('/watches');
        expect(canonicalPath('/Foo', '', exists)).toBeUndefined();
    });

    it('leaves canonical and unknown lower-case paths alone', () => {
        expect(canonicalPath('/')).toBeUndefined();
        expect(canonicalPath('/checkout')).toBeUndefined();
        expect(canonicalPath('/no-such-page')).toBeUndefined();
    });
});
