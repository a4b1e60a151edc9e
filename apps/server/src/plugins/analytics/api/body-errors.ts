import { ANALYTICS_COLLECT_PATH } from '@maison/shared';
import type { ErrorRequestHandler } from 'express';

import { analyticsFailure } from './collect.controller';

interface BodyParserError extends Error {
    status?: number;
    type?: string;
}

/** A batch the body parser refused (too large, not JSON), answered with the shop's code before any route. */
export const analyticsBodyErrors: ErrorRequestHandler = (err: BodyParserError, req, res, next) => {
    const status = err.status ?? 0;
    if (res.headersSent) return;
    if (!err.type || status < 400 || status >= 500 || req.originalUrl.split('?')[0] !== ANALYTICS_COLLECT_PATH) {
        return next(err);
    }
    if (status === 413) return analyticsFailure(res, 'ANALYTICS_BATCH_TOO_LARGE', 'The batch is too large');
    analyticsFailure(res, 'INVALID', 'The body is not JSON');
};
