import { ANALYTICS_COLLECT_PATH, LEGACY_API_PATH } from '@maison/shared';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

import { assertJsonDepth } from './json-depth';

/**
 * Body parsers with our size limit, mounted before NestJS's own: Nest then registers none of
 * its own (it looks for these names), and a body that is too big or not JSON is answered by
 * `bodyErrors` with its own 4xx instead of becoming a 500 in Nest's exception filter.
 */
export function bodyParsers(maxBytes: number): RequestHandler[] {
    // The raw bytes stay on the request for webhooks that verify a signature over them.
    const verify = (req: object, _res: unknown, buf: Buffer) => Object.assign(req, { rawBody: buf });
    return [
        express.json({
            limit: maxBytes,
            verify: (req, res, buf) => {
                assertJsonDepth(buf);
                verify(req, res, buf);
            },
        }),
        express.urlencoded({ limit: maxBytes, extended: false, verify }),
    ];
}

interface BodyParserError extends Error {
    status?: number;
    type?: string;
}

/** Answers a body-parser failure with its status and a GraphQL-shaped error, never a stack. */
export const bodyErrors: ErrorRequestHandler = (err: BodyParserError, req, res, next) => {
    const status = err.status ?? 0;
    // A body that stalled was answered 408 already (bodyDeadline); the parser learns of it late.
    if (res.headersSent) return;
    if (!err.type || status < 400 || status >= 500) return next(err);
    // The REST face answers in its own shapes (its plugin's error handler, mounted after this).
    if (req.path.startsWith(`${LEGACY_API_PATH}/`)) return next(err);
    // So does the analytics endpoint (the analytics plugin's error handler).
    if (req.path === ANALYTICS_COLLECT_PATH) return next(err);
    const message =
        err.type === 'entity.too.large'
            ? 'Request body is too large'
            : err.type === 'entity.parse.failed'
              ? 'Request body is not valid JSON'
              : err.type === 'entity.too.deep'
                ? err.message
                : 'Request body could not be read';
    res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};
