import { requireProductBySku } from '~/features/catalog/catalog.server';
import { ProductDetailView } from '~/features/catalog/components/ProductDetailView';
import { productMeta } from '~/features/catalog/product-meta';
import { shopContext } from '~/lib/context';

import type { Route } from './+types/watch-detail';

export async function loader({ params, context }: Route.LoaderArgs) {
    return { product: await requireProductBySku(context.get(shopContext), params.sku, 'watch'), sku: params.sku };
}

export const meta: Route.MetaFunction = ({ data }) => productMeta(data?.product);

export default function WatchDetail({ loaderData }: Route.ComponentProps) {
    return <ProductDetailView product={loaderData.product} sku={loaderData.sku} />;
}
