import { describe, expect, it } from 'vitest';

import { clientKey } from './client-key';

describe('clientKey', () => {
    it('keeps an IPv4 address, also when mapped into IPv6', () => {
        expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
        expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    });

    it('takes the /64 of an IPv6 address, however it is written', () => {
        expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
        expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
        expect(clientKey('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
        expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
        expect(clientKey('::1')).toBe('0:0:0:0::/64');
    });
});
