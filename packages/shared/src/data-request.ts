/**
 * Set by the storefront's server on a client navigation's data request (`/watches.data`,
 * `/_root.data`), whose URL React Router rewrites to the page's before the app sees it: the app
 * then still knows it answers data, not a document. What a visitor sends under this name is
 * replaced.
 */
export const DATA_REQUEST_HEADER = 'x-maison-data-request';

/** Whether a request path is one of React Router's data requests. */
export function isDataRequestPath(pathname: string): boolean {
    return pathname.endsWith('.data');
}
