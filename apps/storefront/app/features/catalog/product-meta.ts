import type { MetaDescriptor } from 'react-router';

import { breadcrumbJsonLd, excerpt, seoMeta, type Site } from '~/lib/seo';

import type { Crumb, ProductDetail } from './catalog.server';

interface ProductPageData {
    product: ProductDetail;
    sku: string;
    breadcrumbs: Crumb[];
    title: string;
    canonicalPath: string;
}

/** schema.org Product of a product page: what a search engine shows as a rich result. */
function productJsonLd(data: ProductPageData, origin: string, brand: string): object {
    const { product, sku } = data;
    const variant = product.variants.find((v) => v.sku === sku) ?? product.variants[0];
    const url = new URL(data.canonicalPath, origin).toString();
    return {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: variant.sku,
        description: excerpt(product.descriptionText, 500),
        image: product.assets.map((a) => `${a.preview}?preset=large`),
        brand: { '@type': 'Brand', name: brand },
        url,
        offers: {
            '@type': 'Offer',
            url,
            priceCurrency: variant.currencyCode,
            price: (variant.priceWithTax / 100).toFixed(2),
            availability:
                variant.stockLevel === 'OUT_OF_STOCK' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        },
    };
}

function productImage(product: ProductDetail): string | undefined {
    const preview = product.featuredAsset?.preview ?? product.assets[0]?.preview;
    return preview ? `${preview}?preset=large` : undefined;
}

/** Title, description, canonical link, alternates and Product and BreadcrumbList JSON-LD of a product page. */
export function productMeta(data: ProductPageData | undefined, site: Site & { brand: string }): MetaDescriptor[] {
    if (!data) return [];
    return seoMeta({
        title: data.title,
        description: excerpt(data.product.descriptionText),
        path: data.canonicalPath,
        site,
        type: 'product',
        // JPEG rather than the pages' WebP: what every app that draws a shared link's card reads.
        image: productImage(data.product),
        jsonLd: [
            productJsonLd(data, site.origin, site.brand),
            breadcrumbJsonLd(site.origin, data.breadcrumbs, data.canonicalPath),
        ],
    });
}
