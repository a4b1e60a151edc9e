import { generateKeyPairSync } from 'node:crypto';

import { canonicalJson, type SignedCertificate } from '@maison/shared';
import { describe, expect, it } from 'vitest';

import { CertificateSigner, verifyCertificate } from './certificate-signer';
import { cardCodeMatches, hashCardCode, newCardCode } from './warranty-card-codes';

function pem(): string {
    return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

const payload = {
    type: 'watch-certificate/1' as const,
    issuer: 'Morvaux',
    serial: 'MV10019829',
    sku: 'M2A2001',
    model: '深海 1000',
    manufacturedOn: '2022-12-26',
    firstSoldOn: '2023-09-27',
};

describe('certificate signer', () => {
    const signer = new CertificateSigner(pem());

    it('signs the canonical payload and verifies with the published key', () => {
        const cert = signer.sign(payload);
        expect(cert.canonical).toBe(canonicalJson(cert.payload));
        expect(cert.canonical.startsWith('{"firstSoldOn":"2023-09-27","issuer":"Morvaux","keyId":')).toBe(true);
        expect(Buffer.from(cert.signature, 'base64')).toHaveLength(64);
        expect(verifyCertificate(cert, signer.key.publicKeyPem)).toBe(true);
        // Deterministic: the same watch gives the same file.
        expect(signer.sign(payload)).toEqual(cert);
    });

    it('refuses a certificate with one byte changed, anywhere', () => {
        const cert = signer.sign(payload);
        const bytes = Buffer.from(cert.canonical, 'utf8');
        bytes[bytes.indexOf('2022')] = '3'.charCodeAt(0);
        const forgedCanonical: SignedCertificate = {
            ...cert,
            canonical: bytes.toString('utf8'),
            payload: JSON.parse(bytes.toString('utf8')) as SignedCertificate['payload'],
        };
        expect(verifyCertificate(forgedCanonical, signer.key.publicKeyPem)).toBe(false);
        const sig = Buffer.from(cert.signature, 'base64');
        sig[10] ^= 1;
        expect(verifyCertificate({ ...cert, signature: sig.toString('base64') }, signer.key.publicKeyPem)).toBe(false);
        // A payload that no longer matches the signed bytes.
        expect(
            verifyCertificate({ ...cert, payload: { ...cert.payload, sku: 'M2A2002' } }, signer.key.publicKeyPem),
        ).toBe(false);
    });

    it('does not verify with another maker key', () => {
        const cert = signer.sign(payload);
        expect(verifyCertificate(cert, new CertificateSigner(pem()).key.publicKeyPem)).toBe(false);
    });

    it('refuses a key that is not Ed25519', () => {
        const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
            type: 'pkcs8',
            format: 'pem',
        });
        expect(() => new CertificateSigner(rsa.toString())).toThrow(/Ed25519/);
    });
});

describe('warranty card codes', () => {
    it('match as typed on the card, and only with the serial and key they were made for', () => {
        const code = newCardCode();
        const hash = hashCardCode('key-one', 'MV10019829', code);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(hash).not.toContain(code);
        const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
        expect(cardCodeMatches('key-one', 'MV10019829', typed, hash)).toBe(true);
        expect(cardCodeMatches('key-two', 'MV10019829', code, hash)).toBe(false);
        expect(cardCodeMatches('key-one', 'MV10024304', code, hash)).toBe(false);
        expect(cardCodeMatches('key-one', 'MV10019829', 'not a code', hash)).toBe(false);
    });
});
