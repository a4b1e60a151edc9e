import { describe, expect, it } from 'vitest';

import { afterSignIn, signInPath } from './sign-in';

describe('sign-in page address', () => {
    it('carries the page to come back to', () => {
        expect(signInPath('/orders/all?page=2')).toBe('/login?redirect=%2Forders%2Fall%3Fpage%3D2');
    });
    it('carries no return to home, to the sign-in page itself or to another site', () => {
        expect(signInPath('/')).toBe('/login');
        expect(signInPath('/login?redirect=/x')).toBe('/login');
        expect(signInPath('//evil.example/x')).toBe('/login');
        expect(signInPath(undefined)).toBe('/login');
    });
});

describe('after signing in', () => {
    it('goes back to the page asked for, else to the account', () => {
        expect(afterSignIn('/checkout')).toBe('/checkout');
        expect(afterSignIn(null)).toBe('/my-account');
        expect(afterSignIn('https://evil.example/')).toBe('/my-account');
        expect(afterSignIn('/\\evil.example')).toBe('/my-account');
        expect(afterSignIn('/login')).toBe('/my-account');
    });
});
