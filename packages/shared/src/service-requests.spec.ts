import { describe, expect, it } from 'vitest';

import {
    firstMissingStep,
    isPastPurchaseDate,
    isServiceReference,
    mayOpenStep,
    normaliseServiceReference,
    pickupDays,
    SERVICE_REFERENCE_ALPHABET,
    serviceReferenceFrom,
    serviceTravelSchema,
    serviceWatchSchema,
    sniffPhotoType,
} from './service-requests.js';

describe('service request reference', () => {
    it('is SV- and eight characters of the unambiguous alphabet', () => {
        const ref = serviceReferenceFrom(new Uint8Array([0, 1, 2, 3, 250, 251, 252, 255]));
        expect(ref).toMatch(/^SV-[34679ACDEFGHJKMNPQRTWXY]{8}$/);
        expect(isServiceReference(ref)).toBe(true);
        expect(SERVICE_REFERENCE_ALPHABET).not.toMatch(/[0O1IL2Z5S8BUV]/);
    });

    it('refuses other shapes and reads a typed one in its canonical form', () => {
        expect(isServiceReference('SV-0000000O')).toBe(false);
        expect(isServiceReference('SV-ACDEFGH')).toBe(false);
        expect(normaliseServiceReference(' sv-acde fghj ')).toBe('SV-ACDEFGHJ');
        expect(normaliseServiceReference('acdefghj')).toBe('SV-ACDEFGHJ');
        expect(normaliseServiceReference('SV-ACDEFGH1')).toBeUndefined();
    });
});

describe('photo type sniffing', () => {
    it('knows JPEG, PNG and HEIC by their bytes', () => {
        expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
        expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
        const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
        expect(sniffPhotoType(heic)).toBe('image/heic');
    });

    it('refuses anything else, however it is named', () => {
        expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.4 fake.jpg'))).toBeUndefined();
        expect(sniffPhotoType(new TextEncoder().encode('GIF89a......'))).toBeUndefined();
        expect(sniffPhotoType(new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypmp42')]))).toBeUndefined();
        expect(sniffPhotoType(new Uint8Array([]))).toBeUndefined();
    });
});

describe('step order', () => {
    it('names the first step a draft lacks, review once all four are there', () => {
        expect(firstMissingStep({})).toBe('watch');
        expect(firstMissingStep({ watch: {} })).toBe('problem');
        expect(firstMissingStep({ watch: {}, contact: {} })).toBe('problem');
        expect(firstMissingStep({ watch: {}, problem: {}, contact: {}, travel: {} })).toBe('review');
    });

    it('opens a step only once the steps before it are there', () => {
        expect(mayOpenStep({}, 'watch')).toBe(true);
        expect(mayOpenStep({}, 'contact')).toBe(false);
        expect(mayOpenStep({ watch: {}, problem: {} }, 'contact')).toBe(true);
        expect(mayOpenStep({ watch: {}, problem: {} }, 'watch')).toBe(true);
        expect(mayOpenStep({ watch: {}, problem: {} }, 'review')).toBe(false);
    });
});

describe('step rules', () => {
    const now = new Date('2027-03-10T04:00:00Z'); // a Wednesday in China

    it('takes a purchase date up to today only', () => {
        expect(isPastPurchaseDate('2027-03-10', now)).toBe(true);
        expect(isPastPurchaseDate('2027-03-11', now)).toBe(false);
        expect(isPastPurchaseDate('2027-02-30', now)).toBe(false);
    });

    it('offers working days from tomorrow within 14 days', () => {
        const days = pickupDays(now);
        expect(days[0]).toBe('2027-03-11');
        expect(days).not.toContain('2027-03-13');
        expect(days).not.toContain('2027-03-14');
        expect(days.at(-1)).toBe('2027-03-24');
        expect(days).toHaveLength(10);
    });

    it('checks the serial number and asks a boutique purchase for its boutique', () => {
        const base = { sku: 'MX-1', purchaseDate: '2026-01-01', hasWarrantyCard: 'yes' };
        expect(serviceWatchSchema.safeParse({ ...base, serialNumber: 'ab-1 2', purchasePlace: 'other' }).success).toBe(
            false,
        );
        const ok = serviceWatchSchema.parse({ ...base, serialNumber: 'ab-1234 56', purchasePlace: 'other' });
        expect(ok.serialNumber).toBe('AB123456');
        expect(ok.hasWarrantyCard).toBe(true);
        const noStore = serviceWatchSchema.safeParse({ ...base, serialNumber: 'AB123456', purchasePlace: 'boutique' });
        expect(noStore.error?.issues[0].path).toEqual(['purchaseStoreSlug']);
    });

    it('asks a pick-up for its address and day, a drop-off for its boutique', () => {
        expect(serviceTravelSchema.safeParse({ travelMode: 'dropOff', dropOffStoreSlug: 'sh-1' }).success).toBe(true);
        expect(serviceTravelSchema.safeParse({ travelMode: 'pickup', dropOffStoreSlug: 'sh-1' }).success).toBe(false);
        expect(serviceTravelSchema.safeParse({ travelMode: 'walk' }).success).toBe(false);
    });
});
