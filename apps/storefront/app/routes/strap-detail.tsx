import { ProductDetailView } from '~/features/catalog/components/ProductDetailView';
import { productMeta } from '~/features/catalog/product-meta';
import { productPageData, requireProductPage } from '~/features/catalog/product-page.server';
import { loadProductReviews, submitReviewAction } from '~/features/reviews/reviews.server';
import { localeContext, shopContext } from '~/lib/context';
import { siteFrom } from '~/lib/seo';

import type { Route } from './+types/strap-detail';

/** /strap/{id}/{sku}/ (spec §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const product = await requireProductPage(client, request, params, 'strap');
    const reviews = await loadProductReviews(client, product.id);
    return { ...productPageData(product, params.sku, context.get(localeContext)), related: [], straps: [], reviews };
}

/** A member's review of the strap (features/reviews). */
export async function action({ request, params, context }: Route.ActionArgs) {
    const client = context.get(shopContext);
    const product = await requireProductPage(client, request, params, 'strap');
    return submitReviewAction(request, client, product.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) => productMeta(data, siteFrom(matches));

export default function StrapDetail({ loaderData }: Route.ComponentProps) {
    return <ProductDetailView {...loaderData} />;
}
