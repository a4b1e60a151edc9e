/** The header that names one request from the proxy through the storefront to the backend. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Bounded and plain so that an id a client made up can neither bloat a log line nor smuggle
 * anything into it; what a proxy typically makes (a UUID, a hex string) fits.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id as sent when it is well formed, else undefined (the caller then makes one). */
export function parseRequestId(value: string | readonly string[] | null | undefined): string | undefined {
    const one = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
    return typeof one === 'string' && WELL_FORMED_REQUEST_ID.test(one) ? one : undefined;
}
