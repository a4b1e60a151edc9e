import type { Locale } from '@maison/shared';

import { publicConfig } from '~/lib/env.server';
import { htmlLang } from '~/lib/locale';
import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import type { ShopClient } from '~/lib/shop-client.server';

import {
    type ApiStore,
    boutiquesHref,
    calendarFor,
    closedDates,
    dateRuns,
    parseStoreFilter,
    shopDateAfter,
    sortByCity,
    storeCard,
    type StoreCardData,
    type StoreFilter,
    storeHref,
    weeklyHoursOf,
} from './store-view';

const StoreFields = graphql(`
    fragment StoreFields on Store {
        slug
        type
        name
        addressLine
        description
        provinceName
        cityCode
        cityName
        districtName
        latitude
        longitude
        phone
        openingHours {
            weekday
            opens
            closes
        }
        services {
            slug
            name
        }
        takesAppointments
    }
`);

const StoresQuery = graphql(
    `
        query Stores($filter: StoreFilter, $from: String!, $to: String!) {
            stores(filter: $filter) {
                ...StoreFields
            }
            storeCities {
                code
                name
                storeCount
            }
            storeCalendar(from: $from, to: $to) {
                date
                kind
                storeSlug
            }
        }
    `,
    [StoreFields],
);

const StoreQuery = graphql(
    `
        query Store($slug: String!) {
            store(slug: $slug) {
                ...StoreFields
                featuredAsset {
                    preview
                }
            }
        }
    `,
    [StoreFields],
);

/** Every store's calendar at once (calendarFor keeps a store's own): asking for one slug refuses an unknown one. */
const StoreCalendarQuery = graphql(`
    query StoreCalendar($from: String!, $to: String!) {
        storeCalendar(from: $from, to: $to) {
            date
            kind
            storeSlug
        }
    }
`);

const StoreServicesQuery = graphql(`
    query StoreServices {
        storeServices {
            slug
            name
            description
            storeSlugs
        }
        stores {
            slug
            name
            type
            cityName
        }
    }
`);

const StorePathsQuery = graphql(`
    query StorePaths {
        stores {
            slug
        }
        storeServices {
            slug
        }
    }
`);

/** How far ahead a store's page lists the days it is closed. */
const CLOSED_DAYS_AHEAD = 90;

export interface StoreListData {
    title: string;
    metaTitle: string;
    description: string;
    filter: StoreFilter;
    /** The list without filters: where "show all" leads. */
    resetHref: string;
    /** Whether the list is the brand's boutiques only (`/stores/{brand}-boutiques`), with no type filter. */
    boutiquesOnly: boolean;
    cities: Array<{ code: string; name: string }>;
    stores: StoreCardData[];
}

/**
 * `/stores` (filtered by the URL's city and type) and `/stores/{brand}-boutiques` (every
 * boutique, filtered by city): the cards with today's hours and open-now at `now`.
 */
export async function loadStoreList(
    client: ShopClient,
    request: Request,
    locale: Locale,
    options: { boutiquesOnly: boolean; now?: Date },
): Promise<StoreListData> {
    const now = options.now ?? new Date();
    const { brandSlug } = publicConfig();
    const asked = parseStoreFilter(new URL(request.url).searchParams);
    const filter: StoreFilter = options.boutiquesOnly ? { city: asked.city, type: 'boutique' } : asked;
    const today = shopDateAfter(now, 0);
    const data = await client.catalogue(StoresQuery, {
        filter: { cityCode: filter.city ?? null, type: filter.type ?? null },
        from: today,
        to: today,
    });
    const cityOrder = data.storeCities.map((c) => c.code);
    const stores = sortByCity(
        data.stores.map((s) => storeCard(s as ApiStore, data.storeCalendar, now, brandSlug)),
        cityOrder,
    );
    const t = serverT(locale);
    const title = options.boutiquesOnly ? t('pages.boutiques') : t('pages.stores');
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: t(options.boutiquesOnly ? 'stores.meta.boutiques' : 'stores.meta.list'),
        filter: options.boutiquesOnly ? { city: filter.city } : filter,
        resetHref: options.boutiquesOnly ? boutiquesHref(brandSlug) : '/stores',
        boutiquesOnly: options.boutiquesOnly,
        cities: data.storeCities.map((c) => ({ code: c.code, name: c.name })),
        stores,
    };
}

export interface StorePageData {
    metaTitle: string;
    description: string;
    store: ApiStore & { featuredAsset: { preview: string } | null };
    card: StoreCardData;
    week: ReturnType<typeof weeklyHoursOf>;
    /** The coming days (YYYY-MM-DD) the calendar closes the store. */
    closedDays: string[];
    /** The same days in runs of consecutive days (Golden Week is one), as the page's language writes them. */
    closedRuns: Array<{ from: string; to: string; label: string }>;
    listHref: string;
}

/**
 * A run of days as the language writes it, with weekdays ("2027年10月1日周五 – 2027年10月7日周四");
 * written on the server, so the browser shows the same.
 */
function runLabel(run: { from: string; to: string }, locale: Locale): string {
    const format = new Intl.DateTimeFormat(htmlLang(locale), {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        weekday: 'short',
        timeZone: 'UTC',
    });
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    // formatRange would drop to numeric dates in Chinese once weekdays are asked for.
    return run.from === run.to
        ? format.format(day(run.from))
        : `${format.format(day(run.from))} – ${format.format(day(run.to))}`;
}

/** One store's page by its slug; a 404 for a slug no shown store has. */
export async function loadStorePage(
    client: ShopClient,
    slug: string,
    locale: Locale,
    now = new Date(),
): Promise<StorePageData> {
    const { brandSlug } = publicConfig();
    const from = shopDateAfter(now, 0);
    const to = shopDateAfter(now, CLOSED_DAYS_AHEAD);
    const [{ store }, calendar] = await Promise.all([
        client.catalogue(StoreQuery, { slug }),
        client.catalogue(StoreCalendarQuery, { from, to }),
    ]);
    if (!store) throw notFound();
    const closed = closedDates(calendarFor(calendar.storeCalendar, store.slug));
    const t = serverT(locale);
    return {
        metaTitle: pageTitle(locale, `${store.name} · ${store.cityName}`),
        description: t('stores.meta.store', { name: store.name, city: store.cityName, address: store.addressLine }),
        store: store as StorePageData['store'],
        card: storeCard(store as ApiStore, calendar.storeCalendar, now, brandSlug),
        week: weeklyHoursOf(store),
        closedDays: closed,
        closedRuns: dateRuns(closed).map((run) => ({ ...run, label: runLabel(run, locale) })),
        listHref: boutiquesHref(brandSlug),
    };
}

export interface ServiceData {
    slug: string;
    name: string;
    description: string;
    href: string;
    stores: Array<{ slug: string; name: string; cityName: string; href: string }>;
}

export interface StoreServicesData {
    title: string;
    metaTitle: string;
    description: string;
    services: ServiceData[];
    /** The one service of `/store/services/{slug}`, or null on the list. */
    service: ServiceData | null;
}

/** `/store/services` and `/store/services/{slug}`: the in-store services and the stores offering each; 404 for an unknown service. */
export async function loadStoreServices(
    client: ShopClient,
    locale: Locale,
    slug: string | undefined,
): Promise<StoreServicesData> {
    const { brandSlug } = publicConfig();
    const data = await client.catalogue(StoreServicesQuery);
    const bySlug = new Map(data.stores.map((s) => [s.slug, s]));
    const services = data.storeServices.map((service) => ({
        slug: service.slug,
        name: service.name,
        description: service.description,
        href: `/store/services/${service.slug}`,
        stores: service.storeSlugs.flatMap((storeSlug) => {
            const store = bySlug.get(storeSlug);
            return store
                ? [
                      {
                          slug: store.slug,
                          name: store.name,
                          cityName: store.cityName,
                          href: storeHref(brandSlug, store.slug),
                      },
                  ]
                : [];
        }),
    }));
    const service = slug === undefined ? null : (services.find((s) => s.slug === slug) ?? null);
    if (slug !== undefined && !service) throw notFound();
    const t = serverT(locale);
    const title = service ? service.name : t('pages.storeServices');
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: service ? service.description : t('stores.meta.services'),
        services,
        service,
    };
}

/** The store and service pages for the sitemap. */
export async function storeSitemapPaths(client: ShopClient, brandSlug: string): Promise<string[]> {
    const data = await client.catalogue(StorePathsQuery);
    return [
        '/stores',
        boutiquesHref(brandSlug),
        ...data.stores.map((s) => storeHref(brandSlug, s.slug)),
        '/stores/appointment',
        '/store/services',
        ...data.storeServices.map((s) => `/store/services/${s.slug}`),
        '/store/services/contact',
    ];
}
