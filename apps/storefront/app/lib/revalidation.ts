import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For a resource route a fetcher loads (the bag, the search popup's picks, the region lists):
 * what it answered stays right after an action elsewhere, so React Router does not fetch it
 * again. A reload it started beside an action could also leave that action's fetcher waiting.
 */
export const neverRevalidate: ShouldRevalidateFunction = () => false;
