/**
 * The REST face for the WeChat mini-program and older clients (spec §7, "Legacy REST API"):
 * where it is served, its version, and the few constants its clients and the server share.
 */

/** Served under this path by the backend, and through the storefront's origin. */
export const LEGACY_API_PATH = '/legacy-api';

/** The face's version, named in its OpenAPI document; a breaking change raises the major. */
export const LEGACY_API_VERSION = '1.0.0';

/** `result.code` of a membership or wishlist reply that succeeded (spec §7); anything else failed. */
export const LEGACY_RESULT_SUCCESS = 1;
/** `result.code` of a membership or wishlist reply that failed; the failure's code is beside it. */
export const LEGACY_RESULT_FAILURE = 0;

/** A Magento masked cart id: 32 letters and digits, unguessable, handed to a guest once. */
export const MASKED_CART_ID_PATTERN = /^[A-Za-z0-9]{32}$/;

/**
 * The largest body any route of the face reads. A cart item, an address or an order is a few
 * hundred bytes; `membership/wishlist/all` with the wishlist's whole size is the largest.
 */
export const LEGACY_MAX_BODY_BYTES = 32 * 1024;

/** Spec §3's shipping placeholder: a region id Magento uses for "no region list". */
export const LEGACY_PLACEHOLDER_REGION_ID = 999;

/**
 * The `option_id`s of a strap's bundle options in Magento's shape (spec §3 "Bundle option"):
 * the strap itself and its buckle. `strapBundleDetail` answers them and an add to cart names
 * them in `bundle_options`.
 */
export const LEGACY_BUNDLE_OPTIONS = { strap: 1, buckle: 2 } as const;
