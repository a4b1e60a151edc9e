import {
    CONTENT_PATH_MAX_LENGTH,
    CONTENT_PATH_PATTERN,
    CONTENT_SLUG_PATTERN,
    type ContentKind,
    isBrandWildcardPath,
} from '@maison/shared';

/** The legal documents, each at a fixed path; the last two in the blank layout (routes.ts). */
export const LEGAL_PATHS = [
    '/privacy-policy',
    '/terms-conditions',
    '/terms-of-use',
    '/member-club-terms',
    '/mini-program/terms-of-use',
    '/mini-program/distribution_service',
] as const;

const legal: ReadonlySet<string> = new Set(LEGAL_PATHS);

/**
 * The kind of entry the CMS could hold at a path the fixed routes do not serve, or undefined
 * when nothing there can be content: the catch-all asks the CMS only then, so a stray path
 * costs no backend call. Brand pages live under the wildcards, campaigns at one segment.
 */
export function contentKindAt(path: string): ContentKind | undefined {
    if (path.length > CONTENT_PATH_MAX_LENGTH || !CONTENT_PATH_PATTERN.test(path)) return undefined;
    if (legal.has(path)) return 'legal';
    if (isBrandWildcardPath(path)) return 'page';
    if (path.lastIndexOf('/') === 0) return 'campaign';
    return undefined;
}

/** Whether a slug from the URL can name a news article or press release (else 404 without asking). */
export function isContentSlug(slug: string | undefined): slug is string {
    return slug !== undefined && slug.length <= CONTENT_PATH_MAX_LENGTH && CONTENT_SLUG_PATTERN.test(slug);
}

export const NEWS_PATH = '/news';
export const NEWS_RSS_PATH = '/news/rss.xml';
export const PRESS_RELEASES_PATH = '/press-lounge/press-releases';

/** A page number from `?page=`: 1 when absent; undefined when it is no page number at all. */
export function pageNumber(value: string | null): number | undefined {
    if (value === null || value === '') return 1;
    if (!/^[1-9][0-9]{0,4}$/.test(value)) return undefined;
    return Number(value);
}
