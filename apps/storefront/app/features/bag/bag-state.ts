import type { Bag, BagErrorCode, BagLine } from './bag.server';

/** Spec §4 cart loading states; the numbers are the values the spec's table gives them. */
export const BAG_STATUS_VALUE = { init: 0, failed: -1, notFound: -2, success: 1, loading: 2 } as const;
export type BagStatus = keyof typeof BAG_STATUS_VALUE;

export interface BagState {
    /** The bag as last read whole: none until the sidebar first reads it or a change answers with it. */
    bag: Bag | null;
    /** How many items the bag holds, for the badge: the page's count, or the whole bag's once read. */
    count: number;
    status: BagStatus;
}

export type BagEvent =
    /** The page's own count of the bag's items (the root loader, again after every change). */
    | { type: 'page'; count: number }
    | { type: 'load-start' }
    /** A sidebar load or a change answered with the bag as it now is. */
    | { type: 'loaded'; bag: Bag | null }
    | { type: 'load-failed' };

export function initialBagState(count: number): BagState {
    return { bag: null, count, status: 'init' };
}

/**
 * What the badge and the sidebar show: the count of items, the bag last read and how that
 * reading went. A visitor with no bag is `notFound` (the empty message), a failed reading keeps
 * the last bag but says so.
 */
export function bagReducer(state: BagState, event: BagEvent): BagState {
    switch (event.type) {
        case 'page':
            // The whole bag read before stays until the sidebar opens, which reads it again.
            return event.count === state.count ? state : { ...state, count: event.count };
        case 'load-start':
            return { ...state, status: 'loading' };
        case 'loaded':
            return {
                bag: event.bag,
                count: event.bag?.totalQuantity ?? 0,
                status: event.bag && event.bag.lines.length ? 'success' : 'notFound',
            };
        case 'load-failed':
            return { ...state, status: 'failed' };
    }
}

/** Spec §4: a line is sold out when its stock (a strap's buckle's too) is below its quantity. */
export function isLineShort(bag: Bag, line: BagLine): boolean {
    return bag.shortLineIds.includes(line.id);
}

/** Spec §2: checkout goes to /checkout when signed in, otherwise to /checkout/login. */
export function checkoutPath(signedIn: boolean): string {
    return signedIn ? '/checkout' : '/checkout/login';
}

/** The i18n key of a failed change; unknown failures read 添加失败,请重试 (spec §8). */
export function bagErrorKey(code: BagErrorCode | undefined): string {
    return `bag.errors.${code ?? 'UNKNOWN'}`;
}
