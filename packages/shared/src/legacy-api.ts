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
 * The options of a strap sold as a bundle in a Magento-shaped cart (spec §3 "Alternative cart"):
 * the strap itself and the buckle riding on its line. A client adding a strap names its buckle
 * as the selection of the buckle option.
 */
export const LEGACY_BUNDLE_OPTION_IDS = { strap: 1, buckle: 2 } as const;

/** Magento's shipping carrier and method of spec §3's placeholder: the shop's one free delivery. */
export const LEGACY_SHIPPING_CODE = 'flatrate';
