import type { ProductDetail } from './catalog.server';

/** Title and description of a product page, from its name and (HTML) description. */
export function productMeta(product: ProductDetail | undefined) {
    if (!product) return [];
    const text = product.description
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return [{ title: product.name }, { name: 'description', content: text.slice(0, 160) }];
}
