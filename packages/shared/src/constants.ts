/**
 * Business constants of spec §9, in one place for the storefront and the server.
 * Money is always integer fen (minor units).
 */

export const LOCALES = ['zh', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** The shop's language a kept language code names (a visitor's, an owner's), Chinese when it is none of them. */
export function shopLocale(languageCode: string | null | undefined): Locale {
    return LOCALES.find((locale) => locale === languageCode) ?? DEFAULT_LOCALE;
}

export const DEFAULT_CURRENCY = 'CNY';
export const DEFAULT_COUNTRY = 'CN';
export const COUNTRIES = ['CN', 'US', 'DE'] as const;
export const CURRENCIES = ['CNY', 'EUR', 'USD'] as const;

/** Cookie lifetimes, in seconds. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const TOKEN_MAX_AGE_S = 86_400;
export const COOKIE_CONSENT_COOKIE = 'cookie_control_consent';
export const COOKIE_CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Listing pages (spec §9). */
export const PAGE_SIZE_OPTIONS = [20, 40, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const LEGACY_DEFAULT_PAGE_SIZE = 24;

/** Card and rating (spec §9). */
export const CARD_IMAGE_WIDTH = 216;
export const CARD_IMAGE_HEIGHT = 326;
export const MAX_RATING = 5;

/** Timings in milliseconds (spec §9). */
export const ADD_TO_CART_FEEDBACK_MS = 1000;
export const ROUTE_SCROLL_RESET_DELAY_MS = 200;
export const MIN_FETCH_DELAY_MS = 200;
export const TOAST_HIDE_MS = 2000;
export const LOADING_POPUP_MS = 1000;
export const NOTIFICATION_MS = 3000;
export const MAX_NOTIFICATIONS = 3;
export const BAG_TOGGLE_DEBOUNCE_MS = 500;
export const PROGRESS_BAR_TIMEOUT_MS = 5000;
/** The page progress bar climbs this many percent per tick until its cap, then waits for the page. */
export const PROGRESS_STEP_PERCENT = 2;
export const PROGRESS_TICK_MS = 10;
export const PROGRESS_CAP_PERCENT = 90;
export const HEADER_SCROLL_THROTTLE_MS = 200;
export const STALE_CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Layout (spec §9). */
export const MOBILE_BREAKPOINT_PX = 1024;
export const HEADER_HEIGHT_MOBILE_PX = 52;
export const HEADER_HEIGHT_DESKTOP_PX = 60;
export const HEADER_SCROLLING_THRESHOLD_PX = 100;

/** Stock shown for a bag line whose stock is not tracked (spec §9). */
export const UNTRACKED_STOCK_DISPLAY = 99_999;

/**
 * The most units of one line a bag takes (the server's limit too); 0 is a removal, sent as such.
 * Here, not beside the form rules: the bag's stepper must not pull the validation schemas into
 * the page's scripts.
 */
export const MAX_LINE_QUANTITY = 99;

/** The shipping price shown in the bag (spec §9): delivery in mainland China is free. */
export const SHIPPING_PRICE_SHOWN = 0;

/** The `authenticationError` of a sign-in refused because of too many wrong tries (both APIs' `login`). */
export const LOGIN_THROTTLED = 'LOGIN_THROTTLED';

/** The error code of a GraphQL request refused for its size or shape (complexity, depth, aliases). */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/**
 * How long an order's stock stays held while its shopper pays, in minutes. An order still
 * waiting for its payment after that goes back to the bag and its units are for sale again;
 * the payment gateways are told the same time limit.
 */
export const STOCK_HOLD_MINUTES = 30;

/**
 * The versions of the privacy policy and the member-club terms a new member accepts: each
 * member's acceptance is recorded with the version and the time (PIPL). A new version is a
 * new date here, and the pages' text with it.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const MEMBER_TERMS_VERSION = '2026-11-01';

/**
 * A new password: long enough to resist guessing; no longer than bcrypt reads (72 bytes of
 * UTF-8), so that every character typed counts: a Chinese character takes three of them.
 * Enforced by the forms and by the server alike.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
export const PASSWORD_MAX_BYTES = 72;

const utf8 = new TextEncoder();

/** Whether bcrypt reads the whole of this password (it ignores what lies past 72 bytes). */
export function passwordFitsHash(password: string): boolean {
    return utf8.encode(password).length <= PASSWORD_MAX_BYTES;
}

/** A member who joined by mobile number has no e-mail yet: this domain stands in and never receives mail. */
const PLACEHOLDER_EMAIL_DOMAIN = 'sms-member.invalid';

export function placeholderEmail(mobile: string): string {
    return `${mobile}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * Whether an address can receive mail (and be shown as the member's): not empty, and not in the
 * reserved .invalid domain the shop gives members without e-mail and closed accounts.
 */
export function isMailable(emailAddress: string | null | undefined): emailAddress is string {
    return Boolean(emailAddress) && !/\.invalid$/i.test(emailAddress!.trim());
}

/** How many addresses a member's address book holds. */
export const MAX_MEMBER_ADDRESSES = 20;

/** What a member may say of their gender on their profile (or leave unsaid). */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Whether `value` is a birthday as the profile keeps it: an ISO date (YYYY-MM-DD) that exists,
 * after 1900 and not after `today`.
 */
export function isBirthday(value: string, today: Date = new Date()): boolean {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real && year >= 1900 && date.getTime() <= today.getTime();
}

/**
 * The member club's tiers (spec §2 member club): one point for each yuan of paid orders, plus
 * those of daily check-ins (check-in.ts), each tier from its threshold upwards.
 */
export const MEMBER_TIERS = [
    { id: 'classic', minPoints: 0 },
    { id: 'prestige', minPoints: 50_000 },
    { id: 'icon', minPoints: 200_000 },
] as const;
export type MemberTierId = (typeof MEMBER_TIERS)[number]['id'];

/** Points for paid orders worth `fen` in total: one a yuan, fractions dropped. */
export function pointsForFen(fen: number): number {
    return Math.max(0, Math.floor(fen / 100));
}

/** The tier `points` reach, and the next one with the points still missing (none at the top). */
export function memberTier(points: number): { tier: MemberTierId; next?: { tier: MemberTierId; missing: number } } {
    let index = 0;
    MEMBER_TIERS.forEach((tier, i) => {
        if (points >= tier.minPoints) index = i;
    });
    const next = MEMBER_TIERS[index + 1];
    return {
        tier: MEMBER_TIERS[index].id,
        ...(next ? { next: { tier: next.id, missing: next.minPoints - points } } : {}),
    };
}
