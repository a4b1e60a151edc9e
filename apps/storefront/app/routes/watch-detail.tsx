import { ProductDetailView } from '~/features/catalog/components/ProductDetailView';
import { productMeta } from '~/features/catalog/product-meta';
import { loadWatchExtras, productPageData, requireProductPage } from '~/features/catalog/product-page.server';
import { localeContext, shopContext } from '~/lib/context';
import { siteFrom } from '~/lib/seo';

import type { Route } from './+types/watch-detail';

/** /watches/{slug}/{sku}/ and /watches/{collection}/{model}/{sku}/ (spec §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const client = context.get(shopContext);
    const product = await requireProductPage(client, request, params, 'watch');
    const extras = await loadWatchExtras(client, product);
    return { ...productPageData(product, params.sku, context.get(localeContext)), ...extras };
}

export const meta: Route.MetaFunction = ({ data, matches }) => productMeta(data, siteFrom(matches));

export default function WatchDetail({ loaderData }: Route.ComponentProps) {
    return <ProductDetailView {...loaderData} />;
}
