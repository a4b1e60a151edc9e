import { describe, expect, it } from 'vitest';

import {
    hashManageToken,
    manageTokenMatches,
    newAppointmentReference,
    newManageToken,
    normaliseReference,
} from './appointment-codes';

describe('appointment references and manage tokens', () => {
    it('makes references of 8 unambiguous characters, and reads them back as typed', () => {
        const reference = newAppointmentReference();
        expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
        expect(normaliseReference(` ${reference.slice(0, 4).toLowerCase()}-${reference.slice(4)} `)).toBe(reference);
        expect(normaliseReference('ABCD10OI')).toBeUndefined();
        expect(normaliseReference('')).toBeUndefined();
    });

    it('keeps a token only as its hash, and matches only the same token', () => {
        const token = newManageToken();
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const hash = hashManageToken(token);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(manageTokenMatches(token, hash)).toBe(true);
        expect(manageTokenMatches(newManageToken(), hash)).toBe(false);
        expect(manageTokenMatches(token, 'short')).toBe(false);
    });
});
