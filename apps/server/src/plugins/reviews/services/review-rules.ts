import { REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from '@maison/shared';

/**
 * The average shown on a product: one decimal, or null while no review is approved. Computed
 * from the integer sum so that halves round up exactly (87 stars over 20 reviews is 4.4).
 */
export function averageRating(sum: number, count: number): number | null {
    if (count <= 0) return null;
    return Math.round((sum * 10) / count) / 10;
}

/**
 * A reviewer's name as shoppers see it: the first character of the family name (else of the
 * given name) and two stars, so 王晓明 is 王**. Never the e-mail address or the phone number.
 */
export function maskAuthorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
    // By code point, so a name starting with a character outside the BMP is not cut in half.
    const [initial] = Array.from((lastName ?? '').trim() || (firstName ?? '').trim());
    return `${initial ?? '*'}**`;
}

/** A page of a public list: skip at least 0, take 0 to REVIEW_PAGE_SIZE_MAX (default REVIEW_PAGE_SIZE). */
export function boundedPage(options: { skip?: number | null; take?: number | null } | null | undefined): {
    skip: number;
    take: number;
} {
    const whole = (n: number | null | undefined, fallback: number) =>
        typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : fallback;
    return {
        skip: Math.max(whole(options?.skip, 0), 0),
        take: Math.min(Math.max(whole(options?.take, REVIEW_PAGE_SIZE), 0), REVIEW_PAGE_SIZE_MAX),
    };
}

/** The largest id of an integer primary key column on both databases. */
const MAX_ID = 2_147_483_647;

/**
 * An id from the API as the number the database holds, or undefined when it cannot be one of
 * ours: a query with "abc" or 1e20 would otherwise be PostgreSQL's error, not an unknown id.
 */
export function parseEntityId(id: unknown): number | undefined {
    const text = String(id ?? '');
    if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
    const n = Number(text);
    return n <= MAX_ID ? n : undefined;
}
