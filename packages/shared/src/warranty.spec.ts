import { describe, expect, it } from 'vitest';

import { canonicalJson, normaliseCardCode, normaliseSerial, warrantyEndsOn } from './warranty.js';
import { registerWatchSchema, watchSerialInputSchema } from './warranty-forms.js';

describe('warranty', () => {
    it('writes canonical JSON: sorted keys at every level, no whitespace, unicode kept', () => {
        expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: '表' }], c: true } })).toBe(
            '{"a":{"c":true,"d":[2,{"y":"表","z":null}]},"b":1}',
        );
        expect(canonicalJson({ a: 'x', b: undefined })).toBe('{"a":"x"}');
        expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    });

    it('reads serials and codes as people type them', () => {
        expect(normaliseSerial(' mv10-019829 ')).toBe('MV10019829');
        expect(normaliseSerial('MV1')).toBeUndefined();
        expect(normaliseSerial('x'.repeat(100))).toBeUndefined();
        expect(normaliseCardCode('y284-pqtr')).toBe('Y284PQTR');
        // 0 and 1 are never printed on a card.
        expect(normaliseCardCode('Y284-PQT0')).toBeUndefined();
        expect(registerWatchSchema.safeParse({ serial: 'MV10019829', cardCode: 'Y284 PQTR' }).success).toBe(true);
        expect(registerWatchSchema.safeParse({ serial: 'MV', cardCode: 'Y284 PQTR' }).success).toBe(false);
    });

    it('ends the warranty five years after the sale, a leap day on 28 February', () => {
        expect(warrantyEndsOn('2023-09-27')).toBe('2028-09-27');
        expect(warrantyEndsOn('2024-02-29')).toBe('2029-02-28');
    });

    it('checks staff input: a sale not before the watch was made', () => {
        const ok = watchSerialInputSchema.safeParse({
            serial: 'mv99000001',
            sku: 'M2A2001',
            manufacturedOn: '2024-01-02',
        });
        expect(ok.success && ok.data.serial).toBe('MV99000001');
        const early = watchSerialInputSchema.safeParse({
            serial: 'MV99000001',
            sku: 'M2A2001',
            manufacturedOn: '2024-01-02',
            soldOn: '2023-12-31',
        });
        expect(early.success).toBe(false);
        expect(
            watchSerialInputSchema.safeParse({ serial: 'MV99000001', sku: 'x', manufacturedOn: '2024-02-30' }).success,
        ).toBe(false);
    });
});
