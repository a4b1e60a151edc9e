import { parseRequestId, REQUEST_ID_HEADER } from '@maison/shared';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const storage = new AsyncLocalStorage();

/** The id of the request being served, for the log lines written meanwhile. */
export function currentRequestId() {
    return storage.getStore()?.reqId;
}

/**
 * Names the request: the proxy's id when the proxy is one TRUST_PROXY names and the id is well
 * formed, else a new one. It replaces the header, so that the backend (proxied paths) and
 * React Router's loaders (their Shop API calls) see the same id, and it is echoed.
 */
export function requestId(req, res, next) {
    const trust = req.app.get('trust proxy fn');
    const trusted = trust ? trust(req.socket.remoteAddress ?? '', 0) : false;
    const reqId = (trusted ? parseRequestId(req.headers[REQUEST_ID_HEADER]) : undefined) ?? randomUUID();
    req.headers[REQUEST_ID_HEADER] = reqId;
    req.id = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    storage.run({ reqId }, next);
}
