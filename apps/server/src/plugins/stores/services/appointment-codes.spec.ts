import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
    hashManageToken,
    manageTokenMatches,
    newAppointmentReference,
    newManageToken,
    normaliseReference,
    openManageToken,
    sealManageToken,
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

    it('seals a token for the job queue so that only the key opens it', () => {
        const key = randomBytes(32);
        const token = newManageToken();
        const sealed = sealManageToken(token, key);
        expect(sealed).not.toContain(token);
        expect(openManageToken(sealed, key)).toBe(token);
        expect(() => openManageToken(sealed, randomBytes(32))).toThrow();
        const [iv, tag, data] = sealed.split('.');
        const altered = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
        expect(() => openManageToken([iv, tag, altered].join('.'), key)).toThrow();
    });
});
