/** A product page's variants as the page reads them (a subset of the Shop API's). */
export interface BundleVariant {
    id: string;
    sku: string;
    priceWithTax: number;
    stockLevel: string;
    options: Array<{ name: string; group: { code: string } }>;
}

export interface BundleBuckleProduct {
    name: string;
    enabled: boolean;
    featuredAsset?: { preview: string } | null;
    variants: Array<{ id: string; sku: string; name: string; priceWithTax: number; stockLevel: string }>;
}

export interface BuckleChoice {
    variantId: string;
    name: string;
    priceWithTax: number;
    image?: string;
    soldOut: boolean;
}

export interface VariantChoice {
    sku: string;
    label: string;
    current: boolean;
    soldOut: boolean;
}

export interface StrapBundle {
    strap: BundleVariant;
    /** The strap's other sizes, each its own page. */
    sizes: VariantChoice[];
    buckles: BuckleChoice[];
    /**
     * Spec §8: a bundle with no option to sell (the strap itself sold out) shows 库存不足 and
     * cannot be added. A sold-out buckle only takes that buckle out of the choice.
     */
    available: boolean;
}

const OUT = 'OUT_OF_STOCK';

/** What the strap page offers for the variant `sku`: its sizes, buckles and whether it sells. */
export function strapBundle(
    variants: BundleVariant[],
    sku: string,
    buckleProducts: BundleBuckleProduct[] | null | undefined,
): StrapBundle {
    const strap = variants.find((v) => v.sku === sku) ?? variants[0];
    const sizes = variants.map((v) => ({
        sku: v.sku,
        label: v.options.map((o) => o.name).join(' / ') || v.sku,
        current: v.id === strap.id,
        soldOut: v.stockLevel === OUT,
    }));
    const buckles = (buckleProducts ?? [])
        .filter((p) => p.enabled)
        .flatMap((p) =>
            p.variants.map((v) => ({
                variantId: v.id,
                name: p.variants.length > 1 ? `${p.name} ${v.name}` : p.name,
                priceWithTax: v.priceWithTax,
                image: p.featuredAsset?.preview,
                soldOut: v.stockLevel === OUT,
            })),
        );
    return { strap, sizes, buckles, available: strap.stockLevel !== OUT };
}

/** The bundle's price: the strap's, plus the buckle's when one is chosen. */
export function bundlePrice(bundle: StrapBundle, buckleVariantId: string | undefined): number {
    const buckle = bundle.buckles.find((b) => b.variantId === buckleVariantId && !b.soldOut);
    return bundle.strap.priceWithTax + (buckle?.priceWithTax ?? 0);
}
