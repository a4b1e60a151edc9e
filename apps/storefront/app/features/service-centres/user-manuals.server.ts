import { fileSizeLabel, type Locale } from '@maison/shared';

import { graphql } from '~/lib/graphql';
import { pageTitle, serverT } from '~/lib/messages.server';
import type { ShopClient } from '~/lib/shop-client.server';

const ManualsQuery = graphql(`
    query UserManuals($filter: UserManualFilter) {
        userManuals(filter: $filter) {
            id
            title
            calibre
            modelNames
            languages
            file {
                source
                fileSize
            }
        }
        userManualFilters {
            calibres
            collections {
                slug
                name
            }
            models {
                code
                name
            }
        }
    }
`);

export interface ManualFilter {
    collection?: string;
    model?: string;
    calibre?: string;
}

export interface ManualData {
    id: string;
    title: string;
    calibre: string;
    models: string[];
    /** The file's languages named in the visitor's. */
    languages: string[];
    /** Whether the file has the visitor's language; else the listing says which it has. */
    inVisitorLanguage: boolean;
    href: string;
    size: string;
}

export interface UserManualsData {
    title: string;
    metaTitle: string;
    description: string;
    filter: ManualFilter;
    filters: {
        calibres: string[];
        collections: Array<{ value: string; label: string }>;
        models: Array<{ value: string; label: string }>;
    };
    manuals: ManualData[];
}

const FILTER_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} .-]{0,63}$/u;

/** The filter the address asks for: each value bounded and of the shape codes have; anything else is no filter. */
export function manualFilterFrom(url: URL): ManualFilter {
    const filter: ManualFilter = {};
    for (const key of ['collection', 'model', 'calibre'] as const) {
        const value = url.searchParams.get(key)?.trim();
        if (value && FILTER_VALUE.test(value)) filter[key] = value;
    }
    return filter;
}

function languageName(code: string, locale: Locale): string {
    try {
        return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    } catch {
        return code;
    }
}

/** `/service/user-manuals`: the manuals with their files, filtered by collection, model or calibre. */
export async function loadUserManuals(client: ShopClient, locale: Locale, url: URL): Promise<UserManualsData> {
    const filter = manualFilterFrom(url);
    const data = await client.catalogue(ManualsQuery, { filter });
    const t = serverT(locale);
    const title = t('pages.manuals');
    return {
        title,
        metaTitle: pageTitle(locale, title),
        description: t('serviceCentres.manuals.meta'),
        filter,
        filters: {
            calibres: data.userManualFilters.calibres,
            collections: data.userManualFilters.collections.map((c) => ({ value: c.slug, label: c.name })),
            models: data.userManualFilters.models.map((m) => ({ value: m.code, label: m.name })),
        },
        manuals: data.userManuals.flatMap((m) =>
            m.file
                ? [
                      {
                          id: m.id,
                          title: m.title,
                          calibre: m.calibre,
                          models: m.modelNames,
                          languages: m.languages.map((l) => languageName(l, locale)),
                          inVisitorLanguage: m.languages.includes(locale),
                          href: m.file.source,
                          size: fileSizeLabel(m.file.fileSize, locale),
                      },
                  ]
                : [],
        ),
    };
}
