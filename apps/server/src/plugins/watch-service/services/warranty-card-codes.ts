import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { normaliseCardCode, WARRANTY_CARD_CODE_ALPHABET, WARRANTY_CARD_CODE_LENGTH } from '@maison/shared';

/**
 * The hash a card's code is kept as: keyed with a secret held outside the database, and bound
 * to the serial, so that a leaked table gives neither the codes nor a way to test guesses.
 */
export function hashCardCode(key: string, serial: string, code: string): string {
    return createHmac('sha256', key)
        .update(`${serial}\n${normaliseCardCode(code) ?? code}`)
        .digest('hex');
}

/** Whether a typed code is the one printed on the serial's card, in constant time. */
export function cardCodeMatches(key: string, serial: string, typed: string, storedHash: string): boolean {
    const code = normaliseCardCode(typed);
    if (!code) return false;
    const expected = Buffer.from(storedHash, 'hex');
    const actual = Buffer.from(hashCardCode(key, serial, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new card's code, from the system's cryptographic random source. */
export function newCardCode(): string {
    return Array.from(
        { length: WARRANTY_CARD_CODE_LENGTH },
        () => WARRANTY_CARD_CODE_ALPHABET[randomInt(WARRANTY_CARD_CODE_ALPHABET.length)],
    ).join('');
}
