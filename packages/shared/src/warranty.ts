import type { ShopFailureCode } from './failures.js';

/**
 * Warranty cards and the watch's signed certificate (issue 33): a watch's serial is engraved on
 * its case and printed on its warranty card beside a code; a member registers the watch with
 * both, and anyone may check a serial's certificate at `/service/blockchain`.
 */

/** The international warranty runs this many years from the first sale. */
export const WARRANTY_YEARS = 5;

/** Serials are capitals and digits, 6 to 20 of them (the maker's engraving). */
export const WATCH_SERIAL_PATTERN = /^[A-Z0-9]{6,20}$/;
/** A card's code: 8 characters of an alphabet without the look-alikes 0/O and 1/I. */
export const WARRANTY_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const WARRANTY_CARD_CODE_LENGTH = 8;
/** The longest a serial or code may be as typed (with spaces and dashes), so input stays bounded. */
export const WARRANTY_INPUT_MAX_LENGTH = 40;
/** A place of sale as staff write it (a boutique's name, "online"). */
export const WATCH_SALE_PLACE_MAX_LENGTH = 120;

/** Certificate look-ups one client may make in a window, against enumeration of serials. */
export const MAX_CERTIFICATE_LOOKUPS_PER_CLIENT = 20;
export const CERTIFICATE_LOOKUP_WINDOW_MS = 10 * 60_000;
/** Registration attempts one client (and one member) may make in a window, against guessing codes. */
export const MAX_WATCH_REGISTRATIONS_PER_CLIENT = 10;
export const WATCH_REGISTRATION_WINDOW_MS = 60 * 60_000;

/** Why a registration was refused: bad serial or code (one answer for both), taken, or throttled. */
export const WATCH_REGISTRATION_FAILURES = [
    'WARRANTY_CARD_INVALID',
    'WATCH_ALREADY_REGISTERED',
    'WATCH_REGISTRATION_THROTTLED',
] as const satisfies readonly ShopFailureCode[];
export type WatchRegistrationFailure = (typeof WATCH_REGISTRATION_FAILURES)[number];

/** Why a certificate was not shown. */
export const CERTIFICATE_LOOKUP_FAILURES = [
    'WATCH_SERIAL_UNKNOWN',
    'CERTIFICATE_LOOKUP_THROTTLED',
] as const satisfies readonly ShopFailureCode[];
export type CertificateLookupFailure = (typeof CERTIFICATE_LOOKUP_FAILURES)[number];

/** A serial as typed: spaces and dashes dropped, capitals; undefined when it cannot be one. */
export function normaliseSerial(value: unknown): string | undefined {
    if (typeof value !== 'string' || value.length > WARRANTY_INPUT_MAX_LENGTH) return undefined;
    const serial = value.replace(/[\s-]+/g, '').toUpperCase();
    return WATCH_SERIAL_PATTERN.test(serial) ? serial : undefined;
}

/** A card's code as typed (`ABCD-EFGH`, lower case): undefined when it cannot be one. */
export function normaliseCardCode(value: unknown): string | undefined {
    if (typeof value !== 'string' || value.length > WARRANTY_INPUT_MAX_LENGTH) return undefined;
    const code = value.replace(/[\s-]+/g, '').toUpperCase();
    if (code.length !== WARRANTY_CARD_CODE_LENGTH) return undefined;
    return [...code].every((c) => WARRANTY_CARD_CODE_ALPHABET.includes(c)) ? code : undefined;
}

/** A code as printed on the card: two groups of four. */
export function formatCardCode(code: string): string {
    return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The day the international warranty ends: the sale day plus WARRANTY_YEARS (29 February → 28th). */
export function warrantyEndsOn(soldOn: string): string {
    const [y, m, d] = soldOn.split('-').map(Number);
    const end = new Date(Date.UTC(y + WARRANTY_YEARS, m - 1, d));
    // A leap day's anniversary falls on the last day of February.
    if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
    return end.toISOString().slice(0, 10);
}

/** What a certificate says about a watch; signed as its canonical JSON. */
export interface CertificatePayload {
    /** Names the document's kind and version, so a later layout is never mistaken for this one. */
    type: 'watch-certificate/1';
    issuer: string;
    serial: string;
    sku: string;
    model: string;
    manufacturedOn: string;
    firstSoldOn: string | null;
    /** Which key signed it (the public key's fingerprint). */
    keyId: string;
}

/**
 * The one byte string a certificate's signature covers: JSON with keys sorted at every level
 * and no whitespace, in UTF-8. Anyone re-serialising the payload this way gets the same bytes.
 */
export function canonicalJson(value: unknown): string {
    if (value === null || typeof value !== 'object') {
        if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('not a finite number');
        if (value === undefined) throw new TypeError('undefined has no JSON form');
        return JSON.stringify(value);
    }
    if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
    const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The signed document as offered for download. */
export interface SignedCertificate {
    payload: CertificatePayload;
    /** canonicalJson(payload), the exact bytes signed. */
    canonical: string;
    algorithm: 'Ed25519';
    /** Base64 of the 64-byte Ed25519 signature over `canonical`. */
    signature: string;
    /** The maker's public key (SPKI, PEM) as the page publishes it. */
    publicKey: string;
}

/** Whether a watch sold on `soldOn` is still under the international warranty on `today` (both YYYY-MM-DD, China's day). */
export function isUnderWarranty(soldOn: string | null | undefined, today: string): boolean {
    return Boolean(soldOn) && today <= warrantyEndsOn(soldOn as string);
}
