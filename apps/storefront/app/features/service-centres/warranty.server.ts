import { type Locale, telHref } from '@maison/shared';

import { type ContentEntryView, findEntry } from '~/features/content/content.server';
import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';

import type { CentreData } from './service-centres.server';

export const WARRANTY_PATH = '/service/international-warranty';

const AbroadQuery = graphql(`
    query InternationalServiceCentres {
        internationalServiceCentres {
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
    }
`);

export interface WarrantyData {
    title: string;
    metaTitle: string;
    description: string;
    /** The CMS's prose; null when staff have not published it, and the page shows its title only. */
    entry: ContentEntryView | null;
    countries: Array<{ code: string; name: string; centres: CentreData[] }>;
}

/** `/service/international-warranty`: the CMS's prose and the centres abroad, grouped by country. */
export async function loadWarranty(client: ShopClient, request: Request, locale: Locale): Promise<WarrantyData> {
    const [entry, abroad] = await Promise.all([
        findEntry(client, request, 'page', WARRANTY_PATH),
        client.catalogue(AbroadQuery),
    ]);
    const countries: WarrantyData['countries'] = [];
    for (const c of abroad.internationalServiceCentres) {
        let country = countries.find((x) => x.code === c.countryCode);
        if (!country) {
            country = { code: c.countryCode, name: c.countryName, centres: [] };
            countries.push(country);
        }
        country.centres.push({ ...c, tel: telHref(c.phone) });
    }
    const t = serverT(locale);
    const title = entry?.title ?? t('pages.warranty');
    return {
        title,
        metaTitle: pageTitle(locale, entry?.seoTitle || title),
        description: entry?.seoDescription || entry?.summary || t('serviceCentres.warranty.meta'),
        entry: entry ?? null,
        countries,
    };
}
