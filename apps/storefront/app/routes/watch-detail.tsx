import { loadCategoryListing } from '~/features/catalog/category-listing.server';
import { CategoryListing, categoryListingMeta } from '~/features/catalog/components/CategoryListing';
import { ProductDetailView } from '~/features/catalog/components/ProductDetailView';
import { productMeta } from '~/features/catalog/product-meta';
import { loadWatchExtras, productPageData, requireProductPage } from '~/features/catalog/product-page.server';
import { loadProductReviews, submitReviewAction } from '~/features/reviews/reviews.server';
import { localeContext, shopContext } from '~/lib/context';
import { isNotFound } from '~/lib/not-found';
import { siteFrom } from '~/lib/seo';

import type { Route } from './+types/watch-detail';

/**
 * /watches/{slug}/{sku}/ and /watches/{collection}/{model}/{sku}/ (spec §2). The same shapes
 * are also categories two and three levels down (/watches/{slug_2}/{slug_3}): when the last
 * segment is no watch's sku, it is read as a category.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const locale = context.get(localeContext);
    try {
        const product = await requireProductPage(client, request, params, 'watch');
        const [extras, reviews] = await Promise.all([
            loadWatchExtras(client, product),
            loadProductReviews(client, product.id),
        ]);
        return { page: 'product' as const, ...productPageData(product, params.sku, locale), ...extras, reviews };
    } catch (err) {
        if (!isNotFound(err)) throw err;
        const segments = [params.slug ?? params.collection, params.model, params.sku].filter((s): s is string =>
            Boolean(s),
        );
        // Still the watch's 404 when no category has that slug either.
        return loadCategoryListing({ request, client, locale, kind: 'watch', segments }).catch((listingErr) => {
            throw isNotFound(listingErr) ? err : listingErr;
        });
    }
}

/** A member's review of the watch (features/reviews). */
export async function action({ request, params, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const product = await requireProductPage(client, request, params, 'watch');
    return submitReviewAction(request, client, product.id);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
    if (!data) return [];
    return data.page === 'listing'
        ? categoryListingMeta(data, siteFrom(matches), location.pathname)
        : productMeta(data, siteFrom(matches));
};

export default function WatchDetail({ loaderData }: Route.ComponentProps) {
    return loaderData.page === 'listing' ? (
        <CategoryListing data={loaderData} />
    ) : (
        <ProductDetailView {...loaderData} />
    );
}
