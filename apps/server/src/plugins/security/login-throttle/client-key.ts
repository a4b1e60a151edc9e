import { isIPv6 } from 'node:net';

/**
 * The part of a client address that names one client. An IPv4 address is itself; an IPv6
 * address is its /64 network, because one subscriber is handed a whole /64 and could otherwise
 * take a fresh address for every guess. IPv4-mapped IPv6 (::ffff:1.2.3.4) is its IPv4 address.
 */
export function clientKey(address: string): string {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return mapped[1]!;
    if (!isIPv6(address)) return address;
    const [head = '', tail = ''] = address.split('::');
    const left = head ? head.split(':') : [];
    const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
    const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
        .slice(0, 4)
        .map((g) => (parseInt(g, 16) || 0).toString(16))
        .join(':')}::/64`;
}
