import {
    type CalendarDay,
    calendarKindOn,
    daysBetween,
    isOpenAt,
    isStoreType,
    openingOn,
    type OpeningSpan,
    shopClock,
    type StoreType,
    type Weekday,
    WEEKDAYS,
    type WeeklyHours,
} from '@maison/shared';

/** A store as the Shop API answers it, in the parts the pages use. */
export interface ApiStore {
    slug: string;
    type: StoreType;
    name: string;
    addressLine: string;
    description: string;
    provinceName: string;
    cityCode: string;
    cityName: string;
    districtName: string;
    latitude: number;
    longitude: number;
    phone: string;
    openingHours: ReadonlyArray<{ weekday: Weekday; opens: string | null; closes: string | null }>;
    services: ReadonlyArray<{ slug: string; name: string }>;
    takesAppointments: boolean;
}

export interface ApiCalendarDay {
    date: string;
    kind: 'closed' | 'working';
    storeSlug: string | null;
}

/** What a store's card and its pin show; built on the server, so open-now is right on the first render. */
export interface StoreCardData {
    slug: string;
    type: StoreType;
    name: string;
    address: string;
    cityCode: string;
    cityName: string;
    phone: string;
    latitude: number;
    longitude: number;
    /** Today's opening in Beijing time, or null when the store is closed all day. */
    today: OpeningSpan | null;
    openNow: boolean;
    services: Array<{ slug: string; name: string }>;
    href: string;
    takesAppointments: boolean;
}

/** The list's filters, kept in the URL: `?city=shanghai&type=boutique`. */
export interface StoreFilter {
    city?: string;
    type?: StoreType;
}

const CITY_CODE = /^[a-z][a-z0-9-]{0,39}$/;

/** The filters a URL asks for; a value that cannot be one is left out. */
export function parseStoreFilter(params: URLSearchParams): StoreFilter {
    const city = params.get('city') ?? '';
    const type = params.get('type') ?? '';
    return { ...(CITY_CODE.test(city) ? { city } : {}), ...(isStoreType(type) ? { type } : {}) };
}

/** A week of hours from the Shop API's list (a weekday missing or without times is closed). */
export function weeklyHoursOf(store: Pick<ApiStore, 'openingHours'>): WeeklyHours {
    const week = {} as Record<Weekday, OpeningSpan | null>;
    for (const day of WEEKDAYS) {
        const found = store.openingHours.find((h) => h.weekday === day);
        week[day] = found?.opens && found.closes ? { opens: found.opens, closes: found.closes } : null;
    }
    return week;
}

/** The calendar entries that concern one store: every store's and its own (which win). */
export function calendarFor(days: readonly ApiCalendarDay[], slug: string): CalendarDay[] {
    return days
        .filter((d) => d.storeSlug === null || d.storeSlug === slug)
        .map((d) => ({ date: d.date, kind: d.kind, ownStore: d.storeSlug !== null }));
}

/** The path of a store's page: `/stores/{brand}-boutiques/{slug}` (spec §2), for boutiques and retailers alike. */
export function storeHref(brandSlug: string, slug: string): string {
    return `/stores/${brandSlug}-boutiques/${slug}`;
}

export function boutiquesHref(brandSlug: string): string {
    return `/stores/${brandSlug}-boutiques`;
}

/** A store's card: today's hours and whether it is open at `now`, in Beijing time. */
export function storeCard(
    store: ApiStore,
    calendar: readonly ApiCalendarDay[],
    now: Date,
    brandSlug: string,
): StoreCardData {
    const hours = weeklyHoursOf(store);
    const own = calendarFor(calendar, store.slug);
    return {
        slug: store.slug,
        type: store.type,
        name: store.name,
        address: [store.districtName, store.addressLine].filter(Boolean).join(' '),
        cityCode: store.cityCode,
        cityName: store.cityName,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
        today: openingOn(hours, own, shopClock(now).date),
        openNow: isOpenAt(hours, own, now),
        services: store.services.map((s) => ({ slug: s.slug, name: s.name })),
        href: storeHref(brandSlug, store.slug),
        takesAppointments: store.takesAppointments,
    };
}

/** Stores grouped by city in the order of the cities' list; within a city, as the Shop API gave them. */
export function sortByCity<T extends { cityCode: string }>(stores: readonly T[], cityOrder: readonly string[]): T[] {
    const rank = (code: string) => {
        const i = cityOrder.indexOf(code);
        return i === -1 ? cityOrder.length : i;
    };
    return stores
        .map((store, index) => ({ store, index }))
        .sort((a, b) => rank(a.store.cityCode) - rank(b.store.cityCode) || a.index - b.index)
        .map(({ store }) => store);
}

/** The Beijing date `days` after `now`'s. */
export function shopDateAfter(now: Date, days: number): string {
    return shopClock(now.getTime() + days * 24 * 60 * 60 * 1000).date;
}

/** The dates from `from` (YYYY-MM-DD) on that the calendar closes the store, in order. */
export function closedDates(calendar: readonly CalendarDay[]): string[] {
    return [...new Set(calendar.map((d) => d.date))]
        .filter((date) => calendarKindOn(calendar, date) === 'closed')
        .sort();
}

/** Sorted dates (YYYY-MM-DD) in runs of consecutive days. */
export function dateRuns(dates: readonly string[]): Array<{ from: string; to: string }> {
    const runs: Array<{ from: string; to: string }> = [];
    for (const date of dates) {
        const last = runs.at(-1);
        if (last && daysBetween(last.to, date) === 1) last.to = date;
        else runs.push({ from: date, to: date });
    }
    return runs;
}

/** Province, city and district without saying a municipality twice (上海市 上海). */
export function placeLine(store: Pick<ApiStore, 'provinceName' | 'cityName' | 'districtName'>): string {
    const province = store.provinceName.startsWith(store.cityName) ? [] : [store.provinceName];
    return [...province, store.cityName, store.districtName].filter(Boolean).join(' ');
}

/**
 * AMap's route planner from wherever the visitor is to the store (its URI API: the app when
 * installed, else the web page); `coordinate=gaode` says the point is GCJ-02.
 */
export function amapNavigationUrl(store: Pick<ApiStore, 'longitude' | 'latitude' | 'name'>): string {
    const to = `${store.longitude},${store.latitude},${encodeURIComponent(store.name)}`;
    return `https://uri.amap.com/navigation?to=${to}&mode=car&coordinate=gaode&callnative=1`;
}

const SCHEMA_DAY: Record<Weekday, string> = {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
};

/** schema.org `Store` of a store's page: address, point, phone, weekly hours and the coming closed days. */
export function storeJsonLd(store: ApiStore, url: string, closed: readonly string[]): object {
    const hours = weeklyHoursOf(store);
    return {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: store.name,
        url,
        telephone: store.phone,
        address: {
            '@type': 'PostalAddress',
            streetAddress: store.addressLine,
            addressLocality: store.cityName,
            addressRegion: store.provinceName,
            addressCountry: 'CN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
        openingHoursSpecification: WEEKDAYS.flatMap((day) => {
            const span = hours[day];
            return span
                ? [
                      {
                          '@type': 'OpeningHoursSpecification',
                          dayOfWeek: `https://schema.org/${SCHEMA_DAY[day]}`,
                          opens: span.opens,
                          closes: span.closes,
                      },
                  ]
                : [];
        }),
        // schema.org's way of saying closed all day: opening and closing at midnight.
        ...(closed.length > 0
            ? {
                  specialOpeningHoursSpecification: closed.map((date) => ({
                      '@type': 'OpeningHoursSpecification',
                      validFrom: date,
                      validThrough: date,
                      opens: '00:00',
                      closes: '00:00',
                  })),
              }
            : {}),
    };
}
