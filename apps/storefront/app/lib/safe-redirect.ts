import { redirect } from 'react-router';

const PROBE_ORIGIN = 'http://shop.invalid';

/** Anything below U+0020 and DEL: browsers drop tabs and newlines from URLs, which hides a `//`. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** After the first slash, another slash or backslash, literal or percent-encoded, names another host. */
const HOST_AFTER_SLASH = /^\/(?:[/\\]|%2f|%5c)/i;

/**
 * The path, query and hash of `value` if it stays on this site, else undefined. The one place
 * that decides whether a visitor-supplied target may go into a Location header.
 *
 * A prefix check is not enough: `/\host`, `/<tab>/host`, `/.//host` and `/..//host` all come
 * out of a browser's URL parser as `//host`, which is another site. So the value is resolved
 * as a browser would, its origin compared, and the resolved path refused if it starts with a
 * second slash (literal or encoded, since some servers decode once more before redirecting).
 */
export function safeRedirectPath(value: unknown): string | undefined {
    if (typeof value !== 'string' || !value.startsWith('/') || CONTROL.test(value)) return undefined;
    if (HOST_AFTER_SLASH.test(value)) return undefined;
    let url: URL;
    try {
        url = new URL(value, PROBE_ORIGIN);
    } catch {
        return undefined;
    }
    if (url.origin !== PROBE_ORIGIN || HOST_AFTER_SLASH.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
}

/** A redirect to `target` if it stays on this site, else to `fallback` (home by default). */
export function safeRedirect(target: unknown, init?: number | ResponseInit, fallback = '/'): Response {
    return redirect(safeRedirectPath(target) ?? fallback, init);
}

/**
 * A redirect to a payment gateway's page: an absolute http(s) address whose origin is one of
 * the gateways the shop is configured with, else to `fallback`. The gateway's address comes
 * from the server, never from the visitor, but it goes through here like every redirect.
 */
export function safeGatewayRedirect(target: unknown, gatewayOrigins: readonly string[], fallback: string): Response {
    if (typeof target !== 'string' || CONTROL.test(target)) return redirect(fallback);
    let url: URL;
    try {
        url = new URL(target);
    } catch {
        return redirect(fallback);
    }
    const allowed = (url.protocol === 'https:' || url.protocol === 'http:') && gatewayOrigins.includes(url.origin);
    return redirect(allowed ? url.toString() : fallback);
}
