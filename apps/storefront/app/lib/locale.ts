import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '@maison/shared';

import { readCookie, secureAttribute } from './cookies';

/** The one place that decides a visitor's language: the `lang` cookie, else Chinese. */
export const LOCALE_COOKIE = 'lang';
/** The query parameter that shows a page in a language, for links from search engines. */
export const LOCALE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
    return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeFromCookieHeader(header: string | null): Locale {
    const value = readCookie(header, LOCALE_COOKIE);
    return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The language of a page request: `?lang=` when it names one (the hreflang alternates link to
 * it), else the visitor's cookie. `chosen` is the cookie's: a request whose language differs
 * keeps the new one in the cookie.
 */
export function requestLocale(cookieHeader: string | null, url: URL): { locale: Locale; chosen: Locale } {
    const chosen = localeFromCookieHeader(cookieHeader);
    const asked = url.searchParams.get(LOCALE_PARAM);
    return { locale: isLocale(asked) ? asked : chosen, chosen };
}

/** BCP 47 tag for <html lang>. */
export function htmlLang(locale: Locale): string {
    return locale === 'zh' ? 'zh-CN' : locale;
}

/** Set-Cookie value that keeps the chosen language for 365 days (spec §9). */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
    return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secureAttribute(secure)}`;
}
