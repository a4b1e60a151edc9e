import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';

/**
 * Logs what went wrong on the server. A visitor's own mistake (a method no route takes, a form
 * posted to a page without an action) is answered with its 4xx and not logged: scanners would
 * otherwise fill the log with stack traces. An aborted request is the visitor leaving.
 */
export const logServerError: HandleErrorFunction = (error, { request }) => {
    if (request.signal.aborted) return;
    if (isRouteErrorResponse(error) && error.status < 500) return;
    // React Router wraps its own failures in an error response that holds the error itself.
    const inner: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
    console.error(inner ?? error);
};
