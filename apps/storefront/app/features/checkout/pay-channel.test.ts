import { describe, expect, it } from 'vitest';

import { payChannelFor } from './pay-channel';

describe('payChannelFor', () => {
    it('pays on a phone or a tablet through the gateway’s app', () => {
        expect(
            payChannelFor(
                'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
            ),
        ).toBe('mobile');
        expect(payChannelFor('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('mobile');
    });

    it('pays on a desktop, or when the browser says nothing, at the gateway’s web page', () => {
        expect(payChannelFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
            'desktop',
        );
        expect(payChannelFor(null)).toBe('desktop');
    });
});
