import {
    HOME_SERVICE_COUNTRY,
    type Locale,
    serviceCountryCode,
    serviceCountrySegment,
    type ServiceCentreKind,
    telHref,
} from '@maison/shared';

import { storeHref } from '~/features/stores/store-view';
import { publicConfig } from '~/lib/env.server';
import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import { notFound } from '~/lib/not-found';
import { safeRedirect } from '~/lib/safe-redirect';
import type { ShopClient } from '~/lib/shop-client.server';

import { centresHrefOf } from './service-centre-paths';

const CentreFields = graphql(`
    fragment ServiceCentreFields on ServiceCentre {
        id
        countryCode
        countryName
        kind
        name
        city
        addressLine
        hours
        phone
        email
    }
`);

const CountriesQuery = graphql(`
    query ServiceCentreCountries {
        serviceCentreCountries {
            code
            name
            centreCount
        }
    }
`);

const CentresQuery = graphql(
    `
        query ServiceCentres($countryCode: String!) {
            serviceCentres(countryCode: $countryCode) {
                ...ServiceCentreFields
            }
        }
    `,
    [CentreFields],
);

const ReceptionStoresQuery = graphql(`
    query ServiceReceptionStores {
        serviceReceptionStores {
            slug
            name
            cityName
            addressLine
            phone
        }
    }
`);

export interface CentreData {
    id: string;
    kind: ServiceCentreKind;
    name: string;
    city: string;
    countryName: string;
    addressLine: string;
    hours: string;
    phone: string;
    tel: string;
    email: string;
}

export interface CountryLink {
    code: string;
    name: string;
    centreCount: number;
    href: string;
}

export interface ReceptionStoreData {
    slug: string;
    name: string;
    cityName: string;
    addressLine: string;
    phone: string;
    tel: string;
    href: string;
}

export interface CentreCountriesData {
    title: string;
    metaTitle: string;
    description: string;
    countries: CountryLink[];
}

export interface CentresData {
    title: string;
    metaTitle: string;
    description: string;
    countryCode: string;
    countryName: string;
    /** Whether the country is the shop's own (its boutiques that take in watches are listed). */
    home: boolean;
    centres: CentreData[];
    receptionStores: ReceptionStoreData[];
    countries: CountryLink[];
}

const centresHref = centresHrefOf;

function centreData(centre: Omit<CentreData, 'tel'>): CentreData {
    return { ...centre, tel: telHref(centre.phone) };
}

async function countryLinks(client: ShopClient): Promise<CountryLink[]> {
    const data = await client.catalogue(CountriesQuery);
    return data.serviceCentreCountries.map((c) => ({ ...c, href: centresHref(c.code) }));
}

/** `/service/centers/countries`: the countries with service centres, China first. */
export async function loadCentreCountries(client: ShopClient, locale: Locale): Promise<CentreCountriesData> {
    const t = serverT(locale);
    const title = t('pages.centersCountries');
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: t('serviceCentres.meta.countries'),
        countries: await countryLinks(client),
    };
}

/**
 * `/service/centers/{lan}`: a country's centres, and in China the boutiques that take in
 * watches. The code is read in any case and redirected to its one form (lower case); a code the
 * shop has no centre for is a 404. Without a code, the countries' page.
 */
export async function loadCentres(client: ShopClient, locale: Locale, lan: string | undefined): Promise<CentresData> {
    if (lan === undefined) throw safeRedirect('/service/centers/countries', 301);
    const code = serviceCountryCode(lan);
    if (!code) throw notFound();
    if (lan !== serviceCountrySegment(code)) throw safeRedirect(centresHref(code), 301);
    const home = code === HOME_SERVICE_COUNTRY;
    const [centres, countries, reception] = await Promise.all([
        client.catalogue(CentresQuery, { countryCode: code }),
        countryLinks(client),
        home ? client.catalogue(ReceptionStoresQuery) : Promise.resolve({ serviceReceptionStores: [] }),
    ]);
    if (centres.serviceCentres.length === 0) throw notFound();
    const { brandSlug } = publicConfig();
    const t = serverT(locale);
    const countryName = centres.serviceCentres[0]!.countryName;
    const title = t('serviceCentres.title', { country: countryName });
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: t('serviceCentres.meta.country', { country: countryName }),
        countryCode: code,
        countryName,
        home,
        centres: centres.serviceCentres.map(centreData),
        receptionStores: reception.serviceReceptionStores.map((s) => ({
            ...s,
            tel: telHref(s.phone),
            href: storeHref(brandSlug, s.slug),
        })),
        countries,
    };
}

/** The service centre pages for the sitemap: the countries' page and each country's. */
export async function centreSitemapPaths(client: ShopClient): Promise<string[]> {
    return ['/service/centers/countries', ...(await countryLinks(client)).map((c) => c.href)];
}
