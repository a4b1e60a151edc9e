import type { ErrorRequestHandler, Request, RequestHandler } from 'express';

type UploadMiddleware = (options: { maxFileSize: number; maxFiles: number }) => RequestHandler;

/** The most files one upload request may carry (the dashboard sends a handful at a time). */
const MAX_FILES = 20;

/** The headers Apollo's CSRF prevention accepts as proof that a script of an allowed origin sent the request. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

function isMultipart(req: Request): boolean {
    return Boolean(req.is('multipart/form-data'));
}

/**
 * Reads GraphQL multipart requests (the dashboard's asset uploads) before Vendure does, so a
 * malformed one is the client's 400 rather than a 500: Vendure mounts graphql-upload as Nest
 * middleware, whose errors (a cut-off form, a bad map) its exception filter turns into 500s.
 * Only the Admin API takes uploads, and only with a preflight header: a cross-site form can
 * send multipart but not that header. Once read here, the request no longer looks like
 * multipart, so Vendure's own upload middleware passes it by. Mounted on the Admin API path;
 * the Shop API refuses multipart outright (`noMultipart`).
 */
export function multipartGuard(maxFileSize: number): RequestHandler {
    let upload: Promise<RequestHandler> | undefined;
    const load = () =>
        (upload ??= (import('graphql-upload/graphqlUploadExpress.mjs' as string) as Promise<{ default: UploadMiddleware }>).then(
            (m) => m.default({ maxFileSize, maxFiles: MAX_FILES }),
        ));
    return (req, res, next) => {
        if (!isMultipart(req)) return next();
        if (!PREFLIGHT_HEADERS.some((h) => req.headers[h])) {
            return void res.status(400).json({ errors: [{ message: 'Multipart requests need a preflight header' }] });
        }
        load().then(
            (handler) =>
                handler(req, res, (err?: unknown) => {
                    if (err) return multipartErrors(err, req, res, next);
                    req.headers['content-type'] = 'application/json';
                    next();
                }),
            next,
        );
    };
}

/** The Shop API takes no uploads: multipart is refused before anything reads it. */
export const noMultipart: RequestHandler = (req, res, next) => {
    if (!isMultipart(req)) return next();
    res.status(415).json({ errors: [{ message: 'Multipart requests are not accepted here' }] });
};

interface UploadError extends Error {
    status?: number;
    expose?: boolean;
}

/** A multipart body that cannot be read: its own 4xx when it has one (413 for too many files), else 400. */
const multipartErrors: ErrorRequestHandler = (err: UploadError, _req, res, _next) => {
    const status = err.expose && err.status && err.status < 500 ? err.status : 400;
    res.status(status).json({ errors: [{ message: 'Malformed multipart request', extensions: { code: 'BAD_REQUEST' } }] });
};
