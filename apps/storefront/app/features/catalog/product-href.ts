/** The detail page of a product: watches by slug and sku, straps by product id and sku (spec §2). */
export function productHref(kind: string, p: { productId: string; slug: string; sku: string }): string {
    return kind === 'strap' ? `/strap/${p.productId}/${p.sku}/` : `/watches/${p.slug}/${p.sku}/`;
}
