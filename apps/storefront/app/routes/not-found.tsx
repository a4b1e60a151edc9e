import { data } from 'react-router';

/** Unknown paths (spec §8): status 404, shown by the root error boundary. */
export function loader() {
    throw data(null, { status: 404, statusText: 'This page could not be found' });
}

export default function NotFound() {
    return null;
}
