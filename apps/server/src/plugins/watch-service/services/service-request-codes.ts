import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { serviceReferenceFrom } from '@maison/shared';

/** A new request's reference from a secure source: SV- and eight characters, about 2^36 of them. */
export function newServiceReference(): string {
    return serviceReferenceFrom(randomBytes(8));
}

/** A new draft's key: 32 random bytes, base64url, held by the visitor only. */
export function newDraftKey(): string {
    return randomBytes(32).toString('base64url');
}

/** SHA-256 of a draft's key, hex: what the database keeps. */
export function hashDraftKey(key: string): string {
    return createHash('sha256').update(key).digest('hex');
}

/** A draft key has this shape; anything else is answered as an unknown draft without a look-up. */
export function isDraftKey(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function sign(key: Buffer, payload: string): string {
    return createHmac('sha256', key).update(payload).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A guest's pass to one request, given when they submit it or prove its mobile by SMS code:
 * the reference, when it expires and a signature, so no table need keep it. Valid until `expiresAt`.
 */
export function signRequestAccess(key: Buffer, reference: string, expiresAt: number): string {
    const payload = `${reference}.${expiresAt}`;
    return `${payload}.${sign(key, `access:${payload}`)}`;
}

/** The reference a guest's pass opens, if its signature holds and it has not expired. */
export function openRequestAccess(key: Buffer, token: unknown, now = Date.now()): string | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const [reference, expires, signature] = token.split('.');
    if (!reference || !expires || !signature || !/^\d{1,15}$/.test(expires)) return undefined;
    if (Number(expires) < now) return undefined;
    return sameSignature(signature, sign(key, `access:${reference}.${expires}`)) ? reference : undefined;
}

/**
 * A photo's address for one who may see it, good for a few minutes: the photo route checks the
 * signature only, as the right to see it was checked when the address was given.
 */
export function signPhotoPath(key: Buffer, photoId: string, expiresAt: number): string {
    return `/service-photos/${photoId}?exp=${expiresAt}&sig=${sign(key, `photo:${photoId}.${expiresAt}`)}`;
}

/** Whether a photo's signed address holds and has not expired. */
export function photoSignatureHolds(
    key: Buffer,
    photoId: string,
    exp: unknown,
    sig: unknown,
    now = Date.now(),
): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,15}$/.test(exp)) return false;
    if (Number(exp) < now) return false;
    return sameSignature(sig, sign(key, `photo:${photoId}.${exp}`));
}
