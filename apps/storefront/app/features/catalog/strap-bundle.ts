/** What the server offers a strap with (the Shop API's `StrapBundleOffer`), priced by it. */
export interface BundleOffer {
    strapPriceWithTax: number;
    buckles: Array<{
        variantId: string;
        name: string;
        priceWithTax: number;
        bundlePriceWithTax: number;
        soldOut: boolean;
        image?: { preview: string } | null;
    }>;
}

/** A product page's variants as the page reads them (a subset of the Shop API's). */
export interface BundleVariant {
    id: string;
    sku: string;
    priceWithTax: number;
    stockLevel: string;
    options: Array<{ name: string; group: { code: string } }>;
    strapBundle?: BundleOffer | null;
}

export interface BuckleChoice {
    variantId: string;
    name: string;
    /** The buckle's own price. */
    priceWithTax: number;
    /** The strap with this buckle, as the bag will charge it (the server's price). */
    bundlePriceWithTax: number;
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
    /** The strap without a buckle, as the bag will charge it. */
    priceWithTax: number;
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

/** What the strap page offers for the variant `sku`: its sizes, the server's buckles and prices, and whether it sells. */
export function strapBundle(variants: BundleVariant[], sku: string): StrapBundle {
    const strap = variants.find((v) => v.sku === sku) ?? variants[0];
    const offer = strap.strapBundle;
    const sizes = variants.map((v) => ({
        sku: v.sku,
        label: v.options.map((o) => o.name).join(' / ') || v.sku,
        current: v.id === strap.id,
        soldOut: v.stockLevel === OUT,
    }));
    const buckles = (offer?.buckles ?? []).map(({ image, ...b }) => ({ ...b, image: image?.preview }));
    return {
        strap,
        priceWithTax: offer?.strapPriceWithTax ?? strap.priceWithTax,
        sizes,
        buckles,
        available: strap.stockLevel !== OUT,
    };
}
