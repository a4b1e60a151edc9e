import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

import { canonicalJson, type CertificatePayload, type SignedCertificate } from '@maison/shared';

/** The maker's public key as the certificate page publishes it. */
export interface PublishedKey {
    algorithm: 'Ed25519';
    /** SPKI, PEM. */
    publicKeyPem: string;
    /** The first 16 hex digits of the SHA-256 of the key's DER: names it inside each payload. */
    keyId: string;
}

/**
 * Signs watch certificates with the maker's Ed25519 key. Ed25519 is deterministic: the same
 * payload always gives the same signature, so a certificate downloaded twice is the same file.
 */
export class CertificateSigner {
    private readonly privateKey: KeyObject;
    readonly key: PublishedKey;

    constructor(privateKeyPem: string) {
        this.privateKey = createPrivateKey(privateKeyPem);
        if (this.privateKey.asymmetricKeyType !== 'ed25519') {
            throw new Error('the certificate signing key must be an Ed25519 private key');
        }
        const publicKey = createPublicKey(this.privateKey);
        const der = publicKey.export({ type: 'spki', format: 'der' });
        this.key = {
            algorithm: 'Ed25519',
            publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
            keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
        };
    }

    /** The payload signed, with its canonical bytes and the key to check it with. */
    sign(payload: Omit<CertificatePayload, 'keyId'>): SignedCertificate {
        const full: CertificatePayload = { ...payload, keyId: this.key.keyId };
        const canonical = canonicalJson(full);
        const signature = sign(null, Buffer.from(canonical, 'utf8'), this.privateKey).toString('base64');
        return { payload: full, canonical, algorithm: 'Ed25519', signature, publicKey: this.key.publicKeyPem };
    }
}

/**
 * Whether a downloaded certificate is the maker's, as anyone can check it offline: the signature
 * over `canonical` verifies with the public key, and `canonical` is the payload's canonical form.
 */
export function verifyCertificate(certificate: SignedCertificate, publicKeyPem: string): boolean {
    try {
        if (canonicalJson(certificate.payload) !== certificate.canonical) return false;
        return verify(
            null,
            Buffer.from(certificate.canonical, 'utf8'),
            createPublicKey(publicKeyPem),
            Buffer.from(certificate.signature, 'base64'),
        );
    } catch {
        return false;
    }
}
