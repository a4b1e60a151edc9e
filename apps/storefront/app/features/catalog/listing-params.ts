/** "More results" grows the page count; a bound keeps one request from asking for the whole catalogue. */
const MAX_PAGES = 50;

export function pageParam(url: URL): number {
    const n = Number(url.searchParams.get('page') ?? '1');
    return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
}

/** The `page` after this one, keeping every other query parameter (q, sort, filters). */
export function nextPageSearch(search: string, page: number): string {
    const params = new URLSearchParams(search);
    params.set('page', String(page + 1));
    return `?${params.toString()}`;
}
