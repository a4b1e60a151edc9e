import { bodyDeadline as deadline } from '@maison/shared';
import type { Request, RequestHandler, Response } from 'express';

/** The shared body deadline, answered as the APIs answer errors: 408 with a GraphQL-shaped body. */
export function bodyDeadline(ms: (req: Request) => number): RequestHandler {
    return deadline<Request, Response>(ms, (_req, res) => {
        res.status(408)
            .set('Connection', 'close')
            .json({ errors: [{ message: 'Request body timed out', extensions: { code: 'REQUEST_TIMEOUT' } }] });
    });
}
