import { BlockList, isIP } from 'node:net';

import { ANALYTICS_MAX_BATCH_BYTES, COOKIE_CONSENT_COOKIE, type FailureCode } from '@maison/shared';
import { analyticsBatchSchema } from '@maison/shared/analytics-batch';
import { isbot } from 'isbot';

import { readCookie } from '~/lib/cookies';

import { ANALYTICS_EXCLUDE_COOKIE } from './analytics-cookies';

/**
 * What becomes of a batch the browser sent: dropped quietly (no consent, a browser or network
 * left out, a robot), refused with a code (not JSON, too large, not a batch), or handed on.
 */
export type Screened = { kind: 'drop' } | { kind: 'refuse'; code: FailureCode } | { kind: 'forward'; json: string };

const DROP: Screened = { kind: 'drop' };

/**
 * The addresses of ANALYTICS_EXCLUDE_ADDRESSES (single addresses or CIDR ranges, comma-separated).
 * Throws on an entry that is neither, so a mistyped setting stops the server rather than counting staff.
 */
export function excludedAddresses(list: string): BlockList {
    const block = new BlockList();
    for (const entry of list
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)) {
        const [address = '', prefix, extra] = entry.split('/');
        const version = isIP(address);
        const bits = Number(prefix);
        const valid =
            version !== 0 &&
            extra === undefined &&
            (prefix === undefined || (/^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128)));
        if (!valid) throw new Error(`ANALYTICS_EXCLUDE_ADDRESSES: "${entry}" is no address or CIDR range`);
        const type = version === 4 ? 'ipv4' : 'ipv6';
        if (prefix === undefined) block.addAddress(address, type);
        else block.addSubnet(address, bits, type);
    }
    return block;
}

/** Whether `address` (as X-Forwarded-For names the visitor) is one of the excluded. */
export function isExcluded(excluded: BlockList, address: string | null): boolean {
    const first = address
        ?.split(',')[0]
        ?.trim()
        .replace(/^::ffff:(?=\d+\.)/i, '');
    if (!first) return false;
    const version = isIP(first);
    return version !== 0 && excluded.check(first, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Checks a batch as the storefront's endpoint takes it, cheapest first. Without consent ('true'
 * in the consent cookie), from a browser or network left out, or from a robot, it is dropped
 * before its body is read; the browser learns nothing from that. Then it must be JSON, of at
 * most ANALYTICS_MAX_BATCH_BYTES, and a batch as the shared schema says; the raw JSON goes on.
 */
export async function screenBatch(request: Request, excluded: BlockList): Promise<Screened> {
    const cookies = request.headers.get('Cookie');
    if (readCookie(cookies, COOKIE_CONSENT_COOKIE) !== 'true') return DROP;
    if (readCookie(cookies, ANALYTICS_EXCLUDE_COOKIE) === 'true') return DROP;
    if (isExcluded(excluded, request.headers.get('X-Forwarded-For'))) return DROP;
    const userAgent = request.headers.get('User-Agent');
    if (!userAgent || isbot(userAgent)) return DROP;
    const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return { kind: 'refuse', code: 'INVALID' };
    const length = Number(request.headers.get('Content-Length') ?? 0);
    if (length > ANALYTICS_MAX_BATCH_BYTES) return { kind: 'refuse', code: 'ANALYTICS_BATCH_TOO_LARGE' };
    const json = await request.text();
    if (Buffer.byteLength(json) > ANALYTICS_MAX_BATCH_BYTES)
        return { kind: 'refuse', code: 'ANALYTICS_BATCH_TOO_LARGE' };
    let body: unknown;
    try {
        body = JSON.parse(json);
    } catch {
        return { kind: 'refuse', code: 'INVALID' };
    }
    return analyticsBatchSchema.safeParse(body).success
        ? { kind: 'forward', json }
        : { kind: 'refuse', code: 'INVALID' };
}
