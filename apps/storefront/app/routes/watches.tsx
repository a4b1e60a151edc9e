import { WATCHES_COLLECTION_SLUG } from '@maison/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';

import { loadListing } from '~/features/catalog/catalog.server';
import { ProductGrid } from '~/features/catalog/components/ProductGrid';
import { localeContext, shopContext } from '~/lib/context';
import { serverT } from '~/lib/messages.server';

import type { Route } from './+types/watches';

const MAX_PAGES = 50;

function pageParam(url: URL): number {
    const n = Number(url.searchParams.get('page') ?? '1');
    return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGES) : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
    const page = pageParam(new URL(request.url));
    const listing = await loadListing(context.get(shopContext), {
        collectionSlug: WATCHES_COLLECTION_SLUG,
        page,
    });
    const t = serverT(context.get(localeContext));
    return { ...listing, page, title: t('listing.watchesMetaTitle') };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title }];

export default function Watches({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const { cards, totalItems, page } = loaderData;
    const loadingMore = navigation.state === 'loading' && navigation.location?.pathname.startsWith('/watches');
    return (
        <section className="listing" aria-labelledby="listing-title">
            <header className="listing__header">
                <h1 id="listing-title">{t('listing.watchesTitle')}</h1>
                <p className="listing__count" role="status">
                    {t('listing.foundWatches', { count: totalItems })}
                </p>
            </header>
            {cards.length === 0 ? <p className="listing__empty">{t('listing.empty')}</p> : <ProductGrid cards={cards} />}
            {cards.length < totalItems && (
                <div className="listing__more">
                    <Link
                        to={`?page=${page + 1}`}
                        preventScrollReset
                        className="button button--outline"
                        aria-busy={loadingMore}
                    >
                        {loadingMore ? t('common.loading') : t('listing.more')}
                    </Link>
                </div>
            )}
        </section>
    );
}
