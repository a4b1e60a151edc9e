import { data, isRouteErrorResponse } from 'react-router';

/** Spec §2 error page: unknown pages answer 404 with this status text; throw what this returns. */
export function notFound() {
    return data(null, { status: 404, statusText: 'This page could not be found' });
}

/** Whether a loader's throw is a 404: ours above, or an error response of that status. */
export function isNotFound(err: unknown): boolean {
    if (isRouteErrorResponse(err)) return err.status === 404;
    const thrown = err as { type?: unknown; init?: { status?: number } | null } | null;
    return thrown?.type === 'DataWithResponseInit' && thrown.init?.status === 404;
}
