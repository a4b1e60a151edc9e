/**
 * Dates and times as people read them. The shop sells in China: every time it shows is
 * Beijing time, whatever the time zone of the server or browser that renders it (a server in
 * UTC showed an order placed at 22:41 as 14:41; a browser abroad changed it on hydration).
 */

import { DEFAULT_LOCALE, type Locale } from './constants.js';

/** The one time zone of the shop's times: China keeps one, with no summer time. */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

const INTL_LOCALE: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB', de: 'de-DE' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
    const known: Locale = locale in INTL_LOCALE ? (locale as Locale) : DEFAULT_LOCALE;
    const key = `${known}|${withTime}`;
    let f = formatters.get(key);
    if (!f) {
        f = new Intl.DateTimeFormat(INTL_LOCALE[known], {
            timeZone: SHOP_TIME_ZONE,
            year: 'numeric',
            month: known === 'zh' ? 'long' : 'short',
            day: 'numeric',
            ...(withTime
                ? {
                      hour: '2-digit',
                      minute: '2-digit',
                      hourCycle: 'h23',
                      // A reader in English or German may be abroad: say whose clock it is.
                      ...(known === 'zh' ? {} : { timeZoneName: 'short' }),
                  }
                : {}),
        } as Intl.DateTimeFormatOptions);
        formatters.set(key, f);
    }
    return f;
}

function toDate(at: Date | string | number): Date {
    const date = at instanceof Date ? at : new Date(at);
    if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(at)}`);
    return date;
}

/** A moment as a date and time in Beijing, e.g. "2026年11月25日 22:41", "25 Nov 2026, 22:41 GMT+8". */
export function formatDateTime(at: Date | string | number, locale: string = DEFAULT_LOCALE): string {
    return formatter(locale, true).format(toDate(at));
}

/** A moment as its calendar day in Beijing, e.g. "2026年11月25日", "25 Nov 2026", "25. Nov. 2026". */
export function formatDate(at: Date | string | number, locale: string = DEFAULT_LOCALE): string {
    return formatter(locale, false).format(toDate(at));
}
