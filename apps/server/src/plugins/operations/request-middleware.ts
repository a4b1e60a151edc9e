import { parseRequestId, REQUEST_ID_HEADER } from '@maison/shared';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

import { isProcessDraining } from '@maison/shared/operations';
import { runWithRequestId } from '../../common/logging/request-context';
import { httpDuration, httpRequests } from '../../common/metrics/registry';
import { httpRouteLabel } from '../../common/metrics/route-label';

/** Set on the request by the GraphQL plugin once it knows the operation. */
export const GRAPHQL_ROUTE = Symbol('graphqlRoute');
type LabelledRequest = Request & { [GRAPHQL_ROUTE]?: string };

export function setGraphqlRoute(req: Request, label: string): void {
    (req as LabelledRequest)[GRAPHQL_ROUTE] = label;
}

type TrustFn = (address: string, hop: number) => boolean;

/**
 * The request id: the storefront's or the proxy's when it comes from a proxy TRUST_PROXY
 * names (anyone else could pick ids to confuse a search of the logs), else a new one.
 */
export function requestIdOf(req: Request): string {
    const trust = req.app.get('trust proxy fn') as TrustFn | undefined;
    const fromTrusted = trust?.(req.socket.remoteAddress ?? '', 0) ?? false;
    return (fromTrusted ? parseRequestId(req.headers[REQUEST_ID_HEADER]) : undefined) ?? randomUUID();
}

/**
 * First on every request: names it (the id is echoed and carried by every log line written
 * while serving it), times it for the metrics, and answers /health with 503 while draining.
 */
export function operationsMiddleware(req: Request, res: Response, next: NextFunction): void {
    const reqId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    if (isProcessDraining() && req.path === '/health') {
        res.status(503).json({ status: 'draining' });
        return;
    }
    const stopTimer = process.hrtime.bigint();
    res.once('finish', () => {
        const route = (req as LabelledRequest)[GRAPHQL_ROUTE] ?? httpRouteLabel(req.baseUrl, req.route?.path, req.path);
        const seconds = Number(process.hrtime.bigint() - stopTimer) / 1e9;
        httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
        httpDuration.observe({ method: req.method, route }, seconds);
    });
    runWithRequestId(reqId, next);
}
