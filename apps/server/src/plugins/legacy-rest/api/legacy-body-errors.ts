import { LEGACY_API_PATH } from '@maison/shared';
import type { ErrorRequestHandler } from 'express';

import { legacyLanguage } from './legacy-auth.guard';
import { failureBody } from './legacy-exception.filter';
import { legacyMessage } from './legacy-messages';
import type { LegacyStyle } from './legacy-route';

interface BodyParserError extends Error {
    status?: number;
    type?: string;
}

/**
 * A body the parsers refused (too large, not JSON, nested too deep), answered before any route
 * in the style of the route it was sent to, which `styleOf` tells by its path.
 */
export function legacyBodyErrors(styleOf: (path: string) => LegacyStyle): ErrorRequestHandler {
    return (err: BodyParserError, req, res, next) => {
        const status = err.status ?? 0;
        if (res.headersSent) return;
        if (!err.type || status < 400 || status >= 500) return next(err);
        const path = `${req.baseUrl}${req.path}`.slice(LEGACY_API_PATH.length + 1);
        res.status(status === 413 ? 413 : 400).json(
            failureBody(styleOf(path), 'INVALID', legacyMessage('INVALID', legacyLanguage(req)), 'body'),
        );
    };
}
