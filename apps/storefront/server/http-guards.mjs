import {
    BODY_TIMEOUT_MS,
    bodyDeadline as sharedBodyDeadline,
    DATA_REQUEST_HEADER,
    isDataRequestPath,
} from '@maison/shared';
import { STATUS_CODES } from 'node:http';

// The storefront server's guards for what reaches it before React Router: methods, body
// sizes, headers, the visitor's address, and errors that must never show a stack.

/** Methods the shop answers; anything else (TRACE, CONNECT, made-up ones) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The largest body the storefront's own forms and actions read: forms are a few hundred bytes. */
export const MAX_FORM_BYTES = 64 * 1024;

const HSTS = 'max-age=31536000; includeSubDomains';

/** Features no page of the shop uses are switched off; the boutique finder may locate the visitor. */
const PERMISSIONS_POLICY = [
    'accelerometer=()',
    'camera=()',
    'geolocation=(self)',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=(self)',
    'usb=()',
    'browsing-topics=()',
].join(', ');

export function allowedMethods(req, res, next) {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.set('Allow', ALLOWED_METHODS.join(', ')).status(405).type('text/plain').send('Method Not Allowed');
}

/**
 * Refuses a request whose address cannot be told: no Host (an HTTP/1.0 request may leave it
 * out), or a forwarded protocol or host from the trusted proxy that makes no URL. React
 * Router builds each page's URL from them, and a 500 is no answer to a client's mistake.
 */
export function wellFormedAddress(req, res, next) {
    const protocol = req.protocol;
    const host = req.hostname;
    if ((protocol === 'http' || protocol === 'https') && host && URL.canParse(`${protocol}://${host}/`)) return next();
    res.status(400).type('text/plain').send('Bad Request');
}

/**
 * Answers 408 when a request's body has not all arrived `ms(req)` after its headers (10 s by
 * default; a route taking uploads may allow longer).
 */
export function bodyDeadline(ms = () => BODY_TIMEOUT_MS) {
    return sharedBodyDeadline(ms, (_req, res) => {
        res.status(408).set('Connection', 'close').type('text/plain').send('Request Timeout');
    });
}

/**
 * Headers on every answer. The Content-Security-Policy of pages is set where they are rendered
 * (it carries the page's nonce); here is what holds for everything, including proxied answers.
 */
export function securityHeaders(req, res, next) {
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('X-Frame-Options', 'DENY');
    res.set('Referrer-Policy', 'same-origin');
    res.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.set('Strict-Transport-Security', HSTS);
    next();
}

/**
 * Bounds what the storefront's own routes read. Browsers always say how long a form is; a
 * body of unknown length is refused (411) rather than read without end, one over the limit 413.
 */
export function boundedBody(maxBytes = MAX_FORM_BYTES) {
    return (req, res, next) => {
        if (req.method === 'GET' || req.method === 'HEAD') return next();
        const length = req.headers['content-length'];
        if (length === undefined) {
            if (req.headers['transfer-encoding'] !== undefined) {
                return res.status(411).type('text/plain').send('Length Required');
            }
            return next();
        }
        if (!/^\d+$/.test(length)) return res.status(400).type('text/plain').send('Bad Request');
        if (Number(length) > maxBytes) return res.status(413).type('text/plain').send('Payload Too Large');
        next();
    };
}

/**
 * Sets X-Forwarded-For to the visitor's address as this server resolved it (`req.ip`, which
 * believes only the proxies in TRUST_PROXY), replacing whatever the visitor sent. The Shop
 * API calls made for the page pass it on, and the backend, which trusts only this server,
 * throttles sign-in per visitor rather than per storefront.
 */
export function forwardClientAddress(req, _res, next) {
    req.headers['x-forwarded-for'] = req.ip ?? '';
    next();
}

/**
 * Marks React Router's data requests for the app, whose middleware sees them under the page's
 * URL (the anonymous page cache must never answer one with a page); a visitor's own value of the
 * header is replaced.
 */
export function markDataRequests(req, _res, next) {
    if (isDataRequestPath(req.path)) req.headers[DATA_REQUEST_HEADER] = '1';
    else delete req.headers[DATA_REQUEST_HEADER];
    next();
}

/**
 * The last word on any error: a client's mistake (a path that is not valid percent-encoding,
 * a body that cannot be read) keeps its 4xx; anything else is a bare 500, logged here. No
 * answer carries a stack or a file path.
 */
export function errorHandler(err, req, res, _next) {
    const status = err instanceof URIError ? 400 : Number(err?.status ?? err?.statusCode);
    const clientError = Number.isInteger(status) && status >= 400 && status < 500;
    if (!clientError) console.error(`[storefront] ${req.method} ${req.originalUrl}:`, err);
    if (res.headersSent) return res.destroy();
    const answer = clientError ? status : 500;
    res.status(answer)
        .type('text/plain')
        .send(STATUS_CODES[answer] ?? 'Error');
}
