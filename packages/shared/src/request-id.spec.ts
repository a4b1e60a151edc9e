import { describe, expect, it } from 'vitest';

import { parseRequestId } from './request-id';

describe('parseRequestId', () => {
    it('keeps what a proxy makes', () => {
        expect(parseRequestId('3f2a9c1e-8b7d-4e1f-9a6b-0c5d2e7f8a91')).toBe('3f2a9c1e-8b7d-4e1f-9a6b-0c5d2e7f8a91');
        expect(parseRequestId('a1b2c3d4e5f6a7b8')).toBe('a1b2c3d4e5f6a7b8');
        expect(parseRequestId(['req_2026.11.26-0001'])).toBe('req_2026.11.26-0001');
    });

    it('refuses what could bloat or forge a log line', () => {
        expect(parseRequestId(undefined)).toBeUndefined();
        expect(parseRequestId('')).toBeUndefined();
        expect(parseRequestId('short')).toBeUndefined();
        expect(parseRequestId('x'.repeat(129))).toBeUndefined();
        expect(parseRequestId('abcdefgh\n{"level":50}')).toBeUndefined();
        expect(parseRequestId('abcdefgh ijkl')).toBeUndefined();
        expect(parseRequestId('13800138000<script>')).toBeUndefined();
        expect(parseRequestId(['abcdefgh1', 'abcdefgh2'])).toBeUndefined();
    });
});
