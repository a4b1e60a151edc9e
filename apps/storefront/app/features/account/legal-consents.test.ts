import { describe, expect, it } from 'vitest';

import { afterConsents, consentsPath } from './legal-consents.server';

describe('the consents page', () => {
    it('is asked to go on to a page of this site only', () => {
        expect(consentsPath('/checkout')).toBe('/my-account/consents?redirect=%2Fcheckout');
        expect(consentsPath('/orders/all?page=2')).toBe('/my-account/consents?redirect=%2Forders%2Fall%3Fpage%3D2');
        expect(consentsPath('https://evil.example/')).toBe('/my-account/consents');
        expect(consentsPath('//evil.example')).toBe('/my-account/consents');
    });

    it('goes on to the page asked for, never to itself, sign-in or another site', () => {
        expect(afterConsents('/checkout')).toBe('/checkout');
        expect(afterConsents('/my-account/member-club')).toBe('/my-account/member-club');
        expect(afterConsents(null)).toBe('/my-account');
        expect(afterConsents('/my-account/consents?redirect=%2Fcheckout')).toBe('/my-account');
        expect(afterConsents('/login')).toBe('/my-account');
        expect(afterConsents('/\\evil.example')).toBe('/my-account');
        expect(afterConsents('https://evil.example/')).toBe('/my-account');
    });
});
