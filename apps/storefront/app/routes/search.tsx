import { STRAPS_COLLECTION_SLUG, WATCHES_COLLECTION_SLUG } from '@maison/shared';
import { useTranslation } from 'react-i18next';

import { loadListing, requireCollection } from '~/features/catalog/catalog.server';
import { ListingView } from '~/features/catalog/components/ListingView';
import { pageParam } from '~/features/catalog/listing-params';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_INPUT_ID, SearchForm } from '~/features/search/components/SearchForm';
import { localeContext, shopContext } from '~/lib/context';
import { pageTitle, serverT } from '~/lib/messages.server';

import type { Route } from './+types/search';

/** The search scopes that are whole trees rather than one collection ("all": no collection). */
const SCOPES = new Map<string, string | undefined>([
    ['all', undefined],
    ['watches', WATCHES_COLLECTION_SLUG],
    ['straps', STRAPS_COLLECTION_SLUG],
]);

/** /search/{slug?} with q: "all" searches everything, "watches" and "straps" their trees, any other slug one collection. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const scope = params.slug ?? 'all';
    const client = context.get(shopContext);
    const named = !SCOPES.has(scope);
    const collectionSlug = named ? scope : SCOPES.get(scope);
    const page = pageParam(url);
    const [collection, listing] = await Promise.all([
        named ? requireCollection(client, scope) : undefined,
        loadListing(client, { collectionSlug, term: q || undefined, page }),
    ]);
    const t = serverT(context.get(localeContext));
    const heading = q ? t('search.resultsFor', { q }) : t('search.heading');
    return {
        ...listing,
        q,
        scope,
        scopeName: collection?.name,
        page,
        heading,
        title: pageTitle(context.get(localeContext), heading),
    };
}

export const meta: Route.MetaFunction = ({ data }) =>
    data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : [];

export default function Search({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { q, scope, heading, totalItems } = loaderData;
    return (
        <ListingView
            {...loaderData}
            title={heading}
            countText={t('search.found', { count: totalItems })}
            emptyText={t('search.empty')}
        >
            <SearchForm
                id={SEARCH_PAGE_INPUT_ID}
                action={`/search/${scope}`}
                defaultValue={q}
                className="search-form"
                key={q}
            />
        </ListingView>
    );
}
