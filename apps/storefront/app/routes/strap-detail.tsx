import { ProductDetailView } from '~/features/catalog/components/ProductDetailView';
import { productMeta } from '~/features/catalog/product-meta';
import { productPageData, requireProductPage } from '~/features/catalog/product-page.server';
import { localeContext, shopContext } from '~/lib/context';
import { siteFrom } from '~/lib/seo';

import type { Route } from './+types/strap-detail';

/** /strap/{id}/{sku}/ (spec §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
    const product = await requireProductPage(context.get(shopContext), request, params, 'strap');
    return { ...productPageData(product, params.sku, context.get(localeContext)), related: [], straps: [] };
}

export const meta: Route.MetaFunction = ({ data, matches }) => productMeta(data, siteFrom(matches));

export default function StrapDetail({ loaderData }: Route.ComponentProps) {
    return <ProductDetailView {...loaderData} />;
}
