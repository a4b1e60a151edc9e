import { describe, expect, it } from 'vitest';

import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
    it('reads booleans, hop counts and address lists as Express means them', () => {
        expect(parseTrustProxy('true')).toBe(true);
        expect(parseTrustProxy('false')).toBe(false);
        expect(parseTrustProxy('2')).toBe(2);
        expect(parseTrustProxy('loopback')).toBe('loopback');
        expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    });
});
