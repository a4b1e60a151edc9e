/**
 * Returns and cancellations as member and staff see them: the reasons a member gives, the
 * states a request goes through and who may move it. Shared by the server, which enforces
 * them, and the storefront and dashboard, which show them. No zod here (page scripts import it).
 */

export const AFTER_SALES_KINDS = ['cancel', 'return'] as const;
export type AfterSalesKind = (typeof AFTER_SALES_KINDS)[number];

/** Why a member returns an order. */
export const RETURN_REASONS = ['changedMind', 'damaged', 'notAsDescribed', 'wrongItem', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Why a member cancels an order before it ships. */
export const CANCEL_REASONS = ['changedMind', 'orderedByMistake', 'tooSlow', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * A request's states. A cancellation is `requested`, then `approved` (the order is cancelled)
 * or `rejected`. A return is `requested`, `approved` (the member may send it back and gives
 * the parcel's tracking number), `received` by the workshop, then `refunded`; or `rejected`.
 * The member may withdraw (`withdrawn`) while it is `requested` or `approved`.
 */
export const AFTER_SALES_STATES = ['requested', 'approved', 'received', 'refunded', 'rejected', 'withdrawn'] as const;
export type AfterSalesState = (typeof AFTER_SALES_STATES)[number];

/** States in which a request still awaits someone: an order has at most one such request. */
export const OPEN_AFTER_SALES_STATES: readonly AfterSalesState[] = ['requested', 'approved', 'received'];

/** What staff may do to a request in `state` of `kind`. */
export function staffTransitions(kind: AfterSalesKind, state: AfterSalesState): AfterSalesState[] {
    if (state === 'requested') return ['approved', 'rejected'];
    if (kind === 'return' && state === 'approved') return ['received', 'rejected'];
    if (kind === 'return' && state === 'received') return ['refunded'];
    return [];
}

/** Whether the member may still withdraw a request in `state`. */
export function memberMayWithdraw(kind: AfterSalesKind, state: AfterSalesState): boolean {
    return state === 'requested' || (kind === 'return' && state === 'approved');
}

/** Whether the member may give the return parcel's tracking number (only once it is approved). */
export function memberMaySendBack(kind: AfterSalesKind, state: AfterSalesState): boolean {
    return kind === 'return' && state === 'approved';
}

/** Longest free-text note a member adds to a request, and a carrier name and tracking number. */
export const AFTER_SALES_NOTE_MAX_LENGTH = 500;
export const TRACKING_CODE_MAX_LENGTH = 40;

/** A tracking number as carriers in China print them: 4 to 40 letters, digits and hyphens. */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const CARRIER_MAX_LENGTH = 40;

export function isReasonFor(kind: AfterSalesKind, reason: string): boolean {
    return ((kind === 'cancel' ? CANCEL_REASONS : RETURN_REASONS) as readonly string[]).includes(reason);
}
