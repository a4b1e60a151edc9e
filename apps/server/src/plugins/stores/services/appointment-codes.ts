import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits nobody misreads over the phone: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** An appointment's reference, shown to the visitor and read out at the boutique: 8 characters, 31^8 of them. */
export function newAppointmentReference(): string {
    let reference = '';
    for (let i = 0; i < REFERENCE_LENGTH; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
    return reference;
}

/** A reference as a visitor may type it (lower case, spaces), or undefined when it cannot be one. */
export function normaliseReference(input: string): string | undefined {
    const reference = input.replace(/[\s-]/g, '').toUpperCase();
    return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/** The secret of the signed link that manages an appointment: 256 random bits. */
export function newManageToken(): string {
    return randomBytes(32).toString('base64url');
}

/** What is kept of a manage token: it is random enough that a plain hash cannot be guessed back. */
export function hashManageToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
}

/** Whether a token given matches the kept hash, in constant time. */
export function manageTokenMatches(token: string, storedHash: string): boolean {
    const given = Buffer.from(hashManageToken(token), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The manage token sealed (AES-256-GCM under `key`, 32 bytes) for the job that sends the booked
 * SMS: a queue keeps its jobs' data, and no token may be kept in clear.
 */
export function sealManageToken(token: string, key: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The token `sealManageToken` sealed; throws when it was not sealed under `key` or was altered. */
export function openManageToken(sealed: string, key: Buffer): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
