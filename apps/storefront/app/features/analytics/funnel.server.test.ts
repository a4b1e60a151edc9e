import { describe, expect, it } from 'vitest';

import { consentedVisitor } from './funnel.server';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const at = (cookie: string) => new Request('http://shop.test/checkout', { headers: { Cookie: cookie } });

describe('the visitor an order is linked to', () => {
    it('is the browser’s analytics id, with consent', () => {
        expect(consentedVisitor(at(`cookie_control_consent=true; analytics_visitor=${ID}`))).toBe(ID);
    });

    it('is none without consent, after a decline, for a browser left out, or for an id the client does not make', () => {
        expect(consentedVisitor(at(`analytics_visitor=${ID}`))).toBeUndefined();
        expect(consentedVisitor(at(`cookie_control_consent=false; analytics_visitor=${ID}`))).toBeUndefined();
        expect(
            consentedVisitor(at(`cookie_control_consent=true; analytics_exclude=true; analytics_visitor=${ID}`)),
        ).toBeUndefined();
        expect(consentedVisitor(at('cookie_control_consent=true; analytics_visitor=short'))).toBeUndefined();
        expect(consentedVisitor(at('cookie_control_consent=true'))).toBeUndefined();
    });
});
