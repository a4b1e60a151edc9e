import { isServiceReference } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import {
    hashDraftKey,
    isDraftKey,
    newDraftKey,
    newServiceReference,
    openRequestAccess,
    photoSignatureHolds,
    signPhotoPath,
    signRequestAccess,
} from './service-request-codes';

const key = Buffer.alloc(32, 7);

describe('service request codes', () => {
    it('draws references of the shared format, different each time', () => {
        const refs = new Set(Array.from({ length: 200 }, newServiceReference));
        for (const ref of refs) expect(isServiceReference(ref)).toBe(true);
        expect(refs.size).toBe(200);
    });

    it('keys a draft by a random key whose hash alone is kept', () => {
        const draft = newDraftKey();
        expect(isDraftKey(draft)).toBe(true);
        expect(hashDraftKey(draft)).toMatch(/^[0-9a-f]{64}$/);
        expect(isDraftKey('short')).toBe(false);
    });

    it("opens a guest's pass until it expires, and not once altered", () => {
        const pass = signRequestAccess(key, 'SV-ACDEFGHJ', 2_000);
        expect(openRequestAccess(key, pass, 1_000)).toBe('SV-ACDEFGHJ');
        expect(openRequestAccess(key, pass, 3_000)).toBeUndefined();
        expect(openRequestAccess(key, pass.replace('SV-ACDEFGHJ', 'SV-ACDEFGHK'), 1_000)).toBeUndefined();
        expect(openRequestAccess(Buffer.alloc(32, 8), pass, 1_000)).toBeUndefined();
    });

    it("signs a photo's address for one photo and a time", () => {
        const url = new URL(signPhotoPath(key, '12', 2_000), 'http://x');
        const exp = url.searchParams.get('exp');
        const sig = url.searchParams.get('sig');
        expect(photoSignatureHolds(key, '12', exp, sig, 1_000)).toBe(true);
        expect(photoSignatureHolds(key, '13', exp, sig, 1_000)).toBe(false);
        expect(photoSignatureHolds(key, '12', exp, sig, 3_000)).toBe(false);
        expect(photoSignatureHolds(key, '12', exp, undefined, 1_000)).toBe(false);
    });
});
