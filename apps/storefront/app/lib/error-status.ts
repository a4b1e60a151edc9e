import { isRouteErrorResponse } from 'react-router';

/** Spec §2: the status an error carries (statusCode, status or its response's status), else 500. */
export function errorStatus(error: unknown): number {
    if (isRouteErrorResponse(error)) return error.status;
    if (error && typeof error === 'object') {
        const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
        for (const candidate of [e.statusCode, e.status, e.response?.status]) {
            if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
        }
    }
    return 500;
}
