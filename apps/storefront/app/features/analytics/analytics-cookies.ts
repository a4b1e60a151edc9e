/** Where the browser sends its batches: the storefront's own endpoint (routes/api.analytics.ts). */
export const ANALYTICS_ENDPOINT = '/api/analytics';

/**
 * The browser's opaque analytics id: made after consent, removed on a decline. A first-party
 * cookie rather than local storage, so that checkout can link the order to it on the server.
 */
export const ANALYTICS_VISITOR_COOKIE = 'analytics_visitor';

/**
 * 'true' leaves a browser out of the figures whatever its consent: the shop's own browser tests
 * set it (tests/e2e/fixtures.ts), and so may staff on their own devices. The client does not
 * start, and the endpoint drops what comes anyway.
 */
export const ANALYTICS_EXCLUDE_COOKIE = 'analytics_exclude';
