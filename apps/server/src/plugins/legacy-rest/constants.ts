const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Guests' carts of the REST face, stated in the README ("The REST API for the mini-program and
 * older clients"). Anyone may open one without signing in, so a client opens at most
 * `perClientPerHour`; carts left alone are deleted, as Magento deletes its old quotes: an empty
 * one after a day, one with items after 30 days without a change.
 */
export const GUEST_CART_POLICY = {
    perClientPerHour: 30,
    hourMs: HOUR_MS,
    emptyKeptMs: DAY_MS,
    idleKeptMs: 30 * DAY_MS,
    /** Carts deleted per run, so that one run after a long pause stays a short transaction. */
    deletedPerRun: 500,
} as const;
