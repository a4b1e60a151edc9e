import { describe, expect, it } from 'vitest';

import { countryName, serviceCentreFieldProblem } from './service-centre-input';

const text = { name: 'Centre', city: 'Bienne', addressLine: 'Rue 1', hours: '' };

describe('serviceCentreFieldProblem', () => {
    it('accepts a whole centre', () => {
        expect(
            serviceCentreFieldProblem({
                countryCode: 'CH',
                kind: 'brand',
                phone: '+41 32 000 00 00',
                email: 'service@example.ch',
                translations: [text],
            }),
        ).toBeUndefined();
    });

    it('names the first wrong field', () => {
        expect(serviceCentreFieldProblem({ countryCode: 'CHE' })).toBe('countryCode');
        expect(serviceCentreFieldProblem({ countryCode: 'c1' })).toBe('countryCode');
        expect(serviceCentreFieldProblem({ kind: 'partner' })).toBe('kind');
        expect(serviceCentreFieldProblem({ phone: 'call us' })).toBe('phone');
        expect(serviceCentreFieldProblem({ email: 'nobody' })).toBe('email');
        expect(serviceCentreFieldProblem({ translations: [] })).toBe('translations');
        expect(serviceCentreFieldProblem({ translations: [{ ...text, city: ' ' }] })).toBe('translations');
    });
});

describe('countryName', () => {
    it('names a country in the reader language', () => {
        expect(countryName('CH', 'de')).toBe('Schweiz');
        expect(countryName('CN', 'zh')).toBe('中国');
        expect(countryName('JP', 'en')).toBe('Japan');
    });
});
