import { createHash, createHmac } from 'node:crypto';

import { clientKey } from '../../security';

/**
 * The day's count key of a client: its address (an IPv6 client's /64, as the throttles count)
 * and user agent under the day's salt. Neither can be read back, and once the salt is deleted
 * no address can be tried against it.
 */
export function visitorHash(salt: string, address: string, userAgent: string): string {
    return createHash('sha256')
        .update(`${salt}\n${clientKey(address)}\n${userAgent}`)
        .digest('hex');
}

/** A member's count key: the same member gives the same key, and nobody without the secret can tell whose it is. */
export function memberKey(secret: string, customerId: string | number): string {
    return createHmac('sha256', secret).update(`analytics-member:${customerId}`).digest('hex');
}

/**
 * The HMAC key of members' count keys, derived from a server secret under a label of its own,
 * so the key is no other use's.
 */
export function memberKeySecretFrom(serverSecret: string): string {
    return createHmac('sha256', serverSecret).update('analytics-member-key').digest('base64url');
}
