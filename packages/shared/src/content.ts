/**
 * Content the brand's staff write (issue 32): pages, news, press releases, media, legal texts
 * and campaigns, each in zh, en and de, with a body of blocks. The server keeps entries and
 * their revisions (the content plugin); the storefront and `/cms-api/` read what is published.
 * Shapes here are what both sides agree on: the kinds and states, the blocks and their limits.
 */

/**
 * What an entry is, which decides where it is shown:
 * - `page`: a brand page at its own storefront path (`/about/manufacture`, `/history/part-3`);
 * - `news`: an article at `/news/details/{slug}`;
 * - `press`: a press release at `/press-lounge/press-releases/{slug}`;
 * - `media`: pictures, videos and press kits of the press lounge (no page of its own);
 * - `legal`: a legal text at its own path, with a document version;
 * - `campaign`: a campaign page at its own path (`/lunar-new-year`).
 */
export const CONTENT_KINDS = ['page', 'news', 'press', 'media', 'legal', 'campaign'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Kinds whose `path` is a storefront path; the others' is a slug under their section's page. */
export const PATH_CONTENT_KINDS: readonly ContentKind[] = ['page', 'legal', 'campaign'];

/**
 * `draft` (never published, or taken back), `scheduled` (published by the server at its
 * `publishAt`), `published`, `archived` (no longer shown; kept with its revisions).
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Under these paths, which pages exist is the CMS's to say: a published page there, or 404. */
export const BRAND_WILDCARD_PREFIXES = [
    '/140-years',
    '/about',
    '/heritage',
    '/history',
    '/squads',
    '/partnerships',
    '/sustainability',
] as const;

/** A media item of the press lounge is one of these; press kits and fact sheets are `pressKit`. */
export const MEDIA_TYPES = ['picture', 'video', 'pressKit'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The legal documents whose version a member accepts (recorded with the consent, PIPL). */
export const CONSENT_DOCUMENT_PATHS = {
    privacyPolicy: '/privacy-policy',
    memberTerms: '/member-club-terms',
} as const;

/** News articles on one page of `/news`, and press releases on one page of a year. */
export const NEWS_PAGE_SIZE = 12;
/** The most entries one list answers, whatever a client asks. */
export const MAX_CONTENT_PAGE_SIZE = 50;

/** The years press releases and news may be filtered by; any other is a year with nothing in it. */
export const CONTENT_YEAR_MIN = 2000;
export const CONTENT_YEAR_MAX = 2100;

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** Whether `year` is one a list may be filtered by: a whole number within the bounds. */
export function isContentYear(year: number): boolean {
    return Number.isInteger(year) && year >= CONTENT_YEAR_MIN && year <= CONTENT_YEAR_MAX;
}

/** The Beijing year an instant falls in: the year an article's date bears in China. */
export function beijingYear(at: Date): number {
    return new Date(at.getTime() + BEIJING_OFFSET_MS).getUTCFullYear();
}

/** The instants a Beijing year runs between: from its first moment, to the next year's. */
export function beijingYearRange(year: number): { from: Date; to: Date } {
    return {
        from: new Date(Date.UTC(year, 0, 1) - BEIJING_OFFSET_MS),
        to: new Date(Date.UTC(year + 1, 0, 1) - BEIJING_OFFSET_MS),
    };
}

export const CONTENT_PATH_MAX_LENGTH = 200;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SUMMARY_MAX_LENGTH = 1000;
export const CONTENT_SEO_TITLE_MAX_LENGTH = 200;
export const CONTENT_SEO_DESCRIPTION_MAX_LENGTH = 400;
export const CONTENT_TAG_MAX_LENGTH = 40;
export const MAX_CONTENT_TAGS = 12;
/** Blocks in one translation's body, and the largest rich text one block holds. */
export const MAX_CONTENT_BLOCKS = 60;
export const CONTENT_HTML_MAX_LENGTH = 100_000;
export const MAX_GALLERY_PICTURES = 24;
export const MAX_PRODUCT_ROW_SKUS = 12;
export const MAX_DOWNLOADS = 20;
export const CONTENT_TEXT_MAX_LENGTH = 500;
/** How long a draft's preview link works. */
export const CONTENT_PREVIEW_MINUTES = 60;

/** A path of a page kind: lower-case segments of letters, digits and dashes, from the root. */
export const CONTENT_PATH_PATTERN = /^(\/[a-z0-9][a-z0-9_-]*)+$/;
/** A slug of news, press and media: one such segment. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The blocks of a body, as staff save them: pictures, videos and files by the id of a Vendure
 * asset. Rich text is HTML that the server sanitises on save and again when it serves it.
 */
export type ContentBlockInput =
    | { type: 'richText'; html: string }
    | { type: 'picture'; assetId: string; alt?: string; caption?: string }
    | { type: 'gallery'; pictures: Array<{ assetId: string; alt?: string; caption?: string }> }
    | { type: 'video'; assetId: string; posterAssetId?: string; caption?: string }
    | { type: 'quote'; text: string; cite?: string }
    | { type: 'products'; title?: string; skus: string[] }
    | { type: 'cta'; label: string; href: string }
    | { type: 'downloads'; title?: string; files: Array<{ assetId: string; label: string }> };

export type ContentBlockType = ContentBlockInput['type'];
export const CONTENT_BLOCK_TYPES: readonly ContentBlockType[] = [
    'richText',
    'picture',
    'gallery',
    'video',
    'quote',
    'products',
    'cta',
    'downloads',
];

/** An asset as a block shows it: `src` is the asset server's address of the file. */
export interface ContentAsset {
    id: string;
    src: string;
    name: string;
    mimeType: string;
    width: number;
    height: number;
    fileSize: number;
}

/**
 * The blocks as the Shop API and `/cms-api/` serve them: assets resolved (a block whose asset
 * is gone is left out), HTML sanitised, links checked. Products are by sku: the storefront
 * prices them live from the catalogue.
 */
export type ContentBlock =
    | { type: 'richText'; html: string }
    | { type: 'picture'; asset: ContentAsset; alt: string; caption: string }
    | { type: 'gallery'; pictures: Array<{ asset: ContentAsset; alt: string; caption: string }> }
    | { type: 'video'; asset: ContentAsset; poster: ContentAsset | null; caption: string }
    | { type: 'quote'; text: string; cite: string }
    | { type: 'products'; title: string; skus: string[] }
    | { type: 'cta'; label: string; href: string }
    | { type: 'downloads'; title: string; files: Array<{ asset: ContentAsset; label: string }> };

/**
 * A link a call to action or rich text may hold: a path of the shop, or an http(s), mailto or
 * tel address. Nothing else (javascript:, data:, protocol-relative //host) is a link. No white
 * space, control character or backslash anywhere: browsers drop a tab or newline from a link
 * and read `\\` as `/`, so `/\t/evil.example` would lead to another host.
 */
export function isSafeContentHref(href: string): boolean {
    if (href.length === 0 || href.length > 2000) return false;
    for (let i = 0; i < href.length; i++) {
        const code = href.charCodeAt(i);
        if (code <= 0x20 || code === 0x7f || code === 0x5c) return false;
    }
    if (href.startsWith('/')) return !href.startsWith('//');
    return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(href);
}

/**
 * The storefront path that shows an entry: its own path for pages, legal texts and campaigns, its
 * slug under its section for news and press releases; media are shown in the media centre.
 */
export function contentEntryHref(kind: ContentKind, path: string): string {
    if (kind === 'news') return `/news/details/${path}`;
    if (kind === 'press') return `/press-lounge/press-releases/${path}`;
    if (kind === 'media') return '/press-lounge/media-center';
    return path;
}

export function isContentKind(value: unknown): value is ContentKind {
    return CONTENT_KINDS.some((kind) => kind === value);
}

export function isContentState(value: unknown): value is ContentState {
    return CONTENT_STATES.some((state) => state === value);
}

/** Whether a path lies under one of the brand wildcards, where the CMS decides what exists. */
export function isBrandWildcardPath(path: string): boolean {
    return BRAND_WILDCARD_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
