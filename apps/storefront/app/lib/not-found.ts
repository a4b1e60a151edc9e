import { data } from 'react-router';

/** Spec §2 error page: unknown pages answer 404 with this status text; throw what this returns. */
export function notFound() {
    return data(null, { status: 404, statusText: 'This page could not be found' });
}
