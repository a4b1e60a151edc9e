import { bagErrorKey } from './bag-state';
import type { BagErrorCode } from './bag.server';

/**
 * A bag change posted without the page's script (a plain form) answers with a redirect back to
 * the page it came from, whose address then carries the outcome in this parameter; that page
 * shows it in the toast, as the script would have.
 */
export const BAG_NOTICE_PARAM = 'bag';

/** What went through: an item added, or another change (a quantity, a coupon). */
export type BagSuccess = 'added' | 'updated';

/** The page address `back` with the outcome of the change on it. */
export function withBagNotice(back: string, outcome: string): string {
    const url = new URL(back, 'http://shop.invalid');
    url.searchParams.set(BAG_NOTICE_PARAM, outcome);
    return `${url.pathname}${url.search}${url.hash}`;
}

/** The i18n key of the outcome a page's address carries, if it carries one this shop wrote. */
export function bagNoticeKey(search: URLSearchParams, knownErrors: readonly string[]): string | undefined {
    const value = search.get(BAG_NOTICE_PARAM);
    if (value === 'added' || value === 'updated') return `bag.${value}`;
    return value !== null && knownErrors.includes(value) ? bagErrorKey(value as BagErrorCode) : undefined;
}

/**
 * The address without the outcome, once the page has shown it: a reload, a bookmark or a shared
 * link must not say it again. Undefined when there is none to take off.
 */
export function withoutBagNotice(href: string): string | undefined {
    const url = new URL(href);
    if (!url.searchParams.has(BAG_NOTICE_PARAM)) return undefined;
    url.searchParams.delete(BAG_NOTICE_PARAM);
    return `${url.pathname}${url.search}${url.hash}`;
}
